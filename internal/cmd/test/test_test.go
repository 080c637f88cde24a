package test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/scripttest"
)

// problem writes a problem directory, a module of its own, holding main.go
// with src and the files of tests (name -> content) under tests/, and returns
// its path.
func problem(t *testing.T, src string, tests map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{"go.mod": "module example.com/p\n\ngo 1.21\n", "main.go": src}
	for name, data := range tests {
		files[filepath.Join("tests", name)] = data
	}
	for name, data := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestMessagesNameTest checks that what ojkit test reports of judge's
// failures begins with ojkit test, the subcommand the user typed.
func TestMessagesNameTest(t *testing.T) {
	empty := problem(t, "package main\n\nfunc main() {}\n", nil)
	broken := problem(t, "package main\n\nfunc main() { x }\n", map[string]string{"a.in": "1\n", "a.out": "1\n"})
	cases := []struct {
		name string
		args []string
		want string // stderr's first line, with the problem's directory as DIR
		dir  string
	}{
		{"no tests", []string{"-p", empty}, "ojkit test: no tests: DIR has no suite (testdata/*.txtar), test/ or tests/; give -tests DIR", empty},
		{"build error", []string{"-p", broken}, "ojkit test: build DIR: go: exit status 1", broken},
		{"bad flag", []string{"-p", empty, "-bogus"}, "ojkit test: flag provided but not defined: -bogus (see ojkit test -h)", empty},
		{"no problem", []string{"-p", filepath.Join(empty, "none")}, "ojkit test: -p DIR/none: DIR/none: not a directory (see ojkit test -h)", empty},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := Run(c.args, &stdout, &stderr)
			// The directory as given, and as ojkit names it (relative where
			// that is shorter, as it is when TMPDIR is near the working
			// directory).
			msg := strings.ReplaceAll(strings.ReplaceAll(stderr.String(), c.dir, "DIR"), layout.Relative(c.dir), "DIR")
			first, _, _ := strings.Cut(msg, "\n")
			if diff := cmp.Diff(c.want, first); code != 2 || diff != "" {
				t.Errorf("ojkit test %s: exit %d, want 2; stderr's first line (-want +got):\n%s", strings.Join(c.args, " "), code, diff)
			}
		})
	}
}

// TestMissingP runs ojkit test at the root of a module of problems without
// -p: the error says to give one, naming the problems there.
func TestMissingP(t *testing.T) {
	t.Chdir(scripttest.Problems(t, "abc001a", "abc002b"))
	var stdout, stderr bytes.Buffer
	code := Run(nil, &stdout, &stderr)
	want := "ojkit test: the working directory is no problem: give -p ID, one of abc001a abc002b (see ojkit test -h)\n"
	if diff := cmp.Diff(want, stderr.String()); code != 2 || diff != "" {
		t.Errorf("ojkit test: exit %d, want 2; stderr (-want +got):\n%s", code, diff)
	}
	stderr.Reset()
	code = Run([]string{"-p", "abc001x"}, &stdout, &stderr)
	want = "ojkit test: -p abc001x: no problems/abc001x/main.go here or in a parent directory; did you mean abc001a? (see ojkit test -h)\n"
	if diff := cmp.Diff(want, stderr.String()); code != 2 || diff != "" {
		t.Errorf("ojkit test -p abc001x: exit %d, want 2; stderr (-want +got):\n%s", code, diff)
	}
}
