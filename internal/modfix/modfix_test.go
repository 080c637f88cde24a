package modfix

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRequires(t *testing.T) {
	for text, want := range map[string]bool{
		"module example.com/m\n\ngo 1.22\n":                                                                                 false,
		"module example.com/m\n\nrequire github.com/ojkit/ojkit v0.0.0\n":                                                   true,
		"module example.com/m\n\nrequire (\n\tgolang.org/x/tools v0.1.0\n\tgithub.com/ojkit/ojkit v1.2.0 // indirect\n)\n":  true,
		"module example.com/m\n\nrequire (\n\tgolang.org/x/tools v0.1.0\n)\n\nreplace github.com/ojkit/ojkit => ../ojkit\n": false,
		"module github.com/ojkit/ojkit\n":                                                                                   true,
		"// github.com/ojkit/ojkit\nmodule example.com/m\n":                                                                 false,
	} {
		path := filepath.Join(t.TempDir(), "go.mod")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := Requires(path); got != want {
			t.Errorf("Requires(%q) = %v, want %v", text, got, want)
		}
	}
	if Requires(filepath.Join(t.TempDir(), "go.mod")) {
		t.Error("Requires(a missing file) = true")
	}
}

// TestCommand checks the command of a test binary, built from this clone:
// go mod edit with a replace directive pointing at it.
func TestCommand(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	ours, err := goDirective(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	gomod := filepath.Join(dir, "go.mod")
	want := []string{"go", "mod", "edit", "-require", "github.com/ojkit/ojkit@v0.0.0", "-replace", "github.com/ojkit/ojkit=" + root}
	for _, c := range []struct {
		goLine string
		extra  []string
	}{{"go 1.9", []string{"-go=" + ours.Directive()}}, {"go 1.99", nil}} {
		if err := os.WriteFile(gomod, []byte("module m\n\n"+c.goLine+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(append(want, c.extra...), Command(gomod)); diff != "" {
			t.Errorf("Command for %s (-want +got):\n%s", c.goLine, diff)
		}
	}
}
