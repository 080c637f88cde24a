// Package runner builds a solution once and runs it on inputs the way a judge
// does: input from a file on stdin, the process in a group of its own that is
// killed whole at the time limit, peak memory from the kernel's rusage, and
// output kept up to a cap so that a runaway program cannot fill the disk or
// the memory of the tool running it.
package runner

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

// DefaultOutput is the stdout cap of a run whose Limits give none.
const DefaultOutput = 64 << 20

// stderrTail is how much of the end of a run's stderr is kept.
const stderrTail = 4 << 10

// drainGrace is how long a run waits, once its process group is dead, for
// the pipes to close: only a process that left the group can hold them longer.
const drainGrace = time.Second

// Limits are the limits of one run.
type Limits struct {
	// Time is the wall-clock limit; the whole process group is killed when
	// it passes. Zero means no limit.
	Time time.Duration
	// Output is the most stdout kept, in bytes; the group is killed when a
	// program writes more. Zero means DefaultOutput.
	Output int64
	// Memory is the peak resident size in bytes past which the group is
	// killed, as judges do; the program's own peak is sampled every few
	// milliseconds. Zero means no limit.
	Memory int64
}

// Result is what one run did.
type Result struct {
	Stdout []byte
	Stderr []byte // the last few KiB of stderr
	// ExitCode is the exit status, or -1 when a signal ended the process.
	ExitCode int
	Signal   syscall.Signal // the signal that ended the process, or 0
	Time     time.Duration  // wall clock, from start to exit
	// MaxRSS is the peak resident set size in bytes, from the kernel's
	// rusage. On Linux it is at least the running tool's own resident size
	// when the program started (a few MiB; see resetPeakRSS).
	MaxRSS   int64
	TimedOut bool // killed at the time limit
	// OutputExceeded reports that the program was killed for writing more
	// than the output cap.
	OutputExceeded bool
	// Canceled reports that the program was killed because the context of
	// RunContext was done.
	Canceled bool
	// MemoryExceeded reports that the program was killed for passing
	// Limits.Memory.
	MemoryExceeded bool
}

// Solution is a program ready to run: built once, into a temporary
// directory that Close removes. Its Run method may be called concurrently.
type Solution struct {
	// Name is the solution as the user gave it.
	Name string
	argv []string
	dir  string
}

// Build makes spec runnable. spec is a Go package directory, a .go, .cpp,
// .cc, .c or .py file, an executable file, or else a command line run by
// /bin/sh (such as "java Main" or "./a.out | tr -d '\r'"). Sources are
// compiled once, with go build, g++ -O2 -std=c++17 or gcc -O2; a failed
// build is an error holding the compiler's output. A package directory
// outside any module is built from its Go files, as a single file is.
func Build(spec string) (*Solution, error) {
	dir, err := os.MkdirTemp("", "ojkit-run-")
	if err != nil {
		return nil, err
	}
	s := &Solution{Name: spec, dir: dir}
	if s.argv, err = prepare(spec, dir); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return s, nil
}

