package stress

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/verdict"
)

// source is the generator side of stress: a gen problem with its options
// fixed but the seed, or the user's own generator and validator. A source
// that runs programs stops them when ctx is done.
type source interface {
	Generate(ctx context.Context, seed uint64) ([]byte, error)
	Validate(ctx context.Context, name string, input []byte) error
	// Validates reports whether Validate checks inputs at all.
	Validates() bool
	Cases(input []byte) ([][]byte, error)
	Join(cases [][]byte) []byte
	Simpler(c []byte) [][]byte
}

// stresser runs solutions on generated inputs and judges them against the
// first solution (or with the checker).
type stresser struct {
	spec judgement.Spec
	cj   *judgement.Judge
	src  source
	sols []*runner.Solution
}

// outcome is what one solution did on one input. Its verdict is AC (shown as
// OK) when it ran cleanly and agreed; for an interactive problem, its
// Output is the interactor's OUTPUT file.
type outcome = judgement.Outcome

// trial is one run: a seed, its input and every solution's outcome.
type trial struct {
	run   int
	seed  uint64
	input []byte
	outs  []outcome
	err   error
	// skipped says why the input was not judged: the interactor failed on
	// it, and no validator rules such inputs out.
	skipped string
}

// try runs every solution on input and judges each: a clean run of the
// first solution is the answer the others are compared with (with a
// checker, the first is checked against its own output too, and so is an
// interactive problem's, whose interactor judges every solution). An
// interactor's failure is an error: it says nothing of the solutions. Once
// ctx is done it returns ctx's error.
func (s *stresser) try(ctx context.Context, input []byte) ([]outcome, error) {
	c := cases.Case{Name: "stress", Input: input}
	outs := make([]outcome, len(s.sols))
	for i, sol := range s.sols {
		o, err := s.cj.Case(ctx, sol, c, nil)
		switch {
		case err != nil:
			return nil, fmt.Errorf("%s: %w", sol.Name, err)
		case o.Play != nil && o.Verdict == verdict.FAIL:
			return nil, &interactorFailure{sol.Name, o.Detail}
		case o.Verdict == "":
			o.Verdict = verdict.AC
		}
		outs[i] = o
	}
	if outs[0].Verdict != verdict.AC {
		return outs, nil
	}
	for i := range outs {
		o := &outs[i]
		if o.Verdict != verdict.AC || i == 0 && len(outs) > 1 && o.Play == nil {
			continue
		}
		if err := s.cj.CompareWith(ctx, s.sols[i], c, o, outs[0].Output); err != nil {
			return nil, err
		}
	}
	return outs, nil
}

// culprit returns the index of the solution that makes outs a finding, or -1.
// Solutions agree when they all earn the same verdict (all OK, or all TLE on
// a hard input, say); a lone solution agrees only with OK. Otherwise the
// culprit is the first solution that is not OK.
func culprit(outs []outcome) int {
	if len(outs) == 0 {
		return -1
	}
	same := true
	for _, o := range outs {
		same = same && o.Verdict == outs[0].Verdict
	}
	if same && (len(outs) > 1 || outs[0].Verdict == verdict.AC) {
		return -1
	}
	for i, o := range outs {
		if o.Verdict != verdict.AC {
			return i
		}
	}
	return -1
}

// runAll runs trials 0..runs-1 on jobs workers and hands them to report in
// run order, stopping at the first that report says ends the search, or
// when ctx is done; the trials still running then are killed. It returns
// the trial that ended the search, or nil.
func (s *stresser) runAll(ctx context.Context, runs, jobs int, seed uint64, report func(trial) bool) *trial {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan int)
	done := make(chan trial)
	var wg sync.WaitGroup
	for range min(jobs, runs) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				done <- s.trial(ctx, i, seed+uint64(i))
			}
		}()
	}
	go func() {
		defer close(next)
		for i := range runs {
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(done)
	}()
	pending := map[int]trial{}
	cursor := 0
	var stop *trial
	for t := range done {
		if stop != nil || ctx.Err() != nil {
			continue // let the workers finish
		}
		pending[t.run] = t
		for {
			u, ok := pending[cursor]
			if !ok {
				break
			}
			delete(pending, cursor)
			cursor++
			if report(u) {
				stop = &u
				cancel()
				break
			}
		}
	}
	return stop
}

// trial generates, validates and runs the input of one seed.
func (s *stresser) trial(ctx context.Context, run int, seed uint64) trial {
	t := trial{run: run, seed: seed}
	if t.err = ctx.Err(); t.err != nil {
		return t
	}
	t.input, t.err = s.src.Generate(ctx, seed)
	if t.err != nil {
		return t
	}
	if err := s.src.Validate(ctx, fmt.Sprintf("seed-%d", seed), t.input); err != nil {
		t.err = fmt.Errorf("the generator made an input its validator rejects: %w", err)
		return t
	}
	t.outs, t.err = s.try(ctx, t.input)
	if errors.As(t.err, new(*interactorFailure)) && !s.src.Validates() {
		t.skipped, t.err = t.err.Error(), nil
	}
	return t
}

// anyBusy reports whether the machine was too busy to judge one of the
// outcomes.
func anyBusy(outs []outcome) bool {
	for _, o := range outs {
		if o.Verdict == verdict.BUSY {
			return true
		}
	}
	return false
}

// anyTLE reports whether one of the outcomes is over the time limit.
func anyTLE(outs []outcome) bool {
	for _, o := range outs {
		if o.Verdict == verdict.TLE {
			return true
		}
	}
	return false
}

// runAgain runs once more, one at a time, the trials the machine was too
// busy to judge and those whose finding is a TLE, which the other runs of
// -j may have caused by taking the CPUs: each is handed to take unless it is
// still not judged (then counted in st), and runAgain stops as runAll does.
func (s *stresser) runAgain(ctx context.Context, recheck []trial, st *stats, take func(trial) bool) *trial {
	for _, t := range recheck {
		u := s.trial(ctx, t.run, t.seed)
		if ctx.Err() != nil {
			return nil
		}
		if u.err == nil && anyBusy(u.outs) {
			st.busy++
			continue
		}
		if take(u) {
			return &u
		}
	}
	return nil
}
