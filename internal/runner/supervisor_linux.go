package runner

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
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

// Containment names how runs are contained on this system, starting a
// supervisor to find out if none has started yet: "pid namespace" where a
// supervisor and the programs it runs are in a user and PID namespace of
// their own, or "deadline" followed by the reason where the system does not
// allow that. ojkit judge prints it with -v; the package doc says what each
// guarantees.
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
		return "deadline (" + containment.why + "); no private view"
	case containment.unboxed != "":
		return "pid namespace, without capabilities; " + containment.unboxed
	default:
		return "pid namespace and a private view of the files, without capabilities"
	}
}

// setUnboxed records why a run saw the tool's whole file system, or "".
func setUnboxed(why string) {
	containment.Lock()
	containment.unboxed = why
	containment.Unlock()
}

// containment records whether supervisors start in namespaces of their own,
// decided when the first one starts and kept for the others.
var containment struct {
	sync.Mutex
	decided bool
	why     string // why supervisors start without namespaces, or ""
	unboxed string // why the last run saw the tool's whole file system, or ""
}

// withoutNamespaces makes supervisors start without namespaces of their
// own, as they do where the system does not allow them. Tests set it.
var withoutNamespaces = false

// namespaced returns the attributes that start a supervisor in a user and
// PID namespace of its own, where the user's IDs map to themselves, or nil
// where supervisors start without.
func namespaced() *syscall.SysProcAttr {
	containment.Lock()
	defer containment.Unlock()
	if containment.decided && containment.why != "" || withoutNamespaces {
		return nil
	}
	uid, gid := os.Getuid(), os.Getgid()
	return &syscall.SysProcAttr{
		Setpgid:     true,
		Cloneflags:  syscall.CLONE_NEWUSER | syscall.CLONE_NEWPID | syscall.CLONE_NEWNS,
		UidMappings: []syscall.SysProcIDMap{{ContainerID: uid, HostID: uid, Size: 1}},
		GidMappings: []syscall.SysProcIDMap{{ContainerID: gid, HostID: gid, Size: 1}},
	}
}

// decide records how the first supervisor started: in namespaces of its
// own, or not, and why.
func decide(why string) {
	containment.Lock()
	defer containment.Unlock()
	if !containment.decided {
		containment.decided, containment.why = true, why
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
	cmd := exec.Command(exe, boxDir)
	cmd.ExtraFiles = []*os.File{theirs}
	if attr := namespaced(); attr != nil {
		cmd.SysProcAttr = attr
		if err = cmd.Start(); err == nil {
			decide("")
			return &supervisor{cmd: cmd, conn: c.(*net.UnixConn), contained: true}, nil
		}
		decide("no user and PID namespace: " + err.Error())
		cmd = exec.Command(exe, boxDir)
		cmd.ExtraFiles = []*os.File{theirs}
	}
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
