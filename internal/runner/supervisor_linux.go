package runner

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/ojkit/ojkit/internal/buildcache"
	"github.com/ojkit/ojkit/internal/runner/supervise"
)

// superviseSource is the source of package supervise, which the supervisor
// command is built from.
//
//go:embed supervise/*.go
var superviseSource embed.FS

// supervisorMain is the supervisor command's main package.
const supervisorMain = `package main

import (
	"os"

	"supervisor/supervise"
)

func main() {
	if len(os.Args) != 2 {
		os.Stderr.WriteString("usage: supervisor BOXDIR (started by package runner, with its socket as descriptor 3)\n")
		os.Exit(2)
	}
	if err := supervise.Serve(os.Args[1]); err != nil {
		os.Stderr.WriteString("supervisor: " + err.Error() + "\n")
		os.Exit(1)
	}
}
`

// supervisorExe is the supervisor's executable, built on first use.
var supervisorExe = sync.OnceValues(func() (string, error) {
	return buildSupervisor(buildcache.Root())
})

// supervisor is a running supervisor and the tool's end of its socket.
type supervisor struct {
	cmd       *exec.Cmd
	conn      *net.UnixConn
	contained bool // it is the init of a PID namespace of its own
}

// idle holds the supervisors between runs; a run takes one or starts one,
// and gives it back when it is done, so that a supervisor is started once
// for many runs.
var idle struct {
	sync.Mutex
	sups []*supervisor
}

// getSupervisor returns an idle supervisor, or a new one.
func getSupervisor() (*supervisor, error) {
	idle.Lock()
	if n := len(idle.sups); n > 0 {
		s := idle.sups[n-1]
		idle.sups = idle.sups[:n-1]
		idle.Unlock()
		return s, nil
	}
	idle.Unlock()
	return startSupervisor()
}

// putSupervisor makes s idle.
func putSupervisor(s *supervisor) {
	idle.Lock()
	idle.sups = append(idle.sups, s)
	idle.Unlock()
}

// Containment says how runs are contained on this system, starting a
// supervisor to find out if none has started yet: the namespaces, the view
// of the files, the user a program runs as, and what is missing, or, where
// the system refuses namespaces, that runs are not contained and how to
// have them be. ojkit judge -v and ojkit doctor print it; the package doc
// says what each part guarantees.
func Containment() string {
	if s, err := getSupervisor(); err == nil {
		putSupervisor(s)
	}
	containment.Lock()
	defer containment.Unlock()
	switch {
	case !containment.decided:
		return "unknown: no supervisor could start"
	case containment.why != "":
		return "nothing: " + containment.why + "; a run sees your files, network, environment and processes. " + enableHint()
	}
	var b strings.Builder
	b.WriteString("namespaces of their own (user, PID, mount, IPC, network, UTS), ")
	if containment.unboxed != "" {
		b.WriteString(containment.unboxed + ", ")
	} else {
		b.WriteString("a private view of the files, ")
	}
	if len(containment.attr.UidMappings) > 1 {
		fmt.Fprintf(&b, "as user %d (not root), ", RunID)
	} else {
		fmt.Fprintf(&b, "as user %d (root in its namespace), ", os.Getuid())
	}
	b.WriteString("without capabilities")
	if containment.without != "" {
		b.WriteString("; " + containment.without)
	}
	return b.String()
}

// PrivateView reports whether runs see a view of their own of the files:
// the system and the files their command lines name, not the user's others.
func PrivateView() bool {
	containment.Lock()
	defer containment.Unlock()
	return containment.decided && containment.why == "" && containment.unboxed == "" && os.Getenv("OJKIT_BOX") != "off"
}

// errnoText returns the system's words for the error of a failed start,
// without the program's path: "no space left on device" where the system
// allows no more user namespaces.
func errnoText(err error) string {
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return errno.Error()
	}
	return err.Error()
}

// enableHint says how to let ojkit contain runs where the system refuses
// the user namespaces it needs, as far as the system tells why.
func enableHint() string {
	switch {
	case readSetting("/proc/sys/kernel/apparmor_restrict_unprivileged_userns") == "1":
		return "AppArmor restricts user namespaces (Ubuntu 23.10 and later): sudo sysctl kernel.apparmor_restrict_unprivileged_userns=0, or an AppArmor profile for ojkit that allows userns"
	case readSetting("/proc/sys/kernel/unprivileged_userns_clone") == "0":
		return "the kernel forbids user namespaces to users: sudo sysctl kernel.unprivileged_userns_clone=1"
	case readSetting("/proc/sys/user/max_user_namespaces") == "0":
		return "user namespaces are off: sudo sysctl user.max_user_namespaces=15000"
	}
	return "in a container, give it user namespaces (docker run --security-opt seccomp=unconfined --security-opt apparmor=unconfined), or run ojkit outside it"
}

