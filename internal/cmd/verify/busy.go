package verify

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/verdict"
)

// defaultBusy is the default of -busy: long enough for a build or a test
// suite beside verify to end, short enough that a verify on a machine that
// stays full still ends.
const defaultBusy = 10 * time.Minute

// Waits between the runs again of a starved case: doubled each time, from
// firstWait up to lastWait.
const (
	firstWait = time.Second
	lastWait  = 30 * time.Second
)

// rejudgeBusy runs again, one at a time, alone and pinned, the cases of
// submission s that the machine starved (BUSY) before they had used the
// time limit limit's CPU time (see caseRun.starved), in case order, up to
// the first case that is neither AC nor starved: a case's verdict decides
// the submission's only when every case before it is AC. A case that is
// then not AC leaves the starved cases after it not run.
func (v *verifier) rejudgeBusy(ctx context.Context, cj *judgement.Judge, s *subRun, errs []error, limit time.Duration) {
	alone := cj.WithLimits(cj.Limits)
	alone.Pin = true
	cs := v.pkg.Cases
	for i := range s.cases {
		c := &s.cases[i]
		if errs[i] != nil || ctx.Err() != nil {
			return
		}
		if !c.ran || c.class == verdict.AC {
			continue
		}
		if !c.starved(limit) {
			break
		}
		what := fmt.Sprintf("%s on %s", s.name, cs[i].Name)
		*c, errs[i] = v.again(ctx, what, c.detail, func() (caseRun, error) {
			return v.runCase(ctx, alone, s, cs[i], limit)
		}, sleepCtx(ctx))
		if errs[i] == nil && c.class != verdict.AC && !c.starved(limit) {
			for j := i + 1; j < len(s.cases); j++ {
				if s.cases[j].starved(limit) {
					s.cases[j] = caseRun{}
				}
			}
			return
		}
	}
}

// again runs a starved case, what, once more after each wait (firstWait,
// doubled up to lastWait) until it is judged or v.busyLeft, the -busy budget
// left, which every wait and run spends, has run out; it says on v.log what
// it waited for and what came of it. why is how the machine starved it.
func (v *verifier) again(ctx context.Context, what, why string, run func() (caseRun, error), sleep func(time.Duration) bool) (caseRun, error) {
	r := caseRun{ran: true, class: verdict.BUSY, detail: why}
	wait, waited := firstWait, time.Duration(0)
	for n := 1; ; n++ {
		if v.busyLeft < wait {
			fmt.Fprintf(v.log, "%s: %s: still not judged: the machine starved it %d times (%s); the -busy budget %s is spent\n",
				prog, what, n, firstLine(r.detail), verdict.FormatTime(v.busy))
			return r, nil
		}
		fmt.Fprintf(v.log, "%s: %s: not judged, the machine starved it (%s); running it again alone, pinned, after %s for the machine's other work%s\n",
			prog, what, firstLine(r.detail), wait, loadNote())
		start := time.Now()
		if !sleep(wait) {
			return r, ctx.Err()
		}
		var err error
		r, err = run()
		v.busyLeft -= time.Since(start)
		waited += wait
		if err != nil || r.class != verdict.BUSY {
			if err == nil {
				fmt.Fprintf(v.log, "%s: %s: judged %s on run %d, alone, after waiting %s in all\n", prog, what, r.class, n+1, waited)
			}
			return r, err
		}
		wait = min(2*wait, lastWait)
	}
}

// sleepCtx returns a sleep that ends early, reporting false, once ctx is
// done.
func sleepCtx(ctx context.Context) func(time.Duration) bool {
	return func(d time.Duration) bool {
		t := time.NewTimer(d)
		defer t.Stop()
		select {
		case <-t.C:
			return true
		case <-ctx.Done():
			return false
		}
	}
}

// loadNote returns ", the load average being L on N CPUs" where the
// system says its load average (/proc/loadavg), else "".
func loadNote() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return ""
	}
	if _, err := strconv.ParseFloat(f[0], 64); err != nil {
		return ""
	}
	return fmt.Sprintf(" (load average %s on %d CPUs)", f[0], runtime.NumCPU())
}
