package judging

import (
	"os/exec"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/ojkit/ojkit/internal/runner"
)

// hog starts n processes that spin until the test ends (or two minutes
// pass), and kills them by their ids when it ends.
func hog(t *testing.T, n int) {
	t.Helper()
	for range n {
		cmd := exec.Command("timeout", "120", "sh", "-c", "while :; do :; done")
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
			cmd.Wait()
		})
	}
}

// TestBusyMachineIsNotTLE starves a computing program with three spinning
// processes a CPU, for well under a second, so that the tests running beside
// it are slowed little: killed at the wall-clock limit with its CPU time under the
// limit, it is BUSY, not TLE. A program that sleeps on the same busy machine
// keeps its TLE and the hint that it was waiting.
func TestBusyMachineIsNotTLE(t *testing.T) {
	spin, err := runner.Build("sh -c 'while :; do :; done'")
	if err != nil {
		t.Fatal(err)
	}
	defer spin.Close()
	sleep, err := runner.Build("sleep 10")
	if err != nil {
		t.Fatal(err)
	}
	defer sleep.Close()
	hog(t, 3*runtime.NumCPU())
	lim := runner.Limits{Time: time.Second, Wall: 600 * time.Millisecond}
	r, err := spin.Run(nil, lim)
	if err != nil {
		t.Fatal(err)
	}
	if v, note := Classify(r, lim); v != BUSY {
		t.Errorf("a starved program: %s (%s), CPU %s, wall %s, waiting %s; want BUSY", v, note, r.CPU, r.Wall, r.RunDelay)
	}
	lim = runner.Limits{Time: time.Second, Wall: 100 * time.Millisecond}
	r, err = sleep.Run(nil, lim)
	if err != nil {
		t.Fatal(err)
	}
	if v, note := Classify(r, lim); v != TLE {
		t.Errorf("a sleeping program: %s (%s), waiting %s; want TLE", v, note, r.RunDelay)
	}
}