// readSetting returns the first line of the file path, a setting of /proc,
// or "".
func readSetting(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(data))
}

// setSeen records what the last run went without: why it saw the tool's
// whole file system, and what else of the containment, or "".
func setSeen(unboxed, without string) {
	containment.Lock()
	containment.unboxed, containment.without = unboxed, without
	containment.Unlock()
}

// containment records whether supervisors start in namespaces of their own,
// decided when the first one starts and kept for the others.
var containment struct {
	sync.Mutex
	decided bool
	why     string               // why supervisors start without namespaces, or ""
	attr    *syscall.SysProcAttr // how they start in namespaces, or nil
	unboxed string               // why the last run saw the tool's whole file system, or ""
	without string               // what else the last run went without, or ""
}

// warned says, once, that runs are not contained, to the writer that
// SetWarnings set.
var warned struct {
	sync.Mutex
	w    io.Writer
	prog string
	done bool
}

// SetWarnings makes the runner write, to w and once, beginning with prog
// (such as "ojkit judge"), that the system refuses runs their namespaces,
// and how to allow them; by default nothing is written. OJKIT_BOX=off,
// which asks for uncontained runs, silences it.
func SetWarnings(w io.Writer, prog string) {
	warned.Lock()
	defer warned.Unlock()
	warned.w, warned.prog, warned.done = w, prog, false
}

// warnUncontained writes the warning of SetWarnings, once.
func warnUncontained(why string) {
	warned.Lock()
	defer warned.Unlock()
	if warned.w == nil || warned.done || os.Getenv("OJKIT_BOX") == "off" {
		return
	}
	warned.done = true
	fmt.Fprintf(warned.w, "%s: runs are not contained (%s): a program under test sees your files and network; %s (ojkit doctor tells more)\n", warned.prog, why, enableHint())
}

// withoutNamespaces makes supervisors start without namespaces of their
// own, as they do where the system does not allow them. Tests set it.
var withoutNamespaces = false

// namespaceFlags are the namespaces a contained supervisor starts in: a
// user namespace and, owned by it, its own processes, mounts, System V IPC
// and POSIX message queues, network (a loopback interface, down) and host
// name.
const namespaceFlags = syscall.CLONE_NEWUSER | syscall.CLONE_NEWPID | syscall.CLONE_NEWNS |
	syscall.CLONE_NEWIPC | syscall.CLONE_NEWNET | syscall.CLONE_NEWUTS

// RunID is the user and group ID outside its namespace of a program that a
// supervisor started by root runs: an unprivileged one of ojkit's own, past
// isolate's box IDs (60000 to 60999), so that no run is ever the host's
// root. Runs at once share it, each in namespaces of its own.
const RunID = 61000

// namespaceAttempts returns the ways to start a supervisor in namespaces
// of its own, the best first, or none where supervisors start without.
// In each the supervisor is root in its user namespace, holding there the
// capabilities that set up a run's view, and that root is the user outside.
// Started by root, the namespace also maps RunID, whose ID the programs take.
func namespaceAttempts() []*syscall.SysProcAttr {
	containment.Lock()
	defer containment.Unlock()
	switch {
	case containment.decided && containment.why != "" || withoutNamespaces:
		return nil
	case containment.attr != nil:
		return []*syscall.SysProcAttr{containment.attr}
	}
	uid, gid := os.Getuid(), os.Getgid()
	self := &syscall.SysProcAttr{
		Setpgid:     true,
		Cloneflags:  namespaceFlags,
		UidMappings: []syscall.SysProcIDMap{{ContainerID: 0, HostID: uid, Size: 1}},
		GidMappings: []syscall.SysProcIDMap{{ContainerID: 0, HostID: gid, Size: 1}},
	}
	if uid != 0 {
		return []*syscall.SysProcAttr{self}
	}
	withRun := *self
	withRun.UidMappings = append(self.UidMappings, syscall.SysProcIDMap{ContainerID: RunID, HostID: RunID, Size: 1})
	withRun.GidMappings = append(self.GidMappings, syscall.SysProcIDMap{ContainerID: RunID, HostID: RunID, Size: 1})
	withRun.GidMappingsEnableSetgroups = true
	return []*syscall.SysProcAttr{&withRun, self}
}

// decide records how the first supervisor started: in namespaces of its
// own (as attr says), or not, and why.
func decide(why string, attr *syscall.SysProcAttr) {
	containment.Lock()
	defer containment.Unlock()
	if !containment.decided {
		containment.decided, containment.why, containment.attr = true, why, attr
	}
}

