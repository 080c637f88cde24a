// Package ojkit is the ojkit command: one binary whose subcommands are ojkit's
// tools. It dispatches to the subcommands' packages, each named after its
// subcommand under internal/cmd, and prints the usage and the version.
//
//	ojkit new      start a problem: skeleton, README, sample suite (package newproblem)
//	ojkit gen      stress inputs and validation (package gen)
//	ojkit judge    a solution on a problem's tests, with verdicts (package judge)
//	ojkit stress   solutions diffed on generated inputs (package stress)
//	ojkit bundle   one judge-ready Go file (package bundle)
//	ojkit check    a Go file compiled at a judge's Go floor (package check)
//	ojkit test     the problem's own solution on its tests (package test)
//	ojkit submit   bundle, check and test; the file written only when all pass (package submit)
//	ojkit verify   a contest problem package checked, or a Go library proved on its problems (package verify)
//	ojkit list     the module's problems, their specs and cases, for a person or an editor (package list)
//	ojkit serve    a page in the browser: the cases as cards, judged live (package serve)
//	ojkit clean    ojkit's cache of builds emptied (package clean)
//	ojkit doctor   what this machine gives a run (package doctor)
//	ojkit version  ojkit's version and the Go it was built with
//
// ojkit help SUBCOMMAND is ojkit SUBCOMMAND -h; ojkit help TOPIC prints a
// topic the subcommands share: layout, runs, judges, directives, cache,
// json.
//
// Exit status: 0 success, 1 a finding, 2 usage or setup errors.
package ojkit

import (
	"fmt"
	"io"
	"strings"

	"github.com/ojkit/ojkit/internal/term"

	"github.com/ojkit/ojkit/internal/buildcache"
	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/cmd/bundle"
	"github.com/ojkit/ojkit/internal/cmd/check"
	"github.com/ojkit/ojkit/internal/cmd/clean"
	"github.com/ojkit/ojkit/internal/cmd/doctor"
	"github.com/ojkit/ojkit/internal/cmd/gen"
	"github.com/ojkit/ojkit/internal/cmd/judge"
	"github.com/ojkit/ojkit/internal/cmd/list"
	"github.com/ojkit/ojkit/internal/cmd/newproblem"
	"github.com/ojkit/ojkit/internal/cmd/serve"
	"github.com/ojkit/ojkit/internal/cmd/stress"
	"github.com/ojkit/ojkit/internal/cmd/submit"
	"github.com/ojkit/ojkit/internal/cmd/test"
	"github.com/ojkit/ojkit/internal/cmd/verify"
	"github.com/ojkit/ojkit/internal/runner"
)

// subcommand is one of ojkit's subcommands.
type subcommand struct {
	name, what string
	run        func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// subcommands lists the subcommands in the order the usage shows them.
var subcommands = []subcommand{
	{"new", "start a problem: main.go skeleton, README, sample suite", plain(newproblem.Run)},
	{"gen", "write stress inputs of a problem's kinds, or validate one", gen.Run},
	{"judge", "run a solution on a problem's tests: AC/WA/PE/RE/TLE/MLE, time, memory", plain(judge.Run)},
	{"stress", "diff solutions on generated inputs, shrink and keep a disagreement", plain(stress.Run)},
	{"bundle", "write a main package and what it imports as one Go file for a judge", plain(bundle.Run)},
	{"check", "compile a Go file at a judge's Go floor and check its API use", plain(check.Run)},
	{"test", "run the problem's own solution on its tests", plain(test.Run)},
	{"submit", "bundle, check and test a problem; write the file only when all pass", plain(submit.Run)},
	{"verify", "check a contest problem package (inputs, each submission's verdict), or prove a Go library", plain(verify.Run)},
	{"list", "list the module's problems: places, limits, comparison, cases; -json for editors", plain(list.Run)},
	{"serve", "open a page of the problems' cases on 127.0.0.1: run, judge live, edit, submit", plain(serve.Run)},
	{"clean", "empty ojkit's cache of builds (see ojkit help cache)", plain(clean.Run)},
	{"doctor", "say what this machine gives a run, and what that means for verdicts", plain(doctor.Run)},
	{"version", "print ojkit's version and the Go it was built with", plain(version)},
}

// plain adapts a command that reads no stdin.
func plain(run func(args []string, stdout, stderr io.Writer) int) func([]string, io.Reader, io.Writer, io.Writer) int {
	return func(args []string, _ io.Reader, stdout, stderr io.Writer) int { return run(args, stdout, stderr) }
}

// Run runs ojkit with args (the subcommand first) and returns the exit status.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	switch {
	case cli.IsHelp(args[0]):
		usage(stdout)
		return 0
	case args[0] == "help":
		return help(args[1:], stdin, stdout, stderr)
	}
	for _, sc := range subcommands {
		if sc.name == args[0] {
			buildcache.SetWarnings(stderr, "ojkit "+sc.name)
			runner.SetWarnings(stderr, "ojkit "+sc.name)
			if term.IsTerminal(stderr) { // a line that depends on time is for a person, not a log
				runner.SetProgress(stderr, "ojkit "+sc.name)
			}
			return sc.run(args[1:], stdin, stdout, stderr)
		}
	}
	names := make([]string, len(subcommands))
	for i, sc := range subcommands {
		names[i] = sc.name
	}
	fmt.Fprintf(stderr, "ojkit: unknown subcommand %q; did you mean ojkit %s? (see ojkit -h)\n", args[0], cli.Nearest(args[0], names))
	return 2
}

// usage writes the list of subcommands.
func usage(w io.Writer) {
	var b strings.Builder
	b.WriteString("usage: ojkit SUBCOMMAND [flags] [arguments]\n\nSubcommands (ojkit help SUBCOMMAND, or ojkit SUBCOMMAND -h, for each):\n\n")
	for _, sc := range subcommands {
		fmt.Fprintf(&b, "\t%-7s %s\n", sc.name, sc.what)
	}
	writeTopics(&b)
	b.WriteString("\nExit status: 0 success, 1 a finding, 2 usage or setup errors.\n")
	io.WriteString(w, b.String())
}
