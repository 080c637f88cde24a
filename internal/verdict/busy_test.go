//go:build linux

package verdict

import (
	"fmt"
	"os/exec"
	"runtime"
	"strings"
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
// processes a CPU, for well under a second at a time, so that the tests
// running beside it are slowed little: killed at the wall-clock limit with
// its CPU time under the limit, it is BUSY, not TLE. How the kernel shares
// the CPUs is not under the test's control, so the program gets three tries.
// (A sleeping program keeps its TLE: TestClassify.)
func TestBusyMachineIsNotTLE(t *testing.T) {
	spin, err := runner.Build("sh -c 'while :; do :; done'")
	if err != nil {
		t.Fatal(err)
	}
	defer spin.Close()
	hog(t, 3*runtime.NumCPU())
	lim := runner.Limits{Time: time.Second, Wall: 600 * time.Millisecond}
	var tries []string
	for range 3 {
		r, err := spin.Run(nil, lim)
		if err != nil {
			t.Fatal(err)
		}
		v, note := Classify(r, lim)
		if v == BUSY {
			return
		}
		tries = append(tries, fmt.Sprintf("%s (%s), CPU %s, wall %s, waiting %s", v, note, r.CPU, r.Wall, r.RunDelay))
	}
	t.Errorf("a starved program, three times: %s; want BUSY", strings.Join(tries, "; "))
}
