package ojkit

import (
	"bytes"
	"flag"
	"go/format"
	"os"
	"path/filepath"
	"testing"

	"github.com/ojkit/ojkit/internal/scripttest"
	"github.com/ojkit/ojkit/internal/testlib/cpp"
	"github.com/rogpeppe/go-internal/testscript"
)

// update rewrites the golden files of the scripts run by TestModuleScripts
// (cmp's second argument).
var update = flag.Bool("update", false, "update the golden files in testdata/{bundle,check,new}/*.txtar")

func TestMain(m *testing.M) {
	scripttest.Main(m, map[string]func(){"ojkit": ojkitMain})
}

// ojkitMain is the ojkit command the scripts run.
func ojkitMain() {
	os.Exit(Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// solutions are the module's solutions that the scripts of TestScripts find
// on PATH, by command name.
var solutions = map[string]string{
	"poj3076":     "problems/poj3076",
	"poj3076-dlx": "problems/poj3076/dlx",
	"hdu1426":     "problems/hdu1426",
	"hdu1426-dlx": "problems/hdu1426/dlx",
	"p4929":       "problems/p4929",
	"p1219":       "problems/p1219",
}

// TestScripts runs the scripts that judge and stress solutions:
// testdata/*.txtar (ojkit as a whole), testdata/judge and testdata/stress,
// with solutions built once and on PATH and scripttest's commands.
func TestScripts(t *testing.T) {
	t.Parallel()
	scripttest.RunSolutions(t, solutions, "testdata", "testdata/judge", "testdata/stress")
}

// TestModuleScripts runs the scripts that work on small modules of their own:
// testdata/bundle (modules bundled, built and compared), testdata/check
// (files checked at a Go floor, never with -toolchain's downloads: the
// scripts run without network) and testdata/new (problems created, and the
// refusals) and testdata/verify (packages verified). Beside scripttest's
// commands and its edits (see scripttest.Edits), scripts have `gofmtok
// FILE`, which fails unless FILE is gofmt-formatted, `testlibh FILE`,
// which writes testlib.h there, and `example NAME DIR`, which copies the
// repository's examples/NAME to DIR.
func TestModuleScripts(t *testing.T) {
	t.Parallel()
	cmds := scripttest.Edits()
	cmds["gofmtok"], cmds["testlibh"], cmds["example"] = gofmtOK, testlibH, example
	for _, dir := range []string{"bundle", "check", "new", "verify"} {
		t.Run(dir, func(t *testing.T) {
			t.Parallel()
			scripttest.Run(t, "testdata/"+dir, *update, cmds)
		})
	}
}

// testlibH is the script command `testlibh FILE`.
func testlibH(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: testlibh FILE")
	}
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), cpp.Header, 0o644))
}

// examples is the repository's examples folder, from this package's.
var examples, _ = filepath.Abs(filepath.Join("..", "..", "..", "examples"))

// example is the script command `example NAME DIR`.
func example(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: example NAME DIR")
	}
	ts.Check(scripttest.CopyModule(filepath.Join(examples, args[0]), ts.MkAbs(args[1])))
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
