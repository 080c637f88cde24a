package verify

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ojkit/ojkit/internal/events"
	"github.com/ojkit/ojkit/internal/interact"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/problempkg"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/verdict"
)

// probeTime is the time limit of the accepted submissions' runs when the
// package gives none and they are to set it: far above any limit a
// package derives, and a fifth of verifyproblem's, so that an accepted
// submission that waits for input it never gets ends in two minutes.
const probeTime = 60 * time.Second

// verifier checks one package.
type verifier struct {
	pkg      *problempkg.Package
	jobs     int
	verbose  bool
	out, log io.Writer
	judge    *judgement.Judge
	// invalid marks the cases an input validator rejected (see
	// validateInputs), and dropped is how many of them dropInvalid took
	// out of the cases judged.
	invalid []bool
	dropped int
	// json is the -json stream, or nil; counts are the count of each
	// verdict of the submissions reported, and limit the time limit, for
	// its summary.
	json   *events.Reporter
	counts map[string]int
	limit  time.Duration
	// busy is the -busy budget, and busyLeft what is left of it (see
	// again).
	busy, busyLeft time.Duration
	// time is -time's limit, which replaces the package's, or 0.
	time time.Duration
	// shard is the share of the package's work this run judges, or nil
	// for all of it (see shardRun).
	shard *shardRun
}

// run validates the inputs and judges the submissions, reporting on
// v.out; it returns whether every expectation held. A shard's run writes
// its result in place of the report, and returns true once it has.
func (v *verifier) run(ctx context.Context) (bool, error) {
	valid, judged, err := v.validate(ctx)
	if err != nil {
		return false, err
	}
	if !judged {
		return v.shard != nil, v.writeShard(nil, 0, valid)
	}
	if err := v.newJudge(); err != nil {
		return false, fmt.Errorf("output validator: %w", err)
	}
	defer v.judge.Close()
	subs := v.buildAll()
	defer func() {
		for _, s := range subs {
			if s.sol != nil {
				s.sol.Close()
			}
		}
	}()
	if v.shard != nil {
		v.shard.deal(subs, len(v.pkg.Cases), v.pkg.Limits.Time == 0)
	}
	limit, err := v.judgeAll(ctx, subs)
	if err != nil {
		return false, err
	}
	v.limit = limit
	if v.shard != nil {
		return true, v.writeShard(subs, limit, valid)
	}
	return v.conclude(subs, limit, valid)
}

// validate validates the inputs and drops the invalid ones (see
// validateInputs and dropInvalid), keeping what it writes in a shard's
// result; it returns whether every input was valid and whether any is
// left to judge.
func (v *verifier) validate(ctx context.Context) (valid, judged bool, err error) {
	if v.shard != nil {
		out := v.out
		v.out = io.MultiWriter(out, &v.shard.inputs)
		defer func() { v.out = out }()
	}
	valid, err = v.validateInputs(ctx)
	if err != nil {
		return false, false, err
	}
	return valid, v.dropInvalid(), nil
}

// conclude reports the submissions judged under limit, valid saying
// whether every input was, and returns whether every expectation held.
func (v *verifier) conclude(subs []*subRun, limit time.Duration, valid bool) (bool, error) {
	ok, busy := v.report(subs, limit)
	if busy > 0 && ok && valid {
		return false, fmt.Errorf("%d submissions not judged: the machine starved their runs past the wall-clock limit until the -busy budget %s was spent; verify again when it is quieter, or with a larger -busy", busy, verdict.FormatTime(v.busy))
	}
	return ok && valid, nil
}

// newJudge makes the case judge of the package, building its output
// validator, checker or interactor, which the stream hears of.
func (v *verifier) newJudge() error {
	out := v.pkg.Output
	name, role := out.Program.Name(v.pkg.Dir), "checker"
	if out.Interactive() {
		role = "interactor"
	}
	if out.Program.Source == "" {
		role = ""
	}
	if role != "" {
		v.json.Emit(events.BuildStarted{Program: name, Role: role})
	}
	var err error
	v.judge, err = judgement.New(judgement.FromPackage(v.pkg))
	if role != "" {
		v.json.Emit(events.Built(name, role, nil, err))
	}
	return err
}

// subRun is a submission and what it did.
type subRun struct {
	problempkg.Submission
	name     string
	sol      *runner.Solution
	buildErr error
	runErr   error     // a run that could not start
	cases    []caseRun // in case order; ran false for those not run
	// share marks the cases of a shard's share (see shardRun.deal), or
	// is nil for every case.
	share []bool
}

