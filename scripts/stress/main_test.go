package main

import (
	"path/filepath"
	"testing"

	"github.com/ojkit/ojkit/internal/judging/judgingtest"
	"github.com/ojkit/ojkit/internal/scripttest"
	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"stress": main})
}

// TestScripts runs testdata/*.txtar with solutions of the module on PATH:
// poj3076, poj3076-dlx and p4929.
func TestScripts(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	bin := judgingtest.Build(t, root, map[string]string{
		"poj3076":     "problems/poj3076",
		"poj3076-dlx": "problems/poj3076/dlx",
		"p4929":       "problems/p4929",
	})
	cmds := judgingtest.Cmds(root)
	cmds["exit"] = scripttest.Exit
	testscript.Run(t, testscript.Params{
		Dir:   "testdata",
		Setup: judgingtest.Setup(t, root, bin),
		Cmds:  cmds,
	})
}
