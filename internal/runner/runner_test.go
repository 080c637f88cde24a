package runner

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/proctest"
)

// write writes a file in dir and returns its path.
func write(t *testing.T, dir, name, data string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(data), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// build builds spec, closing it when the test ends.
func build(t testing.TB, spec string) *Solution {
	t.Helper()
	s, err := Build(spec)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// runOK runs s and fails the test on a setup error.
func runOK(t testing.TB, s *Solution, input string, lim Limits, args ...string) Result {
	t.Helper()
	r, err := s.Run([]byte(input), lim, args...)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// runIn runs s with no input in dir, which its programs may write to, and
// fails the test on a setup error.
func runIn(t testing.TB, s *Solution, dir string, lim Limits) Result {
	t.Helper()
	r, err := s.Invoke(context.Background(), Invocation{Dir: dir}, lim)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// allocGo reads a number of MiB on stdin, allocates and touches that much
// memory, and prints the input back.
const allocGo = `package main

import (
	"fmt"
	"os"
)

var keep []byte

func main() {
	var mib int
	fmt.Fscan(os.Stdin, &mib)
	keep = make([]byte, mib<<20)
	for i := range keep {
		keep[i] = byte(i)
	}
	fmt.Println(mib, len(os.Args)-1)
}
`

func TestGoFileStdinArgsAndMemory(t *testing.T) {
	t.Parallel()
	s := build(t, write(t, t.TempDir(), "alloc.go", allocGo))
	small := runOK(t, s, "1\n", Limits{Time: time.Minute})
	big := runOK(t, s, "100\n", Limits{Time: time.Minute}, "x", "y")
	if diff := cmp.Diff("100 2\n", string(big.Stdout)); diff != "" {
		t.Errorf("stdout (-want +got):\n%s", diff)
	}
	if big.ExitCode != 0 || big.TimedOut || big.OutputExceeded {
		t.Errorf("result %+v, want a clean exit", big)
	}
	if big.MaxRSS < 100<<20 || small.MaxRSS >= 100<<20 {
		t.Errorf("MaxRSS = %d after touching 100 MiB, %d after 1 MiB", big.MaxRSS, small.MaxRSS)
	}
}

func TestGoPackageDir(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write(t, dir, "go.mod", "module x\n\ngo 1.21\n")
	write(t, dir, "main.go", "package main\n\nimport \"os\"\n\nfunc main() { os.Stdout.WriteString(\"dir\\n\") }\n")
	r := runOK(t, build(t, dir), "", Limits{})
	if diff := cmp.Diff("dir\n", string(r.Stdout)); diff != "" {
		t.Errorf("stdout (-want +got):\n%s", diff)
	}
}

// TestGoPackageDirOutsideModule builds a directory of two Go files that no
// go.mod covers, as users keep solutions, and refuses one without Go files.
func TestGoPackageDirOutsideModule(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write(t, dir, "main.go", "package main\n\nfunc main() { say() }\n")
	write(t, dir, "say.go", "package main\n\nimport \"os\"\n\nfunc say() { os.Stdout.WriteString(\"two files\\n\") }\n")
	write(t, dir, "say_test.go", "package main\n\nimport \"testing\"\n\nfunc TestSay(t *testing.T) {}\n")
	r := runOK(t, build(t, dir), "", Limits{})
	if diff := cmp.Diff("two files\n", string(r.Stdout)); diff != "" {
		t.Errorf("stdout (-want +got):\n%s", diff)
	}
	empty := t.TempDir()
	if _, err := Build(empty); err == nil || !strings.Contains(err.Error(), "a directory without Go files") {
		t.Errorf("Build(an empty directory): %v, want a directory without Go files", err)
	}
}

func TestCommandLineWithArgs(t *testing.T) {
	t.Parallel()
	s := build(t, "printf %s-%s")
	r := runOK(t, s, "", Limits{}, "a", "b c")
	if diff := cmp.Diff("a-b c", string(r.Stdout)); diff != "" {
		t.Errorf("stdout (-want +got):\n%s", diff)
	}
}

func TestCrashKeepsStderrTail(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	script := write(t, dir, "crash.sh", "#!/bin/sh\nhead -c 10000 /dev/zero | tr '\\0' x >&2\necho ' the end' >&2\nexit 3\n")
	r := runOK(t, build(t, script), "", Limits{Time: time.Minute})
	if r.ExitCode != 3 || r.Signal != 0 {
		t.Errorf("exit %d, signal %v; want exit 3", r.ExitCode, r.Signal)
	}
	want := strings.Repeat("x", stderrTail-len(" the end\n")) + " the end\n"
	if diff := cmp.Diff(want, string(r.Stderr)); diff != "" {
		t.Errorf("stderr tail (-want +got):\n%s", diff)
	}
}

func TestSignal(t *testing.T) {
	t.Parallel()
	r := runOK(t, build(t, "kill -SEGV $$"), "", Limits{Time: time.Minute})
	if r.ExitCode != -1 || r.Signal != syscall.SIGSEGV || r.TimedOut {
		t.Errorf("exit %d, signal %v, timed out %v; want SIGSEGV", r.ExitCode, r.Signal, r.TimedOut)
	}
}

// TestMaxRSSNotTheToolsPeak runs a small program after this process has
// held 256 MiB and given it back: the program's peak is its own, not this
// process's.
func TestMaxRSSNotTheToolsPeak(t *testing.T) {
	big := make([]byte, 256<<20)
	for i := range big {
		big[i] = 1
	}
	big = nil
	debug.FreeOSMemory()
	r := runOK(t, build(t, "true"), "", Limits{})
	if r.MaxRSS > 128<<20 {
		t.Errorf("peak RSS of true: %d MiB, want this process's 256 MiB peak left out", r.MaxRSS>>20)
	}
}

// TestMemoryLimitKills runs a program that takes memory 16 MiB at a time up
// to 1 GiB and then sleeps: with a 64 MiB limit it is killed on the way, not
// at the time limit.
func TestMemoryLimitKills(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	src := write(t, dir, "grow.go", `package main

import "time"

var keep [][]byte

func main() {
	for i := 0; i < 64; i++ {
		b := make([]byte, 16<<20)
		for j := range b {
			b[j] = 1
		}
		keep = append(keep, b)
	}
	time.Sleep(time.Minute)
}
`)
	r := runOK(t, build(t, src), "", Limits{Time: time.Minute, Memory: 64 << 20})
	if !r.MemoryExceeded || r.TimedOut || r.Signal != syscall.SIGKILL {
		t.Errorf("memory exceeded %v, timed out %v, signal %v; want killed for memory", r.MemoryExceeded, r.TimedOut, r.Signal)
	}
}

func TestOutputCap(t *testing.T) {
	t.Parallel()
	r := runOK(t, build(t, "yes"), "", Limits{Time: time.Minute, Output: 1 << 20})
	if !r.OutputExceeded || r.TimedOut || len(r.Stdout) != 1<<20 {
		t.Errorf("exceeded %v, timed out %v, kept %d bytes; want the 1 MiB cap hit", r.OutputExceeded, r.TimedOut, len(r.Stdout))
	}
	if !bytes.HasPrefix(r.Stdout, []byte("y\ny\n")) {
		t.Errorf("stdout starts %q", r.Stdout[:10])
	}
}

func TestCpp(t *testing.T) {
	t.Parallel()
	proctest.Need(t, "g++")
	dir := t.TempDir()
	src := write(t, dir, "twice.cpp", "#include <iostream>\nint main() { long long x; std::cin >> x; std::cout << 2 * x << '\\n'; }\n")
	r := runOK(t, build(t, src), "21\n", Limits{Time: time.Minute})
	if diff := cmp.Diff("42\n", string(r.Stdout)); diff != "" {
		t.Errorf("stdout (-want +got):\n%s", diff)
	}
	_, err := Build(write(t, dir, "bad.cpp", "int main() { return x; }\n"))
	var be *BuildError
	if !errors.As(err, &be) || be.Tool != "g++" || !bytes.Contains(be.Output, []byte("x")) {
		t.Errorf("Build(bad.cpp) = %v, want a g++ BuildError with the compiler's message", err)
	}
}

func TestBuildErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, spec := range []string{"", filepath.Join(dir, "missing.cpp"), "./missing", write(t, dir, "notes.txt", "x")} {
		if err := os.Chmod(filepath.Join(dir, "notes.txt"), 0o644); err != nil {
			t.Fatal(err)
		}
		if s, err := Build(spec); err == nil {
			s.Close()
			t.Errorf("Build(%q) succeeded, want an error", spec)
		}
	}
	_, err := Build(write(t, dir, "bad.go", "package main\n\nfunc main() { undefined() }\n"))
	var be *BuildError
	if !errors.As(err, &be) || be.Tool != "go" || !bytes.Contains(be.Output, []byte("undefined")) {
		t.Errorf("Build(bad.go) = %v, want a go BuildError with the compiler's message", err)
	}
}

func TestCompoundCommandLine(t *testing.T) {
	t.Parallel()
	r := runOK(t, build(t, "cat; echo end $1"), "in\n", Limits{Time: time.Minute}, "arg")
	if diff := cmp.Diff("in\nend arg\n", string(r.Stdout)); diff != "" {
		t.Errorf("stdout (-want +got):\n%s", diff)
	}
}

func TestInvokeDirAndPipes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write(t, dir, "in.txt", "from the file\n")
	s := build(t, "sh -c 'cat in.txt; read line; echo \"got $line\"'")
	inR, inW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer inR.Close()
	defer outR.Close()
	if _, err := inW.WriteString("query\n"); err != nil {
		t.Fatal(err)
	}
	inW.Close()
	done := make(chan Result, 1)
	go func() {
		r, err := s.Invoke(context.Background(), Invocation{Stdin: inR, Stdout: outW, Dir: dir}, Limits{Time: time.Minute})
		if err != nil {
			t.Error(err)
		}
		outW.Close()
		done <- r
	}()
	out, err := io.ReadAll(outR)
	if err != nil {
		t.Fatal(err)
	}
	r := <-done
	if diff := cmp.Diff("from the file\ngot query\n", string(out)); diff != "" {
		t.Errorf("output through the pipe (-want +got):\n%s", diff)
	}
	if len(r.Stdout) != 0 || r.ExitCode != 0 {
		t.Errorf("Result.Stdout %q, exit %d; want none captured, exit 0", r.Stdout, r.ExitCode)
	}
}

// TestInputFile runs a program on a file given as its stdin, as it is.
func TestInputFile(t *testing.T) {
	t.Parallel()
	in := write(t, t.TempDir(), "1.in", "3 4\n")
	r, err := build(t, "wc -c").Invoke(context.Background(), Invocation{InputFile: in}, Limits{Time: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(string(r.Stdout)); got != "4" {
		t.Errorf("stdout %q, want the 4 bytes of the file counted", got)
	}
	if _, err := build(t, "wc -c").Invoke(context.Background(), Invocation{InputFile: in + ".missing"}, Limits{}); err == nil {
		t.Error("a missing input file ran")
	}
}
