package main

import (
	"path/filepath"
	"testing"

	"github.com/ojkit/ojkit/internal/judging/judgingtest"
	"github.com/ojkit/ojkit/internal/scripttest"
	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"judge": main})
}

// TestScripts runs testdata/*.txtar with poj3076's solution on PATH as
// poj3076 and the commands of judgingtest beside scripttest's exit.
func TestScripts(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	bin := judgingtest.Build(t, root, map[string]string{"poj3076": "problems/poj3076"})
	cmds := judgingtest.Cmds(root)
	cmds["exit"] = scripttest.Exit
	testscript.Run(t, testscript.Params{
		Dir:   "testdata",
		Setup: judgingtest.Setup(t, root, bin),
		Cmds:  cmds,
	})
}
