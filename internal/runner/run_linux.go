package runner

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"os"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/ojkit/ojkit/internal/runner/supervise"
)

// FilesLimited reports that the system stops a run's program from writing a
// file, stdout among them when it is a file, past Limits.Output.
const FilesLimited = true

// HoldsEnds reports that the runner holds a program's pipes until it has
// seen the program end (see Invocation.Passed).
const HoldsEnds = true

// reportGrace is how long past the wall-clock limit, or past a stop, the
// tool waits for a supervisor's report before it kills the supervisor and
// the run: only a program that stopped its supervisor makes it wait so long.
const reportGrace = time.Second

// run runs argv with a supervisor (see the supervisor's doc) as inv says,
// with inv.Stdin and inv.Dir set, and waits for the run to end, stopping it
// when captured stdout passes the cap or when ctx is done.
func run(ctx context.Context, argv []string, inv Invocation, lim Limits) (Result, error) {
	dir, view := viewOf(argv, inv)
	boxed := !inv.Unconfined && os.Getenv("OJKIT_BOX") != "off"
	env := boxEnv(dir, view)
	if !boxed {
		dir, view, env = cmp.Or(inv.Dir, inv.StartIn), nil, os.Environ()
	}
	// A file may grow one byte past the output limit, so that a file over
	// it is told from one at it.
	plan := supervise.Plan{Argv: argv, Env: env, Dir: dir, Box: boxed, View: view, CPU: lim.Time, Wall: lim.WallLimit(), Memory: lim.Memory, Output: lim.Output + 1,
		Hold: inv.Passed != nil, Note: inv.Note, Truncate: inv.Truncate, AddressSpace: lim.AddressSpace}
	if inv.Pin {
		cpu := acquireCPU()
		defer releaseCPU(cpu)
		plan.OnCPU = cpu + 1
	}
	p, err := plan.MarshalBinary()
	if err != nil {
		return Result{}, err
	}
	var ps pipes
	defer ps.close()
	outR, outW, err1 := ps.pipe()
	errR, errW, err2 := ps.pipe()
	if err := errors.Join(err1, err2); err != nil {
		return Result{}, err
	}
	stdoutFd := int(outW.Fd())
	if inv.Stdout != nil {
		stdoutFd = int(inv.Stdout.Fd())
	}
	sup, err := getSupervisor()
	if err != nil {
		return Result{}, err
	}
	rights := syscall.UnixRights(int(inv.Stdin.Fd()), stdoutFd, int(errW.Fd()))
	_, _, err = sup.conn.WriteMsgUnix(p, rights, nil)
	outW.Close()
	errW.Close()
	if err != nil {
		sup.close()
		return Result{}, fmt.Errorf("supervisor: %v", err)
	}
	if inv.Passed != nil {
		inv.Passed()
	}
	start := time.Now()
	var deadline time.Time
	if w := lim.WallLimit(); w > 0 {
		deadline = start.Add(w + reportGrace)
	}
	sup.conn.SetReadDeadline(deadline)
	st := stopper{conn: sup.conn}
	var outputExceeded atomic.Bool
	runEnded := make(chan struct{})
	go func() {
		select {
		case <-ctx.Done():
			st.stop()
		case <-runEnded:
		}
	}()
	stdout := make(chan capped, 1)
	stderr := make(chan []byte, 1)
	go func() {
		stdout <- readCapped(outR, lim.Output, func() {
			outputExceeded.Store(true)
			if !inv.Truncate {
				st.stop()
			}
		})
	}()
	go func() { stderr <- readTail(errR, stderrTail) }()
	rep, err := readReport(sup.conn)
	st.end()
	close(runEnded)
	var lost *Result
	switch {
	case errors.Is(err, os.ErrDeadlineExceeded) && outputExceeded.Load() && !inv.Truncate:
		// Stopped for its output, the run took longer than the grace to
		// report, as on a loaded machine: its verdict is the output's.
		sup.kill(false)
		lost = &Result{OutputExceeded: true}
	case errors.Is(err, os.ErrDeadlineExceeded):
		sup.kill(false)
		lost = &Result{TimedOut: ctx.Err() == nil, WallTimedOut: !deadline.IsZero() && ctx.Err() == nil, Canceled: ctx.Err() != nil}
	case err != nil:
		sup.kill(true)
		if st := sup.cmd.ProcessState; st == nil || st.Exited() {
			return Result{}, fmt.Errorf("supervisor: no report: %v (%v)", err, st)
		}
		lost = &Result{}
	default:
		putSupervisor(sup)
	}
	out, tail := drain(stdout, stderr, outR, errR)
	if lost != nil {
		lost.Stdout, lost.Stderr = out.data, tail
		lost.End = time.Now()
		lost.ExitCode, lost.Signal, lost.Wall = -1, syscall.SIGKILL, lost.End.Sub(start)
		return *lost, nil
	}
	if rep.Err != "" {
		return Result{}, fmt.Errorf("start %s: %s", argv[0], rep.Err)
	}
	r := Result{
		Stdout: out.data, Stderr: tail,
		ExitCode: rep.ExitCode, Signal: rep.Signal,
		CPU: rep.CPU, Wall: rep.Wall, MaxRSS: rep.MaxRSS,
		TimedOut:          rep.CPUExceeded || rep.WallExceeded,
		WallTimedOut:      rep.WallExceeded,
		RunDelay:          rep.RunDelay,
		Waiting:           rep.Waiting,
		Exchanging:        rep.Moving,
		End:               fromMonotonic(rep.Ended),
		MemoryExceeded:    rep.MemoryExceeded,
		ProcessesExceeded: rep.ProcessesExceeded,
	}
	if boxed && sup.contained {
		setSeen(rep.Unboxed, rep.Without)
		if rep.Unboxed != "" {
			warnUncontained(rep.Unboxed)
		}
	}
	r.OutputExceeded = rep.OutputExceeded || (rep.Stopped || inv.Truncate) && outputExceeded.Load() || inv.Truncate && fileOver(inv.Stdout, lim.Output)
	r.Canceled = rep.Stopped && !r.OutputExceeded && ctx.Err() != nil
	return r, nil
}

