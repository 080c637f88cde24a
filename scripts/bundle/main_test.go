package main

import (
	"bytes"
	"errors"
	"flag"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/gofloor"
	"github.com/rogpeppe/go-internal/gotooltest"
	"github.com/rogpeppe/go-internal/testscript"
)

// update rewrites the golden files of the scripts (cmp's second argument).
var update = flag.Bool("update", false, "update the golden files in testdata/*.txtar")

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"bundle": main})
}

// TestScripts runs testdata/*.txtar: small modules bundled, built and compared.
// Scripts also have `gofmtok FILE`, which fails unless FILE is gofmt-formatted,
// and `exit N CMD ARGS...`, which runs CMD and fails unless it exits with status N.
func TestScripts(t *testing.T) {
	p := testscript.Params{
		Dir:           "testdata",
		UpdateScripts: *update,
		Setup: func(env *testscript.Env) error {
			env.Setenv("GOPROXY", "off")
			env.Setenv("GOFLAGS", "-mod=mod")
			env.Setenv("GOTOOLCHAIN", "local")
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"gofmtok": gofmtOK,
			"exit":    exitStatus,
		},
	}
	if err := gotooltest.Setup(&p); err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, p)
}

// gofmtOK is the script command `gofmtok FILE`.
func gofmtOK(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 1 {
		ts.Fatalf("usage: gofmtok FILE")
	}
	src := []byte(ts.ReadFile(args[0]))
	out, err := format.Source(src)
	ok := err == nil && bytes.Equal(out, src)
	if ok == neg {
		ts.Fatalf("gofmtok %s: formatted=%v (err %v)", args[0], ok, err)
	}
}

// exitStatus is the script command `exit N CMD ARGS...`.
func exitStatus(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exit N CMD ARGS...")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
	got := 0
	var exitErr *exec.ExitError
	switch err := ts.Exec(args[1], args[2:]...); {
	case errors.As(err, &exitErr):
		got = exitErr.ExitCode()
	case err != nil:
		ts.Fatalf("%s: %v", args[1], err)
	}
	if got != want {
		ts.Fatalf("%s exited with status %d, want %d", args[1], got, want)
	}
}

// TestProblems bundles every problem of the repository and its alternative
// solutions, checks that bundling is deterministic and gofmt-stable, and builds
// each bundle alone at the problem's Go floor.
func TestProblems(t *testing.T) {
	mains, err := filepath.Glob("../../problems/*/main.go")
	if err != nil || len(mains) == 0 {
		t.Fatalf("no problems found: %v", err)
	}
	alts, _ := filepath.Glob("../../problems/*/*/main.go")
	for _, m := range append(mains, alts...) {
		dir := filepath.Dir(m)
		name, _ := filepath.Rel("../../problems", dir)
		t.Run(filepath.ToSlash(name), func(t *testing.T) {
			t.Parallel()
			src := bundleOK(t, dir)
			if again := bundleOK(t, dir); !bytes.Equal(src, again) {
				t.Error("bundling twice gave different bytes")
			}
			if out, err := format.Source(src); err != nil || !bytes.Equal(out, src) {
				t.Errorf("the bundle is not gofmt-formatted (err %v)", err)
			}
			buildAtFloor(t, src)
		})
	}
}

// bundleOK bundles dir or fails the test.
func bundleOK(t *testing.T, dir string) []byte {
	t.Helper()
	src, err := Bundle(dir, "")
	if err != nil {
		t.Fatalf("Bundle(%s): %v", dir, err)
	}
	return src
}

// buildAtFloor builds the bundle alone in a module whose go directive is the
// bundle's Go floor (go1.7 when it declares none), with internal/gofloor.
func buildAtFloor(t *testing.T, src []byte) {
	t.Helper()
	floor := directive.Read(parseHeader(t, src)...)["go"]
	if floor == "" {
		floor = "1.7"
	}
	tmp := t.TempDir()
	files := map[string][]byte{"main.go": src, "go.mod": []byte("module bundle.check\n\ngo 1.21\n")}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(tmp, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := gofloor.Build(tmp, floor); err != nil {
		t.Error(err)
	}
}

// parseHeader parses the package clause and doc comment of src.
func parseHeader(t *testing.T, src []byte) []*ast.File {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "bundle.go", src, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	return []*ast.File{f}
}