// caseRun is one case of a submission.
type caseRun struct {
	ran    bool
	class  verdict.Verdict // AC, WA, TLE, RTE or FAIL, under the cutoff
	cpu    time.Duration
	detail string
	// decided reports a verdict the time taken does not change: an
	// interactor's rejection before the solution ended.
	decided bool
}

// buildAll builds the submissions that ojkit can build, accepted ones
// first, as many at a time as there are CPUs (or jobs, if more): a build
// is mostly the compiler's start, and verifyproblem compiles in the
// background too.
func (v *verifier) buildAll() []*subRun {
	var subs []*subRun
	for _, s := range v.pkg.Submissions {
		subs = append(subs, &subRun{Submission: s, name: strings.TrimPrefix(s.Name(v.pkg.Dir), "submissions/")})
	}
	slices.SortStableFunc(subs, func(a, b *subRun) int {
		return boolInt(a.Expect != verdict.AC) - boolInt(b.Expect != verdict.AC)
	})
	each(len(subs), max(v.jobs, runtime.NumCPU()), func(i int) {
		s := subs[i]
		if s.Source == "" {
			return
		}
		v.json.Emit(events.BuildStarted{Program: s.name, Role: "submission"})
		s.sol, s.buildErr = s.Build()
		v.json.Emit(events.Built(s.name, "submission", s.sol, s.buildErr))
		if s.buildErr == nil && v.verbose && s.sol.BuildCommand != nil {
			fmt.Fprintf(v.log, "%s: built %s\n", prog, s.name)
		}
	})
	return subs
}

// judgeAll judges every submission built, accepted ones first, and
// returns the time limit: the package's, or the one the accepted
// submissions set.
func (v *verifier) judgeAll(ctx context.Context, subs []*subRun) (time.Duration, error) {
	pl := v.pkg.Limits
	limit, cutoff := pl.Time, pl.Cutoff(pl.Time)
	if limit == 0 {
		cutoff = probeTime
	}
	for i, s := range subs {
		if limit == 0 && s.Expect != verdict.AC {
			limit = pl.FromSlowest(slowestAC(subs[:i], cutoff))
			cutoff = pl.Cutoff(limit)
		}
		if s.sol == nil {
			continue
		}
		lim := runner.Limits{Time: cutoff, Wall: max(cutoff+time.Second, runner.DefaultWall(limit)), Memory: pl.Memory}
		if err := v.judgeOne(ctx, s, lim, limit); err != nil {
			return 0, err
		}
	}
	if limit == 0 {
		limit = pl.FromSlowest(slowestAC(subs, cutoff))
	}
	return limit, nil
}

// slowestAC returns the slowest case's CPU time of the submissions of subs
// that are AC under limit.
func slowestAC(subs []*subRun, limit time.Duration) time.Duration {
	slowest := time.Duration(0)
	for _, s := range subs {
		if s.verdict(limit) == verdict.AC {
			slowest = max(slowest, s.slowest())
		}
	}
	return slowest
}

// judgeOne runs submission s on the cases, jobs at a time, each under
// lim, starting no case after the first that fails, then runs again the
// cases the machine starved (see rejudgeBusy). The CPU time limit is
// the cutoff, and the wall-clock limit the time limit's (see
// runner.DefaultWall), at least a second past the cutoff: a solution that
// waits is stopped as soon as the time limit's TLE is sure. The stream's
// outcomes are under the time limit limit, or the cutoff when limit is 0,
// not known yet.
func (v *verifier) judgeOne(ctx context.Context, s *subRun, lim runner.Limits, limit time.Duration) error {
	cs := v.pkg.Cases
	cj := v.judge.WithLimits(lim)
	cj.Pin = v.jobs > 1
	s.cases = make([]caseRun, len(cs))
	errs := make([]error, len(cs))
	var mu sync.Mutex
	stopAt := len(cs)
	eachUntil(len(cs), v.jobs, func(i int) bool {
		mu.Lock()
		defer mu.Unlock()
		return i > stopAt || ctx.Err() != nil
	}, func(i int) {
		if s.share != nil && !s.share[i] {
			return
		}
		r, err := v.runCase(ctx, cj, s, cs[i], limit)
		mu.Lock()
		defer mu.Unlock()
		s.cases[i], errs[i] = r, err
		if err != nil || r.class != verdict.AC && !r.starved(limit) {
			stopAt = min(stopAt, i)
		}
	})
	v.rejudgeBusy(ctx, cj, s, errs, limit)
	for i, err := range errs {
		if err != nil && ctx.Err() == nil {
			s.runErr = fmt.Errorf("case %s: %v", cs[i].Name, err)
			break
		}
	}
	return ctx.Err()
}

