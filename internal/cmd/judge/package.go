package judge

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/interact"
	"github.com/ojkit/ojkit/internal/judging"
	"github.com/ojkit/ojkit/internal/problempkg"
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
	spec := judging.Spec{ID: pkg.Name, Time: pkg.Limits.Time, Memory: pkg.Limits.Memory, Compare: "tokens"}
	if spec.Time == 0 {
		spec.Time = judging.DefaultTime
		if !c.override.TimeSet {
			fmt.Fprintf(stderr, "%s: the package leaves its time limit to its accepted submissions (ojkit verify finds it): judging under %s; -timeout sets it\n", c.prog, judging.FormatTime(spec.Time))
		}
	}
	if c.override.Checker != "" || c.override.Compare != "" {
		return nil, errors.New("-package: the package says how outputs are judged: no -checker or -compare with it")
	}
	j := &judge{spec: spec, pkgCases: map[string]problempkg.Case{}}
	for _, pc := range pkg.Cases {
		j.cases = append(j.cases, pc.Case)
		j.pkgCases[pc.Name] = pc
	}
	if j.limits, err = j.spec.Apply(c.override); err != nil {
		cleanup()
		return nil, err
	}
	if j.pkg, err = pkg.NewJudge(j.spec.Time); err != nil {
		cleanup()
		return nil, err
	}
	j.comparer = packageComparer{j.pkg, cleanup}
	switch k := pkg.Output.Kind; {
	case k == problempkg.KattisValidator || k == problempkg.TestlibChecker:
		j.spec.Compare = "checker" // the validator reads the input
	case k == problempkg.TestlibInteract && pkg.Output.Checker.Source != "":
		j.spec.Compare = "checker" // of the interactor's output
	}
	if j.pkg.Interactor != nil {
		j.setGame(j.pkg.Game(nil, j.limits), c)
	}
	noted := len(pkg.Notes)
	if j.sol, err = pkg.BuildSolution(c.solution); err != nil {
		j.close()
		return nil, judging.SolutionBuildError(c.solution, err)
	}
	for _, n := range pkg.Notes[noted:] {
		fmt.Fprintf(stderr, "%s: note: %s\n", c.prog, n)
	}
	if c.verbose && j.sol.BuildCommand != nil {
		fmt.Fprintf(stderr, "%s: built %s: %s\n", c.prog, c.solution, strings.Join(j.sol.BuildCommand, " "))
	}
	return j, nil
}

// comparerFor returns the comparer of case c: its group's, for a package.
func (j *judge) comparerFor(c cases.Case) (judging.Comparer, error) {
	if j.pkg == nil {
		return j.comparer, nil
	}
	return j.pkg.Comparer(j.pkgCases[c.Name])
}

// packageComparer stands for a package's comparers, which comparerFor
// picks per case; closing it removes the package's builds and files.
type packageComparer struct {
	pj      *problempkg.Judge
	cleanup func() // removes the files Prepare made
}

// Compare judges with the comparer of a case of no group: a Polygon
// package's checker, as an interactive case's output file needs.
func (p packageComparer) Compare(input, output, answer []byte) (judging.Judgement, error) {
	cmp, err := p.pj.Comparer(problempkg.Case{})
	if err == nil && cmp == nil {
		err = errors.New("the package has no checker")
	}
	if err != nil {
		return judging.Judgement{}, err
	}
	return cmp.Compare(input, output, answer)
}

func (p packageComparer) Close() error {
	p.pj.Close()
	p.cleanup()
	return nil
}

// runPasses judges case c of a multi-pass problem: the solution runs again
// on each input the output validator gives it (see
// problempkg.Judge.RunPasses).
func (j *judge) runPasses(ctx context.Context, c cases.Case) (result, error) {
	rec := interact.RecordFailures
	if j.game != nil {
		rec = j.game.Recording
	}
	res, err := j.pkg.RunPasses(ctx, j.sol, j.pkgCases[c.Name], j.limits, rec)
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		return result{}, fmt.Errorf("case %s: %v", c.Name, err)
	}
	return result{run: res.Run, verdict: res.Verdict, detail: res.Detail, play: res.Play, whole: j.whole}, nil
}
