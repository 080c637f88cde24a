package judging

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Problem is where a problem lives. In this repository's layout it is
// problems/ID under a module root, with its suite in testdata/ID and its
// tools in gen/ID; anywhere else it is a directory of its own, holding
// main.go (its directives optional), its suite in testdata/ beside it, and
// oj's test/ or tests/ (NAME.in with NAME.out or NAME.ans).
type Problem struct {
	ID   string // the directory's name
	Dir  string // the problem's directory
	Root string // the module root in this repository's layout, or ""
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
		return Problem{ID: arg, Dir: filepath.Join(root, "problems", arg), Root: root}, nil
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

// SuiteDir returns the directory of the problem's testscript suite, which
// may not exist yet: testdata/ID in this repository's layout, testdata/
// beside main.go elsewhere.
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

// Tools returns the directory of the problem's own tools, gen/ID in this
// repository's layout and the problem's directory elsewhere.
func (p Problem) Tools() string {
	if p.Root != "" {
		return filepath.Join(p.Root, "gen", p.ID)
	}
	return p.Dir
}

// Spec reads the directives of the problem's main.go; a problem without one,
// or a main.go without directives, has the defaults (DefaultTime,
// DefaultMemory, tokens, ONLINE_JUDGE).
func (p Problem) Spec() (Spec, error) {
	path := filepath.Join(p.Dir, "main.go")
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return defaultSpec(p.ID), nil
	}
	return loadFile(path, p.ID, filepath.Join(p.Tools(), "checker"))
}
