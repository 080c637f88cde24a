package judge

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMisspeltDirective judges a problem whose main.go says //ojkit:limit:
// judge refuses it with exit status 2, naming the line and //ojkit:limits,
// rather than run it at the default limits.
func TestMisspeltDirective(t *testing.T) {
	dir := t.TempDir()
	src := "// Command toy echoes.\n//\n//ojkit:limit 1s\npackage main\n\nfunc main() {}\n"
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	code := Run([]string{"-p", dir, "cat"}, &stdout, &stderr)
	want := "main.go:3: //ojkit:limit: unknown directive; did you mean //ojkit:limits?\n"
	if code != 2 || !strings.HasSuffix(stderr.String(), want) {
		t.Errorf("judge exited %d with stderr %q; want 2 and one line ending %q", code, stderr.String(), want)
	}
}

// TestNoSuchSolution judges a solution file that does not exist: one line
// saying so, exit status 2.
func TestNoSuchSolution(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "1.in"), []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	code := Run([]string{"-tests", dir, filepath.Join(dir, "nosuch.cpp")}, &stdout, &stderr)
	want := "ojkit judge: no such solution file " + filepath.Join(dir, "nosuch.cpp") + ": give a file, a package directory or a command\n"
	if code != 2 || stderr.String() != want {
		t.Errorf("judge exited %d with stderr %q; want 2 and %q", code, stderr.String(), want)
	}
}
