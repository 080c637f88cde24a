package stress

import (
	"bytes"
	"context"
	"errors"
	"strconv"
	"testing"

	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/proctest"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/verdict"
)

// lineSource is a fake gen problem: an input is lines, each a case; seed s
// makes the lines 1..s+2, each repeated to its value's length in x's. An
// empty line is invalid; Simpler halves a line.
type lineSource struct{}

func (lineSource) Generate(_ context.Context, seed uint64) ([]byte, error) {
	var b bytes.Buffer
	for i := range seed + 2 {
		b.WriteString(strconv.Itoa(int(i+1)) + string(bytes.Repeat([]byte("x"), int(i+1))) + "\n")
	}
	return b.Bytes(), nil
}

func (lineSource) Validate(_ context.Context, name string, input []byte) error {
	if bytes.Contains(append([]byte("\n"), input...), []byte("\n\n")) {
		return errors.New(name + ": an empty line")
	}
	return nil
}

func (lineSource) Cases(input []byte) ([][]byte, error) {
	return bytes.SplitAfter(bytes.TrimSuffix(input, []byte("\n")), []byte("\n")), nil
}

func (lineSource) Join(cases [][]byte) []byte {
	var b []byte
	for _, c := range cases {
		b = append(b, bytes.TrimSuffix(c, []byte("\n"))...)
		b = append(b, '\n')
	}
	return b
}

func (lineSource) Validates() bool { return false }

func (lineSource) Simpler(c []byte) [][]byte {
	c = bytes.TrimSuffix(c, []byte("\n"))
	return [][]byte{c[:len(c)/2]}
}

// newStresser returns a stresser of lineSource over the command lines sols.
func newStresser(t *testing.T, sols ...string) *stresser {
	t.Helper()
	spec := judgement.Spec{ID: "lines", Compare: directive.Compare{Mode: "exact"}}
	cj, err := judgement.New(spec)
	if err != nil {
		t.Fatal(err)
	}
	cj.RunOnly = true
	s := &stresser{spec: spec, src: lineSource{}, cj: cj}
	for _, spec := range sols {
		sol, err := runner.Build(spec)
		if err != nil {
			t.Fatal(err)
		}
		s.sols = append(s.sols, sol)
	}
	t.Cleanup(s.close)
	return s
}

// TestShrinkKeepsThree shrinks a disagreement that needs three lines: a
// solution wrong from the third line on. Lines are dropped to three, then
// each halved while it stays valid (non-empty).
func TestShrinkKeepsThree(t *testing.T) {
	t.Parallel()
	s := newStresser(t, "cat", "sed '3,$s/x/y/'")
	input, _ := lineSource{}.Generate(context.Background(), 6)
	outs, err := s.try(context.Background(), input)
	if err != nil {
		t.Fatal(err)
	}
	k := culprit(outs)
	if k != 1 || outs[1].Verdict != verdict.WA {
		t.Fatalf("culprit %d, verdicts %v %v; want solution 1 WA", k, outs[0].Verdict, outs[1].Verdict)
	}
	past, _, tries, err := s.shrink(context.Background(), input, outs, k, time.Now().Add(-time.Second), func(int, int) {})
	if err != nil || !bytes.Equal(past, input) || tries != 0 {
		t.Errorf("shrink past its deadline: %d inputs tried, %v; want the input untouched", tries, err)
	}
	got, _, _, err := s.shrink(context.Background(), input, outs, k, time.Now().Add(time.Hour), func(int, int) {})
	if err != nil {
		t.Fatal(err)
	}
	// The first runs of lines go, the last three stay; the third keeps an x
	// (a y is needed to differ), the others shrink to one byte.
	if diff := cmp.Diff("6\n7\n8x\n", string(got)); diff != "" {
		t.Errorf("shrunk input (-want +got):\n%s", diff)
	}
}

// TestRunAllInOrder runs with several jobs a solution that fails from seed 5
// and 8 on: the trials reach the report in run order and the first finding
// is seed 5's, whatever finished first.
func TestRunAllInOrder(t *testing.T) {
	t.Parallel()
	s := newStresser(t, "cat", "awk 'NR >= 7 { exit 1 } { print }'")
	for range 3 {
		var seen []uint64
		found := s.runAll(context.Background(), 20, 4, 1, func(tr trial) bool {
			seen = append(seen, tr.seed)
			return tr.err != nil || culprit(tr.outs) >= 0
		})
		if diff := cmp.Diff([]uint64{1, 2, 3, 4, 5}, seen); diff != "" {
			t.Errorf("seeds reported (-want +got):\n%s", diff)
		}
		if found == nil || found.seed != 5 || found.outs[1].Verdict != verdict.RE {
			t.Fatalf("finding %+v, want seed 5 with solution 1 RE", found)
		}
	}
}

func TestCulprit(t *testing.T) {
	t.Parallel()
	outs := func(vs ...verdict.Verdict) []outcome {
		var o []outcome
		for _, v := range vs {
			o = append(o, outcome{Verdict: v})
		}
		return o
	}
	for _, c := range []struct {
		outs []outcome
		want int
	}{
		{outs("AC", "AC"), -1},
		{outs("TLE", "TLE"), -1},
		{outs("AC", "WA"), 1},
		{outs("RE", "AC"), 0},
		{outs("AC", "AC", "TLE"), 2},
		{outs("AC"), -1},
		{outs("WA"), 0},
		{outs("TLE"), 0},
	} {
		if got := culprit(c.outs); got != c.want {
			t.Errorf("culprit(%v) = %d, want %d", c.outs, got, c.want)
		}
	}
}

