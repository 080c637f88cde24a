package runner

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/proctest"
	"github.com/ojkit/ojkit/internal/testfiles"
)

// TestUnknownCommand checks that a command line whose first word names no
// file or command is a build error, not a shell that fails on every run,
// while a command found on PATH runs.
func TestUnknownCommand(t *testing.T) {
	t.Parallel()
	for spec, want := range map[string]string{
		"nosuchprog":            "nosuchprog: no such file or command",
		"nosuchprog --fast":     "nosuchprog: no such file or command",
		"nosuchprog-2.1 < in.x": "", // shell syntax: the shell says what is wrong
	} {
		s, err := Build(spec)
		switch {
		case want == "" && err != nil:
			t.Errorf("Build(%q): %v, want a command line for the shell", spec, err)
		case want == "":
			s.Close()
		case err == nil:
			s.Close()
			t.Errorf("Build(%q) succeeded, want %q", spec, want)
		case err.Error() != want:
			t.Errorf("Build(%q): %q, want %q", spec, err, want)
		}
	}
	r := runOK(t, build(t, "tr a-z A-Z"), "abc\n", Limits{Time: time.Minute})
	if diff := cmp.Diff("ABC\n", string(r.Stdout)); diff != "" {
		t.Errorf("tr a-z A-Z: stdout (-want +got):\n%s", diff)
	}
}

// TestOnlineJudgeAndCache checks that a C program is built with the defines
// given, before $CFLAGS, and once: a second Build of the same source runs the
// same executable, while a changed local header or other flags build again.
func TestOnlineJudgeAndCache(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "greeting.h", "#define GREETING \"hello\"\n")
	src := write(t, dir, "hi.c", `#include <stdio.h>
#include "greeting.h"
int main(void) {
#ifndef ONLINE_JUDGE
	if (!freopen("input.txt", "r", stdin)) return 3;
#endif
	int x = 0;
	if (scanf("%d", &x) != 1) return 4;
#ifdef LOCAL
	printf("debug ");
#endif
	printf("%s %d\n", GREETING, 2 * x);
	return 0;
}
`)
	check := func(s *Solution, want string) {
		t.Helper()
		r := runOK(t, s, "21\n", Limits{Time: time.Minute})
		if got := string(r.Stdout); got != want || r.ExitCode != 0 {
			t.Errorf("%q: stdout %q, exit status %d; want %q, 0", s.BuildCommand, got, r.ExitCode, want)
		}
	}
	first := buildWith(t, src, "ONLINE_JUDGE")
	check(first, "hello 42\n")
	exe := executable(t, first)
	again := buildWith(t, src, "ONLINE_JUDGE")
	check(again, "hello 42\n")
	if !os.SameFile(exe, executable(t, again)) {
		t.Errorf("the same source and flags built again: %q", again.BuildCommand)
	}
	if r := runOK(t, build(t, src), "21\n", Limits{Time: time.Minute}); r.ExitCode != 3 {
		t.Errorf("built without ONLINE_JUDGE: exit status %d, want 3 (no input.txt)", r.ExitCode)
	}
	t.Setenv("CFLAGS", "-DLOCAL")
	check(buildWith(t, src, "ONLINE_JUDGE"), "debug hello 42\n")
	t.Setenv("CFLAGS", "-UONLINE_JUDGE")
	if r := runOK(t, buildWith(t, src, "ONLINE_JUDGE"), "21\n", Limits{Time: time.Minute}); r.ExitCode != 3 {
		t.Errorf("CFLAGS=-UONLINE_JUDGE: exit status %d, want 3: the user's flags come last", r.ExitCode)
	}
	t.Setenv("CFLAGS", "")
	write(t, dir, "greeting.h", "#define GREETING \"hi\"\n")
	changed := buildWith(t, src, "ONLINE_JUDGE")
	check(changed, "hi 42\n")
	if os.SameFile(exe, executable(t, changed)) {
		t.Error("a changed header did not build again")
	}
}

