//go:build unix || windows

package runner

import (
	"context"
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestClassify pins how a direct run's end and usage become its Result,
// on every system: a kill is a SIGKILL whatever the exit status, and usage
// past a limit known only at the exit counts as passing it.
func TestClassify(t *testing.T) {
	lim := Limits{Time: time.Second, Memory: 64 << 20}
	tests := []struct {
		name string
		exit int
		why  int32
		u    usage
		want verdict
	}{
		{"within the limits", 0, notKilled, usage{cpu: time.Second, peak: 64 << 20}, verdict{}},
		{"exited with 2", 2, notKilled, usage{}, verdict{ExitCode: 2}},
		{"killed at the CPU limit", 1, killedCPU, usage{}, verdict{ExitCode: -1, Signal: syscall.SIGKILL, TimedOut: true}},
		{"killed at the wall-clock limit", 1, killedWall, usage{}, verdict{ExitCode: -1, Signal: syscall.SIGKILL, TimedOut: true, WallTimedOut: true}},
		{"CPU past the limit at exit", 0, notKilled, usage{cpu: 2 * time.Second}, verdict{TimedOut: true}},
		{"peak past the limit at exit", 0, notKilled, usage{peak: 65 << 20}, verdict{MemoryExceeded: true}},
		{"refused memory by the job", 2, notKilled, usage{memoryHit: true}, verdict{ExitCode: 2, MemoryExceeded: true}},
		{"killed at the memory limit", 1, killedMemory, usage{}, verdict{ExitCode: -1, Signal: syscall.SIGKILL, MemoryExceeded: true}},
		{"killed for its output", 1, killedOutput, usage{}, verdict{ExitCode: -1, Signal: syscall.SIGKILL, OutputExceeded: true}},
		{"canceled", 1, killedCanceled, usage{}, verdict{ExitCode: -1, Signal: syscall.SIGKILL, Canceled: true}},
	}
	for _, tt := range tests {
		r := Result{ExitCode: tt.exit}
		classify(&r, tt.why, tt.u, lim)
		if diff := cmp.Diff(tt.want, verdictOf(r)); diff != "" {
			t.Errorf("%s (-want +got)\n%s", tt.name, diff)
		}
		if r.CPU != tt.u.cpu || r.MaxRSS != tt.u.peak {
			t.Errorf("%s: CPU %v, MaxRSS %d; want %v, %d", tt.name, r.CPU, r.MaxRSS, tt.u.cpu, tt.u.peak)
		}
	}
}

// verdict is what a test checks of a Result.
type verdict struct {
	Stdout, Stderr                                         string
	ExitCode                                               int
	Signal                                                 syscall.Signal
	TimedOut, WallTimedOut, MemoryExceeded, OutputExceeded bool
	Canceled                                               bool
}

// verdictOf returns what a test checks of r.
func verdictOf(r Result) verdict {
	return verdict{string(r.Stdout), string(r.Stderr), r.ExitCode, r.Signal,
		r.TimedOut, r.WallTimedOut, r.MemoryExceeded, r.OutputExceeded, r.Canceled}
}

// direct runs argv with runDirect in this system's tree (a process group, a
// job object) in the directory dir, input on its stdin.
func direct(t *testing.T, ctx context.Context, dir string, argv []string, input string, lim Limits) Result {
	t.Helper()
	in, err := os.CreateTemp(dir, "stdin-")
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	if _, err := in.WriteString(input); err != nil {
		t.Fatal(err)
	}
	if _, err := in.Seek(0, 0); err != nil {
		t.Fatal(err)
	}
	if lim.Output == 0 {
		lim.Output = DefaultOutput
	}
	tr, err := newTree(lim)
	if err != nil {
		t.Fatal(err)
	}
	r, err := runDirect(ctx, argv, Invocation{Stdin: in, Dir: dir}, lim, tr)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// helper returns the command line that runs this test binary as the helper
// program mode (see helperMain).
func helper(mode string) []string {
	return []string{os.Args[0], helperArg + mode}
}
