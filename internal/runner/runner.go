// Package runner builds a solution once and runs it on inputs the way a judge
// does: input from a file on stdin; the CPU time of every process of the run
// limited, with a wall-clock limit for a program that sleeps; memory limited
// and reported as the program's own; every process the program starts killed
// when it ends, however it detached; output kept up to a cap so that a
// runaway program cannot fill the memory of the tool running it.
//
// A run is carried out by a supervisor, a small program built once from the
// source this package embeds (package supervise) and kept running
// for the runs to come, one run at a time. It is a child subreaper (every
// process below it whose parent dies becomes its child), starts the program
// after making its own resident size small, samples the run's CPU time and
// the resident sizes of its processes in /proc, kills them all when the
// program exits or a limit passes, and reports the kernel's figures for the
// processes it reaped. Where the system allows, each supervisor is the init
// of a PID namespace of its own, root only in a user namespace of its own
// (the user outside it), with its own mount, IPC, network and UTS
// namespaces: its programs can neither see out of it nor stop it (see
// Containment); elsewhere the tool kills a supervisor that does not report
// in time, with its run. Each run sees its own view of the files (see
// Invocation.Dir): the system's directories read-only (/proc's kernel
// settings read-only, its files about the host empty), the files its
// command line names read-only, and an empty working directory, /tmp and
// /dev/shm of its own, whose use counts as its memory; never the tests, the
// user's other files or the build cache. A directory it may write holds
// what it writes up to the output limit, and the tool's directory gets it
// when the run ends. Every run starts without capabilities, with
// no_new_privs, at most MaxProcesses processes, a limit on open files, and
// no file larger than Limits.Output, hard limits it cannot raise; started by
// root, as RunID, never as the host's root. It gets a judge's environment
// (PATH, LANG, HOME in its directory, ONLINE_JUDGE), an empty keyring of its
// own (KEY_SPEC_SESSION_KEYRING), no network, and no System V or POSIX IPC
// of another run's or the host's.
// What it writes to stderr is kept as text (see term.Escape).
//
// Time is CPU time, user and system, of every process the program starts,
// threads included, to the end of each one's life, children that the kernel
// reaps itself (SIGCHLD ignored) too. Where a cgroup (version 2) can be made
// below the tool's (as root, or where systemd delegates one), a run's
// processes start in one of their supervisor's, whose count is exact however
// short-lived they are; elsewhere each process is sampled while it runs, and
// a child that the kernel reaps between two samples may go uncounted. A
// program past the CPU limit is killed when a sample sees it, so it may end a
// little past the limit. The wall-clock limit ends a program that sleeps or waits for input
// it will never get.
//
// Memory is the larger of the kernel's peak resident size for each process
// and the largest sum of the resident sizes of the processes alive at once
// (with two or more, their proportional set sizes, so that pages shared by a
// fork count once), so that a child that allocates counts too. A run past
// the memory limit is killed while it runs. The figure is the resident peak,
// as /usr/bin/time -v gives it, but for the supervisor's own resident size
// when it starts the program, which a small program's figure includes.
// Judges count differently (Codeforces the commit charge on Windows, some judges
// virtual memory): Limits.AddressSpace limits a program's virtual memory
// besides, as problemtools does. The program's stack may be as large as the
// memory limit, as Codeforces sets it; without a memory limit, or under an
// address-space limit (as problemtools sets it), it is unlimited. Nothing of
// the tool's own memory is counted: output is kept up to a cap, past which
// the run is stopped.
//
// With namespaces (unshare -Urpf true tells whether the system allows them),
// a program's verdict is its own: it sees only its run's processes, has no
// capabilities in the namespace even when the user is root, cannot trace the
// supervisor, and the supervisor drops the signals it can catch and, as an
// init, gets no SIGKILL or SIGSTOP from its namespace; one that signals its
// parent and burns CPU is TLE. Without them the supervisor still drops the
// signals it can catch, but a program can stop or kill it: the tool waits
// for its report no longer than the wall-clock limit and a second more, then
// kills the supervisor, the run's process group and every process below
// them, reports the run as timed out (stopped) or killed, and starts a new
// supervisor for the next run. What can escape there: a process that
// detached and whose parents died before the supervisor was killed, and a
// program can signal any process of the user's. Containment names which
// applies.
//
// All of the above is Linux's. On macOS and Windows a run is direct: the
// program is the tool's child, in a tree of its own that is killed when the
// program exits or passes a limit (see Containment). On macOS the tree is a
// process group, and the CPU time and peak resident size are the kernel's
// rusage of the program when it exits, counting the children it waited for:
// the CPU limit is checked then, and enforced while the program runs by the
// wall-clock limit; a process that leaves the group escapes. On Windows the
// tree is a job object, which every process the program starts joins: its
// CPU time is sampled while it runs, the peak is the job's peak commit charge,
// the memory limit is the job's, and the processes die with the job. Neither
// has namespaces.
package runner

