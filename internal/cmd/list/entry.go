package list

import (
	"os"
	"strings"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/layout"
)

// toolNames are the tools a problem may have (see layout.Problem.Tool).
var toolNames = []string{"checker", "interactor", "validate", "gen"}

// entry is what list reads of one problem.
type entry struct {
	p layout.Problem
	// spec is the problem's spec, valid when hasSpec is set, and interactor
	// its interactor command once found.
	spec       judgement.Spec
	hasSpec    bool
	interactor string
	solutions  []layout.SecondSolution
	cases      []cases.Case
	// errs are what kept part of the problem from being read.
	errs []error
}

// read reads problem p: its spec, its second solutions and its cases, as
// ojkit judge and ojkit test read them, keeping each error and reading on.
func read(p layout.Problem) entry {
	e := entry{p: p}
	spec, err := judgement.Load(p)
	e.note(err)
	if err == nil {
		e.spec, e.hasSpec = spec, true
		e.interactor, err = p.Interactor(spec.Interactive, spec.Interactor, "")
		e.note(err)
	}
	e.solutions, err = p.SecondSolutions()
	e.note(err)
	found, err := cases.Read(cases.Places{ID: p.ID, Suite: p.Suite(), Dirs: p.TestDirs()})
	e.cases = found.Cases
	e.note(err)
	return e
}

// note keeps err, if it is one.
func (e *entry) note(err error) {
	if err != nil {
		e.errs = append(e.errs, err)
	}
}

// errText returns the problem's errors on one line, or "" for none.
func (e entry) errText() string {
	texts := make([]string, len(e.errs))
	for i, err := range e.errs {
		texts[i] = strings.Join(strings.Fields(err.Error()), " ")
	}
	return strings.Join(texts, "; ")
}

// tools returns the problem's tools that exist, by name.
func (e entry) tools() map[string]string {
	found := map[string]string{}
	for _, name := range toolNames {
		if fi, err := os.Stat(e.p.Tool(name)); err == nil && fi.IsDir() {
			found[name] = e.p.Tool(name)
		}
	}
	return found
}
