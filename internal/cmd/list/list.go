// Package list is ojkit list: it lists problems, each with its places, its
// spec, its second solutions and its cases, for a person or, with -json,
// for an editor that maps an open file to its problem.
//
// Usage:
//
//	ojkit list [-p ID|DIR] [-json]
//	ojkit list -schema
//
// Without -p it lists every problem of the module around the working
// directory (problems/ID/main.go in the nearest directory, from the working
// directory up, that has one), or else the working directory's own problem,
// a directory holding main.go. With -p it lists that one problem. The cases
// are those ojkit judge reads (see cases.Read), all of them, those beyond the
// statement too; list builds and runs nothing.
//
// A person gets one line a problem: its id, its directory, its limits, its
// comparison and how many cases it has. With -json, stdout is one JSON
// document whose fields the help describes and Schema defines (-schema
// prints it), every path in it absolute. A problem list cannot read in
// full (a bad directive in its main.go, a suite or a test directory it
// cannot read) is listed with what was read and its error.
//
// Exit status: 0 when every problem was read, 1 when one had an error, 2 for
// usage errors and when there is no problem to list.
package list

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/layout"
)

// prog begins every message.
const prog = "ojkit list"

// help is what -h prints, before jsonHelp.
var help = cli.Help{
	Usage: []string{"ojkit list [-p ID|DIR] [-json]", "ojkit list -schema"},
	Sentence: `List prints the problems of the module around the working directory (or the
working directory's own problem, or -p's), one line each: its id, directory,
limits, comparison and cases; with -json, one JSON document of every problem's
places, spec, second solutions and cases, described below.`,
	Examples: []string{
		"ojkit list",
		"ojkit list -p poj3076 -json",
	},
}

// Run carries out ojkit list with args and returns the exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	id := fs.String("p", "", "list only the problem `ID|DIR`: the id of one of the module's problems/, or a directory")
	asJSON := fs.Bool("json", false, "write one JSON document for editors, with absolute paths (see below)")
	schema := fs.Bool("schema", false, "print the JSON Schema of -json's document, and list nothing")
	err := cli.Parse(fs, args, help, stdout, stderr)
	if errors.Is(err, flag.ErrHelp) {
		io.WriteString(stdout, jsonHelp)
	}
	if err == nil && fs.NArg() > 0 {
		err = fmt.Errorf("unexpected arguments %q (see %s -h)", fs.Args(), prog)
	}
	if err != nil {
		return cli.ParseStatus(prog, err, stderr)
	}
	if *schema {
		stdout.Write(Schema)
		return 0
	}
	root, ps, err := locate(*id)
	if err != nil {
		fmt.Fprintln(stderr, prog+": "+err.Error())
		return 2
	}
	entries := make([]entry, len(ps))
	status := 0
	for i, p := range ps {
		if entries[i] = read(p); len(entries[i].errs) > 0 {
			status = 1
		}
	}
	if *asJSON {
		err = writeJSON(stdout, root, entries)
	} else {
		err = writePlain(stdout, entries)
	}
	if err != nil {
		fmt.Fprintln(stderr, prog+": "+err.Error())
		return 2
	}
	return status
}

// locate returns the problems to list and the top of their module, or ""
// for a problem outside one: -p's problem arg, or else those of the module
// around the working directory, or else the working directory's own.
func locate(arg string) (string, []layout.Problem, error) {
	if arg != "" {
		p, err := layout.Locate(arg)
		if err != nil {
			return "", nil, fmt.Errorf("-p %s: %v", arg, err)
		}
		if _, err := os.Stat(p.Main()); err != nil {
			return "", nil, fmt.Errorf("-p %s: %s holds no main.go: not a problem", arg, layout.Relative(p.Dir))
		}
		return p.Root, []layout.Problem{p}, nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", nil, err
	}
	if root := moduleRoot(wd); root != "" {
		var ps []layout.Problem
		for _, id := range layout.IDsIn(root) {
			ps = append(ps, layout.InModule(root, id))
		}
		return root, ps, nil
	}
	if _, err := os.Stat(filepath.Join(wd, "main.go")); err != nil {
		return "", nil, errors.New("no problems/ID/main.go here or in a parent directory, and no main.go here: run it in a module with problems, or give -p DIR")
	}
	p, err := layout.Locate("")
	return "", []layout.Problem{p}, err
}

// moduleRoot returns the nearest directory, from dir up, that holds
// problems/ID/main.go, or "".
func moduleRoot(dir string) string {
	root, _ := layout.Up(dir, func(d string) bool { return len(layout.IDsIn(d)) > 0 })
	return root
}
