package main

import (
	"testing"

	"github.com/ojkit/ojkit/internal/scripttest"
	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"stress": main})
}

// TestScripts runs testdata/*.txtar with solutions of the module on PATH,
// poj3076, poj3076-dlx, hdu1426, hdu1426-dlx, p4929 and p1219, the bundler, judge (which runs the
// cases stress keeps), and scripttest's commands.
func TestScripts(t *testing.T) {
	scripttest.RunSolutions(t, map[string]string{
		"poj3076":     "problems/poj3076",
		"poj3076-dlx": "problems/poj3076/dlx",
		"hdu1426":     "problems/hdu1426",
		"hdu1426-dlx": "problems/hdu1426/dlx",
		"p4929":       "problems/p4929",
		"p1219":       "problems/p1219",
		"bundle":      "scripts/bundle",
		"judge":       "scripts/judge",
	})
}
