package stress

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/ojkit/ojkit/internal/verdict"
)

// maxTries caps the inputs a shrink runs.
const maxTries = 2000

// shrinking is a shrink in progress: the finding to keep (solution k with
// verdict v) and the smallest input found so far.
type shrinking struct {
	ctx      context.Context
	deadline time.Time             // no input is tried after it
	progress func(tries, size int) // called after each input tried
	s        *stresser
	k        int
	v        verdict.Verdict
	cases    [][]byte
	input    []byte
	outs     []outcome
	tries    int
}

// shrink makes input smaller while solution k keeps the verdict v there:
// first it drops cases, halves then quarters and so on down to single ones,
// then it replaces each remaining case by gen's simpler variants of it, the
// simplest that keeps the finding first. Every candidate must pass
// Validate, so the result is an input the judge could send. It returns the
// input, every solution's outcome on it and the number of inputs tried, the
// smallest found so far when it stops on an error (ctx done, say); progress
// hears of each input tried. No input is tried after deadline: the smallest
// by then is the result.
func (s *stresser) shrink(ctx context.Context, input []byte, outs []outcome, k int, deadline time.Time, progress func(tries, size int)) ([]byte, []outcome, int, error) {
	cases, err := s.src.Cases(input)
	if err != nil {
		return nil, nil, 0, err
	}
	sh := &shrinking{ctx: ctx, deadline: deadline, progress: progress, s: s, k: k, v: outs[k].Verdict, cases: cases, input: input, outs: outs}
	err = sh.dropCases()
	if err == nil {
		err = sh.simplify()
	}
	return sh.input, sh.outs, sh.tries, err
}

// dropCases removes runs of cases while the finding persists.
func (sh *shrinking) dropCases() error {
	for n := len(sh.cases) / 2; n >= 1; {
		dropped := false
		for start := 0; start < len(sh.cases) && len(sh.cases) > 1; {
			end := min(start+n, len(sh.cases))
			if end-start == len(sh.cases) {
				break
			}
			ok, err := sh.keep(slices.Concat(sh.cases[:start], sh.cases[end:]))
			if err != nil {
				return err
			}
			if ok {
				dropped = true
				continue
			}
			start = end
		}
		if !dropped || n > 1 {
			n /= 2
		}
	}
	return nil
}

// simplify replaces each case by a simpler variant while the finding
// persists.
func (sh *shrinking) simplify() error {
	for i := range sh.cases {
		for changed := true; changed; {
			changed = false
			for _, v := range sh.s.src.Simpler(sh.cases[i]) {
				cand := slices.Clone(sh.cases)
				cand[i] = v
				ok, err := sh.keep(cand)
				if err != nil {
					return err
				}
				if ok {
					changed = true
					break
				}
			}
		}
	}
	return nil
}

// keep tries the input of cases and adopts it if it is valid and the finding
// persists there.
func (sh *shrinking) keep(cases [][]byte) (bool, error) {
	if sh.tries >= maxTries || time.Now().After(sh.deadline) {
		return false, nil
	}
	input := sh.s.src.Join(cases)
	if err := sh.s.src.Validate(sh.ctx, "shrunk", input); err != nil {
		return false, sh.ctx.Err()
	}
	sh.tries++
	defer func() { sh.progress(sh.tries, len(sh.input)) }()
	outs, err := sh.s.try(sh.ctx, input)
	if errors.As(err, new(*interactorFailure)) && !sh.s.src.Validates() {
		return false, nil // an input the interactor refuses is no smaller finding
	}
	if err != nil {
		return false, err
	}
	if culprit(outs) < 0 || outs[sh.k].Verdict != sh.v {
		return false, nil
	}
	sh.cases, sh.input, sh.outs = cases, input, outs
	return true, nil
}
