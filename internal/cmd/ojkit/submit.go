package ojkit

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/cmd/bundle"
	"github.com/ojkit/ojkit/internal/cmd/check"
	"github.com/ojkit/ojkit/internal/cmd/judge"
	"github.com/ojkit/ojkit/internal/judging"
)

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

// locate finds the problem of -p (see judging.Locate).
func locate(arg string) (judging.Problem, error) {
	p, err := judging.Locate(arg)
	switch {
	case err != nil && arg == "":
		return p, fmt.Errorf("the working directory: %v", err)
	case err != nil:
		return p, fmt.Errorf("-p %s: %v", arg, err)
	}
	return p, nil
}

// testHelp is what ojkit test -h prints.
var testHelp = cli.Help{
	Usage: []string{"ojkit test [-p ID|DIR] [judge's flags]"},
	Sentence: `Test runs the problem's own solution, main.go in its directory, on its tests:
ojkit judge -p DIR DIR, with ojkit judge's flags.`,
	Examples: []string{
		"ojkit test",
		"ojkit test -p poj3076 -j 2",
	},
}

// test is ojkit test: judge's flags, with the problem's own solution, its
// directory, as SOLUTION.
func test(args []string, stdout, stderr io.Writer) int {
	if len(args) == 1 && cli.IsHelp(args[0]) {
		testHelp.Write(stderr, nil)
		return 0
	}
	p, err := locate(problemFlag(args))
	if err != nil {
		fmt.Fprintf(stderr, "ojkit test: %v (see ojkit test -h)\n", err)
		return 2
	}
	return judge.Run(append(append([]string(nil), args...), p.Dir), stdout, stderr)
}

// submitHelp is what ojkit submit -h prints.
var submitHelp = cli.Help{
	Usage: []string{"ojkit submit [-p ID|DIR] [-o FILE]"},
	Sentence: `Submit bundles the problem's main package without comments, checks the bundle
at the problem's Go floor and runs its tests on it; only when all pass is FILE
written.`,
	Examples: []string{
		"ojkit submit",
		"ojkit submit -p poj3076 -o poj3076.go",
	},
}

// submit is ojkit submit: the problem bundled (comments stripped), checked
// at its Go floor and judged on its tests, then written to -o (by default
// dist/ID.go: in the directory above problems/ when the problem is
// problems/ID with its suite in testdata/ID, else beside main.go);
// when a step fails nothing is written and the rejected bundle stays where
// the message says.
func submit(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("ojkit submit", flag.ContinueOnError)
	id := fs.String("p", "", "the problem: an `ID` of this repository's problems/, or a directory (default: the working directory)")
	out := fs.String("o", "", "write the file to `FILE` (default: dist/ID.go, above problems/ in the problems/ID and testdata/ID layout, else beside main.go)")
	if err := cli.Parse(fs, args, submitHelp, stderr); err != nil {
		return cli.ParseStatus(fs.Name(), err, stderr)
	}
	p, err := locate(*id)
	if err == nil && fs.NArg() > 0 {
		err = fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if err != nil {
		fmt.Fprintf(stderr, "ojkit submit: %v (see ojkit submit -h)\n", err)
		return 2
	}
	defaultOut := *out == ""
	if defaultOut {
		*out = filepath.Join(p.Dir, "dist", p.ID+".go")
		if p.Root != "" {
			*out = filepath.Join(p.Root, "dist", p.ID+".go")
		}
	}
	tmp, err := os.MkdirTemp("", "ojkit-submit-")
	if err != nil {
		fmt.Fprintf(stderr, "ojkit submit: %v\n", err)
		return 2
	}
	file := filepath.Join(tmp, p.ID+".go")
	steps := []struct {
		what string
		run  func() int
	}{
		{"bundle", func() int { return bundle.Run([]string{"-strip", "-o", file, p.Dir}, io.Discard, stderr) }},
		{"check", func() int { return check.Run([]string{file}, stdout, stderr) }},
		{"test", func() int { return judge.Run([]string{"-all", "-p", p.Dir, file}, stdout, stderr) }},
	}
	for _, st := range steps {
		if code := st.run(); code != 0 {
			if st.what == "bundle" {
				os.RemoveAll(tmp)
			} else {
				fmt.Fprintf(stderr, "ojkit submit: %s failed; nothing written; the rejected bundle is %s\n", st.what, file)
			}
			return code
		}
	}
	if err := place(file, *out, defaultOut); err != nil {
		fmt.Fprintf(stderr, "ojkit submit: %v; the bundle is %s\n", err, file)
		return 2
	}
	os.RemoveAll(tmp)
	info, _ := os.Stat(*out)
	fmt.Fprintf(stdout, "%s: %d bytes, bundled, checked and tested\n", *out, info.Size())
	return 0
}

// place moves file to out. The directory it makes for the default output,
// dist/, gets a go.mod of its own, which keeps its files out of the module's
// packages (and out of main.go's package when dist/ is beside it).
func place(file, out string, defaultOut bool) error {
	dir := filepath.Dir(out)
	if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		if defaultOut {
			if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module dist\n"), 0o644); err != nil {
				return err
			}
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
