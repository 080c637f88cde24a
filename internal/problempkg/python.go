package problempkg

import (
	"slices"

	"github.com/ojkit/ojkit/internal/lang"
	"github.com/ojkit/ojkit/internal/runner"
)

// A package's judge decides how a Python 3 program runs. Kattis
// (problemtools' languages.yaml: "Python 3 (w/PyPy3)", `pypy3
// "{mainfile}"`) and DOMjudge (its default executable py3) run it with
// PyPy; Polygon as its source's type says: python.3 with CPython,
// python.pypy3 and python.pypy3-64 with PyPy. Where pypy3 is not installed,
// ojkit runs with CPython, slower than PyPy on the loops contest programs
// are made of, what the judge runs with PyPy: a note says so once, and the
// program's TimeNote marks the verdicts its times decide.

// Polygon's source types of Python.
var (
	polygonPyPy    = []string{"python.pypy3", "python.pypy3-64"}
	polygonPython2 = []string{"python.2", "python.pypy2"}
)

// noPyPy is TimeNote for a program the judge runs with PyPy, run with
// CPython, and noPyPyNote the package's note.
const (
	noPyPy     = "CPython's, not PyPy's (pypy3 is not installed)"
	noPyPyNote = "pypy3 is not installed: the Python 3 programs run with CPython, not with PyPy as the package's judge runs them, and their times are CPython's, marked where they decide a verdict or the time limit; install pypy3 (apt-get install pypy3)"
)

// withPyPy makes prog, if a Python 3 program, run with PyPy, as the
// package's judge runs it; with CPython, its TimeNote set and the package
// noting it once, where pypy3 is not installed.
func (p *Package) withPyPy(prog *Program) {
	if prog.Source == "" || lang.Of(prog.Source) != lang.Python3 {
		return
	}
	if runner.PyPyInstalled() {
		prog.Defines = append(slices.Clone(prog.Defines), runner.PyPy)
		return
	}
	prog.TimeNote = noPyPy
	if !slices.Contains(p.Notes, noPyPyNote) {
		p.Notes = append(p.Notes, noPyPyNote)
	}
}

// kattisPyPy makes the Python 3 programs of a Kattis or DOMjudge package
// run with PyPy (see withPyPy).
func (p *Package) kattisPyPy() {
	p.withPyPy(&p.Output.Program)
	for i := range p.InputValidators {
		p.withPyPy(&p.InputValidators[i])
	}
	for i := range p.Submissions {
		p.withPyPy(&p.Submissions[i].Program)
	}
	for i := range p.generators {
		p.withPyPy(&p.generators[i])
	}
	p.withPyPy(&p.reference)
}

// polygonProgram returns the program of the source src of problem.xml, run
// as its type says (see polygonPyPy).
func (p *Package) polygonProgram(src polygonSource) Program {
	prog := program(p.file(src.Path))
	switch {
	case slices.Contains(polygonPython2, src.Type):
		prog.Source, prog.Files, prog.Why = "", nil, "no compiler for Python 2 ("+src.Type+")"
	case slices.Contains(polygonPyPy, src.Type):
		p.withPyPy(&prog)
	}
	return prog
}
