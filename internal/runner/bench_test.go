//go:build linux

package runner

import (
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// BenchmarkRun reports what a run of a program that does nothing costs:
// wall-clock time, and the CPU time of this process and of the supervisors
// (the program's own included) in cpu-µs/op.
func BenchmarkRun(b *testing.B) {
	path, err := exec.LookPath("true")
	if err != nil {
		b.Fatal(err)
	}
	s := build(b, path)
	runOK(b, s, "", Limits{Time: 2 * time.Second})
	closeIdle()
	start := cpuTime()
	for b.Loop() {
		runOK(b, s, "", Limits{Time: 2 * time.Second})
	}
	closeIdle()
	b.ReportMetric(float64((cpuTime()-start).Microseconds())/float64(b.N), "cpu-µs/op")
}

// cpuTime returns the CPU time of this process and of the children it has
// waited for.
func cpuTime() time.Duration {
	var self, children syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &self)
	syscall.Getrusage(syscall.RUSAGE_CHILDREN, &children)
	return time.Duration(self.Utime.Nano() + self.Stime.Nano() + children.Utime.Nano() + children.Stime.Nano())
}

// BenchmarkBwrap is BenchmarkRun's peer: bubblewrap running the same
// program with every namespace of its own, the system read-only and a
// /proc, /dev and /tmp of its own, each run from the start, as it offers
// no supervisor kept between runs. It needs Debian's bubblewrap.
func BenchmarkBwrap(b *testing.B) {
	bwrap, err := exec.LookPath("bwrap")
	if err != nil {
		b.Skip("bubblewrap is not installed: apt-get install bubblewrap")
	}
	path, err := exec.LookPath("true")
	if err != nil {
		b.Fatal(err)
	}
	args := []string{"--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"}
	for _, dir := range []string{"/usr", "/bin", "/lib", "/lib64", "/etc"} {
		args = append(args, "--ro-bind-try", dir, dir)
	}
	args = append(args, path)
	start := cpuTime()
	for b.Loop() {
		if out, err := exec.Command(bwrap, args...).CombinedOutput(); err != nil {
			b.Fatalf("bwrap: %v\n%s", err, out)
		}
	}
	b.ReportMetric(float64((cpuTime()-start).Microseconds())/float64(b.N), "cpu-µs/op")
}
