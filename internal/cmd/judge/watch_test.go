package judge

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/watch"
)

// TestWatch starts -watch on a problem whose solution is wrong, waits for
// the first run's summary, fixes the solution, waits for the second, and
// ends the watch as an interrupt does: a summary each run on stdout, then
// status 0 and the watch's end on stderr.
// It waits for the summaries, however long the runs take, up to a deadline
// no run comes near.
func TestWatch(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"main.go":     "package main\n\nfunc main() {}\n",
		"tests/1.in":  "21\n",
		"tests/1.out": "42\n",
		"sol.go":      doubler("n"),
	})
	out := newSummaries()
	stderr := newSummaries()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan int, 1)
	go func() {
		done <- runAs(ctx, "ojkit judge", []string{"-watch", "-p", dir, filepath.Join(dir, "sol.go")}, out, stderr)
	}()
	var got []string
	got = append(got, out.next(t))
	if err := os.WriteFile(filepath.Join(dir, "sol.go"), []byte(doubler("2 * n")), 0o644); err != nil {
		t.Fatal(err)
	}
	got = append(got, out.next(t))
	cancel()
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("-watch ended with status %d, want 0; stderr:\n%s", code, stderr.String())
		}
	case <-time.After(time.Minute):
		t.Fatal("-watch did not end after its context was done")
	}
	got = append(got, stderr.next(t))
	for i := range got {
		got[i] = strings.ReplaceAll(got[i], layout.Relative(dir), "DIR") // as ojkit names it, wherever TMPDIR is
	}
	want := []string{
		"ojkit judge -watch: run 1: not every case AC; watching DIR for changes (Ctrl-C ends)",
		"ojkit judge -watch: run 2: every case AC; watching DIR for changes (Ctrl-C ends)",
		"ojkit judge -watch: ended",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the summaries (-want +got):\n%s\nstderr:\n%s", diff, stderr.String())
	}
}

// TestWatchRefuses checks the flags -watch does not go with.
func TestWatchRefuses(t *testing.T) {
	for _, args := range [][]string{
		{"-watch", "-export", "out"},
		{"-watch", "-write-answers", "sol.go"},
		{"-watch", "-save", "d", "sol.go"},
	} {
		var stderr bytes.Buffer
		code := Run(args, &bytes.Buffer{}, &stderr)
		want := "ojkit judge: -watch judges again and again: no -export, -write-answers or -save with it"
		if code != 2 || !strings.HasPrefix(stderr.String(), want) {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", args, code, stderr.String(), want)
		}
	}
}

// TestSnapshot checks which files -watch looks at: those of the outermost
// paths given, hidden files and folders and __pycache__ aside.
func TestSnapshot(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"main.go":                     "package main\n",
		"tests/1.in":                  "1\n",
		".git/HEAD":                   "ref\n",
		".swp":                        "x",
		"__pycache__/sol.cpython.pyc": "x",
	})
	paths := outermost([]string{filepath.Join(dir, "tests"), dir, filepath.Join(dir, "main.go")})
	if diff := cmp.Diff([]string{dir}, paths); diff != "" {
		t.Errorf("outermost (-want +got):\n%s", diff)
	}
	var got []string
	for path := range watch.Take(paths) {
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, filepath.ToSlash(rel))
	}
	slices.Sort(got)
	if diff := cmp.Diff([]string{"main.go", "tests/1.in"}, got); diff != "" {
		t.Errorf("the files watched (-want +got):\n%s", diff)
	}
}

// TestWatchedPaths checks that the folders -watch looks at are those that
// exist at each look: a problem's suite made after the watch began is
// watched from then on, with its tools.
func TestWatchedPaths(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"problems/p/main.go":       "package main\n\nfunc main() {}\n",
		"gen/p/interactor/main.go": "package main\n\nfunc main() {}\n",
	})
	dir := filepath.Join(root, "problems", "p")
	c := config{id: dir, solution: dir}
	rel := func() []string {
		var out []string
		for _, path := range watchedPaths(c) {
			r, err := filepath.Rel(root, path)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, filepath.ToSlash(r))
		}
		return out
	}
	if diff := cmp.Diff([]string{"problems/p"}, rel()); diff != "" {
		t.Errorf("without a suite (-want +got):\n%s", diff)
	}
	writeFiles(t, root, map[string]string{"testdata/p/sample.txtar": "exec p\n"})
	if diff := cmp.Diff([]string{"problems/p", "testdata/p", "gen/p"}, rel()); diff != "" {
		t.Errorf("with a suite (-want +got):\n%s", diff)
	}
}

// doubler returns a Go program that prints expr of the number it reads, n.
func doubler(expr string) string {
	return "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tvar n int\n\tfmt.Scan(&n)\n\tfmt.Println(" + expr + ")\n}\n"
}

// writeFiles writes files, by their paths below dir, where none is yet.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	fsys := fstest.MapFS{}
	for name, data := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(data), Mode: 0o644}
	}
	if err := os.CopyFS(dir, fsys); err != nil {
		t.Fatal(err)
	}
}

// summaries is a writer, safe for the watch's goroutine and the test's, that
// keeps what it is given and sends each of its lines that begins with
// "ojkit judge -watch: " to lines.
type summaries struct {
	lines chan string
	mu    sync.Mutex
	all   strings.Builder
	buf   []byte
}

// newSummaries returns an empty summaries.
func newSummaries() *summaries {
	return &summaries{lines: make(chan string, 16)}
}

func (s *summaries) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.all.Write(p)
	s.buf = append(s.buf, p...)
	for {
		i := bytes.IndexByte(s.buf, '\n')
		if i < 0 {
			return len(p), nil
		}
		if line := string(s.buf[:i]); strings.HasPrefix(line, "ojkit judge -watch: ") {
			s.lines <- line
		}
		s.buf = s.buf[i+1:]
	}
}

// String returns all that s was given.
func (s *summaries) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.all.String()
}

// next returns the next summary line, failing the test when none comes
// within a deadline far beyond a run's time.
func (s *summaries) next(t *testing.T) string {
	t.Helper()
	select {
	case line := <-s.lines:
		return line
	case <-time.After(3 * time.Minute):
		t.Fatal("no summary line from -watch")
		return ""
	}
}
