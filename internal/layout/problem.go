package layout

import (
	"cmp"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ojkit/ojkit/internal/directive"
)

// Problem is where a problem's parts live. One rule places them, the same in
// this repository and in a user's module, and ojkit new writes it; the
// methods of Problem are the one place it is written, so code asks them
// rather than joining the paths itself. In a module, problem ID has three
// places:
//
//	problems/ID/main.go      its solution, with its //ojkit: directives
//	problems/ID/ALT/main.go  a second solution, one folder each
//	gen/ID/                  what makes and checks its data: in this repository
//	                         its entry in gen's registry (package ID), and its
//	                         tools, one main package a folder: gen/ID/checker,
//	                         gen/ID/interactor, gen/ID/validate, gen/ID/gen
//	testdata/ID/*.txtar      its testscript suites
//
// In this repository the entry declares the second solutions and tools by
// their folder names, and a test fails on a folder holding a main.go that it
// does not list.
//
// Anywhere else, a directory holding main.go and oj's test/ or tests/
// (NAME.in with NAME.out or NAME.ans) is a problem of its own: its second
// solutions and its tools are the folders beside main.go (checker/,
// interactor/; an interactor.go, .cpp, .c or .py beside main.go serves too)
// and its suites are in testdata/ beside main.go.
type Problem struct {
	ID   string // the directory's name
	Dir  string // the problem's directory
	Root string // the module's top for a problem of a module, or ""
}

// InModule returns problem id of the module whose top is root.
func InModule(root, id string) Problem {
	return Problem{ID: id, Dir: filepath.Join(root, "problems", id), Root: root}
}

// Locate finds the problem that arg names: "" is the working directory, a
// path (one holding a slash, or "." or "..") is that directory, and an id
// names problems/ID in the nearest directory, from the working directory
// up, that has it.
func Locate(arg string) (Problem, error) {
	if arg != "" && !strings.ContainsRune(arg, filepath.Separator) && arg != "." && arg != ".." {
		root, err := FindRoot(arg)
		if fi, statErr := os.Stat(arg); err != nil && statErr == nil && fi.IsDir() {
			return locateDir(arg) // a directory of that name here
		}
		if err != nil {
			return Problem{}, err
		}
		return InModule(root, arg), nil
	}
	if arg == "" {
		arg = "."
	}
	return locateDir(arg)
}

// locateDir returns the problem in the directory arg.
func locateDir(arg string) (Problem, error) {
	dir, err := filepath.Abs(arg)
	if err != nil {
		return Problem{}, err
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return Problem{}, fmt.Errorf("%s: not a directory", arg)
	}
	p := Problem{ID: filepath.Base(dir), Dir: dir}
	if parent := filepath.Dir(dir); filepath.Base(parent) == "problems" {
		root := filepath.Dir(parent)
		if fi, err := os.Stat(filepath.Join(root, "testdata", p.ID)); err == nil && fi.IsDir() {
			p.Root = root
		}
	}
	return p, nil
}

// Solution returns the program spec names, a SOLUTION of judge or stress:
// spec itself, or the file of that name in the problem's directory when spec
// is one word naming nothing here but a file there, so that `ojkit judge -p
// abc345d mine.cpp` runs problems/abc345d/mine.cpp.
func (p Problem) Solution(spec string) string {
	if spec == "" || strings.ContainsAny(spec, " \t") || filepath.IsAbs(spec) {
		return spec
	}
	if _, err := os.Stat(spec); err == nil {
		return spec
	}
	there := filepath.Join(p.Dir, spec)
	if _, err := os.Stat(there); err != nil {
		return spec
	}
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, there); err == nil && !strings.HasPrefix(rel, "..") {
			return rel
		}
	}
	return there
}

// Main returns the path of the problem's main.go.
func (p Problem) Main() string { return filepath.Join(p.Dir, "main.go") }

