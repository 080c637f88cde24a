//go:build linux

package runner

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestTimeoutKillsGroup runs a program whose child and grandchild sleep: at
// the limit every one of them is killed.
func TestTimeoutKillsGroup(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pids := filepath.Join(dir, "pids")
	script := write(t, dir, "hang.sh", hangScript(pids))
	marker := newMarker()
	r, err := build(t, script).Invoke(context.Background(), Invocation{Dir: dir, Args: []string{marker}}, Limits{Time: 2 * time.Second, Wall: 2 * time.Second}) // time to start under load
	if err != nil {
		t.Fatal(err)
	}
	if !r.TimedOut || r.Signal != syscall.SIGKILL {
		t.Errorf("timed out %v, signal %v; want killed at the limit", r.TimedOut, r.Signal)
	}
	checkGone(t, pids, marker)
}

// hangScript returns a script whose child and grandchild sleep, each
// adding a line to the file lines when it starts. Run with a marker as its
// argument, each has the marker on its command line.
func hangScript(lines string) string {
	return "#!/bin/sh\n(sh -c 'echo >>" + lines + "; sleep 600; :' \"$1\" & echo >>" + lines + "; sleep 600) &\necho >>" + lines + "\nwait\n"
}

// checkGone fails the test unless the file lines shows that the three
// processes of the hanging script started, and no process with marker on
// its command line is left.
func checkGone(t *testing.T, lines, marker string) {
	t.Helper()
	data, err := os.ReadFile(lines)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "\n"); n != 3 {
		t.Fatalf("%d processes started, want 3", n)
	}
	checkNoneLeft(t, marker)
}

// TestCancelKillsGroup runs a program whose child and grandchild sleep, and
// cancels the run once all three have said they started: every one of them
// is killed, and the result says it was canceled. What a run writes in its
// directory shows there only once it ends, so they say it on stdout.
func TestCancelKillsGroup(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	script := write(t, dir, "hang.sh", hangScript("/dev/stdout"))
	out, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan int, 1)
	go func() {
		defer cancel()
		n, buf := 0, make([]byte, 64)
		for n < 3 {
			m, err := out.Read(buf)
			if err != nil {
				break
			}
			n += strings.Count(string(buf[:m]), "\n")
		}
		started <- n
	}()
	marker := newMarker()
	r, err := build(t, script).Invoke(ctx, Invocation{Dir: dir, Args: []string{marker}, Stdout: w}, Limits{})
	w.Close()
	if err != nil {
		t.Fatal(err)
	}
	if !r.Canceled || r.TimedOut || r.Signal != syscall.SIGKILL {
		t.Errorf("canceled %v, timed out %v, signal %v; want canceled by SIGKILL", r.Canceled, r.TimedOut, r.Signal)
	}
	if n := <-started; n != 3 {
		t.Fatalf("%d processes started, want 3", n)
	}
	checkNoneLeft(t, marker)
}

// TestQuickExitNotTimedOut checks a program that exits on its own is not
// reported as timed out, and that nothing it left behind survives it.
func TestQuickExitNotTimedOut(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	started := filepath.Join(dir, "started")
	marker := newMarker()
	r := runIn(t, build(t, "sh -c 'echo >>"+started+"; sleep 600; :' "+marker+" & while [ ! -s "+started+" ]; do sleep 0.01; done"), dir, Limits{Time: time.Minute})
	if r.TimedOut || r.ExitCode != 0 {
		t.Errorf("timed out %v, exit %d; want a clean exit", r.TimedOut, r.ExitCode)
	}
	checkNoneLeft(t, marker)
}
