package main

import (
	"testing"

	"github.com/ojkit/ojkit/internal/scripttest"
	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"judge": main})
}

// TestScripts runs testdata/*.txtar with poj3076's solution on PATH as
// poj3076 and scripttest's commands.
func TestScripts(t *testing.T) {
	scripttest.RunSolutions(t, map[string]string{"poj3076": "problems/poj3076"})
}
