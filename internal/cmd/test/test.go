// Package test is ojkit test: it runs a problem's own solution, main.go's
// package in the problem's directory, on the problem's tests. It is ojkit
// judge -p DIR DIR, with judge's flags, and its messages begin with ojkit test.
//
// Usage:
//
//	ojkit test [-p ID|DIR] [judge's flags]
//
// With -watch it tests again each time main.go, the tests or the problem's
// files change, with a one-line summary after each run, until interrupted.
//
// Exit status: as ojkit judge's: 0 when every test is AC, 1 otherwise, 2 for
// usage and build errors.
package test

import (
	"fmt"
	"io"
	"strings"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/cmd/judge"
	"github.com/ojkit/ojkit/internal/judging"
)

// prog begins every message.
const prog = "ojkit test"

// help is what -h prints.
var help = cli.Help{
	Usage: []string{"ojkit test [-p ID|DIR] [judge's flags]"},
	Sentence: `Test runs the problem's own solution, main.go in its directory, on its tests:
ojkit judge -p DIR DIR, with ojkit judge's flags.`,
	Examples: []string{
		"ojkit test",
		"ojkit test -p poj3076 -j 2",
		"ojkit test -watch",
	},
}

// Run carries out ojkit test with args and returns the exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 1 && cli.IsHelp(args[0]) {
		help.Write(stdout, nil)
		return 0
	}
	id := problemFlag(args)
	p, err := judge.Locate(id)
	if err == nil && id == "" {
		err = judging.MissingP(p.Dir)
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v (see %s -h)\n", prog, err, prog)
		return 2
	}
	return judge.RunAs(prog, append(append([]string(nil), args...), judging.Relative(p.Dir)), stdout, stderr)
}

// problemFlag returns the value of the -p flag in args, or "".
func problemFlag(args []string) string {
	for i, a := range args {
		a = "-" + strings.TrimLeft(a, "-") // -p or --p
		switch {
		case a == "-p" && i+1 < len(args):
			return args[i+1]
		case strings.HasPrefix(a, "-p="):
			return a[len("-p="):]
		}
	}
	return ""
}