// buildWith builds spec with defines, closing it when the test ends.
func buildWith(t *testing.T, spec string, defines ...string) *Solution {
	t.Helper()
	s, err := Build(spec, defines...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// executable returns the file that s runs.
func executable(t *testing.T, s *Solution) os.FileInfo {
	t.Helper()
	info, err := os.Stat(s.argv[0])
	if err != nil {
		t.Fatal(err)
	}
	return info
}

// TestPrecompiledHeader checks that a C++ source that includes
// <bits/stdc++.h> is built with GCC's precompiled header of the cache, and
// that GCC really reads it: -H marks a precompiled header it uses with "!",
// and -Winvalid-pch warns of one it cannot use.
func TestPrecompiledHeader(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	src := write(t, dir, "bits.cpp", "#include <bits/stdc++.h>\nint main() { std::vector<int> v{3, 1, 2}; std::sort(v.begin(), v.end()); std::cout << v[0] << '\\n'; }\n")
	s := buildWith(t, src, "ONLINE_JUDGE")
	if r := runOK(t, s, "", Limits{Time: time.Minute}); string(r.Stdout) != "1\n" {
		t.Errorf("stdout %q, want \"1\\n\"", r.Stdout)
	}
	cmd := slices.Clone(s.BuildCommand)
	i := slices.Index(cmd, "-I")
	if i < 0 || !slices.Contains(cmd, "-Winvalid-pch") {
		t.Fatalf("build command %q: no precompiled header", cmd)
	}
	gch := filepath.Join(cmd[i+1], "bits", "stdc++.h.gch")
	cmd[slices.Index(cmd, "-o")+1] = filepath.Join(dir, "again")
	out, err := exec.Command(cmd[0], append(cmd[1:], "-H")...).CombinedOutput()
	if err != nil {
		t.Fatalf("%q: %v\n%s", cmd, err, out)
	}
	if !strings.Contains(string(out), "! "+gch+"\n") || strings.Contains(string(out), "not used") {
		t.Errorf("%q -H does not read %s:\n%s", cmd, gch, out)
	}
}

// TestJava checks that a .java file is compiled by javac and run by java
// with its public class, ONLINE_JUDGE a system property, or else that Build
// says javac is missing.
func TestJava(t *testing.T) {
	t.Parallel()
	src := write(t, t.TempDir(), "Twice.java", `import java.util.Scanner;

public class Twice {
	public static void main(String[] args) {
		long x = new Scanner(System.in).nextLong();
		System.out.println(System.getProperty("ONLINE_JUDGE") + " " + 2 * x);
	}
}
`)
	s, err := Build(src, "ONLINE_JUDGE")
	if _, lookErr := exec.LookPath("javac"); lookErr != nil {
		if err == nil || err.Error() != src+": no compiler for Java: javac not found: install a JDK" {
			t.Errorf("Build without javac: %v, want a missing javac", err)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if diff := cmp.Diff([]string{"javac", "-encoding", "UTF-8", "-d", filepath.Dir(s.argv[len(s.argv)-2]) + "/classes", src}, s.BuildCommand); diff != "" {
		t.Errorf("build command (-want +got):\n%s", diff)
	}
	r := runOK(t, s, "21\n", Limits{Time: time.Minute, Memory: 1 << 30})
	if diff := cmp.Diff("true 42\n", string(r.Stdout)); diff != "" {
		t.Errorf("stdout (-want +got):\n%s\nstderr: %s", diff, r.Stderr)
	}
}

// TestCompilerFlags checks a C or C++ build's options: a macro for each
// define but PyPy, then the include directories.
func TestCompilerFlags(t *testing.T) {
	got := (&compiler{}).flags(BuildOptions{Defines: []string{"ONLINE_JUDGE", PyPy}, Include: []string{"/inc", "/grader"}})
	if diff := cmp.Diff([]string{"-O2", "-DONLINE_JUDGE", "-I/inc", "-I/grader"}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestWithoutMacros(t *testing.T) {
	got := withoutMacros([]string{"-O2", "-DONLINE_JUDGE", "-D", "LOCAL", "-UX", "-std=gnu++23", "-U", "Y", "-Wall"})
	if diff := cmp.Diff([]string{"-O2", "-std=gnu++23", "-Wall"}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestMainClass checks the class that runs a Java program: the public
// class of the source declaring main, or the class named as its file, or
// another a file holds alone, in the source's package.
func TestMainClass(t *testing.T) {
	for _, c := range []struct {
		files, texts []string
		class        string
	}{
		{[]string{"Main.java"}, []string{"class Main {}"}, "Main"},
		{[]string{"a.java"}, []string{"import x;\npublic final class Solver {\n}"}, "Solver"},
		{[]string{"b.java"}, []string{"// public class Comment\nclass b {}"}, "b"},
		{[]string{"boolfind-test.java"}, []string{"import x;\nclass Main {\n}"}, "Main"},
		{[]string{"A.java", "B.java"}, []string{
			"package foo.a;\npublic class A { static void f() {} }",
			"package zoo.b;\nimport foo.a.A;\npublic class B {\n\tpublic static void main(String[] args) { A.f(); }\n}",
		}, "zoo.b.B"},
	} {
		b := &sourceBuild{srcs: c.files}
		for _, text := range c.texts {
			b.texts = append(b.texts, []byte(text))
		}
		if got := b.mainClass(); got != c.class {
			t.Errorf("%s: main class %s, want %s", c.files, got, c.class)
		}
	}
	got := javaCommand("/bin/java", []string{"ONLINE_JUDGE", PyPy})
	if diff := cmp.Diff([]string{"/bin/java", "-XX:-UsePerfData", heapLimit, "-DONLINE_JUDGE=true"}, got); diff != "" {
		t.Errorf("javaCommand (-want +got):\n%s", diff)
	}
	for lim, want := range map[int64][]string{
		0:         {"/bin/java", "-XX:-UsePerfData", "-DONLINE_JUDGE=true"},
		256 << 20: {"/bin/java", "-XX:-UsePerfData", "-Xmx256m", "-DONLINE_JUDGE=true"},
	} {
		if diff := cmp.Diff(want, withLimits(got, Limits{Memory: lim})); diff != "" {
			t.Errorf("withLimits at memory %d (-want +got):\n%s", lim, diff)
		}
	}
}

func TestScriptSyntax(t *testing.T) {
	dir := t.TempDir()
	for name, src := range map[string]string{"bad.py": "print(1\n", "bad.js": "console.log(1\n"} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := Build(path)
		var be *BuildError
		if !errors.As(err, &be) || len(be.Output) == 0 {
			if s != nil {
				s.Close()
			}
			t.Errorf("Build(%s) = %v, want a build error with the interpreter's message", name, err)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("the check left files beside the scripts: %d entries", len(entries))
	}
}

func TestSlowBuild(t *testing.T) {
	defer func(d time.Duration) { slowAfter = d }(slowAfter)
	slowAfter = 0
	var said bytes.Buffer
	SetProgress(&said, "ojkit judge")
	defer SetProgress(io.Discard, "")
	dir := t.TempDir()
	path := filepath.Join(dir, "main.go")
	if err := os.WriteFile(path, []byte("package main\n\nfunc main() {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Build(path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	want := "ojkit judge: building " + path + " with go build...\n"
	if diff := cmp.Diff(want, said.String()); diff != "" {
		t.Errorf("what a slow build said (-want +got):\n%s", diff)
	}
}

// TestJavaHeapLimit runs a Java program that allocates past its memory
// limit: its heap is limited there, as judges limit it, so that it ends
// with an OutOfMemoryError, not killed for its resident size.
func TestJavaHeapLimit(t *testing.T) {
	t.Parallel()
	proctest.Need(t, "javac")
	src := write(t, t.TempDir(), "Big.java", `public class Big {
	public static void main(String[] args) {
		long[] a = new long[100_000_000];
		System.out.println(a.length);
	}
}
`)
	s, err := Build(src)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r, err := s.Run(nil, Limits{Time: time.Minute, Memory: 256 << 20})
	if err != nil {
		t.Fatal(err)
	}
	if r.ExitCode != 1 || r.MemoryExceeded || !strings.Contains(string(r.Stderr), "OutOfMemoryError") {
		t.Errorf("exit %d, memory exceeded %v, stderr %q; want an OutOfMemoryError, exit 1", r.ExitCode, r.MemoryExceeded, r.Stderr)
	}
}

// TestGoBuildInRepository builds a Go package kept in a repository whose
// version control the go command cannot read, with stamping asked of every
// build (GOFLAGS): a judge's binary holds no version control information,
// so the build does not stamp it and succeeds.
func TestGoBuildInRepository(t *testing.T) {
	t.Setenv("GOFLAGS", "-buildvcs=true")
	dir := t.TempDir()
	testfiles.Write(t, dir, map[string]string{
		".git/HEAD": "ref: refs/heads/main\n",
		"go.mod":    "module example.com/sol\n\ngo 1.22\n",
		"main.go":   "package main\n\nfunc main() {}\n",
	})
	s, err := Build(dir)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
}
