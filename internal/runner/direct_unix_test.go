//go:build unix

package runner

import (
	"context"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/proctest"
)

// The direct runner is what macOS runs with (run_other.go); these tests run
// its process-group tree wherever Unix is, Linux included.

// helperMain is the program this test binary is when TestMain finds a
// helper mode: "spin" uses 300ms of CPU time, "alloc" touches 64MiB; each
// then exits 0.
func helperMain(mode string) {
	switch mode {
	case "spin":
		for {
			var ru syscall.Rusage
			syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
			if time.Duration(ru.Utime.Nano()+ru.Stime.Nano()) > 300*time.Millisecond {
				break
			}
		}
	case "alloc":
		b := make([]byte, 64<<20)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		os.Stdout.WriteString(strconv.Itoa(int(b[len(b)-4096])))
	}
	os.Exit(0)
}

func TestDirectOutputAndExit(t *testing.T) {
	r := direct(t, context.Background(), t.TempDir(), []string{"/bin/sh", "-c", "cat; echo oops >&2; exit 3"}, "1 2\n", Limits{})
	want := verdict{Stdout: "1 2\n", Stderr: "oops\n", ExitCode: 3}
	if diff := cmp.Diff(want, verdictOf(r)); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
}

// TestDirectWallLimitKillsGroup runs a program that waits for a child
// sleeping past the wall-clock limit: both are killed.
func TestDirectWallLimitKillsGroup(t *testing.T) {
	r := direct(t, context.Background(), t.TempDir(), []string{"/bin/sh", "-c", "sleep 100 & echo $!; wait"}, "", Limits{Wall: 300 * time.Millisecond})
	pid, err := strconv.Atoi(strings.TrimSpace(string(r.Stdout)))
	if err != nil {
		t.Fatalf("stdout %q: %v", r.Stdout, err)
	}
	want := verdict{Stdout: string(r.Stdout), ExitCode: -1, Signal: syscall.SIGKILL, TimedOut: true, WallTimedOut: true}
	if diff := cmp.Diff(want, verdictOf(r)); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
	if !proctest.Gone(pid, 5*time.Second) {
		syscall.Kill(pid, syscall.SIGKILL)
		t.Errorf("the child %d outlived the run", pid)
	}
}

// TestDirectCPUAtExit runs a program that uses more CPU time than its
// limit under a long wall-clock limit: the rusage at its exit makes it
// timed out, as on macOS.
func TestDirectCPUAtExit(t *testing.T) {
	r := direct(t, context.Background(), t.TempDir(), helper("spin"), "", Limits{Time: 100 * time.Millisecond, Wall: time.Minute})
	if diff := cmp.Diff(verdict{TimedOut: true}, verdictOf(r)); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
	if r.CPU < 300*time.Millisecond {
		t.Errorf("CPU %v, want at least 300ms", r.CPU)
	}
}

// TestDirectMemoryAtExit runs a program whose peak resident size passes
// the memory limit: the rusage at its exit makes it over the limit.
func TestDirectMemoryAtExit(t *testing.T) {
	r := direct(t, context.Background(), t.TempDir(), helper("alloc"), "", Limits{Memory: 16 << 20})
	if diff := cmp.Diff(verdict{Stdout: "1", MemoryExceeded: true}, verdictOf(r)); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
	if r.MaxRSS < 64<<20 {
		t.Errorf("MaxRSS %d, want at least 64MiB", r.MaxRSS)
	}
}

func TestDirectOutputCap(t *testing.T) {
	r := direct(t, context.Background(), t.TempDir(), []string{"yes"}, "", Limits{Output: 1000})
	want := verdict{Stdout: strings.Repeat("y\n", 500), ExitCode: -1, Signal: syscall.SIGKILL, OutputExceeded: true}
	if diff := cmp.Diff(want, verdictOf(r)); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
}

func TestDirectCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := direct(t, ctx, t.TempDir(), []string{"sleep", "100"}, "", Limits{})
	want := verdict{ExitCode: -1, Signal: syscall.SIGKILL, Canceled: true}
	if diff := cmp.Diff(want, verdictOf(r)); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
}
