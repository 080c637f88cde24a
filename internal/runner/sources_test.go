package runner

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/proctest"
)

// TestSourcesOf checks which files of a directory make its program, the
// main one first: those of the language most files are in, C++ winning a
// tie with C; main, __main__ or the directory's name before the first by
// name; and the message for a language ojkit does not build.
func TestSourcesOf(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name  string
		files []string
		want  []string // the sources' names, or the error's text
	}{
		{"cpp", []string{"message.cc", "main.cc", "message.hpp", "notes.txt"}, []string{"main.cc", "message.cc"}},
		{"tie", []string{"a.c", "b.cpp"}, []string{"b.cpp"}},
		{"python", []string{"a.py", "b.py", "__main__.py", "x.c"}, []string{"__main__.py", "a.py", "b.py"}},
		{"named", []string{"a.py", "named.py"}, []string{"named.py", "a.py"}},
		{"first", []string{"z.java", "b.java"}, []string{"b.java", "z.java"}},
		{"rust", []string{"main.rs", "zz-random.txt"}, []string{"no compiler for Rust: ojkit builds C, C++, Go, Java, JavaScript, Kotlin and Python 3"}},
		{"none", []string{"notes.txt"}, []string{"a directory without Go files or other sources of a language ojkit knows"}},
	} {
		dir := filepath.Join(t.TempDir(), c.name)
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, f := range c.files {
			write(t, dir, f, "")
		}
		var got []string
		srcs, err := SourcesOf(dir)
		for _, src := range srcs {
			got = append(got, filepath.Base(src))
		}
		if err != nil {
			got = []string{strings.TrimPrefix(err.Error(), dir+": ")}
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("%s: (-want +got):\n%s", c.name, diff)
		}
	}
}

// TestSeveralSources checks programs of several files, as a contest
// package's submission directory holds them: C++ sources linked together,
// built once, and again when a header they include changes; Python's main
// source importing the other beside it; JavaScript's, ES modules as the
// package.json beside them says; and the directory built as Build builds
// one without Go files.
func TestSeveralSources(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write(t, dir, "twice.hpp", "int twice(int);\n#define GREETING \"twice\"\n")
	cpp := []string{
		write(t, dir, "main.cpp", "#include <cstdio>\n#include \"twice.hpp\"\nint main() { int x; if (scanf(\"%d\", &x) != 1) return 1; printf(\"%s %d\\n\", GREETING, twice(x)); }\n"),
		write(t, dir, "twice.cpp", "#include \"twice.hpp\"\nint twice(int x) { return 2 * x; }\n"),
	}
	check := func(s *Solution, want string) {
		t.Helper()
		r := runOK(t, s, "21\n", Limits{Time: time.Minute})
		if got := string(r.Stdout); got != want || r.ExitCode != 0 {
			t.Errorf("%q: stdout %q, exit status %d; want %q, 0", s.BuildCommand, got, r.ExitCode, want)
		}
	}
	first := buildSources(t, "cpp", cpp)
	check(first, "twice 42\n")
	again := buildSources(t, "cpp", cpp)
	check(again, "twice 42\n")
	if !os.SameFile(executable(t, first), executable(t, again)) {
		t.Errorf("the same sources built twice")
	}
	write(t, dir, "twice.hpp", "int twice(int);\n#define GREETING \"double\"\n")
	check(buildSources(t, "cpp", cpp), "double 42\n")

	py := filepath.Join(dir, "py")
	if err := os.Mkdir(py, 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, py, "helper.py", "def twice(x):\n    return 2 * x\n")
	write(t, py, "main.py", "import sys\nfrom helper import twice\nif __name__ == '__main__':\n    print(sys.argv[0].endswith('main.py'), twice(int(input())))\n")
	check(build(t, py), "True 42\n")

	js := filepath.Join(dir, "js")
	if err := os.Mkdir(js, 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, js, "package.json", `{"type": "module"}`)
	write(t, js, "twice.js", "export const twice = (x) => 2 * x;\n")
	write(t, js, "main.js", "import { readFileSync } from 'fs';\nimport { twice } from './twice.js';\nconsole.log('module', twice(Number(readFileSync(0, 'utf8'))));\n")
	check(build(t, js), "module 42\n")
}

