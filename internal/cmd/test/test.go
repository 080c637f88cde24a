// Package test is ojkit test: it runs a problem's own solution, main.go's
// package in the problem's directory, on the problem's tests, and then each
// of its second solutions (a directory beside main.go holding a main.go of
// its own), each expected to be accepted unless its //ojkit:expect says
// otherwise. Each is ojkit judge -p DIR SOLUTION, with judge's flags, and
// its messages begin with ojkit test.
//
// Usage:
//
//	ojkit test [-p ID|DIR] [judge's flags]
//
// With -watch it tests main.go alone again each time main.go, the tests or
// the problem's files change, with a one-line summary after each run, until
// interrupted.
//
// Exit status: 0 when every test of main.go is AC and each second solution
// is judged as it expects (AC on every test, or not, for WA, TLE or RE), 1
// otherwise, 2 for usage and build errors.
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
	Sentence: `Test runs the problem's own solution, main.go in its directory, on its tests,
and then each second solution beside it (ALT/main.go), accepted unless its
//ojkit:expect names another verdict: ojkit judge -p DIR SOLUTION, with ojkit
judge's flags.`,
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
	code := judge.RunAs(prog, append(append([]string(nil), args...), judging.Relative(p.Dir)), stdout, stderr)
	if code == 2 || watching(args) {
		return code
	}
	seconds, err := p.SecondSolutions()
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 2
	}
	for _, s := range seconds {
		code = max(code, testSecond(s, args, stdout, stderr))
	}
	return code
}

// testSecond judges the second solution s as ojkit test's args say, and
// returns 0 when it was judged as it expects, 1 when not, 2 on a usage or
// build error.
func testSecond(s judging.SecondSolution, args []string, stdout, stderr io.Writer) int {
	name := judging.Relative(s.Dir)
	fmt.Fprintf(stdout, "\n%s: %s, a second solution, expected %s\n", prog, name, s.Expect)
	code := judge.RunAs(prog, append(append([]string(nil), args...), name), stdout, stderr)
	switch accepted := code == 0; {
	case code == 2:
		return 2
	case accepted && s.Expect != "AC":
		fmt.Fprintf(stderr, "%s: %s is accepted on every test, where its //ojkit:expect says %s: the tests do not catch it\n", prog, name, s.Expect)
		return 1
	case !accepted && s.Expect == "AC":
		fmt.Fprintf(stderr, "%s: %s, a second solution, is not accepted (give its verdict with //ojkit:expect if that is meant)\n", prog, name)
		return 1
	}
	return 0
}

// watching reports whether args ask for -watch.
func watching(args []string) bool {
	for _, a := range args {
		switch "-" + strings.TrimLeft(a, "-") {
		case "-watch", "-watch=true":
			return true
		}
	}
	return false
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
