//go:build unix || windows

package runner

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sync/atomic"
	"syscall"
	"time"
)

// pollEvery is how often a direct run samples its tree's CPU time and
// memory where the system gives them while the tree runs.
const pollEvery = 10 * time.Millisecond

// A tree is the processes of one direct run: the program and every process
// it starts, which the system keeps together (a process group on Unix, a job
// object on Windows) so that they are measured and killed at once.
type tree interface {
	// prepare sets cmd up to start the program in a tree of its own.
	prepare(cmd *exec.Cmd)
	// started takes the started program into the tree.
	started(cmd *exec.Cmd) error
	// sample returns what the tree has used so far; ok is false where
	// the system tells it only when the program has exited.
	sample() (u usage, ok bool)
	// kill kills every process of the tree.
	kill()
	// final returns what the tree used, once the program has exited and
	// the tree has been killed.
	final(st *os.ProcessState) usage
	// close releases what the tree holds.
	close()
}

// usage is what a tree has used.
type usage struct {
	cpu  time.Duration
	peak int64 // peak memory in bytes
	// memoryHit reports that the system refused the tree memory past
	// Limits.Memory.
	memoryHit bool
}

// Why a direct run was killed before its program exited.
const (
	notKilled int32 = iota
	killedCPU
	killedWall
	killedMemory
	killedOutput
	killedCanceled
)

// runDirect runs argv as inv says, with inv.Stdin and inv.Dir set, in tree t,
// without a supervisor: the program is the tool's child, its tree is killed
// when it exits or passes a limit, and the tree's usage is the run's.
func runDirect(ctx context.Context, argv []string, inv Invocation, lim Limits, t tree) (Result, error) {
	defer t.close()
	var ps pipes
	defer ps.close()
	outR, outW, err1 := ps.pipe()
	errR, errW, err2 := ps.pipe()
	if err := errors.Join(err1, err2); err != nil {
		return Result{}, err
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir, cmd.Stdin, cmd.Stdout, cmd.Stderr = cmp.Or(inv.Dir, inv.StartIn), inv.Stdin, outW, errW
	if inv.Stdout != nil {
		cmd.Stdout = inv.Stdout
	}
	t.prepare(cmd)
	if err := cmd.Start(); err != nil {
		return Result{}, fmt.Errorf("start %s: %v", argv[0], err)
	}
	start := time.Now()
	outW.Close()
	errW.Close()
	if err := t.started(cmd); err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		return Result{}, fmt.Errorf("start %s: %v", argv[0], err)
	}
	var why atomic.Int32
	stop := func(reason int32) {
		if why.CompareAndSwap(notKilled, reason) {
			t.kill()
		}
	}
	exited := make(chan struct{})
	go watch(ctx, t, lim, stop, exited)
	stdout := make(chan capped, 1)
	stderr := make(chan []byte, 1)
	go func() {
		stdout <- readCapped(outR, lim.Output, func() {
			if !inv.Truncate {
				stop(killedOutput)
			}
		})
	}()
	go func() { stderr <- readTail(errR, stderrTail) }()
	cmd.Wait()
	end := time.Now()
	wall := end.Sub(start)
	close(exited)
	t.kill()
	u := t.final(cmd.ProcessState)
	out, tail := drain(stdout, stderr, outR, errR)
	r := Result{Stdout: out.data, Stderr: tail, ExitCode: cmd.ProcessState.ExitCode(), Wall: wall, End: end}
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		r.Signal = ws.Signal()
	}
	classify(&r, why.Load(), u, lim)
	r.OutputExceeded = r.OutputExceeded || inv.Truncate && out.exceeded
	return r, nil
}

// watch stops the run of tree t at its limits or when ctx is done, until
// exited is closed.
func watch(ctx context.Context, t tree, lim Limits, stop func(int32), exited chan struct{}) {
	var wall <-chan time.Time
	if w := lim.WallLimit(); w > 0 {
		timer := time.NewTimer(w)
		defer timer.Stop()
		wall = timer.C
	}
	tick := time.NewTicker(pollEvery)
	defer tick.Stop()
	for {
		select {
		case <-exited:
			return
		case <-ctx.Done():
			stop(killedCanceled)
			return
		case <-wall:
			stop(killedWall)
			return
		case <-tick.C:
			u, ok := t.sample()
			switch {
			case !ok:
				tick.Stop()
			case lim.Time > 0 && u.cpu > lim.Time:
				stop(killedCPU)
				return
			case u.memoryHit || lim.Memory > 0 && u.peak > lim.Memory:
				stop(killedMemory)
				return
			}
		}
	}
}

// classify completes r, the Result of a direct run whose program ended
// with r's exit status, killed for why, its tree having used u.
func classify(r *Result, why int32, u usage, lim Limits) {
	r.CPU, r.MaxRSS = u.cpu, u.peak
	if why != notKilled {
		r.ExitCode, r.Signal = -1, syscall.SIGKILL
	}
	r.WallTimedOut = why == killedWall
	r.TimedOut = why == killedCPU || r.WallTimedOut || lim.Time > 0 && u.cpu > lim.Time
	r.MemoryExceeded = why == killedMemory || !r.TimedOut && (u.memoryHit || lim.Memory > 0 && u.peak > lim.Memory)
	r.OutputExceeded = why == killedOutput
	r.Canceled = why == killedCanceled
}
