package watch

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestTake checks what a snapshot holds and when two differ: a file
// changed, appeared or gone, and not for what hidden folders,
// __pycache__ or dist/ hold.
func TestTake(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string, mod time.Time) {
		t.Helper()
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, mod, mod); err != nil {
			t.Fatal(err)
		}
	}
	then := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	write("main.go", "package main\n", then)
	write("test/1.in", "1\n", then)
	for _, name := range []string{".git/HEAD", ".main.go.swp", "__pycache__/a.pyc", "dist/main.go"} {
		write(name, "x", then)
	}
	before := Take([]string{dir})
	var got []string
	for path := range before {
		rel, _ := filepath.Rel(dir, path)
		got = append(got, filepath.ToSlash(rel))
	}
	slices.Sort(got)
	if want := []string{"main.go", "test/1.in"}; !slices.Equal(got, want) {
		t.Errorf("snapshot holds %q, want %q", got, want)
	}
	write("dist/main.go", "y", then.Add(time.Hour))
	if !before.Equal(Take([]string{dir})) {
		t.Error("a change in dist/ changed the snapshot")
	}
	for _, c := range []struct {
		what   string
		change func()
	}{
		{"a file changed", func() { write("main.go", "package main\n", then.Add(time.Second)) }},
		{"a file appeared", func() { write("test/2.in", "2\n", then) }},
		{"a file gone", func() { os.Remove(filepath.Join(dir, "test", "1.in")) }},
	} {
		c.change()
		after := Take([]string{dir})
		if before.Equal(after) {
			t.Errorf("%s: the snapshots are equal", c.what)
		}
		before = after
	}
}
