package submit

import (
	"fmt"
	"go/parser"
	"go/token"
	"io"
	"os"
	"regexp"
	"strings"

	"github.com/ojkit/ojkit/internal/desktop"
	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/onlinejudge"
)

// handOff carries out -copy (toClipboard) and -open (toBrowser) for file, the written
// submission of problem p: it says on stdout what it did, and on stderr
// what it could not, with where the file is. First it notes when none of
// the problem's judges takes Go, so that the file is a reference only.
func handOff(p layout.Problem, file string, toClipboard, toBrowser bool, stdout, stderr io.Writer) {
	if judges := noGoJudges(p); len(judges) > 0 {
		fmt.Fprintf(stderr, "%s: note: %s take no Go: %s is a reference to test a solution in another language against (ojkit judge -p %s SOLUTION), not a submission\n",
			prog, strings.Join(judges, ", "), file, p.ID)
	}
	handOn(p, file, toClipboard, toBrowser, stdout, stderr)
}

// handOn carries out -copy and -open for file, a submission of problem p,
// as handOff says.
func handOn(p layout.Problem, file string, toClipboard, toBrowser bool, stdout, stderr io.Writer) {
	if toClipboard {
		if how, err := copyFile(file, stdout); err != nil {
			fmt.Fprintf(stderr, "%s: -copy: %v; the file is %s\n", prog, err, file)
		} else {
			fmt.Fprintf(stdout, "copied %s to the clipboard with %s\n", file, how)
		}
	}
	if toBrowser {
		page, what, err := submitPage(p)
		if err == nil {
			var how string
			if how, err = desktop.Open(page); err == nil {
				fmt.Fprintf(stdout, "opened %s with %s: %s\n", what, how, page)
				return
			}
			err = fmt.Errorf("%v; the page is %s", err, page)
		}
		fmt.Fprintf(stderr, "%s: -open: %v; the file is %s\n", prog, err, file)
	}
}

// copyFile puts the contents of file on the clipboard (see desktop.Copy)
// and says how.
func copyFile(file string, stdout io.Writer) (string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return "", err
	}
	return desktop.Copy(data, stdout)
}

// taskLine matches the line of main.go's doc comment that names the task
// the problem was made from, as ojkit new writes it: The task: "NAME" at
// URL.
var taskLine = regexp.MustCompile(`(?m)^The task: .* at (\S+)$`)

// submitPage returns the page that takes a submission of problem p and what
// it is: the submit page of one of the judges of main.go's //ojkit:judges
// (see onlinejudge.SubmitPage), else the page of the task main.go names.
func submitPage(p layout.Problem) (page, what string, err error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, p.Main(), nil, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		return "", "", err
	}
	d, err := directive.Parse(fset, f)
	if err != nil {
		return "", "", err
	}
	if page, entry, ok := onlinejudge.SubmitPage(d.Judges); ok {
		return page, "the submit page of " + entry, nil
	}
	if m := taskLine.FindStringSubmatch(f.Doc.Text()); m != nil {
		return m[1], "the task's page", nil
	}
	judges := "has no //ojkit:judges"
	if len(d.Judges) > 0 {
		judges = "names no judge whose submit page ojkit knows in //ojkit:judges " + strings.Join(d.Judges, " ")
	}
	return "", "", fmt.Errorf("no page to open: %s %s and no task (\"The task: NAME at URL\", as ojkit new writes it); add the judge's entry to //ojkit:judges", p.Main(), judges)
}

// noGoJudges returns the judges of problem p's //ojkit:judges when none of
// them takes Go (see onlinejudge.NoGo).
func noGoJudges(p layout.Problem) []string {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, p.Main(), nil, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		return nil
	}
	d, err := directive.Parse(fset, f)
	if err != nil {
		return nil
	}
	return onlinejudge.NoGo(d.Judges)
}
