package verify

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/problempkg"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/verdict"
)

// TestEachUntil checks that no index after the one that says stop is
// begun, one worker or several.
func TestEachUntil(t *testing.T) {
	for _, jobs := range []int{1, 3} {
		var mu sync.Mutex
		done := map[int]bool{}
		stopAt := 100
		eachUntil(10, jobs, func(i int) bool {
			mu.Lock()
			defer mu.Unlock()
			return i > stopAt
		}, func(i int) {
			mu.Lock()
			defer mu.Unlock()
			done[i] = true
			if i == 4 {
				stopAt = 4
			}
		})
		for i := 5 + jobs; i < 10; i++ {
			if done[i] {
				t.Errorf("-j %d: case %d begun after case 4 stopped the run", jobs, i)
			}
		}
		for i := 0; i <= 4; i++ {
			if !done[i] {
				t.Errorf("-j %d: case %d not run", jobs, i)
			}
		}
	}
}

// TestVerdicts checks a submission's verdict under a time limit: its first
// case's that is not AC, TLE for a case slower than the limit unless an
// interactor decided it, and the Kattis names of ojkit's verdicts.
func TestVerdicts(t *testing.T) {
	s := &subRun{sol: &runner.Solution{}, cases: []caseRun{
		{ran: true, class: verdict.AC, cpu: 300 * time.Millisecond},
		{ran: true, class: verdict.AC, cpu: 1500 * time.Millisecond},
		{ran: true, class: kattisClass(verdict.MLE), cpu: 10 * time.Millisecond},
		{},
	}}
	got := []verdict.Verdict{s.verdict(2 * time.Second), s.verdict(time.Second)}
	want := []verdict.Verdict{verdict.RTE, verdict.TLE}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("verdicts under 2s and 1s (-want +got):\n%s", diff)
	}
	if got := s.marks(time.Second); got != ".TR-" {
		t.Errorf("marks under 1s = %q, want .TR-", got)
	}
	decided := caseRun{ran: true, class: verdict.WA, cpu: 3 * time.Second, decided: true}
	if got := decided.at(time.Second); got != verdict.WA {
		t.Errorf("an interactor's rejection past the limit is %s, want WA", got)
	}
	for v, want := range map[verdict.Verdict]verdict.Verdict{verdict.PE: verdict.WA, verdict.ILE: verdict.TLE, verdict.OLE: verdict.RTE, verdict.RE: verdict.RTE, verdict.AC: verdict.AC} {
		if got := kattisClass(v); got != want {
			t.Errorf("kattisClass(%s) = %s, want %s", v, got, want)
		}
	}
}

