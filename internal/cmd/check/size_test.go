package check

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestSourceLimit checks a file over the source limit of its judges' SPOJ
// (a Luogu remote-judge problem SPOJ compiles): check refuses it with exit
// status 1, naming the judge, the limit and the size; the same file for
// Codeforces, which publishes no limit, and a short one pass the size check.
func TestSourceLimit(t *testing.T) {
	dir := t.TempDir()
	big := "package main\n\nconst text = `" + strings.Repeat("ojkit ", 9000) + "`\n\nfunc main() { println(len(text)) }\n"
	write := func(name, judges, body string) string {
		path := filepath.Join(dir, name)
		src := "// Command x.\n//\n//ojkit:judges " + judges + "\n" + body
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	spoj := write("spoj.go", "LuoguSP1110", big)
	var stdout, stderr bytes.Buffer
	code := Run([]string{spoj}, &stdout, &stderr)
	want := spoj + ": " + strconv.Itoa(fileSize(t, spoj)) + " bytes, over the 50000-byte source limit of SPOJ (the smallest among its //ojkit:judges): bundle with -strip, or shorten the code\n"
	if code != 1 || !strings.HasSuffix(stderr.String(), want) {
		t.Errorf("check exited %d with stderr %q; want 1 and a line ending %q", code, stderr.String(), want)
	}
	for _, path := range []string{write("cf.go", "Codeforces1A", big), write("small.go", "SPOJ-SUDOKU", "package main\n\nfunc main() {}\n")} {
		src, _ := os.ReadFile(path)
		if msg := sizeFinding(&config{file: path, src: src}); msg != "" {
			t.Errorf("sizeFinding(%s) = %q, want none", path, msg)
		}
	}
}

// fileSize returns the size of the file at path.
func fileSize(t *testing.T, path string) int {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return int(fi.Size())
}
