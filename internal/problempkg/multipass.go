package problempkg

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ojkit/ojkit/internal/interact"
	"github.com/ojkit/ojkit/internal/judging"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/tempdir"
)

// PassResult is what the passes of a case of a multi-pass problem did.
type PassResult struct {
	// Verdict is AC when the last pass was accepted without asking for
	// another, else the verdict of the pass that was not accepted (FAIL
	// for a validator that asks for more passes than the problem allows,
	// or writes nextpass.in and rejects); Detail says more.
	Verdict judging.Verdict
	Detail  string
	// Passes is how many passes ran.
	Passes int
	// Run is the solution's last run, its CPU time the slowest pass's, as
	// problemtools counts a multi-pass case's time.
	Run runner.Result
	// Play is the last pass's game, for an interactive problem.
	Play *interact.Result
}

// MultiPass reports whether the problem is multi-pass.
func (j *Judge) MultiPass() bool { return j.passes > 0 }

// RunPasses judges case c of a multi-pass problem with sol, each pass
// under lim, as problemtools and DOMjudge do: the solution runs on the
// input (talking with the interactor, for an interactive problem), the
// output validator judges the pass and, accepting it, may write
// nextpass.in into its feedback directory, which is kept across the
// passes; the solution then runs again, afresh, on that input. rec is an
// interactive pass's recording.
func (j *Judge) RunPasses(ctx context.Context, sol *runner.Solution, c Case, lim runner.Limits, rec interact.Recording) (PassResult, error) {
	dir, err := tempdir.New("passes")
	if err != nil {
		return PassResult{}, err
	}
	defer os.RemoveAll(dir)
	if err := os.Mkdir(filepath.Join(dir, "feedback"), 0o755); err != nil {
		return PassResult{}, err
	}
	input, err := c.ReadInput()
	if err != nil {
		return PassResult{}, err
	}
	answer, err := c.ReadAnswer()
	if err != nil {
		return PassResult{}, err
	}
	var res PassResult
	for res.Passes = 1; ; res.Passes++ {
		p, next, err := j.pass(ctx, sol, dir, c, input, answer, lim, rec)
		if err != nil {
			return PassResult{}, err
		}
		cpu := max(res.Run.CPU, p.Run.CPU)
		p.Passes, p.Run.CPU = res.Passes, cpu
		res = p
		switch {
		case next != nil && res.Verdict != judging.AC:
			res.Verdict, res.Detail = judging.FAIL, fmt.Sprintf("pass %d: the output validator wrote nextpass.in and did not accept: %s", res.Passes, res.Detail)
		case next != nil && res.Passes == j.passes:
			res.Verdict, res.Detail = judging.FAIL, fmt.Sprintf("the output validator gave no verdict in %d passes, the problem's validation_passes", j.passes)
		case next != nil:
			input = next
			continue
		case res.Verdict != judging.AC && res.Passes > 1:
			res.Detail = fmt.Sprintf("pass %d: %s", res.Passes, res.Detail)
		}
		return res, nil
	}
}

// pass runs one pass of case c on input, the validator's feedback directory
// in dir, and returns it and the next pass's input, or nil.
func (j *Judge) pass(ctx context.Context, sol *runner.Solution, dir string, c Case, input, answer []byte, lim runner.Limits, rec interact.Recording) (PassResult, []byte, error) {
	if j.Interactor != nil {
		return j.playPass(ctx, sol, dir, input, answer, lim, rec)
	}
	r, v, note, err := judging.FileIO{}.Run(ctx, sol, runner.Invocation{Input: input, Truncate: true}, lim)
	if err != nil || v != "" {
		return PassResult{Verdict: v, Detail: note, Run: r}, nil, err
	}
	flags := append(append([]string(nil), j.out.Flags...), c.Flags...)
	jm, err := j.validator.WithFlags(flags).Validate(ctx, dir, input, r.Stdout, answer)
	if err != nil {
		return PassResult{}, nil, err
	}
	next, err := os.ReadFile(filepath.Join(dir, "feedback", "nextpass.in"))
	if errors.Is(err, os.ErrNotExist) {
		next, err = nil, nil
	} else if err == nil {
		err = os.Remove(filepath.Join(dir, "feedback", "nextpass.in"))
	}
	return PassResult{Verdict: jm.Verdict, Detail: jm.Detail, Run: r}, next, err
}

// playPass plays one pass of an interactive multi-pass case, the
// validator's feedback directory in dir.
func (j *Judge) playPass(ctx context.Context, sol *runner.Solution, dir string, input, answer []byte, lim runner.Limits, rec interact.Recording) (PassResult, []byte, error) {
	g := j.Game(sol, lim)
	g.Recording = rec
	if j.Kattis != nil {
		g.Kattis = &interact.Kattis{Flags: j.Kattis.Flags, Feedback: filepath.Join(dir, "feedback")}
	}
	if answer == nil {
		answer = []byte{}
	}
	play, err := g.Play(ctx, input, answer)
	if err != nil {
		return PassResult{}, nil, err
	}
	return PassResult{Verdict: play.Verdict, Detail: play.Detail, Run: play.Solution, Play: &play}, play.NextPass, nil
}
