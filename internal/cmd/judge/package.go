package judge

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/ojkit/ojkit/internal/events"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/problempkg"
	"github.com/ojkit/ojkit/internal/verdict"
)

// packageDir returns the problem package judge reads: -package's, or -p's
// directory when it holds a package (see problempkg.IsPackage), or "".
func packageDir(c config) string {
	if c.pkg != "" {
		return c.pkg
	}
	if c.id != "" && problempkg.IsPackage(c.id) {
		return c.id
	}
	return ""
}

// setupPackage sets a judge up from the contest package in dir: its
// tests, its limits unless the flags set them, its output validator,
// checker or interactor, and the solution.
func setupPackage(c config, dir string, stderr io.Writer) (*judge, error) {
	if c.export != "" {
		return nil, errors.New("-export: a package's tests are files already")
	}
	pkg, err := problempkg.Load(dir)
	if err != nil {
		return nil, err
	}
	cleanup, err := pkg.Prepare(context.Background())
	for _, n := range pkg.Notes {
		fmt.Fprintf(stderr, "%s: note: %s\n", c.prog, n)
	}
	if err != nil {
		cleanup()
		return nil, err
	}
	spec := judgement.FromPackage(pkg)
	if spec.Limits.Time == 0 {
		spec.Limits.Time = judgement.DefaultTime
		if !c.override.TimeSet {
			fmt.Fprintf(stderr, "%s: the package leaves its time limit to its accepted submissions (ojkit verify finds it): judging under %s; -timeout sets it\n", c.prog, verdict.FormatTime(spec.Limits.Time))
		}
	}
	if c.override.Checker != "" || c.override.Compare != "" {
		cleanup()
		return nil, errors.New("-package: the package says how outputs are judged: no -checker or -compare with it")
	}
	spec.Apply(c.override)
	j := &judge{cleanup: cleanup}
	for _, pc := range pkg.Cases {
		j.cases = append(j.cases, pc.Case)
	}
	if j.cj, err = judgement.New(spec); err != nil {
		cleanup()
		return nil, err
	}
	j.setRecording(c)
	j.begin(c, pkg.Dir)
	noted := len(pkg.Notes)
	j.sol, err = pkg.BuildSolution(c.solution)
	j.stream.built(events.Built(c.solution, "solution", j.sol, err))
	if err != nil {
		j.close()
		return nil, layout.SolutionBuildError(c.solution, err)
	}
	for _, n := range pkg.Notes[noted:] {
		fmt.Fprintf(stderr, "%s: note: %s\n", c.prog, n)
	}
	if c.verbose && j.sol.BuildCommand != nil {
		fmt.Fprintf(stderr, "%s: built %s: %s\n", c.prog, c.solution, strings.Join(j.sol.BuildCommand, " "))
	}
	return j, nil
}
