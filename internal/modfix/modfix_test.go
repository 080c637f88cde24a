package modfix

import (
	"os"
	"path/filepath"
	"runtime/debug"
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

// TestFetched checks which builds of ojkit go get can fetch again: one that
// go install fetched from the proxy, not one built in a clone, whose
// pseudo-version names a commit no proxy serves.
func TestFetched(t *testing.T) {
	vcs := []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: "ad7806a83caa"}}
	for _, c := range []struct {
		name     string
		path     string
		version  string
		settings []debug.BuildSetting
		want     bool
	}{
		{"a release", Module, "v1.2.0", nil, true},
		{"a commit from the proxy", Module, "v0.0.0-20260101000000-ad7806a83caa", nil, true},
		{"go install in a clone", Module, "v0.0.0-20260101000000-ad7806a83caa", vcs, false},
		{"a clone with changes", Module, "v0.0.0-20260101000000-ad7806a83caa+dirty", vcs, false},
		{"a tagged clone with changes", Module, "v1.2.0+dirty", nil, false},
		{"no version", Module, "(devel)", nil, false},
		{"another module", "example.com/tool", "v1.0.0", nil, false},
	} {
		info := &debug.BuildInfo{Main: debug.Module{Path: c.path, Version: c.version}, Settings: c.settings}
		if got := fetched(info); got != c.want {
			t.Errorf("%s: fetched(%s@%s) = %v, want %v", c.name, c.path, c.version, got, c.want)
		}
	}
}