import (
	"context"
	"io"
	"os"
	"syscall"
	"time"

	"github.com/ojkit/ojkit/internal/term"
)

// DefaultOutput is the stdout cap of a run whose Limits give none.
const DefaultOutput = 64 << 20

// stderrTail is how much of the end of a run's stderr is kept.
const stderrTail = 4 << 10

// drainGrace is how long a run waits, once its supervisor has exited, for
// the pipes to close: only a process that escaped the supervisor can hold
// them longer. Tests make it longer.
var drainGrace = time.Second

// Limits are the limits of one run.
type Limits struct {
	// Time is the CPU time limit: user and system time of every process of
	// the run, as judges count it. The run is killed when it passes. Zero
	// means no limit.
	Time time.Duration
	// Wall is the wall-clock limit, for a program that waits rather than
	// computes. Zero means DefaultWall(Time).
	Wall time.Duration
	// Output is the most stdout kept, in bytes; the run is stopped when a
	// program writes more. Zero means DefaultOutput.
	Output int64
	// Memory is the limit on the resident size, in bytes, of the run's
	// processes taken together, sampled every few milliseconds; the run is
	// killed when it passes, as judges do. Zero means no limit.
	Memory int64
	// AddressSpace is the limit on the address space of each process of
	// the run, in bytes (RLIMIT_AS), as problemtools limits a Kattis
	// package's submissions: an allocation past it fails (C++'s new
	// throws bad_alloc, C's malloc returns NULL), however little of it
	// the program touches, where Memory counts only what is resident.
	// Zero means no limit. It applies only to the programs Build makes
	// from C, C++ and Python sources (see Solution.AddressLimited). On
	// Linux it is set before the program's first instruction, a hard
	// limit (where the system refuses that, just after the program
	// starts). macOS enforces no such limit and Windows has none: a run
	// there goes without it (on Windows the job's memory limit is a limit
	// on committed memory, which refuses an allocation past Memory
	// already).
	AddressSpace int64
}

// DefaultWall returns the wall-clock limit of a run with CPU time limit cpu:
// twice it and a second more, or none without a CPU time limit.
func DefaultWall(cpu time.Duration) time.Duration {
	if cpu <= 0 {
		return 0
	}
	return 2*cpu + time.Second
}

// WallLimit returns the wall-clock limit of the run: Wall, or
// DefaultWall(Time) when Wall is zero.
func (l Limits) WallLimit() time.Duration {
	if l.Wall > 0 {
		return l.Wall
	}
	return DefaultWall(l.Time)
}

// Result is what one run did.
type Result struct {
	Stdout []byte
	Stderr []byte // the last few KiB of stderr, as text (see term.Escape)
	// ExitCode is the exit status, or -1 when a signal ended the process.
	ExitCode int
	Signal   syscall.Signal // the signal that ended the process, or 0
	// CPU is the user and system time of every process of the run.
	CPU time.Duration
	// Wall is the wall-clock time of the program, from start to exit.
	Wall time.Duration
	// MaxRSS is the peak resident size in bytes: the larger of the largest
	// peak of one process (the kernel's rusage) and the largest sum of the
	// resident sizes of the processes alive at once (sampled).
	MaxRSS int64
	// TimedOut reports that the run was killed at the CPU time or the
	// wall-clock limit; WallTimedOut, at the wall-clock limit.
	TimedOut, WallTimedOut bool
	// RunDelay, for a run killed at the wall-clock limit, is how long its
	// processes then alive had waited, runnable, for a CPU: a program the
	// machine starved rather than one that slept.
	RunDelay time.Duration
	// Waiting, for a run killed at the wall-clock limit or still running
	// at Invocation.Note, is what its program was blocked on then, where
	// the runner can tell: "reading" or "writing" a pipe, "sleeping", or
	// "". Exchanging reports that it had read or written in the last tenth
	// of a second.
	Waiting    string
	Exchanging bool
	// End is when the program was found to end: of two runs joined by
	// pipes (see Invocation.Passed), the one whose end caused the other's
	// has the earlier End.
	End time.Time
	// OutputExceeded reports that the program wrote more than the output
	// cap, for which it was killed unless Invocation.Truncate.
	OutputExceeded bool
	// Canceled reports that the program was killed because the context of
	// RunContext was done.
	Canceled bool
	// MemoryExceeded reports that the program was killed for passing
	// Limits.Memory.
	MemoryExceeded bool
	// ProcessesExceeded reports that the run was killed for having more
	// than MaxProcesses processes at once.
	ProcessesExceeded bool
}