// TestCommandSourceSimpler pins the format-blind shrink steps of -gen: drop
// one token with the blanks that separate it on its line (the whole line when
// it is alone there), drop one with a leading count one less, then make each
// integer token 0, half or one nearer 0; other tokens stay.
func TestCommandSourceSimpler(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line string
		want []string
	}{
		{"3  -4 x\n", []string{
			"-4 x\n", "3 x\n", "3  -4\n",
			"2 x\n", "2  -4\n",
			"0  -4 x\n", "1  -4 x\n", "2  -4 x\n",
			"3  0 x\n", "3  -2 x\n", "3  -3 x\n",
		}},
		{"7\n", []string{"", "0\n", "3\n", "6\n"}},
		// n, then n numbers: a number goes with n one less.
		{"2\n1 5\n", []string{
			"1 5\n", "2\n5\n", "2\n1\n",
			"1\n5\n", "1\n1\n",
			"0\n1 5\n", "1\n1 5\n", "2\n0 5\n", "2\n1 0\n", "2\n1 2\n", "2\n1 4\n",
		}},
		{"1", []string{"", "0"}},
		{"1\n  2\n3", []string{"  2\n3", "1\n3", "1\n  2\n", "0\n3", "0\n  2\n",
			"0\n  2\n3", "1\n  0\n3", "1\n  1\n3", "1\n  2\n0", "1\n  2\n1", "1\n  2\n2"}},
		{"0 ab\r\n", []string{"ab\r\n", "0\r\n"}},
		{"\n", nil},
	} {
		var got []string
		for _, v := range (&commandSource{}).Simpler([]byte(c.line)) {
			got = append(got, string(v))
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("Simpler(%q) (-want +got):\n%s", c.line, diff)
		}
	}
}

// TestCommandSourceCases splits inputs into lines, or into the groups a first
// line counts, and joins them back to the same bytes, a missing final newline
// included; fewer counted cases get their new count.
func TestCommandSourceCases(t *testing.T) {
	t.Parallel()
	var c commandSource
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"1\n", []string{"1\n"}},
		{"2\n1 2 3\n", []string{"2\n", "1 2 3\n"}},
		{"2\n1 2 3", []string{"2\n", "1 2 3"}},
		// A first line that counts the other lines' groups of equal length.
		{"3\r\n5\r\n6\r\n7\r\n", []string{"5\r\n", "6\r\n", "7\r\n"}},
		{"2\n2\n1 2\n1\n3", []string{"2\n1 2\n", "1\n3"}},
		{"0\n\n", []string{"0\n", "\n"}},
		// n, then n numbers: one case.
		{"3\n1 2\n3\n", []string{"3\n1 2\n3\n"}},
		{"3\n1 2\n", []string{"3\n", "1 2\n"}},
	} {
		cases, err := c.Cases([]byte(tc.in))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, line := range cases {
			got = append(got, string(line))
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("Cases(%q) (-want +got):\n%s", tc.in, diff)
		}
		if joined := string(c.Join(cases)); joined != tc.in {
			t.Errorf("Join(Cases(%q)) = %q", tc.in, joined)
		}
	}
	cases, _ := c.Cases([]byte("3\r\n5\r\n6\r\n7\r\n"))
	if got := string(c.Join(cases[1:])); got != "2\r\n6\r\n7\r\n" {
		t.Errorf("Join of the last two counted cases = %q, want %q", got, "2\r\n6\r\n7\r\n")
	}
}

// TestRunAllKillsTrialsInFlight stops at the finding of seed 1 while the
// trial of seed 2 hangs with no time limit: runAll returns at once, killing
// it (without the kill it would wait for ever), and no process of it is left.
func TestRunAllKillsTrialsInFlight(t *testing.T) {
	t.Parallel()
	pids := filepath.Join(t.TempDir(), "pids")
	s := newStresser(t, "cat", "n=$(wc -l); if [ $n -gt 3 ]; then read -r pid _ </proc/self/stat; echo $pid >>"+pids+"; exec sleep 600; fi; exit 1")
	found := s.runAll(context.Background(), 2, 2, 1, func(tr trial) bool {
		return tr.err != nil || culprit(tr.outs) >= 0
	})
	if found == nil || found.seed != 1 || found.outs[1].Verdict != verdict.RE {
		t.Fatalf("finding %+v, want seed 1 with solution 1 RE", found)
	}
	data, _ := os.ReadFile(pids)
	for _, f := range strings.Fields(string(data)) {
		pid, err := strconv.Atoi(f)
		if err != nil {
			t.Fatal(err)
		}
		if !proctest.Gone(pid, 5*time.Second) {
			t.Errorf("process %d of the hanging trial is still running", pid)
		}
	}
}

// TestProgressShrinking checks the shrink's progress line on a terminal and
// that done ends it once: the report that follows starts on a line of its
// own; off a terminal, a line every few seconds.
func TestProgressShrinking(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	p := &progress{w: &b, on: true, runs: 1}
	p.shrinking(5, 100)
	p.done()
	p.done()
	if want := "\rojkit stress: shrinking: 5 inputs tried, 100 bytes \n"; b.String() != want {
		t.Errorf("progress wrote %q, want %q", b.String(), want)
	}
	b.Reset()
	off := &progress{w: &b, runs: 1, start: time.Now()}
	off.shrinking(5, 100)
	off.done()
	if b.Len() != 0 {
		t.Errorf("progress off a terminal, at once, wrote %q", b.String())
	}
	off.start = time.Now().Add(-time.Minute)
	off.shrinking(6, 90)
	off.shrinking(7, 80)
	off.done()
	if want := "ojkit stress: shrinking: 6 inputs tried, 90 bytes\n"; b.String() != want {
		t.Errorf("progress off a terminal after a minute wrote %q, want one line %q", b.String(), want)
	}
}