// Alternate returns the directory of the second solution name, which may
// not exist: problems/ID/NAME in a module, NAME beside main.go elsewhere.
func (p Problem) Alternate(name string) string { return filepath.Join(p.Dir, name) }

// SuiteDir returns the directory of the problem's testscript suite, which
// may not exist yet: testdata/ID in a module, testdata/ beside main.go
// elsewhere.
func (p Problem) SuiteDir() string {
	if p.Root != "" {
		return filepath.Join(p.Root, "testdata", p.ID)
	}
	return filepath.Join(p.Dir, "testdata")
}

// Suite returns SuiteDir if it holds scripts, or "".
func (p Problem) Suite() string {
	if matches, _ := filepath.Glob(filepath.Join(p.SuiteDir(), "*.txtar")); len(matches) > 0 {
		return p.SuiteDir()
	}
	return ""
}

// TestDirs returns the problem's directories of oj's layout, test/ and
// tests/, that exist.
func (p Problem) TestDirs() []string {
	var dirs []string
	for _, name := range []string{"test", "tests"} {
		if fi, err := os.Stat(filepath.Join(p.Dir, name)); err == nil && fi.IsDir() {
			dirs = append(dirs, filepath.Join(p.Dir, name))
		}
	}
	return dirs
}

// GenDir returns the directory of what makes and checks the problem's data:
// gen/ID in a module, the problem's own directory elsewhere.
func (p Problem) GenDir() string {
	if p.Root != "" {
		return filepath.Join(p.Root, "gen", p.ID)
	}
	return p.Dir
}

// Tool returns the directory of the problem's tool name (checker,
// interactor, validate, gen), which may not exist: gen/ID/NAME in a module,
// NAME beside main.go elsewhere.
func (p Problem) Tool(name string) string { return filepath.Join(p.GenDir(), name) }

// Places returns the problem's three places in a module, problems/ID, gen/ID
// and testdata/ID, or its directory alone elsewhere; some may not exist.
func (p Problem) Places() []string {
	if p.Root == "" {
		return []string{p.Dir}
	}
	return []string{p.Dir, p.GenDir(), p.SuiteDir()}
}

// SolutionBuildError returns err, the error of building the solution spec, or "no
// such solution file" when spec names a file that does not exist.
func SolutionBuildError(spec string, err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("no such solution file %s: give a file, a package directory or a command", spec)
	}
	return err
}

// toolNames are the folders of a problem's tools (see Tool), which are no
// second solutions where they sit beside main.go.
var toolNames = []string{"checker", "interactor", "validate", "gen"}

// A SecondSolution is a solution of the problem besides main.go: a
// directory beside it holding a main.go of its own, and the verdict it
// declares with //ojkit:expect (AC when it declares none).
type SecondSolution struct {
	Dir, Expect string
}

// SecondSolutions returns the problem's second solutions, by name, with
// the first error reading their verdicts.
func (p Problem) SecondSolutions() ([]SecondSolution, error) {
	var found []SecondSolution
	entries, _ := os.ReadDir(p.Dir)
	for _, e := range entries {
		dir := filepath.Join(p.Dir, e.Name())
		if _, err := os.Stat(filepath.Join(dir, "main.go")); !e.IsDir() || err != nil {
			continue
		}
		if slices.ContainsFunc(toolNames, func(t string) bool { return p.Tool(t) == dir }) {
			continue
		}
		verdict, err := Expected(dir)
		if err != nil {
			return found, err
		}
		found = append(found, SecondSolution{Dir: dir, Expect: verdict})
	}
	return found, nil
}

// Expected returns the verdict that the solution in dir, a directory
// holding a main.go, declares with //ojkit:expect, AC when it declares
// none.
func Expected(dir string) (string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, filepath.Join(dir, "main.go"), nil, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		return "", err
	}
	d, err := directive.Parse(fset, f)
	return cmp.Or(d.Expect, "AC"), err
}
