package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// copyModule copies the regular files and directories under src to dst,
// leaving out .git and dist (submissions written by make submit) at the top.
func copyModule(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			if rel == ".git" || rel == "dist" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
}

func TestCopyModule(t *testing.T) {
	src, dst := t.TempDir(), t.TempDir()
	for name, data := range map[string]string{
		"go.mod": "module m\n", "a/b/c.go": "package b\n", ".git/HEAD": "ref\n",
		"dist/x.go": "package main\n", "a/dist/kept.txt": "kept\n",
	} {
		path := filepath.Join(src, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := copyModule(src, dst); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	filepath.WalkDir(dst, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			data, _ := os.ReadFile(path)
			rel, _ := filepath.Rel(dst, path)
			got[filepath.ToSlash(rel)] = string(data)
		}
		return err
	})
	want := map[string]string{"go.mod": "module m\n", "a/b/c.go": "package b\n", "a/dist/kept.txt": "kept\n"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("copied files (-want +got):\n%s", diff)
	}
}
