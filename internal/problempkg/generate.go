package problempkg

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/tempdir"
	"github.com/ojkit/ojkit/internal/verdict"
)

// generatorLimits limit a generator's run and the reference solution's.
var generatorLimits = runner.Limits{Time: time.Minute}

// Prepare makes what the package leaves to be made: for a Polygon package
// for Windows, copies of its tests with LF line ends (see
// polygonLineEnds); the input of each case with a Generate command line,
// its generator (a program of the package named by the command's first
// word) built once and run with the command's arguments, its stdout the
// input; and, but for an interactive problem, the answer of each case
// without one, the output of the package's main solution. The files go to a temporary directory that
// cleanup removes. A generator that includes testlib.h without a copy
// beside it is not built: its cases are left out, with a note.
func (p *Package) Prepare(ctx context.Context) (cleanup func(), err error) {
	cleanup = func() {}
	if !p.needsPreparing() {
		return cleanup, nil
	}
	dir, err := tempdir.New("package")
	if err != nil {
		return cleanup, err
	}
	cleanup = func() { os.RemoveAll(dir) }
	if p.Format == Polygon {
		if err := p.polygonLineEnds(dir); err != nil {
			return cleanup, err
		}
	}
	if err := p.bapcMake(ctx); err != nil {
		return cleanup, err
	}
	if err := p.generate(ctx, dir); err != nil {
		return cleanup, err
	}
	if err := p.writeAnswers(ctx, dir); err != nil {
		return cleanup, err
	}
	if p.Format == LibraryChecker {
		p.checkHashes()
	}
	return cleanup, nil
}

// needsPreparing reports whether a case has no input or no answer, or
// the package's tests may need their line ends changed (see
// polygonLineEnds).
func (p *Package) needsPreparing() bool {
	if len(p.InvalidInputs) > 0 || p.Format == Polygon {
		return true
	}
	for _, c := range p.Cases {
		if c.Generate != "" || c.recipe != nil || c.AnswerFile == "" && !p.Output.Interactive() {
			return true
		}
	}
	return false
}

// generate writes the generated inputs into dir.
func (p *Package) generate(ctx context.Context, dir string) error {
	built := map[string]*runner.Solution{}
	defer func() {
		for _, sol := range built {
			if sol != nil {
				sol.Close()
			}
		}
	}()
	var kept []Case
	skipped := map[string]string{}
	for _, c := range p.Cases {
		if c.Generate == "" {
			kept = append(kept, c)
			continue
		}
		words := strings.Fields(c.Generate)
		if len(words) == 0 {
			return fmt.Errorf("test %s: an empty generator command", c.Name)
		}
		sol, ok := built[words[0]]
		if !ok {
			var err error
			sol, err = p.buildGenerator(words[0])
			built[words[0]] = sol
			switch {
			case err != nil && p.Format == LibraryChecker:
				return fmt.Errorf("generator gen/%s: %w", words[0], err)
			case err != nil:
				skipped[words[0]] = err.Error()
			}
		}
		if sol == nil {
			continue
		}
		r, err := sol.RunContext(ctx, nil, generatorLimits, words[1:]...)
		if err != nil {
			return fmt.Errorf("test %s: generator %s: %v", c.Name, words[0], err)
		}
		if v, note := verdict.Classify(r, generatorLimits); v != "" {
			return fmt.Errorf("test %s: generator `%s` failed: %s (%s): %s", c.Name, c.Generate, v, note, bytes.TrimSpace(r.Stderr))
		}
		c.InputFile = filepath.Join(dir, c.Name)
		if err := os.WriteFile(c.InputFile, r.Stdout, 0o644); err != nil {
			return err
		}
		kept = append(kept, c)
	}
	for name, why := range skipped {
		p.Notes = append(p.Notes, fmt.Sprintf("the tests generator %s makes are left out: %s", name, why))
	}
	p.Cases = kept
	return nil
}

// buildGenerator builds the package's generator name, or says why not. A
// Library Checker problem's tests are all made by its generators, so that
// there a generator that does not build is the caller's error, the build's
// own; in other packages, the error says why as the note on the tests left
// out says it.
func (p *Package) buildGenerator(name string) (*runner.Solution, error) {
	g := p.generator(name)
	if g.Source == "" {
		return nil, errors.New(g.Why)
	}
	sol, err := g.Build()
	if err != nil && p.Format != LibraryChecker {
		return nil, fmt.Errorf("it does not build: %w", err)
	}
	return sol, err
}

// generator returns the package's generator name, its Source "" and Why
// saying why when ojkit cannot build it.
func (p *Package) generator(name string) Program {
	for _, g := range p.generators {
		if stem := strings.TrimSuffix(filepath.Base(g.Path), filepath.Ext(g.Path)); stem != name {
			continue
		}
		if g.Source != "" && g.Testlib && len(g.Include) == 0 && !exists(filepath.Join(filepath.Dir(g.Source), "testlib.h")) {
			g.Source, g.Why = "", "it includes testlib.h, and the package holds none beside it"
		}
		return g
	}
	return Program{Why: "no executable of that name in problem.xml's <files>"}
}

// writeAnswers writes into dir the answer of each case without one: the
// main solution's output.
func (p *Package) writeAnswers(ctx context.Context, dir string) error {
	if p.Output.Interactive() {
		return nil
	}
	var sol *runner.Solution
	for i, c := range p.Cases {
		if c.AnswerFile != "" {
			continue
		}
		if sol == nil {
			if p.reference.Source == "" {
				return fmt.Errorf("test %s has no answer, and the package has no main solution ojkit can build to write it", c.Name)
			}
			var err error
			if sol, err = p.reference.Build(); err != nil {
				return fmt.Errorf("the main solution %s: %w", p.reference.Name(p.Dir), err)
			}
			defer sol.Close()
		}
		r, err := sol.Invoke(ctx, runner.Invocation{InputFile: c.InputFile}, generatorLimits)
		if err != nil {
			return err
		}
		if v, note := verdict.Classify(r, generatorLimits); v != "" {
			return fmt.Errorf("test %s: the main solution %s: %s (%s)", c.Name, p.reference.Name(p.Dir), v, note)
		}
		p.Cases[i].AnswerFile = filepath.Join(dir, c.Name+".a")
		if err := os.WriteFile(p.Cases[i].AnswerFile, r.Stdout, 0o644); err != nil {
			return err
		}
	}
	return nil
}
