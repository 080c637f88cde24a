package problempkg

import (
	"fmt"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/compare"
	"github.com/ojkit/ojkit/internal/interact"
	"github.com/ojkit/ojkit/internal/runner"
)

// Judge judges outputs as a package says: it holds the built validator,
// checker or interactor, and a comparer per set of validator flags.
type Judge struct {
	out       Output
	caseTime  time.Duration
	comparers map[string]compare.Comparer
	validator *compare.KattisValidator
	checker   compare.Comparer
	passes    int // see Package.Passes
	// Interactor is the interactor of an interactive package, or nil, and
	// Kattis, for a Kattis package, how it is run.
	Interactor *runner.Solution
	Kattis     *interact.Kattis
}

// Game returns a game of the package's interactor against sol, limited by
// lim.
func (j *Judge) Game(sol *runner.Solution, lim runner.Limits) *interact.Game {
	return &interact.Game{Solution: sol, Interactor: j.Interactor, Kattis: j.Kattis, Limits: lim, InteractorLimits: interact.InteractorLimits(lim)}
}

// NewJudge builds what judging the package's outputs needs, for cases of
// CPU time limit caseTime.
func (p *Package) NewJudge(caseTime time.Duration) (*Judge, error) {
	j := &Judge{out: p.Output, caseTime: caseTime, comparers: map[string]compare.Comparer{}, passes: p.Passes}
	prog := p.Output.Program
	if p.Output.Kind != KattisDefault && prog.Source == "" {
		return nil, fmt.Errorf("%s: %s", prog.Name(p.Dir), prog.Why)
	}
	var err error
	switch p.Output.Kind {
	case KattisValidator:
		j.validator, err = newValidator(prog, caseTime)
	case KattisInteractor:
		j.validator, err = newValidator(prog, caseTime)
		if err == nil {
			j.Interactor, err = runner.Wrap(j.validator.Command()[0], j.validator.Command())
			j.Kattis = &interact.Kattis{Flags: p.Output.Flags}
		}
	case TestlibChecker:
		j.checker, err = newChecker(prog, caseTime, p.Output.Scored)
	case TestlibInteract:
		j.Interactor, err = prog.Build()
		if err == nil && p.Output.Checker.Source != "" {
			j.checker, err = newChecker(p.Output.Checker, caseTime, p.Output.Scored)
		}
	}
	if err != nil {
		j.Close()
		return nil, fmt.Errorf("%s: %w", prog.Name(p.Dir), err)
	}
	return j, nil
}

// newValidator builds the Kattis output validator prog, for cases of CPU
// time limit caseTime.
func newValidator(prog Program, caseTime time.Duration) (*compare.KattisValidator, error) {
	sol, err := prog.Build()
	if err != nil {
		return nil, err
	}
	return compare.NewKattisValidator(sol, caseTime), nil
}

// newChecker builds the testlib checker prog, for cases of CPU time limit
// caseTime of a problem scored or not (see compare.Checker.Scored).
func newChecker(prog Program, caseTime time.Duration, scored bool) (compare.Comparer, error) {
	sol, err := prog.Build()
	if err != nil {
		return nil, err
	}
	c := compare.NewChecker(sol, caseTime)
	c.Scored = scored
	return c, nil
}

// Comparer returns the comparer of case c's output (for a testlib
// interactor, the checker of its output file, or nil).
func (j *Judge) Comparer(c Case) (compare.Comparer, error) {
	switch j.out.Kind {
	case TestlibChecker, TestlibInteract:
		return j.checker, nil
	case KattisInteractor:
		return nil, nil // the interactor judges
	}
	flags := append(append([]string(nil), j.out.Flags...), c.Flags...)
	key := strings.Join(flags, "\x00")
	if cmp, ok := j.comparers[key]; ok {
		return cmp, nil
	}
	var cmp compare.Comparer
	if j.validator != nil {
		cmp = j.validator.WithFlags(flags)
	} else {
		d, err := compare.NewKattisDefault(flags)
		if err != nil {
			return nil, fmt.Errorf("case %s: %v", c.Name, err)
		}
		cmp = d
	}
	j.comparers[key] = cmp
	return cmp, nil
}

// MultiPass reports whether the problem is multi-pass.
func (j *Judge) MultiPass() bool { return j.passes > 0 }

// Passes returns the most passes of a case of a multi-pass problem (see
// Package.Passes).
func (j *Judge) Passes() int { return j.passes }

// Validator returns the output validator of case c of a multi-pass
// problem, with the case's flags.
func (j *Judge) Validator(c Case) *compare.KattisValidator {
	return j.validator.WithFlags(append(append([]string(nil), j.out.Flags...), c.Flags...))
}

// Close removes the builds.
func (j *Judge) Close() {
	if j.validator != nil {
		j.validator.Close()
	}
	if j.checker != nil {
		j.checker.Close()
	}
	if j.Interactor != nil {
		j.Interactor.Close()
	}
}
