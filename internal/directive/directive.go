// Package directive parses the //ojkit: directives of a problem's main
// package: its judges, Go floor, limits, comparison, interactor
// and file I/O, a second solution's expected verdict, and the problem a
// library's program is verified on. One table, directives, holds every directive's name, form
// and parser: Parse refuses an unknown name, naming the nearest known one,
// and a bad value, giving the expected form, and WriteHelp prints the table.
// The package also parses Go release numbers such as the floor (package
// onlinejudge decides which floor applies).
package directive

import (
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/ojkit/ojkit/internal/cli"
)

// prefix opens every directive line.
const prefix = "//ojkit:"

// Directives are what a problem's directives declare. A field of a directive the
// problem does not give is its zero value.
type Directives struct {
	Judges     []string // //ojkit:judges: entries such as POJ3076 or SPOJ-SUDOKU
	Go         Version  // //ojkit:go, when HasGo
	HasGo      bool
	Limits     Limits
	Compare    Compare
	Interactor Interactor
	IO         IO
	Expect     string // //ojkit:expect: a second solution's verdict, one of Expectable
	Verify     Verify // //ojkit:verify: the problem a library's program proves it on
}

// A directive is one row of the table: its name, the form of its value, an
// example value, what it declares, and how its value is set on a Directives.
type directive struct {
	name, form, example, doc string
	set                      func(s *Directives, value string) error
}

// directives is the table Parse and WriteHelp read, in the order a problem's
// doc comment gives them.
var directives = []directive{
	{"judges", "ENTRY...", "POJ3076 UVa1309",
		"the judges that take the problem, each a judge's name and the problem's id there (see ojkit help judges); the oldest Go among them is the Go floor",
		setJudges},
	{"go", "VERSION", "1.7",
		"the Go floor, the oldest Go the submission must compile with, in place of the judges'",
		setGo},
	{"limits", "TIME MEMORY | unverified", "3s 64MiB",
		"the CPU time and memory limits; unverified when the judge publishes none to be trusted (then " +
			DefaultTime.String() + " and " + strconv.Itoa(DefaultMemory>>20) + "MiB, as without the directive)",
		func(s *Directives, v string) (err error) { s.Limits, err = ParseLimits(v); return err }},
	{"compare", "exact | lines | tokens | float EPS | checker [CMD]", "float 1e-6",
		"how an output is compared with the answer (default: tokens); checker without CMD is the problem's own checker",
		func(s *Directives, v string) (err error) { s.Compare, err = ParseCompare(v); return err }},
	{"interactor", "[CMD]", "./interactor.py",
		"the problem is interactive: the solution talks with the interactor CMD (default: gen/ID/interactor in a module, interactor/ or interactor.* beside main.go in a folder of its own; see ojkit help layout)",
		func(s *Directives, v string) error { s.Interactor = Interactor{Set: true, Command: v}; return nil }},
	{"io", "IN OUT", "input.txt output.txt",
		"the solution reads the file IN and writes the file OUT in its working directory (stdin and stdout name the streams; IN may be a /regexp/)",
		func(s *Directives, v string) (err error) { s.IO, err = ParseIO(v); return err }},
	{"expect", "AC | WA | TLE | RE", "TLE",
		"in a second solution's main.go, the verdict it gets on the problem's tests (default: AC), for one kept to be rejected: ojkit new -package files it under that verdict",
		setExpect},
	{"verify", "URL [TOLERANCE]", "https://judge.yosupo.jp/problem/unionfind",
		"in a module's program that uses a library, the problem it is verified on (ojkit verify in the module): a Library Checker problem's URL, or a folder of NAME.in and NAME.out cases; TOLERANCE, the error allowed, compares a folder's outputs as float TOLERANCE",
		setVerify},
}

// Expectable are the verdicts //ojkit:expect takes.
var Expectable = []string{"AC", "WA", "TLE", "RE"}

// setExpect sets the verdict of an expect value.
func setExpect(s *Directives, v string) error {
	if !slices.Contains(Expectable, v) {
		return fmt.Errorf("%q: want one of %s", v, strings.Join(Expectable, ", "))
	}
	s.Expect = v
	return nil
}

// setVerify sets the problem and tolerance of a verify value.
func setVerify(s *Directives, v string) error {
	f := strings.Fields(v)
	if len(f) == 0 || len(f) > 2 {
		return errors.New("want a problem's URL or a folder of cases, then maybe the error allowed")
	}
	s.Verify.Problem = f[0]
	if len(f) == 2 {
		if _, err := ParseCompare("float " + f[1]); err != nil {
			return fmt.Errorf("%q: want the error allowed, such as 1e-6", f[1])
		}
		s.Verify.Tolerance = f[1]
	}
	return nil
}

