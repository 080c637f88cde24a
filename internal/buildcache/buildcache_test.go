package buildcache

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// writeFile writes data to root/name, making its directory.
func writeFile(t *testing.T, root, name, data string) {
	t.Helper()
	path := filepath.Join(root, name)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestSourceKey checks that the key follows the .go files, go.mod and go.sum
// of the tree and nothing else.
func TestSourceKey(t *testing.T) {
	root := t.TempDir()
	key := func() string {
		t.Helper()
		k, err := SourceKey(root)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	writeFile(t, root, "go.mod", "module m\n")
	writeFile(t, root, "a/main.go", "package main\n")
	prev := key()
	for _, c := range []struct {
		name, data string
		changes    bool
	}{
		{"a/notes.txt", "not a source", false},
		{"dist/x.go", "package main // a bundle", false},
		{"a/main.go", "package main\n\nfunc main() {}\n", true},
		{"b/lib.go", "package b\n", true},
		{"go.sum", "x v1.0.0 h1:abc=\n", true},
		{"go.mod", "module m\n\ngo 1.22\n", true},
	} {
		writeFile(t, root, c.name, c.data)
		k := key()
		if changed := k != prev; changed != c.changes {
			t.Errorf("after writing %s: key changed %v, want %v", c.name, changed, c.changes)
		}
		prev = k
	}
}

// TestBuild builds a command, finds it up to date while its sources stay as
// they are (without running go build: the stale executable put in its place
// is kept), and builds it again once a source changes.
func TestBuild(t *testing.T) {
	root := t.TempDir()
	writeFile(t, root, "go.mod", "module m\n\ngo 1.21\n")
	writeFile(t, root, "cmd/hi/main.go", "package main\n\nfunc main() { println(\"one\") }\n")
	build := func() string {
		t.Helper()
		key, err := SourceKey(root)
		if err != nil {
			t.Fatal(err)
		}
		c := &Cache{root: root, dir: filepath.Join(root, "cache"), key: key}
		exe, err := c.Build("cmd/hi")
		if err != nil {
			t.Fatal(err)
		}
		return exe
	}
	says := func(exe string) string {
		t.Helper()
		out, err := exec.Command(exe).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", exe, err, out)
		}
		return string(out)
	}
	exe := build()
	if got := says(exe); got != "one\n" {
		t.Fatalf("first build says %q, want one", got)
	}
	if err := os.WriteFile(exe, []byte("#!/bin/sh\necho kept\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got := says(build()); got != "kept\n" {
		t.Errorf("unchanged sources: the executable says %q, want the kept one", got)
	}
	writeFile(t, root, "cmd/hi/main.go", "package main\n\nfunc main() { println(\"two\") }\n")
	if got := says(build()); got != "two\n" {
		t.Errorf("changed source: the executable says %q, want two", got)
	}
}
