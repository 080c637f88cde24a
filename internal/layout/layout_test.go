package layout

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestFindRoot finds the module that holds a problem from a directory
// below it.
func TestFindRoot(t *testing.T) {
	root := t.TempDir()
	for _, id := range []string{"a", "b"} {
		dir := filepath.Join(root, "problems", id)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte("package main\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(filepath.Join(root, "problems", "a"))
	if got, err := FindRoot("b"); err != nil || got != root {
		t.Errorf("FindRoot(b) = %q, %v; want %q", got, err, root)
	}
	if _, err := FindRoot("missing"); err == nil {
		t.Error("FindRoot(missing): no error")
	}
}

// TestLocate finds problems by id, by directory and as the working
// directory, in this repository's layout and anywhere else.
func TestLocate(t *testing.T) {
	root := t.TempDir()
	for _, dir := range []string{"problems/a", "testdata/a", "gen/a", "ws/b/tests", "ws/b/testdata"} {
		if err := os.MkdirAll(filepath.Join(root, dir), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"problems/a/main.go", "testdata/a/x.txtar", "ws/b/main.go", "ws/b/testdata/y.txtar"} {
		if err := os.WriteFile(filepath.Join(root, f), []byte("package main\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(filepath.Join(root, "ws", "b"))
	a := InModule(root, "a")
	b := Problem{ID: "b", Dir: filepath.Join(root, "ws", "b")}
	for arg, want := range map[string]Problem{"": b, ".": b, "../b": b, filepath.Join(root, "problems", "a"): a} {
		got, err := Locate(arg)
		if err != nil || got != want {
			t.Errorf("Locate(%q) = %+v, %v; want %+v", arg, got, err, want)
		}
	}
	if got, want := b.Suite(), filepath.Join(b.Dir, "testdata"); got != want {
		t.Errorf("suite of b: %q, want %q", got, want)
	}
	if got, want := b.TestDirs(), []string{filepath.Join(b.Dir, "tests")}; !cmp.Equal(got, want) {
		t.Errorf("test directories of b: %q, want %q", got, want)
	}
	if got, want := a.Suite(), filepath.Join(root, "testdata", "a"); got != want {
		t.Errorf("suite of a: %q, want %q", got, want)
	}
	t.Chdir(root)
	if got, err := Locate("a"); err != nil || got != a {
		t.Errorf("Locate(a) = %+v, %v; want %+v", got, err, a)
	}
	if _, err := Locate("nothing"); err == nil {
		t.Error("Locate(nothing): no error")
	}
}

// TestLayoutRule checks where Problem places each part, in a module and in
// a directory of its own.
func TestLayoutRule(t *testing.T) {
	root := filepath.FromSlash("/m")
	parts := func(p Problem) []string {
		return append([]string{p.Main(), p.Alternate("dlx"), p.Tool("checker"), p.SuiteDir()}, p.Places()...)
	}
	for _, c := range []struct {
		p    Problem
		want []string
	}{
		{InModule(root, "a"), []string{"/m/problems/a/main.go", "/m/problems/a/dlx", "/m/gen/a/checker", "/m/testdata/a", "/m/problems/a", "/m/gen/a", "/m/testdata/a"}},
		{Problem{ID: "b", Dir: filepath.FromSlash("/w/b")}, []string{"/w/b/main.go", "/w/b/dlx", "/w/b/checker", "/w/b/testdata", "/w/b"}},
	} {
		var want []string
		for _, w := range c.want {
			want = append(want, filepath.FromSlash(w))
		}
		if diff := cmp.Diff(want, parts(c.p)); diff != "" {
			t.Errorf("parts of %s (-want +got):\n%s", c.p.ID, diff)
		}
	}
}

// repoProblem is problem id in this repository's layout at root.
func repoProblem(root, id string) Problem {
	return InModule(root, id)
}
