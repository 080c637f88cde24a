package problempkg

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"

	"github.com/ojkit/ojkit/internal/lang"
	"github.com/ojkit/ojkit/internal/runner"
)

// A Library Checker problem whose solutions may be functions holds
// grader/grader.cpp, which reads the input, calls the function that
// grader/solve.hpp declares and writes its result: the repository's
// generate.py compiles a solution marked function = true with it, and
// grader/ on the include path.

// graderPath is the grader of a Library Checker problem, in its directory.
const graderPath = "grader/grader.cpp"

// cMain matches the definition or declaration of a C or C++ main.
var cMain = regexp.MustCompile(`\bmain\s*\(`)

// withGrader returns the function sol as the grader builds it: compiled
// with grader, its directory on the include path.
func withGrader(sol, grader Program) Program {
	switch {
	case sol.Source == "":
		return sol
	case grader.Source == "":
		sol.Source, sol.Why = "", "a function for "+graderPath+": "+grader.Why
		return sol
	}
	sol.Files = append(slices.Clone(sol.Files), grader.Source)
	sol.Include = append(slices.Clone(sol.Include), filepath.Dir(grader.Source))
	return sol
}

// BuildSolution builds a solution of the user's, spec as runner.Build
// takes it, as the package builds its own: for a Kattis or DOMjudge
// package, a Python 3 source runs with PyPy (see withPyPy, which notes
// where it cannot); for a Library Checker problem with a grader, a C++
// source that has no main is a function, built with the grader and the
// problem's include path.
func (p *Package) BuildSolution(spec string) (*runner.Solution, error) {
	if p.Format == Kattis && lang.Of(spec) == lang.Python3 {
		sol := Program{Path: spec, Source: spec}
		p.withPyPy(&sol)
		return sol.Build()
	}
	text, err := os.ReadFile(spec)
	grader := p.file(graderPath)
	if p.Format != LibraryChecker || err != nil || lang.Of(spec) != lang.CPP || cMain.Match(text) || !exists(grader) {
		return runner.Build(spec)
	}
	sol := Program{Path: spec, Source: spec, Include: p.reference.Include}
	prog := program(grader)
	prog.Include = p.reference.Include
	sol = withGrader(sol, prog)
	if sol.Source == "" {
		return nil, fmt.Errorf("%s: %s", spec, sol.Why)
	}
	return sol.Build()
}