// runCase runs submission s on case c and judges it with cj, saying so
// on the stream with its verdict under limit (see judgeOne); a verdict on
// a dialogue that is not AC shows its end.
func (v *verifier) runCase(ctx context.Context, cj *judgement.Judge, s *subRun, c problempkg.Case, limit time.Duration) (caseRun, error) {
	v.json.Emit(events.CaseStarted{Case: c.Name, Submission: s.name})
	o, err := cj.Case(ctx, s.sol, c.Case, nil)
	if err != nil {
		return caseRun{}, err
	}
	r := caseRun{ran: true, class: kattisClass(o.Verdict), cpu: o.Run.CPU, detail: o.Detail, decided: o.Decided}
	v.json.Emit(outcomeEvent(c.Name, s.name, o, r.at(cmp.Or(limit, cj.Limits.Time))))
	if o.Play != nil && o.Verdict != verdict.AC {
		var b strings.Builder
		o.Play.Report(&b, false, "")
		r.detail += "\n" + b.String()
	}
	return r, nil
}

// outcomeEvent returns the event of submission sub's outcome o on case
// name, with the Kattis verdict v: an interactive case's dialogue, its
// last lines, unless it is AC.
func outcomeEvent(name, sub string, o judgement.Outcome, v verdict.Verdict) events.Outcome {
	e := events.OutcomeOf(name, o, interact.ShownLines)
	e.Submission, e.Verdict = sub, string(v)
	if v == verdict.AC {
		e.Dialogue = nil
	}
	return e
}

// kattisClass returns the Kattis verdict of ojkit's verdict v: MLE and OLE
// are RTE, PE is WA and ILE is TLE.
func kattisClass(v verdict.Verdict) verdict.Verdict {
	switch v {
	case verdict.PE:
		return verdict.WA
	case verdict.ILE:
		return verdict.TLE
	case verdict.RE, verdict.MLE, verdict.OLE:
		return verdict.RTE
	}
	return v
}

// at returns the case's verdict under the time limit limit: TLE when it
// ran longer.
func (c caseRun) at(limit time.Duration) verdict.Verdict {
	if c.cpu > limit && c.class != verdict.FAIL && !c.decided {
		return verdict.TLE
	}
	return c.class
}

// starved reports whether the case is BUSY under the time limit limit (0
// when not known yet): the machine starved it before it had used more CPU
// time than the limit, which would make it TLE however long it waited.
func (c caseRun) starved(limit time.Duration) bool {
	return c.class == verdict.BUSY && (limit == 0 || c.cpu <= limit)
}

// verdict returns the submission's verdict under the time limit limit: its
// first case's that is not AC, AC if none, "" when it was not judged.
func (s *subRun) verdict(limit time.Duration) verdict.Verdict {
	if s.cases == nil {
		return ""
	}
	for _, c := range s.cases {
		if c.ran && c.at(limit) != verdict.AC {
			return c.at(limit)
		}
	}
	return verdict.AC
}

// slowest returns the CPU time of the submission's slowest case.
func (s *subRun) slowest() time.Duration {
	t := time.Duration(0)
	for _, c := range s.cases {
		t = max(t, c.cpu)
	}
	return t
}

// each calls do(i) for i in [0, n), jobs at a time.
func each(n, jobs int, do func(int)) {
	eachUntil(n, jobs, func(int) bool { return false }, do)
}

// eachUntil calls do(i) for i in [0, n) in order, jobs at a time, until
// stop, asked before each i is begun, says to stop; stop(i) must hold for
// every i after one for which it holds.
func eachUntil(n, jobs int, stop func(int) bool, do func(int)) {
	var mu sync.Mutex
	next := 0
	take := func() (int, bool) {
		mu.Lock()
		defer mu.Unlock()
		i := next
		next++
		return i, i < n
	}
	var wg sync.WaitGroup
	for range min(jobs, max(n, 1)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i, ok := take(); ok && !stop(i); i, ok = take() {
				do(i)
			}
		}()
	}
	wg.Wait()
}

// boolInt returns 1 for true.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
