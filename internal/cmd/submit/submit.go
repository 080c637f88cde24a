// Package submit is ojkit submit: it bundles a problem's main package without
// comments, checks the bundle at the problem's Go floor and judges it on the
// problem's tests, and writes the file only when all three pass; a problem
// without tests gets the checked file and a warning that no test ran. Its messages,
// those of the three steps included, begin with ojkit submit.
//
// Usage:
//
//	ojkit submit [-p ID|DIR] [-o FILE] [-copy] [-open]
//
// The file goes to -o, by default dist/ID.go: in the directory above
// problems/ when the problem is problems/ID with its suite in testdata/ID,
// else beside main.go. When a step fails nothing is written and the rejected
// bundle stays where the message says.
//
// Once the file is written, -copy puts it on the clipboard: on a terminal
// by the OSC 52 escape sequence (the clipboard of the terminal's machine,
// over ssh too), and by the first of pbcopy, clip.exe, wl-copy and xclip
// that is on PATH and takes it. -open opens the page where the judge takes
// the submission: the submit page of a judge of main.go's //ojkit:judges
// (one that takes Go first; see onlinejudge.SubmitPage), else the page of
// the task main.go names, with the commands of $BROWSER (%s for the
// address), else xdg-open, open on macOS or cmd /c start on Windows. Each
// says how it did it or, on stderr, why it could not and where the file is;
// neither changes the exit status.
//
// A solution in another language, ojkit submit [-p ID|DIR] [-copy] [-open]
// SOLUTION (a .cpp, .c, .py, .java or any file but Go's), is judged on the
// problem's tests as it is, and, accepted, handed on as it is: -copy and
// -open act on the file itself, and nothing is written.
//
// Exit status: 0 when the file is written (or the other language's
// solution accepted); otherwise the failed step's.
package submit

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/cmd/bundle"
	"github.com/ojkit/ojkit/internal/cmd/check"
	"github.com/ojkit/ojkit/internal/cmd/judge"
	"github.com/ojkit/ojkit/internal/layout"
)

// prog begins every message.
const prog = "ojkit submit"

// help is what -h prints.
var help = cli.Help{
	Usage: []string{"ojkit submit [-p ID|DIR] [-o FILE] [-copy] [-open]", "ojkit submit [-p ID|DIR] [-copy] [-open] SOLUTION"},
	Sentence: `Submit bundles the problem's main package without comments, checks the bundle
at the problem's Go floor and runs its tests on it; only when all pass is FILE
written. -copy then puts it on the clipboard, and -open opens the judge's
submit page. A SOLUTION in another language than Go is judged on the tests as
it is, and, accepted, copied or opened as it is.`,
	Examples: []string{
		"ojkit submit -p poj3076 -o poj3076.go",
		"ojkit submit -copy -open",
		"ojkit submit -p poj3076 -copy -open mine.cpp",
	},
}

// Run carries out ojkit submit with args and returns the exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	id := fs.String("p", "", "the problem `ID|DIR`: the id of one of the module's problems/, or a directory (default: the working directory)")
	out := fs.String("o", "", "write the file to `FILE` (default: dist/ID.go, above problems/ in the problems/ID and testdata/ID layout, else beside main.go)")
	copyFlag := fs.Bool("copy", false, "then put the file on the clipboard: OSC 52 on a terminal, and pbcopy, clip.exe, wl-copy or xclip where present")
	openFlag := fs.Bool("open", false, "then open the problem's submit page with $BROWSER, else xdg-open, open or cmd /c start")
	if err := cli.Parse(fs, args, help, stdout, stderr); err != nil {
		return cli.ParseStatus(fs.Name(), err, stderr)
	}
	p, err := judge.Locate(*id)
	if err == nil && *id == "" {
		err = layout.MissingP(p.Dir)
	}
	if err == nil && (fs.NArg() > 1 || fs.NArg() == 1 && (*out != "" || isGo(fs.Arg(0)))) {
		err = fmt.Errorf("unexpected arguments %q: a SOLUTION is one file in another language than Go, without -o (main.go's package is what submit bundles)", fs.Args())
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v (see %s -h)\n", prog, err, prog)
		return 2
	}
	if fs.NArg() == 1 {
		return submitOther(p, fs.Arg(0), *copyFlag, *openFlag, stdout, stderr)
	}
	if err := bundle.CheckOutput(*out); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 2
	}
	defaultOut := *out == ""
	if defaultOut {
		*out = DefaultOutput(p)
	}
	tmp, err := os.MkdirTemp("", "ojkit-submit-")
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 2
	}
	file := filepath.Join(tmp, p.ID+".go")
	tested := judge.HasTests(p)
	steps := []struct {
		what string
		run  func() int
	}{
		{"bundle", func() int { return writeBundle(p, file, stderr) }},
		{"check", func() int { return check.File(prog, file, stdout, stderr) }},
		{"test", func() int { return judgeFile(p, file, true, stdout, stderr) }},
	}
	if !tested {
		steps = steps[:2]
	}
	for _, st := range steps {
		if code := st.run(); code != 0 {
			if st.what == "bundle" {
				os.RemoveAll(tmp)
			} else {
				fmt.Fprintf(stderr, "%s: %s failed; nothing written; the rejected bundle is %s\n", prog, st.what, file)
			}
			return code
		}
	}
	if err := place(file, *out, defaultOut); err != nil {
		fmt.Fprintf(stderr, "%s: %v; the bundle is %s\n", prog, err, file)
		return 2
	}
	os.RemoveAll(tmp)
	info, _ := os.Stat(*out)
	if !tested {
		fmt.Fprintf(stdout, "%s: %d bytes, bundled and checked; no test ran\n", *out, info.Size())
		fmt.Fprintf(stderr, "%s: warning: %s has no tests, so no test ran: add the statement's samples to %s\n", prog, p.ID, layout.Relative(p.SuiteDir()))
		handOff(p, *out, *copyFlag, *openFlag, stdout, stderr)
		return 0
	}
	fmt.Fprintf(stdout, "%s: %d bytes, bundled, checked and tested\n", *out, info.Size())
	handOff(p, *out, *copyFlag, *openFlag, stdout, stderr)
	return 0
}

