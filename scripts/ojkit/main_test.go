package main

import (
	"testing"

	"github.com/ojkit/ojkit/internal/judging/judgingtest"
	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"ojkit": main})
}

// TestScripts runs testdata/*.txtar with judgingtest's commands.
func TestScripts(t *testing.T) {
	judgingtest.Run(t, nil)
}