// startSupervisor starts a supervisor in a process group of its own (an
// interrupt at the terminal is the tool's to act on) with its socket, in a
// user and PID namespace of its own where the system allows. It exits when
// the tool closes the socket or dies.
func startSupervisor() (*supervisor, error) {
	exe, err := supervisorExe()
	if err == nil {
		exe, err = current(exe)
	}
	if err != nil {
		return nil, buildcache.NoSpace(err)
	}
	fds, err := syscall.Socketpair(syscall.AF_UNIX, syscall.SOCK_SEQPACKET|syscall.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	ours, theirs := os.NewFile(uintptr(fds[0]), "supervisor"), os.NewFile(uintptr(fds[1]), "tool")
	defer theirs.Close()
	c, err := net.FileConn(ours)
	ours.Close()
	if err != nil {
		return nil, err
	}
	boxDir := filepath.Join(filepath.Dir(exe), "box")
	var why string
	for _, attr := range namespaceAttempts() {
		cmd := exec.Command(exe, boxDir)
		cmd.ExtraFiles = []*os.File{theirs}
		cmd.SysProcAttr = attr
		if err = cmd.Start(); err == nil {
			decide("", attr)
			return &supervisor{cmd: cmd, conn: c.(*net.UnixConn), contained: true}, nil
		}
		why = "the system refuses a user namespace: " + errnoText(err)
	}
	if why != "" {
		decide(why, nil)
		warnUncontained(why)
	}
	cmd := exec.Command(exe, boxDir)
	cmd.ExtraFiles = []*os.File{theirs}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		c.Close()
		return nil, err
	}
	return &supervisor{cmd: cmd, conn: c.(*net.UnixConn)}, nil
}

// kill ends s and every process of its run when s does not report in
// time, or has exited without a report (exited): a program stopped or killed
// it. s's exit status is then in s.cmd.ProcessState. Ending a supervisor in
// a namespace of its own ends every process in it; elsewhere the processes
// of its process group, which its programs stay in, and every process below
// them are killed. A supervisor that exited is reaped first: its exit would
// send SIGHUP to the group that KillGroup stops, ending the group's processes
// before the processes below them are found.
func (s *supervisor) kill(exited bool) {
	if exited {
		s.close()
	}
	if !s.contained {
		supervise.KillGroup(s.cmd.Process.Pid)
	}
	if !exited {
		s.cmd.Process.Kill()
		s.close()
	}
}

// close ends s: its socket closed, it exits; it is killed if it does not.
func (s *supervisor) close() {
	s.conn.Close()
	done := make(chan struct{})
	go func() {
		s.cmd.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(time.Second):
		s.cmd.Process.Kill()
		<-done
	}
}

// current returns the supervisor's executable exe, built again in its cache
// when something changed it since it was built.
func current(exe string) (string, error) {
	if intact(exe) {
		return exe, nil
	}
	return buildSupervisor(filepath.Dir(filepath.Dir(exe)))
}

// buildSupervisor returns the supervisor's executable in the cache at root
// (ojkit's: buildcache.Root), building it with the go command unless an
// executable of the same source is there, as it was built. A small static
// executable of its own, rather than this program started again, keeps the
// floor of a run's peak memory low (see lowerRSS in the supervisor).
func buildSupervisor(root string) (string, error) {
	files, err := fs.Glob(superviseSource, "supervise/*.go")
	if err != nil {
		return "", err
	}
	srcs := map[string][]byte{"main.go": []byte(supervisorMain), "go.mod": []byte("module supervisor\n\ngo 1.21\n")}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		if srcs[f], err = superviseSource.ReadFile(f); err != nil {
			return "", err
		}
	}
	h := sha256.New()
	names := slices.Sorted(maps.Keys(srcs))
	for _, name := range names {
		fmt.Fprintf(h, "%s %d\n", name, len(srcs[name]))
		h.Write(srcs[name])
	}
	dir := filepath.Join(root, "supervisor-"+hex.EncodeToString(h.Sum(nil)[:8]))
	exe := filepath.Join(dir, "supervisor")
	if intact(exe) {
		return exe, nil
	}
	if err := os.MkdirAll(filepath.Join(dir, "box"), 0o755); err != nil {
		return "", err
	}
	src, err := os.MkdirTemp(dir, ".src-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(src)
	for name, data := range srcs {
		path := filepath.Join(src, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return "", err
		}
	}
	tmp := filepath.Join(src, "supervisor")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", tmp, ".")
	cmd.Dir = src
	cmd.Env = append(append(os.Environ(), buildcache.GoCacheEnv()...), "CGO_ENABLED=0", "GOFLAGS=", "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("build the run supervisor: %v\n%s", err, out)
	}
	sum, err := hashFile(tmp)
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(exe+".sum", []byte(sum), 0o644); err != nil {
		return "", err
	}
	return exe, os.Rename(tmp, exe)
}

// intact reports whether the executable exe is as it was built: its hash is
// the one recorded beside it.
func intact(exe string) bool {
	want, err := os.ReadFile(exe + ".sum")
	if err != nil {
		return false
	}
	sum, err := hashFile(exe)
	return err == nil && sum == string(want)
}