// buildSources builds srcs, closing the program when the test ends.
func buildSources(t *testing.T, name string, srcs []string) *Solution {
	t.Helper()
	s, err := BuildSources(name, srcs, BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestKotlin checks that a Kotlin program of two files is built by kotlinc
// into a jar that java runs, and once. kotlinc's JVM makes it one of the
// slowest tests: it is in the full tier.
func TestKotlin(t *testing.T) {
	t.Parallel()
	needFull(t)
	proctest.Need(t, "kotlinc")
	dir := t.TempDir()
	srcs := []string{
		write(t, dir, "main.kt", "fun main() {\n    println(twice(readLine()!!.trim().toInt()))\n}\n"),
		write(t, dir, "twice.kt", "fun twice(x: Int) = 2 * x\n"),
	}
	s := buildSources(t, "kt", srcs)
	r := runOK(t, s, "21\n", Limits{Time: time.Minute})
	if got := string(r.Stdout); got != "42\n" || r.ExitCode != 0 {
		t.Errorf("%q: stdout %q, exit status %d; want \"42\\n\", 0", s.BuildCommand, got, r.ExitCode)
	}
	if again := buildSources(t, "kt", srcs); !os.SameFile(jar(t, s), jar(t, again)) {
		t.Errorf("the same sources built twice")
	}
}

// TestNoKotlinc checks that without kotlinc on PATH, a Kotlin source's
// build is the one-line error that says what to install.
func TestNoKotlinc(t *testing.T) {
	src := write(t, t.TempDir(), "main.kt", "fun main() {}\n")
	t.Setenv("PATH", t.TempDir())
	_, err := Build(src)
	want := src + ": no compiler for Kotlin: kotlinc not found: install kotlinc and a JDK (apt-get install kotlin, or sdk install kotlin)"
	if err == nil || err.Error() != want {
		t.Errorf("Build without kotlinc: %v, want %s", err, want)
	}
}

// jar returns the jar that the Kotlin program s runs.
func jar(t *testing.T, s *Solution) os.FileInfo {
	t.Helper()
	info, err := os.Stat(s.argv[len(s.argv)-1])
	if err != nil {
		t.Fatal(err)
	}
	return info
}

// TestPyPy checks that a Python program built with the define PyPy runs
// with pypy3, of one source or of two, and that a C program built with it
// takes it for no macro.
func TestPyPy(t *testing.T) {
	proctest.Need(t, "pypy3")
	t.Parallel()
	dir := t.TempDir()
	main := write(t, dir, "main.py", "import platform, name\nprint(name.NAME, platform.python_implementation())\n")
	name := write(t, dir, "name.py", "NAME = 'main'\n")
	one := write(t, t.TempDir(), "one.py", "import platform\nprint('one', platform.python_implementation())\n")
	c := write(t, t.TempDir(), "c.c", "#include <stdio.h>\nint main(void) { puts(\"c\"); return 0; }\n")
	var got []string
	for _, srcs := range [][]string{{one}, {main, name}, {c}} {
		s, err := BuildSources(srcs[0], srcs, BuildOptions{Defines: []string{PyPy}})
		if err != nil {
			t.Fatal(err)
		}
		r := runOK(t, s, "", Limits{Time: time.Minute})
		s.Close()
		got = append(got, strings.TrimSpace(string(r.Stdout)+string(r.Stderr)))
	}
	want := []string{"one PyPy", "main PyPy", "c"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// needFull skips t unless the full tier of the tests runs: with
// OJKIT_TEST_FULL or CI true, as scripttest.Full has it (that package
// imports this one).
func needFull(t *testing.T) {
	t.Helper()
	for _, name := range []string{"OJKIT_TEST_FULL", "CI"} {
		if on, _ := strconv.ParseBool(os.Getenv(name)); on {
			return
		}
	}
	t.Skip("in the full tier: make test, or OJKIT_TEST_FULL=1 go test, runs it")
}
