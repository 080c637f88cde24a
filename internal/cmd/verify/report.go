package verify

import (
	"fmt"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ojkit/ojkit/internal/events"
	"github.com/ojkit/ojkit/internal/problempkg"
	"github.com/ojkit/ojkit/internal/verdict"
)

// marks are the table's marks of a case's verdict.
var marks = map[verdict.Verdict]byte{
	verdict.AC: '.', verdict.WA: 'W', verdict.TLE: 'T', verdict.RTE: 'R', verdict.FAIL: 'F', verdict.BUSY: 'B',
}

// report writes the limits, the table of submissions against tests and the
// summary, and the details of each case a submission failed unexpectedly
// (every failing case's with -v); it returns whether every submission got
// the verdict it expects, and how many were not judged because the machine
// was too busy.
func (v *verifier) report(subs []*subRun, limit time.Duration) (bool, int) {
	lim := v.pkg.Limits
	cutoff := lim.Cutoff(limit)
	how := "the package's"
	switch {
	case v.time > 0:
		how = "given with -time"
	case lim.Time == 0:
		how = fmt.Sprintf("from the slowest accepted submission × %g", lim.ACToLimit)
	}
	tests := fmt.Sprintf("%d tests", len(v.pkg.Cases))
	if v.dropped > 0 {
		tests += fmt.Sprintf(" (and %d invalid, not judged)", v.dropped)
	}
	fmt.Fprintf(v.out, "%s: %s; time limit %s (%s), runs cut off at %s; memory %s\n",
		v.pkg.Name, tests, verdict.FormatTime(limit), how, verdict.FormatTime(cutoff), verdict.FormatMemory(lim.Memory))
	tw := tabwriter.NewWriter(v.out, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "submission\texpected\tgot\ttime\ttests\t")
	good, bad, skipped, busy := 0, 0, 0, 0
	var failures []string
	slowestAC := time.Duration(0)
	for _, s := range subs {
		got, status := v.judged(s, limit, cutoff)
		v.submitted(s, got, status, limit)
		switch {
		case status == "skipped":
			skipped++
			fmt.Fprintf(tw, "%s\t%s\t-\t-\t\t%s\n", s.name, s.Expect, s.Why)
			continue
		case asExpected(status):
			good++
		case got == verdict.BUSY:
			busy++
		default:
			bad++
			failures = append(failures, s.name)
		}
		if s.Expect == verdict.AC && got == verdict.AC {
			slowestAC = max(slowestAC, s.slowest())
		}
		t := "-"
		if s.cases != nil {
			t = verdict.FormatTime(s.slowest())
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", s.name, expectName(s.Expect), got, t, s.marks(limit), v.remarked(s, status, limit))
	}
	tw.Flush()
	fmt.Fprintf(v.out, "marks: . AC, W WA, T TLE, R RTE, F validator failure, B not judged (the machine was busy), - not run; slowest AC %s\n", verdict.FormatTime(slowestAC))
	v.details(subs, limit)
	fmt.Fprintf(v.out, "%d submissions as expected, %d not, %d skipped", good, bad, skipped)
	if busy > 0 {
		fmt.Fprintf(v.out, ", %d not judged (the machine was busy)", busy)
	}
	fmt.Fprintln(v.out)
	if bad > 0 {
		fmt.Fprintf(v.out, "not as expected: %s\n", strings.Join(failures, ", "))
	}
	return bad == 0, busy
}

// submitted writes on the stream the verdict got of submission s, of
// status status (see judged), and counts it for the summary: skipped, CE
// and "not run" stand for the verdicts of those that have none.
func (v *verifier) submitted(s *subRun, got verdict.Verdict, status string, limit time.Duration) {
	if v.json == nil {
		return
	}
	e := events.Submission{Submission: s.name, Expected: string(expectName(s.Expect)), Verdict: string(got),
		OK: asExpected(status), SlowestMS: s.slowest().Milliseconds(), Detail: v.remarked(s, status, limit)}
	key := e.Verdict
	switch {
	case status == "skipped":
		key, e.Detail = status, "skipped: "+s.Why
	case got == "CE":
		e.Verdict = ""
	case got == "-":
		key, e.Verdict = "not run", ""
	}
	if v.counts == nil {
		v.counts = map[string]int{}
	}
	v.counts[key]++
	v.json.Emit(e)
}

// extraTime begins the status of an accepted submission that needs more
// than the time limit but less than the cutoff: as expected, as
// verifyproblem counts it, with a warning.
const extraTime = "OK with extra time: accepted within "

// asExpected reports whether a submission of status status (see judged)
// got the verdict it expects.
func asExpected(status string) bool {
	return status == "" || strings.HasPrefix(status, extraTime)
}

// judged returns the verdict submission s got under limit and its status
// in the table: "" as expected, "skipped", extraTime and the cutoff, or
// what went wrong.
func (v *verifier) judged(s *subRun, limit, cutoff time.Duration) (verdict.Verdict, string) {
	want := expectName(s.Expect)
	switch {
	case s.Source == "":
		return "", "skipped"
	case s.buildErr != nil:
		return "CE", "compile error: " + firstLine(s.buildErr.Error())
	case s.runErr != nil:
		return "-", "not run: " + s.runErr.Error()
	}
	got := s.verdict(limit)
	switch {
	case slices.Contains(strings.Split(string(want), "|"), string(got)):
		return got, ""
	case got == verdict.BUSY:
		return got, "not judged: the machine was busy"
	case got == verdict.FAIL:
		return got, "a validator failed"
	case want == verdict.AC && s.verdict(cutoff) == verdict.AC:
		return got, extraTime + verdict.FormatTime(cutoff)
	}
	return got, "NOT " + string(want)
}

// remarked returns the status of submission s in the table (see judged)
// followed by what warns that its verdict depends on time: a case near the
// time limit (see problempkg.NearLimit), whose verdict a slower or a
// faster machine may change, as verifyproblem warns of a verdict sensitive
// to the time limit (an accepted one with extra time says so already); and
// a program run otherwise than by the package's judge (see
// problempkg.Program.TimeNote) whose time decides its verdict or the limit.
func (v *verifier) remarked(s *subRun, status string, limit time.Duration) string {
	remarks := []string{status}
	if i, ok := s.nearLimit(limit); ok && !strings.HasPrefix(status, extraTime) {
		remarks = append(remarks, fmt.Sprintf("near the time limit: %s took %s of %s", v.pkg.Cases[i].Name, verdict.FormatTime(s.cases[i].cpu), verdict.FormatTime(limit)))
	}
	if got := s.verdict(limit); s.TimeNote != "" && (got == verdict.TLE || got == verdict.AC && v.pkg.Limits.Time == 0) {
		remarks = append(remarks, "its time is "+s.TimeNote)
	}
	return strings.Join(slices.DeleteFunc(remarks, func(r string) bool { return r == "" }), "; ")
}

// nearLimit returns the case of s whose output was right and whose CPU
// time is the nearest to limit, if it is near it (see
// problempkg.NearLimit): only the time limit decides its verdict.
func (s *subRun) nearLimit(limit time.Duration) (int, bool) {
	near, found := 0, false
	for i, c := range s.cases {
		if c.ran && c.class == verdict.AC && problempkg.NearLimit(c.cpu, limit) &&
			(!found || (c.cpu-limit).Abs() < (s.cases[near].cpu-limit).Abs()) {
			near, found = i, true
		}
	}
	return near, found
}

// details writes what each case that decided an unexpected verdict said
// (with -v, every failing submission's).
func (v *verifier) details(subs []*subRun, limit time.Duration) {
	for _, s := range subs {
		got, status := v.judged(s, limit, v.pkg.Limits.Cutoff(limit))
		if status == "skipped" || got == verdict.AC || asExpected(status) && !v.verbose {
			continue
		}
		if s.buildErr != nil {
			fmt.Fprintf(v.out, "--- %s: %v\n", s.name, s.buildErr)
			continue
		}
		for i, c := range s.cases {
			if c.ran && c.at(limit) != verdict.AC {
				fmt.Fprintf(v.out, "--- %s on %s: %s (%s CPU)", s.name, v.pkg.Cases[i].Name, c.at(limit), verdict.FormatTime(c.cpu))
				if d := strings.TrimSpace(c.detail); d != "" {
					fmt.Fprintf(v.out, "\n%s", indent(d))
				}
				fmt.Fprintln(v.out)
				break
			}
		}
	}
}

// marks returns one mark per case of the submission's verdicts under limit.
func (s *subRun) marks(limit time.Duration) string {
	b := make([]byte, len(s.cases))
	for i, c := range s.cases {
		b[i] = '-'
		if c.ran {
			if m, ok := marks[c.at(limit)]; ok {
				b[i] = m
			} else {
				b[i] = '?'
			}
		}
	}
	return string(b)
}

// expectName returns the Kattis name of an expected verdict.
func expectName(v verdict.Verdict) verdict.Verdict {
	if v == verdict.RE {
		return verdict.RTE
	}
	return v
}

// firstLine returns s up to its first newline.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// indent indents each line of s by two spaces, keeping at most 12 lines.
func indent(s string) string {
	lines := strings.Split(s, "\n")
	if len(lines) > 12 {
		lines = append(lines[:12], fmt.Sprintf("(%d more lines)", len(lines)-12))
	}
	return "  " + strings.Join(lines, "\n  ")
}