// MaxProcesses is the most processes a run may have at once, where the
// runner can count them.
const MaxProcesses = 64

// Solution is a program ready to run: built once, into a temporary
// directory that Close removes. Its Run method may be called concurrently.
type Solution struct {
	// Name is the solution as the user gave it.
	Name string
	// BuildCommand is the command line that built the solution, or nil
	// when nothing was built.
	BuildCommand []string
	argv         []string
	dir          string
	// addressLimited reports that the program runs under
	// Limits.AddressSpace (see AddressLimited).
	addressLimited bool
}

// AddressLimited reports whether the solution's runs are under
// Limits.AddressSpace: a program built from C, C++ or Python sources, as
// problemtools limits those languages. A Go program is not: its runtime
// reserves a large part of a usual memory limit in address space before
// its first allocation, and more as its heap grows, so that a limit at the
// memory limit would fail a program that uses a fraction of it. Nor is a
// Java or Kotlin program, whose JVM problemtools runs without it too, its
// heap limited by -Xmx; nor a JavaScript one, whose V8 reserves address
// space as Go's runtime does (under problemtools it cannot start under a
// small limit, a failure no package's author means);
// nor an executable or a command line, whose runtime is unknown, as
// problemtools runs its prebuilt programs.
func (s *Solution) AddressLimited() bool { return s.addressLimited }

// Close removes the solution's temporary directory.
func (s *Solution) Close() error {
	return os.RemoveAll(s.dir)
}

// Run runs the solution with input on stdin and args after its command line.
// The error reports a failure to start it or to set up the run; what the
// program itself did, a crash included, is in the Result.
func (s *Solution) Run(input []byte, lim Limits, args ...string) (Result, error) {
	return s.RunContext(context.Background(), input, lim, args...)
}

// RunContext is Run, killing the program's whole process group as soon as
// ctx is done (the Result then reports Canceled).
func (s *Solution) RunContext(ctx context.Context, input []byte, lim Limits, args ...string) (Result, error) {
	return s.Invoke(ctx, Invocation{Input: input, Args: args}, lim)
}

// Invocation says how a run is started: its input and output, its working
// directory and its arguments.
type Invocation struct {
	// Input is written to a file that becomes the program's stdin, unless
	// InputFile or Stdin is set.
	Input []byte
	// InputFile, when set, names the file that is the program's stdin,
	// unless Stdin is set: a large input is never held in memory.
	InputFile string
	// Stdin, when set, is the program's stdin: a file or the read end of a
	// pipe, for a program that talks with another.
	Stdin *os.File
	// Stdout, when set, receives the program's stdout, which the Result
	// then leaves empty; otherwise stdout is captured up to Limits.Output.
	Stdout *os.File
	// Dir is the program's working directory, which it may write to;
	// empty means the tool's, which, where runs are contained in a view of
	// their own, is replaced by an empty directory of the run's at the same
	// path that shows only the files the command line names.
	Dir string
	// StartIn, when Dir is empty, is the directory the program starts in
	// instead of the tool's, and shown as the tool's is: where runs are
	// contained, an empty directory of the run's but for the files its
	// command line names, relative paths found from StartIn.
	StartIn string
	// Writable are directories besides Dir, or files in them, the program
	// may write to.
	Writable []string
	// Args follow the solution's command line.
	Args []string
	// Passed, when set, is called once the runner holds the program's
	// Stdin and Stdout itself, where they are pipes, until the program has
	// been found to end (Result.End) or has closed them, as it does where
	// HoldsEnds is true; the caller may then close its own copies, and the
	// other side of each pipe sees its end close when the program closes
	// it, and never before Result.End. Where the runner does not hold them,
	// Passed is not called, and a caller that keeps its copies until
	// Invoke returns gets the second of these.
	Passed func()
	// Note, when positive, is when, counted from the start, the runner
	// notes what the program is blocked on, where it can tell
	// (Result.Waiting).
	Note time.Duration
	// Truncate keeps the program running when its output passes
	// Limits.Output, as DOMjudge and Kattis truncate an output: what it
	// writes past the limit is lost (a write to a file fails), and
	// Result.OutputExceeded reports it.
	Truncate bool
	// Pin runs the program on one CPU, as judges pin a run, where the
	// runner can (PinsRuns): the one of the tool's CPUs that the fewest
	// pinned runs hold then, so that runs pinned at once have CPUs of
	// their own while there are enough.
	Pin bool
	// Unconfined runs the program with the tool's own view of the files,
	// not a view of its own: for the user's own tools (a generator, a
	// validator), never for a program under test. Setting OJKIT_BOX=off in
	// the environment makes every run unconfined.
	Unconfined bool
}