// TestJudged checks a submission's status in the table: as expected, an
// accepted one within the cutoff only, a composite expectation, a verdict
// not expected, verdicts near the time limit, as expected or not, and the
// times of a Python program run with CPython where the judge runs PyPy.
func TestJudged(t *testing.T) {
	v := &verifier{pkg: &problempkg.Package{Cases: make([]problempkg.Case, 2)}}
	v.pkg.Cases[0].Name, v.pkg.Cases[1].Name = "1", "2"
	slow := []caseRun{{ran: true, class: verdict.AC, cpu: 1500 * time.Millisecond}}
	wrong := []caseRun{{ran: true, class: verdict.WA, cpu: time.Millisecond}}
	near := []caseRun{{ran: true, class: verdict.AC, cpu: 920 * time.Millisecond}, {ran: true, class: verdict.AC, cpu: 950 * time.Millisecond}}
	over := []caseRun{{ran: true, class: verdict.AC, cpu: 1050 * time.Millisecond}}
	nearWrong := []caseRun{{ran: true, class: verdict.AC, cpu: 990 * time.Millisecond}, {ran: true, class: verdict.WA}}
	cpython := problempkg.Program{Source: "g.py", TimeNote: "CPython's"}
	var got []string
	for _, s := range []*subRun{
		{Submission: problempkg.Submission{Program: problempkg.Program{Source: "a"}, Expect: verdict.AC}, cases: slow},
		{Submission: problempkg.Submission{Program: problempkg.Program{Source: "b"}, Expect: "AC|TLE"}, cases: slow},
		{Submission: problempkg.Submission{Program: problempkg.Program{Source: "c"}, Expect: verdict.RE}, cases: wrong},
		{Submission: problempkg.Submission{Program: problempkg.Program{Why: "no compiler for Rust"}, Expect: verdict.AC}},
		{Submission: problempkg.Submission{Program: problempkg.Program{Source: "d"}, Expect: verdict.AC}, cases: near},
		{Submission: problempkg.Submission{Program: problempkg.Program{Source: "e"}, Expect: verdict.TLE}, cases: over},
		{Submission: problempkg.Submission{Program: problempkg.Program{Source: "f"}, Expect: verdict.AC}, cases: nearWrong},
		{Submission: problempkg.Submission{Program: cpython, Expect: verdict.TLE}, cases: slow},
		{Submission: problempkg.Submission{Program: cpython, Expect: verdict.WA}, cases: wrong},
	} {
		s.sol = &runner.Solution{}
		verdict, status := v.judged(s, time.Second, 2*time.Second)
		got = append(got, fmt.Sprintf("%s %s %v", verdict, v.remarked(s, status, time.Second), asExpected(status)))
	}
	want := []string{"TLE " + extraTime + "2000ms true", "TLE  true", "WA NOT RTE false", " skipped false",
		"AC near the time limit: 2 took 950ms of 1000ms true",
		"TLE near the time limit: 1 took 1050ms of 1000ms true",
		"WA NOT AC; near the time limit: 1 took 990ms of 1000ms false",
		"TLE its time is CPython's true",
		"WA  true"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestAgain checks the runs again of a starved case: until one is judged,
// each after a wait that doubles, and none once the waits would pass the
// -busy budget; every wait is said, with what it waited for.
func TestAgain(t *testing.T) {
	busy := caseRun{ran: true, class: verdict.BUSY, detail: "starved"}
	for _, c := range []struct {
		name   string
		budget time.Duration
		runs   []caseRun
		want   verdict.Verdict
		waits  []time.Duration
	}{
		{"judged at once", time.Minute, []caseRun{{ran: true, class: verdict.AC}}, verdict.AC, []time.Duration{time.Second}},
		{"judged the third time", time.Minute, []caseRun{busy, busy, {ran: true, class: verdict.TLE}}, verdict.TLE, []time.Duration{time.Second, 2 * time.Second, 4 * time.Second}},
		{"budget spent", 5 * time.Second, []caseRun{busy, busy, busy}, verdict.BUSY, []time.Duration{time.Second, 2 * time.Second}},
		{"no budget", 0, []caseRun{{ran: true, class: verdict.AC}}, verdict.BUSY, nil},
	} {
		var log strings.Builder
		v := &verifier{log: &log, busy: c.budget, busyLeft: c.budget}
		var waits []time.Duration
		n := 0
		r, err := v.again(context.Background(), "a on b", "starved", func() (caseRun, error) {
			n++
			return c.runs[n-1], nil
		}, func(d time.Duration) bool {
			waits = append(waits, d)
			v.busyLeft -= d // the fake sleep takes no time: spend it here
			return true
		})
		if err != nil || r.class != c.want {
			t.Errorf("%s: %s, %v; want %s", c.name, r.class, err, c.want)
		}
		if diff := cmp.Diff(c.waits, waits); diff != "" {
			t.Errorf("%s: waits (-want +got):\n%s", c.name, diff)
		}
		if !strings.Contains(log.String(), "for the machine's other work") && len(c.waits) > 0 {
			t.Errorf("%s: the log does not say what it waited for:\n%s", c.name, log.String())
		}
	}
}

// TestStarved checks which BUSY cases run again: those that had not used
// the time limit's CPU time, or all while the limit is not known.
func TestStarved(t *testing.T) {
	busy := caseRun{ran: true, class: verdict.BUSY, cpu: 1500 * time.Millisecond}
	for _, c := range []struct {
		r     caseRun
		limit time.Duration
		want  bool
	}{
		{busy, 2 * time.Second, true},
		{busy, time.Second, false},
		{busy, 0, true},
		{caseRun{ran: true, class: verdict.TLE}, time.Second, false},
	} {
		if got := c.r.starved(c.limit); got != c.want {
			t.Errorf("%+v under %s: starved %v, want %v", c.r, c.limit, got, c.want)
		}
	}
	if got := busy.at(time.Second); got != verdict.TLE {
		t.Errorf("BUSY past the limit: %s, want TLE", got)
	}
}
