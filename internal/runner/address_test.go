//go:build linux

package runner

import (
	"context"
	"os/exec"
	"syscall"
	"testing"
	"time"

	"github.com/ojkit/ojkit/internal/proctest"
)

// reserveCpp allocates 1 GiB, 64 MiB at a time, touching none of it, then
// starts a thread and says done: under a 256 MiB address-space limit new
// throws bad_alloc, which ends it with SIGABRT; under a 256 MiB limit on
// resident memory alone it never comes near.
const reserveCpp = `#include <cstdio>
#include <thread>
#include <vector>

int main() {
	std::vector<char*> keep;
	for (int i = 0; i < 16; i++) keep.push_back(new char[64 << 20]);
	std::thread t([] { std::puts("thread"); });
	t.join();
	std::printf("done %zu\n", keep.size());
}
`

// threadCpp starts a thread and says done: under an address-space limit
// the thread's stack fits.
const threadCpp = `#include <cstdio>
#include <thread>

int main() {
	std::thread t([] { std::puts("thread"); });
	t.join();
	std::puts("done");
}
`

// The limits of the address-space tests: no CPU time limit, a wall-clock
// limit no load reaches.
var (
	residentOnly       = Limits{Wall: time.Minute, Memory: 256 << 20}
	addressAndResident = Limits{Wall: time.Minute, Memory: 256 << 20, AddressSpace: 256 << 20}
)

// checkAddressSpace runs the reserving program and the threaded one as inv
// says: the first is RTE (SIGABRT) under the address-space limit and runs
// to its end under the limit on resident memory alone; the second runs to
// its end under both.
func checkAddressSpace(t *testing.T, inv Invocation) {
	dir := t.TempDir()
	reserve := build(t, write(t, dir, "reserve.cpp", reserveCpp))
	if !reserve.AddressLimited() {
		t.Fatal("a C++ program is not AddressLimited")
	}
	run := func(s *Solution, lim Limits) Result {
		t.Helper()
		r, err := s.Invoke(context.Background(), inv, lim)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	r := run(reserve, addressAndResident)
	if r.Signal != syscall.SIGABRT || r.MemoryExceeded || r.TimedOut {
		t.Errorf("under the address-space limit: signal %v, exit %d, memory exceeded %v, timed out %v, stdout %q; want SIGABRT (bad_alloc)", r.Signal, r.ExitCode, r.MemoryExceeded, r.TimedOut, r.Stdout)
	}
	r = run(reserve, residentOnly)
	if r.ExitCode != 0 || r.MemoryExceeded || string(r.Stdout) != "thread\ndone 16\n" {
		t.Errorf("under the resident limit alone: signal %v, exit %d, memory exceeded %v, stdout %q; want done 16", r.Signal, r.ExitCode, r.MemoryExceeded, r.Stdout)
	}
	threaded := build(t, write(t, dir, "thread.cpp", threadCpp))
	r = run(threaded, addressAndResident)
	if r.ExitCode != 0 || string(r.Stdout) != "thread\ndone\n" {
		t.Errorf("a thread under the address-space limit: signal %v, exit %d, stdout %q, stderr %q; want it done", r.Signal, r.ExitCode, r.Stdout, r.Stderr)
	}
}

// TestAddressSpaceLimit: a C++ program that reserves past the address-space
// limit without touching it fails as the kernel refuses it the memory, in a
// contained run and in an unconfined one.
func TestAddressSpaceLimit(t *testing.T) {
	t.Parallel()
	proctest.Need(t, "g++")
	t.Run("contained", func(t *testing.T) {
		t.Parallel()
		checkAddressSpace(t, Invocation{})
	})
	t.Run("unconfined", func(t *testing.T) {
		t.Parallel()
		checkAddressSpace(t, Invocation{Unconfined: true})
	})
}

// TestAddressSpaceLimitWithoutNamespaces is TestAddressSpaceLimit where
// supervisors start without namespaces of their own.
func TestAddressSpaceLimitWithoutNamespaces(t *testing.T) {
	proctest.Need(t, "g++")
	withoutNamespaces = true
	closeIdle()
	defer func() {
		withoutNamespaces = false
		closeIdle()
	}()
	checkAddressSpace(t, Invocation{})
}

// TestAddressSpaceNotGo: a Go program, whose runtime reserves more address
// space than a small limit, runs without the limit.
func TestAddressSpaceNotGo(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s := build(t, write(t, dir, "hello.go", "package main\n\nfunc main() { println(\"hello\") }\n"))
	if s.AddressLimited() {
		t.Error("a Go program is AddressLimited")
	}
	r := runOK(t, s, "", Limits{Wall: time.Minute, Memory: 64 << 20, AddressSpace: 64 << 20})
	if r.ExitCode != 0 || string(r.Stderr) != "hello\n" {
		t.Errorf("exit %d, signal %v, stderr %q; want hello", r.ExitCode, r.Signal, r.Stderr)
	}
}

// TestAddressLimitedLanguages: the programs built from C and Python sources
// run under the address-space limit; a JavaScript one, an executable and a
// command line do not.
func TestAddressLimitedLanguages(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, c := range []struct {
		need, name, src string
		want            bool
	}{
		{"gcc", "main.c", "int main(void) { return 0; }\n", true},
		{"python3", "main.py", "print(1)\n", true},
		{"node", "main.js", "console.log(1)\n", false},
		{"", "run.sh", "#!/bin/sh\necho 1\n", false},
	} {
		if c.need != "" {
			if _, err := exec.LookPath(c.need); err != nil {
				continue
			}
		}
		if got := build(t, write(t, dir, c.name, c.src)).AddressLimited(); got != c.want {
			t.Errorf("%s: AddressLimited %v, want %v", c.name, got, c.want)
		}
	}
	if build(t, "true").AddressLimited() {
		t.Error("a command line is AddressLimited")
	}
}