// writeBundle writes main.go's package of problem p, bundled and without
// its comments but the header, to file, and returns the exit status.
func writeBundle(p layout.Problem, file string, stderr io.Writer) int {
	src, err := bundle.Bundle(p.Dir, "")
	if err == nil {
		src, err = bundle.Strip(src)
	}
	if err == nil {
		err = os.WriteFile(file, src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(stderr, prog+": "+err.Error())
		return 2
	}
	return 0
}

// judgeFile judges the solution file on problem p's tests, those beyond
// the statement too if all is set, and returns judge's exit status.
func judgeFile(p layout.Problem, file string, all bool, stdout, stderr io.Writer) int {
	return judge.BatchOf(prog, p, all).Judge(context.Background(), file, "", stdout, stderr)
}

// DefaultOutput returns where submit writes problem p's file without -o:
// dist/ID.go, above problems/ in a module's layout, else beside main.go.
func DefaultOutput(p layout.Problem) string {
	if p.Root != "" {
		return filepath.Join(p.Root, "dist", p.ID+".go")
	}
	return filepath.Join(p.Dir, "dist", p.ID+".go")
}

// isGo reports whether the solution spec is Go's: a .go file or a
// directory (a package).
func isGo(spec string) bool {
	info, err := os.Stat(spec)
	return filepath.Ext(spec) == ".go" || err == nil && info.IsDir()
}

// submitOther judges the solution file, in another language than Go, on
// problem p's tests and, accepted (or with no tests), hands it on as it is.
func submitOther(p layout.Problem, file string, toClipboard, toBrowser bool, stdout, stderr io.Writer) int {
	if _, err := os.Stat(file); err != nil {
		fmt.Fprintf(stderr, "%s: %v: give the solution's file\n", prog, err)
		return 2
	}
	if judge.HasTests(p) {
		if code := judgeFile(p, file, false, stdout, stderr); code != 0 {
			fmt.Fprintf(stderr, "%s: test failed; %s is not handed on\n", prog, file)
			return code
		}
		fmt.Fprintf(stdout, "%s: accepted on the tests\n", file)
	} else {
		fmt.Fprintf(stderr, "%s: warning: %s has no tests, so no test ran: add the statement's samples to %s\n", prog, p.ID, layout.Relative(p.SuiteDir()))
	}
	handOn(p, file, toClipboard, toBrowser, stdout, stderr)
	return 0
}

// place moves file to out. The directory it makes for the default output,
// dist/, gets a go.mod of its own, which keeps its files out of the module's
// packages (and out of main.go's package when dist/ is beside it).
func place(file, out string, defaultOut bool) error {
	dir := filepath.Dir(out)
	if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
		mkdir := func() error { return os.MkdirAll(dir, 0o755) }
		if defaultOut {
			mkdir = func() error { return bundle.MakeDist(dir) }
		}
		if err := mkdir(); err != nil {
			return err
		}
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	tmp := out + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, out)
}