// prepare returns the command line that runs spec, building it into dir.
func prepare(spec, dir string) ([]string, error) {
	info, err := os.Stat(spec)
	switch {
	case strings.TrimSpace(spec) == "":
		return nil, errors.New("empty solution")
	case err != nil && looksLikePath(spec):
		return nil, err
	case err != nil && strings.ContainsAny(spec, shellSyntax):
		return []string{"/bin/sh", "-c", spec, "sh"}, nil
	case err != nil:
		return []string{"/bin/sh", "-c", "exec " + spec + ` "$@"`, "sh"}, nil
	}
	abs, err := filepath.Abs(spec)
	if err == nil {
		abs, err = filepath.EvalSymlinks(abs)
	}
	if err != nil {
		return nil, err
	}
	exe := filepath.Join(dir, "solution")
	var build []string
	switch ext := filepath.Ext(spec); {
	case info.IsDir() && inModule(abs):
		build = []string{"go", "build", "-o", exe, "."}
	case info.IsDir():
		files, err := goFiles(abs)
		if err != nil {
			return nil, err
		}
		build = append([]string{"go", "build", "-o", exe}, files...)
	case ext == ".go":
		build = []string{"go", "build", "-o", exe, abs}
	case ext == ".cpp" || ext == ".cc" || ext == ".cxx":
		build = []string{"g++", "-O2", "-std=c++17", "-o", exe, abs}
	case ext == ".c":
		build = []string{"gcc", "-O2", "-o", exe, abs, "-lm"}
	case ext == ".py":
		return []string{"python3", abs}, nil
	case info.Mode()&0o111 != 0:
		return []string{abs}, nil
	default:
		return nil, fmt.Errorf("%s: not a Go package directory, a .go, .cpp, .cc, .c or .py file, or an executable", spec)
	}
	cmd := exec.Command(build[0], build[1:]...)
	if info.IsDir() {
		cmd.Dir = abs
	} else {
		cmd.Dir = filepath.Dir(abs)
	}
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, &BuildError{Spec: spec, Tool: build[0], Err: err, Output: out}
	}
	return []string{exe}, nil
}

// inModule reports whether the directory dir belongs to a Go module.
func inModule(dir string) bool {
	cmd := exec.Command("go", "env", "GOMOD")
	cmd.Dir = dir
	out, err := cmd.Output()
	mod := strings.TrimSpace(string(out))
	return err == nil && mod != "" && mod != os.DevNull
}

// goFiles returns the Go files of the directory dir but its tests, to build
// a package outside any module as a list of files.
func goFiles(dir string) ([]string, error) {
	all, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var files []string
	for _, f := range all {
		if !strings.HasSuffix(f, "_test.go") {
			files = append(files, f)
		}
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%s: a directory without Go files", dir)
	}
	return files, nil
}

// shellSyntax holds the characters that make a command line more than one
// simple command: such a line runs as it is, with the arguments as $1, $2...;
// a simple command is exec'd with the arguments appended.
const shellSyntax = ";&|<>()$`\\\n"

// looksLikePath reports whether spec is meant as a file rather than a command
// line: one word holding a slash or a source file's extension.
func looksLikePath(spec string) bool {
	if strings.ContainsAny(spec, " \t") {
		return false
	}
	switch filepath.Ext(spec) {
	case ".go", ".cpp", ".cc", ".cxx", ".c", ".py":
		return true
	}
	return strings.Contains(spec, "/")
}

// BuildError is a failed build of a solution.
type BuildError struct {
	Spec   string
	Tool   string // go, g++ or gcc
	Err    error
	Output []byte // the compiler's messages
}

func (e *BuildError) Error() string {
	return fmt.Sprintf("build %s: %s: %v", e.Spec, e.Tool, e.Err)
}

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
	in, err := s.inputFile(input)
	if err != nil {
		return Result{}, err
	}
	defer os.Remove(in.Name())
	defer in.Close()
	if lim.Output <= 0 {
		lim.Output = DefaultOutput
	}
	return run(ctx, append(s.argv[:len(s.argv):len(s.argv)], args...), in, lim)
}

