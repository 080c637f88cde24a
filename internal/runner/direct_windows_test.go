package runner

import (
	"context"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/proctest"
)

// scratch returns a new directory that the test's end removes as far as it
// can: under Wine, Go's os.RemoveAll fails (Wine 8 lacks the delete it
// uses), which is no finding of these tests.
func scratch(t *testing.T) string {
	dir, err := os.MkdirTemp("", "runner-job-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// helperMain is the program this test binary is when TestMain finds a
// helper mode: "echo" copies stdin to stdout and exits 3, "sleep" sleeps,
// "parent" starts a sleeping child, prints its id and waits for it.
func helperMain(mode string) {
	switch mode {
	case "echo":
		b, _ := io.ReadAll(os.Stdin)
		os.Stdout.Write(b)
		os.Exit(3)
	case "sleep":
		time.Sleep(100 * time.Second)
	case "parent":
		child := exec.Command(os.Args[0], helperArg+"sleep")
		if err := child.Start(); err != nil {
			os.Exit(1)
		}
		os.Stdout.WriteString(strconv.Itoa(child.Process.Pid) + "\n")
		child.Wait()
	}
	os.Exit(0)
}

func TestJobOutputAndExit(t *testing.T) {
	r := direct(t, context.Background(), scratch(t), helper("echo"), "1 2\n", Limits{})
	if diff := cmp.Diff(verdict{Stdout: "1 2\n", ExitCode: 3}, verdictOf(r)); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
}

// TestJobWallLimitKillsTree runs a program that waits for a child sleeping
// past the wall-clock limit: the job ends both.
func TestJobWallLimitKillsTree(t *testing.T) {
	r := direct(t, context.Background(), scratch(t), helper("parent"), "", Limits{Wall: 2 * time.Second})
	pid, err := strconv.Atoi(strings.TrimSpace(string(r.Stdout)))
	if err != nil {
		t.Fatalf("stdout %q: %v", r.Stdout, err)
	}
	want := verdict{Stdout: string(r.Stdout), ExitCode: -1, Signal: syscall.SIGKILL, TimedOut: true, WallTimedOut: true}
	if diff := cmp.Diff(want, verdictOf(r)); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
	if !proctest.Gone(pid, 5*time.Second) {
		if p, err := os.FindProcess(pid); err == nil {
			p.Kill()
		}
		t.Errorf("the child %d outlived the run", pid)
	}
}
