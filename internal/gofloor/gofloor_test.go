package gofloor

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestBuild(t *testing.T) {
	cases := []struct {
		name, src, wantErr string
	}{
		{"old code", "package p\n\nimport \"m/q\"\n\nfunc F(x int, k uint) int { return x<<k + q.G() }\n", ""},
		{"signed shift", "package p\n\nfunc F(x, k int) int { return x << k }\n", "signed shift count"},
		{"min builtin", "package p\n\nfunc F(a, b int) int { return min(a, b) }\n", "built-in min"},
		{"generics", "package p\n\nfunc F[T any](x T) T { return x }\n", "go1.18"},
		{"in a dependency", "package p\n\nimport \"m/bad\"\n\nvar X = bad.F\n", "signed shift count"},
	}
	for _, c := range cases {
		root := t.TempDir()
		write(t, filepath.Join(root, "go.mod"), "module m\n\ngo 1.22\n")
		write(t, filepath.Join(root, "p", "p.go"), c.src)
		write(t, filepath.Join(root, "p", "p_test.go"), "package p\n\nfunc g() int { return min(1, 2) }\n")
		write(t, filepath.Join(root, "q", "q.go"), "package q\n\n// G is old code.\nfunc G() int { return 1 }\n")
		write(t, filepath.Join(root, "bad", "bad.go"), "package bad\n\nfunc F(x, k int) int { return x >> k }\n")
		err := Build(filepath.Join(root, "p"), "1.7")
		switch {
		case c.wantErr == "" && err != nil:
			t.Errorf("%s: Build() = %v, want nil", c.name, err)
		case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
			t.Errorf("%s: Build() = %v, want an error containing %q", c.name, err, c.wantErr)
		}
	}
}

func TestBuildOutsideModule(t *testing.T) {
	if err := Build(t.TempDir(), "1.7"); err == nil {
		t.Error("Build() outside a module = nil, want an error")
	}
}

func write(t *testing.T, path, s string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestBuildFiles(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "hi")
	files := map[string][]byte{"cmd/main.go": []byte("package main\n\nimport \"os\"\n\nfunc main() { os.Stdout.WriteString(\"hi\\n\") }\n")}
	out, err := BuildFiles(files, "m", "1.7", "local", "./cmd", bin)
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	hi, err := exec.Command(bin).Output()
	if err != nil || string(hi) != "hi\n" {
		t.Errorf("the built command printed %q, %v; want \"hi\\n\", nil", hi, err)
	}
	generic := map[string][]byte{"main.go": []byte("package main\n\nfunc id[T any](x T) T { return x }\n\nfunc main() { id(1) }\n")}
	out, err = BuildFiles(generic, "m", "1.17", "local", ".", os.DevNull)
	if err == nil || !strings.Contains(out, "requires go1.18 or later (floor go1.17)") || strings.Contains(out, "go.mod") {
		t.Errorf("generics at go1.17: %v, %q; want a failure naming go1.18 and the floor, not go.mod", err, out)
	}
}