// inputFile writes input to a new file in the solution's directory and
// returns it opened for reading from its start.
func (s *Solution) inputFile(input []byte) (*os.File, error) {
	f, err := os.CreateTemp(s.dir, "stdin-")
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

// run starts argv in a process group of its own and waits for it, killing
// the group at the time limit, when stdout passes the cap or when ctx is
// done, and in any case once the program has exited, so that nothing it
// started outlives it.
func run(ctx context.Context, argv []string, stdin *os.File, lim Limits) (Result, error) {
	outR, outW, err := os.Pipe()
	if err != nil {
		return Result{}, err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		outR.Close()
		outW.Close()
		return Result{}, err
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, outW, errW
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	resetPeakRSS()
	start := time.Now()
	err = cmd.Start()
	outW.Close()
	errW.Close()
	if err != nil {
		outR.Close()
		errR.Close()
		return Result{}, err
	}
	pgid := cmd.Process.Pid
	var killed atomic.Bool
	kill := func() {
		killed.Store(true)
		syscall.Kill(-pgid, syscall.SIGKILL)
	}
	var timer *time.Timer
	var timerFired atomic.Bool
	if lim.Time > 0 {
		timer = time.AfterFunc(lim.Time, func() {
			timerFired.Store(true)
			kill()
		})
	}
	var canceled, memExceeded atomic.Bool
	exited := make(chan struct{})
	go func() {
		select {
		case <-ctx.Done():
			canceled.Store(true)
			kill()
		case <-exited:
		}
	}()
	if lim.Memory > 0 {
		go watchMemory(pgid, lim.Memory, exited, func() {
			memExceeded.Store(true)
			kill()
		})
	}
	stdout := make(chan capped, 1)
	stderr := make(chan []byte, 1)
	go func() { stdout <- readCapped(outR, lim.Output, kill) }()
	go func() { stderr <- readTail(errR, stderrTail) }()

	waitErr := cmd.Wait()
	elapsed := time.Since(start)
	close(exited)
	if timer != nil {
		timer.Stop()
	}
	syscall.Kill(-pgid, syscall.SIGKILL)
	out, tail := drain(stdout, stderr, outR, errR)

	r := Result{Stdout: out.data, Stderr: tail, Time: elapsed}
	state := cmd.ProcessState
	if state == nil {
		return Result{}, waitErr
	}
	r.ExitCode = state.ExitCode()
	if ws, ok := state.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		r.Signal = ws.Signal()
	}
	if ru, ok := state.SysUsage().(*syscall.Rusage); ok {
		r.MaxRSS = ru.Maxrss * 1024
	}
	byUs := killed.Load() && r.Signal == syscall.SIGKILL
	r.TimedOut = byUs && timerFired.Load()
	r.Canceled = byUs && canceled.Load() && !r.TimedOut
	r.MemoryExceeded = byUs && memExceeded.Load()
	r.OutputExceeded = byUs && out.exceeded && !r.TimedOut && !r.Canceled && !r.MemoryExceeded
	return r, nil
}

// memoryPoll is how often watchMemory samples a program's peak resident size.
const memoryPoll = 5 * time.Millisecond

// watchMemory calls over once the peak resident size of process pid passes
// limit bytes, sampling /proc until exited is closed.
func watchMemory(pid int, limit int64, exited <-chan struct{}, over func()) {
	t := time.NewTicker(memoryPoll)
	defer t.Stop()
	status := fmt.Sprintf("/proc/%d/status", pid)
	for {
		select {
		case <-exited:
			return
		case <-t.C:
		}
		if peakRSS(status) > limit {
			over()
			return
		}
	}
}

// peakRSS returns the VmHWM of a /proc status file in bytes, or 0.
func peakRSS(status string) int64 {
	data, err := os.ReadFile(status)
	if err != nil {
		return 0
	}
	_, rest, ok := strings.Cut(string(data), "VmHWM:")
	if !ok {
		return 0
	}
	kb, _, _ := strings.Cut(strings.TrimSpace(rest), " ")
	n, err := strconv.ParseInt(kb, 10, 64)
	if err != nil {
		return 0
	}
	return n << 10
}

// resetPeakRSS lowers this process's peak resident size to its current one,
// where Linux allows it. Go starts programs with vfork, and at exec Linux
// records the parent's peak resident size as the child's, so a run would
// otherwise report at least the tool's own peak (all the outputs it ever
// held); it still reports at least the tool's current size.
func resetPeakRSS() {
	f, err := os.OpenFile("/proc/self/clear_refs", os.O_WRONLY, 0)
	if err != nil {
		return
	}
	f.Write([]byte("5"))
	f.Close()
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

// readTail reads r to its end and returns its last n bytes.
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
			return tail
		}
	}
}
