package main

import (
	"flag"
	"testing"

	"github.com/ojkit/ojkit/internal/scripttest"
	"github.com/rogpeppe/go-internal/testscript"
)

// update rewrites the golden files of the scripts (cmp's second argument).
var update = flag.Bool("update", false, "update the golden files in testdata/*.txtar")

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"judgecheck": main})
}

// TestScripts runs testdata/*.txtar: small files checked at a Go floor. The
// scripts never use -toolchain's downloads: tests run without network (see
// internal/scripttest).
func TestScripts(t *testing.T) {
	scripttest.Run(t, "testdata", *update, nil)
}
