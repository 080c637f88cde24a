// Package test is ojkit test: it runs a problem's own solution, main.go's
// package in the problem's directory, on the problem's tests, and then each
// of its second solutions (a directory beside main.go holding a main.go of
// its own), each expected to be accepted unless its //ojkit:expect says
// otherwise. Each is judged as ojkit judge -p DIR SOLUTION judges it, with
// judge's flags, and its messages begin with ojkit test. With -json, the
// runs write one stream (see ojkit help json), the second solutions'
// outcomes marked with their names.
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
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/cmd/judge"
	"github.com/ojkit/ojkit/internal/layout"
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
	s, err := judge.NewBatch(prog, args, stdout, stderr)
	if err != nil {
		return cli.ParseStatus(prog, err, stderr)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	code := test(ctx, s, stdout, stderr)
	s.End(code, ctx.Err() != nil)
	return code
}

// test judges the problem's own solution and, unless it could not be judged
// or s watches, its second solutions, and returns the exit status.
func test(ctx context.Context, s *judge.Batch, stdout, stderr io.Writer) int {
	p, err := judge.Locate(s.Problem())
	if err == nil && s.Problem() == "" {
		err = layout.MissingP(p.Dir)
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v (see %s -h)\n", prog, err, prog)
		return 2
	}
	code := s.Judge(ctx, layout.Relative(p.Dir), "", stdout, stderr)
	if code == 2 || s.Watching() || ctx.Err() != nil {
		return code
	}
	seconds, err := p.SecondSolutions()
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 2
	}
	for _, sec := range seconds {
		code = max(code, testSecond(ctx, s, sec, stdout, stderr))
	}
	return code
}

// testSecond judges the second solution sec in batch s, and returns 0
// when it was judged as it expects, 1 when not, 2 on a usage or build
// error.
func testSecond(ctx context.Context, s *judge.Batch, sec layout.SecondSolution, stdout, stderr io.Writer) int {
	name := layout.Relative(sec.Dir)
	fmt.Fprintf(s.Report(stdout), "\n%s: %s, a second solution, expected %s\n", prog, name, sec.Expect)
	code := s.Judge(ctx, name, name, stdout, stderr)
	switch accepted := code == 0; {
	case code == 2:
		return 2
	case accepted && sec.Expect != "AC":
		fmt.Fprintf(stderr, "%s: %s is accepted on every test, where its //ojkit:expect says %s: the tests do not catch it\n", prog, name, sec.Expect)
		return 1
	case !accepted && sec.Expect == "AC":
		fmt.Fprintf(stderr, "%s: %s, a second solution, is not accepted (give its verdict with //ojkit:expect if that is meant)\n", prog, name)
		return 1
	}
	return 0
}
