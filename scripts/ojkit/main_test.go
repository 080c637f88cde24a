package main

import (
	"testing"

	"github.com/ojkit/ojkit/internal/scripttest"
	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"ojkit": main})
}

// TestScripts runs testdata/*.txtar with scripttest's commands.
func TestScripts(t *testing.T) {
	scripttest.RunSolutions(t, nil)
}
