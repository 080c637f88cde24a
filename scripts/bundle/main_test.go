package main

import (
	"bytes"
	"flag"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"testing"

	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/gofloor"
	"github.com/ojkit/ojkit/internal/scripttest"
	"github.com/rogpeppe/go-internal/testscript"
)

// update rewrites the golden files of the scripts (cmp's second argument).
var update = flag.Bool("update", false, "update the golden files in testdata/*.txtar")

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"bundle": main})
}

// TestScripts runs testdata/*.txtar: small modules bundled, built and compared.
// Beside internal/scripttest's commands, scripts have `gofmtok FILE`, which fails
// unless FILE is gofmt-formatted.
func TestScripts(t *testing.T) {
	scripttest.Run(t, "testdata", *update, scripttest.Cmds{"gofmtok": gofmtOK})
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
