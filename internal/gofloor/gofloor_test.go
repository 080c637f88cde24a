package gofloor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestBuild(t *testing.T) {
	cases := []struct {
		name, src, wantErr string
	}{
		{"old code", "package p\n\nfunc F(x int, k uint) int { return x << k }\n", ""},
		{"signed shift", "package p\n\nfunc F(x, k int) int { return x << k }\n", "signed shift count"},
		{"min builtin", "package p\n\nfunc F(a, b int) int { return min(a, b) }\n", "built-in min"},
		{"generics", "package p\n\nfunc F[T any](x T) T { return x }\n", "go1.18"},
	}
	for _, c := range cases {
		dir := t.TempDir()
		write(t, filepath.Join(dir, "p.go"), c.src)
		write(t, filepath.Join(dir, "p_test.go"), "package p\n\nfunc g() int { return min(1, 2) }\n")
		err := Build(dir, "1.7")
		switch {
		case c.wantErr == "" && err != nil:
			t.Errorf("%s: Build() = %v, want nil", c.name, err)
		case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
			t.Errorf("%s: Build() = %v, want an error containing %q", c.name, err, c.wantErr)
		}
	}
}

func TestBuildNoFiles(t *testing.T) {
	if err := Build(t.TempDir(), "1.7"); err == nil {
		t.Error("Build() of an empty directory = nil, want an error")
	}
}

func write(t *testing.T, path, s string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}
