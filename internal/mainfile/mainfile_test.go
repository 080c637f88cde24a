package mainfile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestOthers(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"main.go":      "package main\n\nfunc main() { help() }\n",
		"helper.go":    "package main\n\nfunc help() {}\n",
		"wrong.go":     "package main\n\nfunc main() {}\n",
		"method.go":    "package main\n\ntype t struct{}\n\nfunc (t) main() {}\n",
		"lib.go":       "package lib\n",
		"broken.go":    "package main\n\nfunc main( {\n",
		"main_test.go": "package main\n\nfunc main() {}\n",
		"notes.txt":    "func main() {}\n",
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := InFolder(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(dir, "lib.go"), filepath.Join(dir, "wrong.go")}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("InFolder (-want +got):\n%s", diff)
	}
	got, err = Others(filepath.Join(dir, "wrong.go"))
	if err != nil {
		t.Fatal(err)
	}
	want = []string{filepath.Join(dir, "lib.go"), filepath.Join(dir, "main.go")}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Others(wrong.go) (-want +got):\n%s", diff)
	}
}

func TestInFolderWithoutMain(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.go"), []byte("package main\n\nfunc main() {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := InFolder(dir)
	if err != nil || got != nil {
		t.Errorf("InFolder of a folder without main.go = %q, %v; want nothing", got, err)
	}
}

// TestBreaking checks which files beside main.go break go build ./... of the
// module: another program and a C++ source, not one a build constraint
// leaves out, nor a header or a helper of main.go's package.
func TestBreaking(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"main.go":    "package main\n\nfunc main() { help() }\n",
		"helper.go":  "package main\n\nfunc help() {}\n",
		"wrong.go":   "package main\n\nfunc main() {}\n",
		"kept.go":    "//go:build ignore\n\npackage main\n\nfunc main() {}\n",
		"mine.cpp":   "int main() {}\n",
		"ignore.cpp": "//go:build ignore\n\nint main() {}\n",
		"mine.h":     "int f();\n",
		"sol.py":     "print(1)\n",
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if diff := cmp.Diff([]string{"mine.cpp", "wrong.go"}, Breaking(dir)); diff != "" {
		t.Errorf("Breaking (-want +got):\n%s", diff)
	}
	if err := os.Remove(filepath.Join(dir, "main.go")); err != nil {
		t.Fatal(err)
	}
	if got := Breaking(dir); got != nil {
		t.Errorf("Breaking of a folder without main.go = %q, want none: no Go package there", got)
	}
}
