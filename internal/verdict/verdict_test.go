package verdict

import (
	"syscall"
	"testing"
	"time"

	"github.com/ojkit/ojkit/internal/runner"
)

func TestClassify(t *testing.T) {
	for _, c := range []struct {
		r    runner.Result
		want Verdict
	}{
		{runner.Result{}, ""},
		{runner.Result{TimedOut: true, Signal: syscall.SIGKILL, ExitCode: -1}, TLE},
		{runner.Result{OutputExceeded: true, Signal: syscall.SIGKILL, ExitCode: -1}, OLE},
		{runner.Result{MaxRSS: 2 << 20, ExitCode: 1}, MLE},
		{runner.Result{MaxRSS: 2 << 20, TimedOut: true, Signal: syscall.SIGKILL, ExitCode: -1}, MLE},
		{runner.Result{MemoryExceeded: true, Signal: syscall.SIGKILL, ExitCode: -1}, MLE},
		{runner.Result{Signal: syscall.SIGSEGV, ExitCode: -1}, RE},
		{runner.Result{ExitCode: 2}, RE},
		{runner.Result{CPU: 1500 * time.Millisecond}, TLE},
		{runner.Result{CPU: time.Second, Wall: 5 * time.Second}, ""},
		{runner.Result{Wall: 3 * time.Second, TimedOut: true, WallTimedOut: true, Signal: syscall.SIGKILL, ExitCode: -1}, TLE},
		// Killed at the wall-clock limit while it waited for a CPU: no verdict.
		{runner.Result{CPU: 400 * time.Millisecond, Wall: 3 * time.Second, RunDelay: 2500 * time.Millisecond, TimedOut: true, WallTimedOut: true}, BUSY},
		// Mostly asleep, waiting a little for a CPU now and then: TLE.
		{runner.Result{CPU: 400 * time.Millisecond, Wall: 3 * time.Second, RunDelay: 500 * time.Millisecond, TimedOut: true, WallTimedOut: true}, TLE},
		// Past the CPU time limit however long it waited: TLE.
		{runner.Result{CPU: 1100 * time.Millisecond, Wall: 3 * time.Second, RunDelay: 1900 * time.Millisecond, TimedOut: true, WallTimedOut: true}, TLE},
	} {
		if got, _ := Classify(c.r, runner.Limits{Time: time.Second, Memory: 1 << 20}); got != c.want {
			t.Errorf("Classify(%+v) = %q, want %q", c.r, got, c.want)
		}
	}
}
