// Package proctest serves tests that start processes: it tells whether a
// process they started has ended (the runner's, judge's and stress's tests
// check with it that a run left no process behind), lets tests that wait on
// processes run more at a time than there are CPUs, and skips a test whose
// optional toolchain is missing, except under CI.
package proctest

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"
)

// Missing returns why a test that runs the command name cannot run, or ""
// when name is on PATH, and whether that should fail the test rather than
// skip it: under CI (the environment variable CI set to true, as CI services
// set it), where make deps has installed every toolchain the tests use, a
// missing one is a failure; on a machine of one's own it is a skip.
func Missing(name string) (why string, fail bool) {
	if _, err := exec.LookPath(name); err == nil {
		return "", false
	}
	ci, _ := strconv.ParseBool(os.Getenv("CI"))
	if ci {
		return fmt.Sprintf("%s is not installed, and CI=true wants every toolchain the tests use: run make deps", name), true
	}
	return fmt.Sprintf("%s is not installed: skipped (make deps installs it)", name), false
}

// Need skips t when the command name is not on PATH, or fails it under CI
// (see Missing).
func Need(t testing.TB, name string) {
	t.Helper()
	switch why, fail := Missing(name); {
	case fail:
		t.Fatal(why)
	case why != "":
		t.Skip(why)
	}
}

// Gone reports whether process pid has ended, waiting up to wait for it: a
// killed process may take a moment to die, and a zombie counts as ended.
func Gone(pid int, wait time.Duration) bool {
	deadline := time.Now().Add(wait)
	for {
		if ended(pid) {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// WaitBound raises the number of tests that run in parallel (-test.parallel,
// GOMAXPROCS by default) to n unless the command line set it. A TestMain of a
// package whose tests mostly wait for the programs they run calls it after
// flag.Parse, so that two CPUs do not make its tests run two at a time.
func WaitBound(n int) {
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "test.parallel" })
	if !set {
		flag.Set("test.parallel", strconv.Itoa(n))
	}
}

// Main runs the tests of m, eight at a time (see WaitBound), and exits with
// their status: the TestMain of a package whose tests wait for programs.
func Main(m *testing.M) {
	flag.Parse()
	WaitBound(8)
	os.Exit(m.Run())
}
