package buildcache

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
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

// TestPackageKeys checks that a package's key follows its own Go files, those
// of the module's packages it imports, go.mod and go.sum, and nothing else,
// and that a copy of the module elsewhere has the same keys.
func TestPackageKeys(t *testing.T) {
	root := t.TempDir()
	keys := func(root string) map[string]string {
		t.Helper()
		k, err := PackageKeys(root)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	writeFile(t, root, "go.mod", "module m\n\ngo 1.21\n")
	writeFile(t, root, "b/lib.go", "package b\n\nconst X = 1\n")
	writeFile(t, root, "a/main.go", "package main\n\nimport \"m/b\"\n\nfunc main() { println(b.X) }\n")
	writeFile(t, root, "c/main.go", "package main\n\nfunc main() {}\n")
	prev := keys(root)
	for _, c := range []struct {
		name, data string
		changed    []string // the packages whose keys change
	}{
		{"a/notes.txt", "not a source", nil},
		{"dist/x.go", "package main // a bundle", nil},
		{"c/main.go", "package main\n\nfunc main() { println() }\n", []string{"c"}},
		{"b/lib.go", "package b\n\nconst X = 2\n", []string{"a", "b"}},
		{"a/main_test.go", "package main\n", nil},
		{"go.sum", "x v1.0.0 h1:abc=\n", []string{"a", "b", "c"}},
	} {
		writeFile(t, root, c.name, c.data)
		k := keys(root)
		var changed []string
		for _, p := range []string{"a", "b", "c"} {
			if k[p] == "" {
				t.Fatalf("no key for %s: %v", p, k)
			}
			if k[p] != prev[p] {
				changed = append(changed, p)
			}
		}
		if diff := cmp.Diff(c.changed, changed); diff != "" {
			t.Errorf("after writing %s, keys changed (-want +got):\n%s", c.name, diff)
		}
		prev = k
	}
	elsewhere := t.TempDir()
	if err := exec.Command("cp", "-r", root+"/.", elsewhere).Run(); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(prev, keys(elsewhere)); diff != "" {
		t.Errorf("a copy of the module has other keys (-here +there):\n%s", diff)
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
		keys, err := PackageKeys(root)
		if err != nil {
			t.Fatal(err)
		}
		c := &Cache{root: root, dir: filepath.Join(root, "cache"), keys: keys}
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

// TestKey checks that Key finds a package's key under any spelling of its
// directory, and none for a directory that is not a package.
func TestKey(t *testing.T) {
	c := &Cache{keys: map[string]string{"cmd/hi": "k"}}
	for pkg, want := range map[string]string{"cmd/hi": "k", "./cmd/hi/": "k", "cmd": "", "cmd/hi/x": ""} {
		if got := c.Key(pkg); got != want {
			t.Errorf("Key(%q) = %q, want %q", pkg, got, want)
		}
	}
}

// TestRemoveUnused checks that opening the cache removes the files not used
// for a day, whatever they hold, and the directories they leave empty, and
// keeps the others, touched or recent, and an empty directory just made.
func TestRemoveUnused(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-2 * unused)
	files := map[string]bool{ // name -> whether it stays
		"bin/cmd_hi-aaaa":        false,
		"bin/cmd_hi-bbbb":        true, // recent
		"bin/cmd_hi-cccc":        true, // old, touched
		"gen-outputs/x/old":      false,
		"gen-outputs/y/old":      false,
		"gen-outputs/y/recent":   true,
		"bundles/recent.go":      true,
		"checked/old-executable": false,
	}
	for name := range files {
		writeFile(t, dir, name, "data")
		if !strings.Contains(name, "recent") && !strings.HasSuffix(name, "bbbb") {
			if err := os.Chtimes(filepath.Join(dir, name), old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, name := range []string{"bin", "gen-outputs/x", "gen-outputs/y", "gen-outputs", "bundles", "checked"} {
		if err := os.Chtimes(filepath.Join(dir, name), old, old); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(dir, "src", ".build-1"), 0o755); err != nil {
		t.Fatal(err)
	}
	Touch(filepath.Join(dir, "bin/cmd_hi-cccc"))
	RemoveUnused(dir)
	for name, stays := range files {
		if _, err := os.Stat(filepath.Join(dir, name)); (err == nil) != stays {
			t.Errorf("%s: exists %v, want %v", name, err == nil, stays)
		}
	}
	for name, stays := range map[string]bool{"gen-outputs/x": false, "gen-outputs/y": true, "checked": false, "src/.build-1": true, ".": true} {
		if _, err := os.Stat(filepath.Join(dir, name)); (err == nil) != stays {
			t.Errorf("directory %s: exists %v, want %v", name, err == nil, stays)
		}
	}
}
