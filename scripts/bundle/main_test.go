package main

import (
	"bytes"
	"flag"
	"go/format"
	"testing"

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
