package stress

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/term"
	"github.com/ojkit/ojkit/internal/verdict"
)

// TestColour checks stress's colours: the table's counts that are not 0,
// each in its verdict's colour, and a finding's verdicts.
func TestColour(t *testing.T) {
	sols := []*runner.Solution{{Name: "ref"}, {Name: "mine"}}
	st := newStats(2)
	st.add([]outcome{{Verdict: verdict.AC}, {Verdict: verdict.AC}})
	st.add([]outcome{{Verdict: verdict.AC}, {Verdict: verdict.TLE}})
	pal := term.Always.Palette(nil)
	var b strings.Builder
	st.report(&b, pal, sols, 2, 0, time.Second)
	table := regexp.MustCompile(`  +\d+ms.*`).ReplaceAllString(b.String(), "")
	g, y, z := "\x1b[32m", "\x1b[33m", "\x1b[0m"
	want := "solution  OK  WA  RE  TLE  MLE  median  max  max RSS\n" +
		"ref       " + g + "2" + z + "   0   0   0    0\n" +
		"mine      " + g + "1" + z + "   0   0   " + y + "1" + z + "    0\n" +
		"2 runs, no disagreement; 2.0 runs/s\n"
	if diff := cmp.Diff(want, table); diff != "" {
		t.Errorf("the table (-want +got):\n%s", diff)
	}
	outs := []outcome{{Verdict: verdict.AC}, {Verdict: verdict.WA}}
	if diff := cmp.Diff("mine is \x1b[31mWA\x1b[0m where ref is "+g+"AC"+z, describe(sols, outs, 1, pal)); diff != "" {
		t.Errorf("describe (-want +got):\n%s", diff)
	}
}
