package judgement

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/compare"
	"github.com/ojkit/ojkit/internal/interact"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/tempdir"
	"github.com/ojkit/ojkit/internal/verdict"
)

// passes judges case c of a multi-pass problem as problemtools and
// DOMjudge do: the solution runs on the input (talking with the
// interactor, for an interactive problem), the output validator judges the
// pass and, accepting it, may write nextpass.in into its feedback
// directory, which is kept across the passes; the solution then runs
// again, afresh, on that input. The outcome is the last pass's, its CPU
// time the slowest pass's.
func (j *Judge) passes(ctx context.Context, sol *runner.Solution, c cases.Case) (Outcome, error) {
	dir, err := tempdir.New("passes")
	if err != nil {
		return Outcome{}, err
	}
	defer os.RemoveAll(dir)
	feedback := filepath.Join(dir, compare.FeedbackDir)
	if err := os.Mkdir(feedback, 0o755); err != nil {
		return Outcome{}, err
	}
	input, err := c.ReadInput()
	if err != nil {
		return Outcome{}, err
	}
	answer, err := c.ReadAnswer()
	if err != nil {
		return Outcome{}, err
	}
	if answer == nil {
		answer = []byte{}
	}
	var o Outcome
	for pass := 1; ; pass++ {
		p, next, err := j.pass(ctx, sol, dir, c, input, answer)
		if err != nil {
			return Outcome{}, err
		}
		p.Run.CPU = max(o.Run.CPU, p.Run.CPU)
		o, o.Passes = p, pass
		switch {
		case next != nil && o.Verdict != verdict.AC:
			o.Verdict, o.Detail = verdict.FAIL, fmt.Sprintf("pass %d: the output validator wrote nextpass.in and did not accept: %s", pass, o.Detail)
			return o, nil
		case next != nil && pass == j.pkg.Passes():
			o.Verdict, o.Detail = verdict.FAIL, fmt.Sprintf("the output validator gave no verdict in %d passes, the problem's validation_passes", pass)
			return o, nil
		case next != nil:
			input = next
			continue
		}
		if o.Verdict != verdict.AC && pass > 1 {
			o.Detail = fmt.Sprintf("pass %d: %s", pass, o.Detail)
		}
		return o, nil
	}
}

// pass runs one pass of case c on input, the validator's feedback directory
// in dir, and returns its outcome and the next pass's input, or nil.
func (j *Judge) pass(ctx context.Context, sol *runner.Solution, dir string, c cases.Case, input, answer []byte) (Outcome, []byte, error) {
	if j.game != nil {
		g := j.gameOf(sol, nil)
		g.Kattis = &interact.Kattis{Flags: g.Kattis.Flags, Feedback: filepath.Join(dir, compare.FeedbackDir)}
		play, err := g.Play(ctx, input, answer)
		if err != nil {
			return Outcome{}, nil, err
		}
		return played(&play), play.NextPass, nil
	}
	r, v, note, err := FileIO{}.Run(ctx, sol, runner.Invocation{Input: input, Truncate: true, Pin: j.Pin}, j.Limits)
	if err != nil || v != "" {
		return Outcome{Verdict: v, Detail: note, Run: r, Output: r.Stdout}, nil, err
	}
	jm, err := j.pkg.Validator(j.groups[c.Name]).Validate(ctx, dir, input, r.Stdout, answer)
	if err != nil {
		return Outcome{}, nil, err
	}
	next, err := compare.TakeNextPass(filepath.Join(dir, compare.FeedbackDir))
	return Outcome{Verdict: jm.Verdict, Detail: jm.Detail, Run: r, Output: r.Stdout}, next, err
}
