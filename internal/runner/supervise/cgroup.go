//go:build linux

package supervise

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// cgroup is a cgroup (version 2) of the supervisor's own, below the one it
// started in, that every program it runs starts in: its cpu.stat counts the
// CPU time of every process of the run to the end of its life, whoever
// reaps it, even one that lived between two samples.
type cgroup struct {
	dir string
	fd  int // the directory, open, for clone3's CLONE_INTO_CGROUP
}

// cgroupPrefix starts the name of a supervisor's cgroup; its process ID in
// /proc follows.
const cgroupPrefix = "ojkit-supervisor-"

// newCgroup makes the supervisor's cgroup, or returns nil where no cgroup
// version 2 is mounted or the user may not make one there. It first removes
// the empty cgroups of supervisors that are gone.
func newCgroup() *cgroup {
	parent := OwnCgroup()
	if parent == "" {
		return nil
	}
	removeStale(parent)
	dir := filepath.Join(parent, cgroupPrefix+strconv.Itoa(procSelf))
	if err := os.Mkdir(dir, 0o755); err != nil && !os.IsExist(err) {
		return nil
	}
	fd, err := syscall.Open(dir, syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
	if err != nil {
		syscall.Rmdir(dir)
		return nil
	}
	cg := &cgroup{dir: dir, fd: fd}
	if _, ok := cg.usage(); !ok {
		cg.remove()
		return nil
	}
	return cg
}

// OwnCgroup returns the directory of this process's cgroup in the version 2
// hierarchy, or "" where there is none: a supervisor makes its own cgroup
// in the one it started in, the tool's.
func OwnCgroup() string {
	return ownCgroup("")
}

// ownCgroup returns the directory of this process's cgroup in the version 1
// hierarchy of controller, or in the version 2 hierarchy when controller is
// "", or "" where there is none.
func ownCgroup(controller string) string {
	own, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return ""
	}
	var path string
	for _, line := range strings.Split(string(own), "\n") {
		f := strings.SplitN(line, ":", 3)
		if len(f) == 3 && (controller == "" && f[0] == "0" || controller != "" && slices.Contains(strings.Split(f[1], ","), controller)) {
			path = f[2]
		}
	}
	mounts, err := os.ReadFile("/proc/self/mountinfo")
	if path == "" || err != nil {
		return ""
	}
	for _, line := range strings.Split(string(mounts), "\n") {
		mount, fs, ok := strings.Cut(line, " - ")
		f, opts := strings.Fields(mount), strings.Fields(fs)
		if !ok || len(f) < 5 || len(opts) < 3 {
			continue
		}
		if controller == "" && opts[0] == "cgroup2" || controller != "" && opts[0] == "cgroup" && slices.Contains(strings.Split(opts[2], ","), controller) {
			return filepath.Join(f[4], path)
		}
	}
	return ""
}

// removeStale removes the cgroups in parent of supervisors that are gone: a
// supervisor that was killed leaves its own behind, empty.
func removeStale(parent string) {
	entries, _ := os.ReadDir(parent)
	for _, e := range entries {
		pid, ok := strings.CutPrefix(e.Name(), cgroupPrefix)
		if _, err := os.Stat("/proc/" + pid); ok && os.IsNotExist(err) {
			syscall.Rmdir(filepath.Join(parent, e.Name()))
		}
	}
}

// usage returns the CPU time of every process that has been in cg, from the
// usage_usec line of its cpu.stat; ok is false when that cannot be read.
func (cg *cgroup) usage() (cpu time.Duration, ok bool) {
	var buf [512]byte
	n := readProc(cg.dir+"/cpu.stat", buf[:])
	if rest, found := bytes.CutPrefix(buf[:n], []byte("usage_usec ")); found {
		if end := bytes.IndexByte(rest, '\n'); end > 0 {
			return time.Duration(atoi(rest[:end])) * time.Microsecond, true
		}
	}
	return 0, false
}

// remove removes cg, which must be empty.
func (cg *cgroup) remove() {
	syscall.Close(cg.fd)
	syscall.Rmdir(cg.dir)
}

// limitTasks caps the tasks (processes and threads) that the programs this
// process starts may have at max, through the pids controller: in the
// cgroup version 2 that the programs start in, or else in a version 1 pids
// cgroup of this process's own, into which it moves the calling thread, the
// one that starts the programs, which they inherit (version 1 places each
// thread on its own), so that the other threads of this process are not
// counted and can always be made. It reports whether a cgroup could be
// made. It must be called from the thread locked to start the programs.
func limitTasks(max int) bool {
	if runCgroup != nil && os.WriteFile(runCgroup.dir+"/pids.max", []byte(strconv.Itoa(max)), 0) == nil {
		return true
	}
	parent := ownCgroup("pids")
	if parent == "" {
		return false
	}
	removeStale(parent)
	dir := filepath.Join(parent, cgroupPrefix+strconv.Itoa(procSelf))
	if err := os.Mkdir(dir, 0o755); err != nil && !os.IsExist(err) {
		return false
	}
	if os.WriteFile(dir+"/pids.max", []byte(strconv.Itoa(max+1)), 0) != nil ||
		os.WriteFile(dir+"/tasks", []byte(strconv.Itoa(syscall.Gettid())), 0) != nil {
		syscall.Rmdir(dir)
		return false
	}
	return true
}
