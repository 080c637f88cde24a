//go:build unix

package runner

import (
	"os"
	"os/exec"
	"runtime"
	"syscall"
	"time"
)

// group is the tree of a direct run on Unix: a process group, whose
// program's usage the kernel reports when it exits (its rusage, which counts
// the children it waited for). A process that leaves the group (setsid,
// setpgid) is not killed with it.
type group struct {
	pgid int
}

// newTree returns the tree of a direct run.
func newTree(Limits) (tree, error) { return &group{}, nil }

func (g *group) prepare(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

func (g *group) started(cmd *exec.Cmd) error {
	g.pgid = cmd.Process.Pid
	return nil
}

func (g *group) sample() (usage, bool) { return usage{}, false }

func (g *group) kill() {
	syscall.Kill(-g.pgid, syscall.SIGKILL)
}

func (g *group) final(st *os.ProcessState) usage {
	ru, ok := st.SysUsage().(*syscall.Rusage)
	if !ok {
		return usage{}
	}
	peak := int64(ru.Maxrss)
	if runtime.GOOS != "darwin" {
		peak *= 1024 // Linux and the BSDs give KiB, macOS bytes
	}
	return usage{
		cpu:  time.Duration(ru.Utime.Nano() + ru.Stime.Nano()),
		peak: peak,
	}
}

func (g *group) close() {}