// Invoke runs the solution as inv says, killing the program's whole process
// group as soon as ctx is done (the Result then reports Canceled). The error
// reports a failure to start it or to set up the run; what the program
// itself did, a crash included, is in the Result.
func (s *Solution) Invoke(ctx context.Context, inv Invocation, lim Limits) (Result, error) {
	if inv.Stdin == nil && inv.InputFile != "" {
		in, err := os.Open(inv.InputFile)
		if err != nil {
			return Result{}, err
		}
		defer in.Close()
		inv.Stdin = in
	}
	if inv.Stdin == nil {
		in, err := s.inputFile(inv.Input)
		if err != nil {
			return Result{}, err
		}
		defer os.Remove(in.Name())
		defer in.Close()
		inv.Stdin = in
	}
	if lim.Output <= 0 {
		lim.Output = DefaultOutput
	}
	if !s.addressLimited {
		lim.AddressSpace = 0
	}
	base := withLimits(s.argv, lim)
	argv := append(base[:len(base):len(base)], inv.Args...)
	return run(ctx, argv, inv, lim)
}

// inputFile writes input to a new file in the solution's directory and
// returns it opened for reading from its start. The file is readable by
// all, so that a program run as another user may open it again by name
// (/dev/stdin).
func (s *Solution) inputFile(input []byte) (*os.File, error) {
	f, err := os.CreateTemp(s.dir, "stdin-")
	if err == nil {
		err = f.Chmod(0o644)
	}
	if err != nil {
		return nil, err
	}
	if _, err := f.Write(input); err != nil {
		f.Close()
		os.Remove(f.Name())
		return nil, err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		f.Close()
		os.Remove(f.Name())
		return nil, err
	}
	return f, nil
}

// pipes are the pipes of one run, closed together.
type pipes []*os.File

// pipe returns a new pipe and keeps both ends for close.
func (ps *pipes) pipe() (r, w *os.File, err error) {
	r, w, err = os.Pipe()
	if err == nil {
		*ps = append(*ps, r, w)
	}
	return r, w, err
}

// close closes every end; ends closed already are skipped.
func (ps pipes) close() {
	for _, f := range ps {
		f.Close()
	}
}

// drain collects the captured stdout and stderr, closing the pipes if a
// process that left the group still holds them after drainGrace.
func drain(stdout chan capped, stderr chan []byte, outR, errR *os.File) (capped, []byte) {
	grace := time.NewTimer(drainGrace)
	defer grace.Stop()
	var out capped
	var tail []byte
	for got := 0; got < 2; {
		select {
		case out = <-stdout:
			got++
		case tail = <-stderr:
			got++
		case <-grace.C:
			outR.Close()
			errR.Close()
		}
	}
	outR.Close()
	errR.Close()
	return out, tail
}

// capped is a captured stdout.
type capped struct {
	data     []byte
	exceeded bool
}

// readCapped reads r to its end, keeping at most limit bytes; on the first
// byte past the limit it calls exceed once and discards the rest.
func readCapped(r io.Reader, limit int64, exceed func()) capped {
	var c capped
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		if n > 0 && !c.exceeded {
			keep := min(int64(n), limit-int64(len(c.data)))
			c.data = append(c.data, buf[:keep]...)
			if keep < int64(n) {
				c.exceeded = true
				exceed()
			}
		}
		if err != nil {
			return c
		}
	}
}

// readTail reads r to its end and returns its last n bytes, as text that is
// safe to show (term.Escape).
func readTail(r io.Reader, n int) []byte {
	var tail []byte
	buf := make([]byte, 32<<10)
	for {
		m, err := r.Read(buf)
		tail = append(tail, buf[:m]...)
		if len(tail) > 2*n {
			tail = append(tail[:0], tail[len(tail)-n:]...)
		}
		if err != nil {
			if len(tail) > n {
				tail = tail[len(tail)-n:]
			}
			return []byte(term.Escape(string(tail)))
		}
	}
}