// stopper sends a supervisor the stop message at most once, and never once
// the run has ended: the supervisor may be running another run by then.
type stopper struct {
	mu    sync.Mutex
	conn  *net.UnixConn
	ended bool
}

// stop stops the run, unless it has ended or was stopped already, giving
// the supervisor reportGrace to report.
func (s *stopper) stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.ended {
		s.ended = true
		s.conn.Write([]byte(supervise.StopMessage))
		s.conn.SetReadDeadline(time.Now().Add(reportGrace))
	}
}

// end marks the run ended.
func (s *stopper) end() {
	s.mu.Lock()
	s.ended = true
	s.mu.Unlock()
}

// readReport reads a supervisor's report of a run. The error is io.EOF when
// the supervisor exited without a report (a program killed it, or it
// failed), and wraps os.ErrDeadlineExceeded when its time to report has
// passed (a program stopped it).
func readReport(conn *net.UnixConn) (supervise.Report, error) {
	var rep supervise.Report
	buf := make([]byte, 64<<10)
	n, err := conn.Read(buf)
	switch {
	case n == 0 && err == nil:
		return rep, io.EOF
	case err != nil:
		return rep, err
	}
	if err := rep.UnmarshalBinary(buf[:n]); err != nil {
		return rep, fmt.Errorf("bad report: %v", err)
	}
	return rep, nil
}

// fileOver reports whether f, unless nil, holds more than limit bytes.
func fileOver(f *os.File, limit int64) bool {
	if f == nil {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Size() > limit
}

// fromMonotonic returns the time at which the system's monotonic clock
// (CLOCK_MONOTONIC, which a supervisor reads) read t: time.Now's place on
// that clock is taken between two readings, the closest pair of a few.
func fromMonotonic(t time.Duration) time.Time {
	var best time.Time
	window := time.Duration(math.MaxInt64)
	for range 3 {
		before := supervise.Monotonic()
		now := time.Now()
		after := supervise.Monotonic()
		if after-before < window {
			best, window = now.Add(t-before-(after-before)/2), after-before
		}
	}
	return best
}
