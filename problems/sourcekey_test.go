package problems_test

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// sourceKey returns a hash of everything the module's commands are built
// from: the go command's version and build settings, go.mod, go.sum and every
// .go file below root (sorted by path). A command built when the key was the
// same is up to date without asking go build, which takes a good part of a
// second even when it has nothing to do.
func sourceKey(root string) (string, error) {
	h := sha256.New()
	env, err := exec.Command("go", "env", "GOVERSION", "GOFLAGS", "GOOS", "GOARCH", "GOAMD64", "CGO_ENABLED", "GOEXPERIMENT").Output()
	if err != nil {
		return "", err
	}
	h.Write(env)
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && (d.Name() == ".git" || path == filepath.Join(root, "dist")):
			return filepath.SkipDir
		case d.IsDir() || !strings.HasSuffix(path, ".go") && path != filepath.Join(root, "go.mod") && path != filepath.Join(root, "go.sum"):
			return nil
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		h.Write([]byte("\x00" + path + "\x00"))
		_, err = io.Copy(h, f)
		return err
	})
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// TestSourceKey checks that the key follows the .go files, go.mod and go.sum
// of the tree and nothing else.
func TestSourceKey(t *testing.T) {
	root := t.TempDir()
	write := func(name, data string) {
		t.Helper()
		path := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	key := func() string {
		t.Helper()
		k, err := sourceKey(root)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	write("go.mod", "module m\n")
	write("a/main.go", "package main\n")
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
		write(c.name, c.data)
		k := key()
		if changed := k != prev; changed != c.changes {
			t.Errorf("after writing %s: key changed %v, want %v", c.name, changed, c.changes)
		}
		prev = k
	}
}
