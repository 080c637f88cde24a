package judgement

import (
	"context"
	"io"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/interact"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/verdict"
)

// gameOf returns the game of the interactor against sol under the judge's
// limits, writing the dialogue to tape when it is not nil.
func (j *Judge) gameOf(sol *runner.Solution, tape io.Writer) interact.Game {
	g := *j.game
	g.Solution, g.Limits, g.InteractorLimits = sol, j.Limits, interact.InteractorLimits(j.Limits)
	g.Recording, g.Tape = j.Recording, tape
	return g
}

// play plays case c: its input is the interactor's INPUT and its answer
// the interactor's ANSWER. When the interactor accepts and the problem has
// a checker, the checker judges the interactor's OUTPUT.
func (j *Judge) play(ctx context.Context, sol *runner.Solution, c cases.Case, tape io.Writer) (Outcome, error) {
	input, err := c.ReadInput()
	if err != nil {
		return Outcome{}, err
	}
	answer, err := c.ReadAnswer()
	if err != nil {
		return Outcome{}, err
	}
	if answer == nil && j.pkg != nil {
		answer = []byte{}
	}
	play, err := j.gameOf(sol, tape).Play(ctx, input, answer)
	if err != nil {
		return Outcome{}, err
	}
	o := played(&play)
	if o.Verdict != verdict.AC || j.RunOnly {
		return o, nil
	}
	return o, j.checkOutput(ctx, sol, input, answer, answer, &o)
}

// played returns the outcome of a game played, decided by its judge
// family's rule (see interact.Rule).
func played(play *interact.Result) Outcome {
	return Outcome{Verdict: play.Verdict, Detail: play.Detail, Run: play.Solution, Output: play.Output, Play: play, Decided: play.Decided}
}

// checkOutput judges the interactor's OUTPUT file of o, an accepted game
// on input with the ANSWER file played (nil for none), with the problem's
// checker against answer, if the problem has a checker, and records the
// dialogue of a game it rejects.
func (j *Judge) checkOutput(ctx context.Context, sol *runner.Solution, input, played, answer []byte, o *Outcome) error {
	if !j.Spec.UsesChecker() {
		return nil
	}
	cmp, err := j.comparerFor(cases.Case{})
	if err == nil && cmp == nil {
		err = errNoChecker
	}
	if err != nil {
		return err
	}
	if answer == nil {
		answer = []byte{}
	}
	jm, err := cmp.Compare(input, o.Output, answer)
	if err != nil {
		return err
	}
	o.Verdict, o.Detail = jm.Verdict, "the checker, on the interactor's OUTPUT: "+jm.Detail
	if jm.Verdict == verdict.AC {
		return nil
	}
	return j.gameOf(sol, nil).Record(ctx, input, played, o.Play)
}
