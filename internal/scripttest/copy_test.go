package scripttest

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestCopyModule(t *testing.T) {
	src, dst := t.TempDir(), filepath.Join(t.TempDir(), "copy")
	for name, data := range map[string]string{
		"go.mod": "module m\n", "Makefile": "all:\n", "a/b/c.go": "package b\n", "a/run.sh": "#!/bin/sh\n",
		".git/HEAD": "ref\n", ".gitignore": "dist\n", "a/.hidden": "x\n", "dist/x.go": "package main\n",
		"a/dist/kept.txt": "kept\n", "ojkit": "built\n", "a/a.test": "built\n",
	} {
		path := filepath.Join(src, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chmod(filepath.Join(src, "a/run.sh"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := CopyModule(src, dst); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	err := filepath.WalkDir(dst, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			data, _ := os.ReadFile(path)
			rel, _ := filepath.Rel(dst, path)
			got[filepath.ToSlash(rel)] = string(data)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"go.mod": "module m\n", "Makefile": "all:\n", "a/b/c.go": "package b\n",
		"a/run.sh": "#!/bin/sh\n", "a/dist/kept.txt": "kept\n"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("copied files (-want +got):\n%s", diff)
	}
	if info, err := os.Stat(filepath.Join(dst, "a/run.sh")); err != nil || info.Mode().Perm() != 0o755 {
		t.Errorf("a/run.sh: %v, %v; want mode 0755 kept", info, err)
	}
}