// setJudges sets the entries of a judges value.
func setJudges(s *Directives, v string) error {
	s.Judges = strings.Fields(v)
	if len(s.Judges) == 0 {
		return errors.New("want one or more entries such as POJ3076 SPOJ-SUDOKU")
	}
	return nil
}

// setGo sets the Go floor of a go value.
func setGo(s *Directives, v string) (err error) {
	s.Go, err = ParseVersion(v)
	s.HasGo = err == nil
	return err
}

// An Error is a directive Parse refuses and why.
type Error struct {
	Pos token.Position // the directive's file and line
	Msg string         // such as "//ojkit:limit: unknown directive; did you mean //ojkit:limits?"
}

// Error returns FILE:LINE: MSG.
func (e *Error) Error() string {
	return where(e.Pos) + ": " + e.Msg
}

// Parse returns the directives in the package doc comments of files, whose
// positions fset holds. An unknown directive, a bad value, a directive given
// twice or one in a comment above the package clause that is not its doc
// comment (a blank line between them) is an *Error.
func Parse(fset *token.FileSet, files ...*ast.File) (Directives, error) {
	var s Directives
	seen := map[string]token.Position{}
	for _, f := range files {
		if err := detached(fset, f); err != nil {
			return Directives{}, err
		}
		if f.Doc == nil {
			continue
		}
		for _, c := range f.Doc.List {
			if err := s.parseLine(fset.Position(c.Pos()), c.Text, seen); err != nil {
				return Directives{}, err
			}
		}
	}
	return s, nil
}

// parseLine sets the directive of the comment line text at pos, if it is
// one; seen holds where each directive was given before.
func (s *Directives) parseLine(pos token.Position, text string, seen map[string]token.Position) error {
	rest, ok := strings.CutPrefix(text, prefix)
	if !ok {
		return nil
	}
	name, value, _ := strings.Cut(rest, " ")
	if first, dup := seen[name]; dup {
		return &Error{pos, fmt.Sprintf("%s%s: given again, first at %s: give each directive once", prefix, name, where(first))}
	}
	seen[name] = pos
	if err := parseOne(s, name, strings.TrimSpace(value)); err != nil {
		return &Error{pos, err.Error()}
	}
	return nil
}

// detached reports a directive in a comment of f above its package clause
// that is not the package doc comment, which the tools would not read.
func detached(fset *token.FileSet, f *ast.File) error {
	for _, g := range f.Comments {
		if g == f.Doc || g.Pos() > f.Package {
			continue
		}
		for _, c := range g.List {
			if name, ok := strings.CutPrefix(c.Text, prefix); ok {
				name, _, _ = strings.Cut(name, " ")
				return &Error{fset.Position(c.Pos()), fmt.Sprintf("%s%s: not in the package doc comment: remove the blank line between it and the package clause", prefix, name)}
			}
		}
	}
	return nil
}

// where returns pos as file:line.
func where(pos token.Position) string {
	return fmt.Sprintf("%s:%d", pos.Filename, pos.Line)
}

// parseOne sets the directive name with value on s.
func parseOne(s *Directives, name, value string) error {
	for _, d := range directives {
		if d.name == name {
			if err := d.set(s, value); err != nil {
				return fmt.Errorf("%s%s: %v (the form is %s%s %s)", prefix, name, err, prefix, name, d.form)
			}
			return nil
		}
	}
	return fmt.Errorf("%s%s: unknown directive; did you mean %s%s?", prefix, name, prefix, nearest(name))
}

// nearest returns the known directive name closest to name in edit
// distance, the first in the table among equals.
func nearest(name string) string {
	names := make([]string, len(directives))
	for i, d := range directives {
		names[i] = d.name
	}
	return cli.Nearest(name, names)
}

// WriteHelp writes every directive with its form, an example and what it
// declares, from the table Parse reads.
func WriteHelp(w io.Writer) {
	var b strings.Builder
	b.WriteString("A problem's main.go declares its metadata in its package doc comment, one\n" +
		"directive a line; an unknown name or a bad value is an error.\n")
	for _, d := range directives {
		fmt.Fprintf(&b, "\n%s%s %s\n%s\texample: %s%s %s\n", prefix, d.name, d.form, indent(d.doc, 72), prefix, d.name, d.example)
	}
	io.WriteString(w, b.String())
}

// indent returns text in lines of at most width bytes where the words allow,
// each opened by a tab and ended by a newline.
func indent(text string, width int) string {
	var b strings.Builder
	n := 0
	for _, w := range strings.Fields(text) {
		switch {
		case n == 0:
		case n+1+len(w) > width:
			b.WriteString("\n")
			n = 0
		default:
			b.WriteString(" ")
			n++
		}
		if n == 0 {
			b.WriteString("\t")
		}
		b.WriteString(w)
		n += len(w)
	}
	return b.String() + "\n"
}
