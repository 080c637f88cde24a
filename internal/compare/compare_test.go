package compare

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/verdict"
)

// judge compares with mode and returns the judgement.
func judge(t *testing.T, mode, checker, input, output, answer string) Judgement {
	t.Helper()
	c, err := NewComparer(compareOf(t, mode, checker), 0)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	j, err := c.Compare([]byte(input), []byte(output), []byte(answer))
	if err != nil {
		t.Fatal(err)
	}
	return j
}

func TestExactAndTokens(t *testing.T) {
	const answer = "1 2\n3\n"
	for _, c := range []struct {
		mode, output string
		want         Judgement
	}{
		{"exact", "1 2\n3\n", Judgement{Verdict: verdict.AC}},
		{"exact", "1 2 \n3", Judgement{Verdict: verdict.PE, Detail: "only whitespace differs: a judge comparing tokens would accept it\n" + Diff([]byte(answer), []byte("1 2 \n3")), Difference: &Place{1, 4}}},
		{"exact", "1 2\n4\n", Judgement{Verdict: verdict.WA, Detail: Diff([]byte(answer), []byte("1 2\n4\n")), Difference: &Place{2, 1}}},
		{"tokens", "1  2 \n3", Judgement{Verdict: verdict.AC}},
		{"tokens", "1 2\n4\n", Judgement{Verdict: verdict.WA, Detail: "token 3: want \"3\", got \"4\"\n" + Diff([]byte(answer), []byte("1 2\n4\n")), Difference: &Place{2, 1}}},
		{"tokens", "1 2\n", Judgement{Verdict: verdict.WA, Detail: "token 3: want \"3\", got end of output\n" + Diff([]byte(answer), []byte("1 2\n")), Difference: &Place{2, 1}}},
	} {
		got := judge(t, c.mode, "", "", c.output, answer)
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("%s on %q (-want +got):\n%s", c.mode, c.output, diff)
		}
	}
}

// TestPeerOutputs judges the outputs of accepted peers, each a whitespace
// variant of the answer, by every comparison, with the verdict the judges of
// that comparison give: exact (POJ, HDU, UVa: presentation error), lines
// (Luogu: trailing whitespace and trailing empty lines ignored), tokens
// (SPOJ, Kattis, Codeforces' default checker).
func TestPeerOutputs(t *testing.T) {
	const answer = "1 2 3\n4 5 6\n"
	for _, c := range []struct {
		name, output         string
		exact, lines, tokens verdict.Verdict
	}{
		{"same", answer, verdict.AC, verdict.AC, verdict.AC},
		{"trailing spaces", "1 2 3 \n4 5 6  \n", verdict.PE, verdict.AC, verdict.AC},
		{"a space after every digit", "1 2 3 \n4 5 6 \n", verdict.PE, verdict.AC, verdict.AC},
		{"no trailing newline", "1 2 3\n4 5 6", verdict.PE, verdict.AC, verdict.AC},
		{"CRLF", "1 2 3\r\n4 5 6\r\n", verdict.PE, verdict.AC, verdict.AC},
		{"blank line after the last case", answer + "\n", verdict.PE, verdict.AC, verdict.AC},
		{"no space after the last number", "1 2 3\n4 5 6\n", verdict.AC, verdict.AC, verdict.AC},
		{"two spaces inside a line", "1  2 3\n4 5 6\n", verdict.PE, verdict.WA, verdict.AC},
		{"a blank line between cases", "1 2 3\n\n4 5 6\n", verdict.PE, verdict.WA, verdict.AC},
		{"one line", "1 2 3 4 5 6\n", verdict.PE, verdict.WA, verdict.AC},
		{"a wrong number", "1 2 3\n4 5 7\n", verdict.WA, verdict.WA, verdict.WA},
	} {
		for mode, want := range map[string]verdict.Verdict{"exact": c.exact, "lines": c.lines, "tokens": c.tokens} {
			if got := judge(t, mode, "", "", c.output, answer); got.Verdict != want {
				t.Errorf("%s, %s: %s, want %s\n%s", c.name, mode, got.Verdict, want, got.Detail)
			}
		}
	}
}

func TestDiff(t *testing.T) {
	long := strings.Repeat("a", 100)
	for _, c := range []struct{ want, got, diff string }{
		{"x\ny\n", "x\ny", `first difference at line 2, column 2
      1 "x\n"
-     2 "y\n"
+     2 "y"
`},
		{"x\ny\nz\nw\nv\n", "x\ny \nz\nw\nv\n", `first difference at line 2, column 2
      1 "x\n"
-     2 "y\n"
+     2 "y \n"
      3 "z\n"
      4 "w\n"
`},
		{"x\n", "x\n\n", `first difference at line 2, column 1
      1 "x\n"
-     2 (end of output)
+     2 "\n"
`},
		{"a\r\n", "a\n", `first difference at line 1, column 2
-     1 "a\r\n"
+     1 "a\n"
`},
		{long + "b\n", long + "c\n", `first difference at line 1, column 101
-     1 ..."` + long[:36] + `b\n"
+     1 ..."` + long[:36] + `c\n"
`},
	} {
		if diff := cmp.Diff(c.diff, Diff([]byte(c.want), []byte(c.got))); diff != "" {
			t.Errorf("Diff(%q, %q) (-want +got):\n%s", c.want, c.got, diff)
		}
	}
}

func TestChecker(t *testing.T) {
	dir := t.TempDir()
	// The checker accepts an output equal to its answer, exits with the
	// status the input names otherwise, and says what it compared.
	script := filepath.Join(dir, "check.sh")
	src := "#!/bin/sh\ncmp -s \"$2\" \"$3\" && { echo ok same >&2; exit 0; }\necho \"$(cat \"$2\") vs $(cat \"$3\")\" >&2\nexit $(cat \"$1\")\n"
	if err := os.WriteFile(script, []byte(src), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		input, output string
		want          Judgement
	}{
		{"1", "ans", Judgement{Verdict: verdict.AC, Detail: "ok same"}},
		{"1", "out", Judgement{Verdict: verdict.WA, Detail: "out vs ans"}},
		{"2", "out", Judgement{Verdict: verdict.WA, Detail: "presentation error: out vs ans"}},
		{"3", "out", Judgement{Verdict: verdict.FAIL, Detail: "checker exit status 3: out vs ans", CheckerFailed: true}},
		{"7", "out", Judgement{Verdict: verdict.FAIL, Detail: "checker exit status 7, not a verdict of testlib's (0 AC, 1 WA, 2 PE, 3 FAIL): out vs ans"}},
	} {
		if diff := cmp.Diff(c.want, judge(t, "checker", script, c.input, c.output, "ans")); diff != "" {
			t.Errorf("checker on input %s (-want +got):\n%s", c.input, diff)
		}
	}
	if _, err := NewComparer(directive.Compare{Mode: "checker"}, 0); err == nil {
		t.Error("NewComparer(checker, \"\"): no error")
	}
}

// TestTokensAsTestlib checks that tokens are split at spaces, tabs, CRs and
// LFs only, as testlib reads them: a no-break space, a vertical tab or a
// form feed is part of a token.
func TestTokensAsTestlib(t *testing.T) {
	for _, c := range []struct {
		output string
		want   verdict.Verdict
	}{
		{"1 \t2\r\n", verdict.AC},
		{"1\u00a02\n", verdict.WA},
		{"1\v2\n", verdict.WA},
		{"1\f2\n", verdict.WA},
	} {
		if got := judge(t, "tokens", "", "", c.output, "1 2\n"); got.Verdict != c.want {
			t.Errorf("tokens: %q against \"1 2\\n\": %s, want %s", c.output, got.Verdict, c.want)
		}
	}
	if got := judge(t, "exact", "", "", "1\u00a02\n", "1 2\n"); got.Verdict != verdict.WA {
		t.Errorf("exact: a no-break space for a space: %s, want WA (not PE)", got.Verdict)
	}
}

func TestFloat(t *testing.T) {
	for _, c := range []struct {
		mode, output, answer string
		want                 verdict.Verdict
	}{
		{"float 1e-6", "0.333333\n", "0.333333333\n", verdict.AC},
		{"float 1e-6", "0.3333\n", "0.333333333\n", verdict.WA},
		{"float 1e-6", "1000000.5\n", "1000000\n", verdict.AC}, // relative
		{"float 1e-6", "1000002\n", "1000000\n", verdict.WA},
		{"float 1e-6", "-2.0000001e3\n", "-2000\n", verdict.AC},
		{"float 1e-6", "-2000.1\n", "-2000\n", verdict.WA},
		{"float 1e-9", "0.1000000001", "0.1", verdict.AC},
		{"float 0", "3.0\n", "3\n", verdict.AC},
		{"float 1e-6", "YES 0.5\n", "YES 0.5000001\n", verdict.AC},
		{"float 1e-6", "yes 0.5\n", "YES 0.5\n", verdict.WA}, // words are compared as they are
		{"float 1e-6", "nan\n", "0.5\n", verdict.WA},
		{"float 1e-6", "0x1p-1\n", "0.5\n", verdict.WA},
		{"float 1e-6", "0.5 0.5\n", "0.5\n", verdict.WA},
		{"float 1e-6", "\n", "0.5\n", verdict.WA},
		{"float 1e-6", "0.5\n", "0.5 1\n", verdict.WA},
	} {
		if got := judge(t, c.mode, "", "", c.output, c.answer); got.Verdict != c.want {
			t.Errorf("%s: %q against %q: %s, want %s\n%s", c.mode, c.output, c.answer, got.Verdict, c.want, got.Detail)
		}
	}
	got := judge(t, "float 1e-6", "", "", "1 0.3333\n", "1 0.333333333\n")
	want := "token 2: want \"0.333333333\", got \"0.3333\", off by 3.33e-05, more than 1e-06 absolutely and relatively\n" + Diff([]byte("1 0.333333333\n"), []byte("1 0.3333\n"))
	if diff := cmp.Diff(Judgement{Verdict: verdict.WA, Detail: want, Difference: &Place{1, 9}}, got); diff != "" {
		t.Errorf("the detail of a number too far (-want +got):\n%s", diff)
	}
}

// TestCheckerFailures runs checkers that sleep, crash and report FAIL: each
// is FAIL saying why, with what the checker wrote; only the last is the
// checker's own FAIL.
func TestCheckerFailures(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, c := range []struct {
		name, script, want string
		own                bool
	}{
		{"sleeps", "echo reading >&2\nexec sleep 60\n", "of CPU time): it must end; it wrote: reading", false},
		{"crashes", "echo half done >&2\nkill -SEGV $$\n", "killed by signal segmentation fault; it wrote: half done", false},
		{"fails", "echo 'FAIL bad answer' >&2\nexit 3\n", "checker exit status 3: FAIL bad answer", true},
	} {
		path := filepath.Join(dir, c.name+".sh")
		if err := os.WriteFile(path, []byte("#!/bin/sh\n"+c.script), 0o755); err != nil {
			t.Fatal(err)
		}
		sol, err := runner.Build(path)
		if err != nil {
			t.Fatal(err)
		}
		defer sol.Close()
		checker := &Checker{sol: sol, Limits: runner.Limits{Time: time.Second, Wall: time.Second}}
		j, err := checker.Compare([]byte("1\n"), []byte("2\n"), []byte("2\n"))
		if err != nil {
			t.Fatal(err)
		}
		if j.Verdict != verdict.FAIL || !strings.HasSuffix(j.Detail, c.want) || j.CheckerFailed != c.own {
			t.Errorf("%s: %s (%q, the checker's own %v); want FAIL ending %q, the checker's own %v", c.name, j.Verdict, j.Detail, j.CheckerFailed, c.want, c.own)
		}
	}
}

func TestCheckerLimits(t *testing.T) {
	for _, c := range []struct{ caseTime, time, wall time.Duration }{
		{0, 5 * time.Second, 10 * time.Second},
		{time.Second, 5 * time.Second, 10 * time.Second},
		{10 * time.Second, 20 * time.Second, 25 * time.Second},
	} {
		if got := CheckerLimits(c.caseTime); got.Time != c.time || got.Wall != c.wall {
			t.Errorf("CheckerLimits(%v) = %v CPU, %v wall; want %v and %v", c.caseTime, got.Time, got.Wall, c.time, c.wall)
		}
	}
}

// TestLongTokenCut judges an output whose wrong token is a mebibyte long:
// the report shows its start and its length, not the whole token.
func TestLongTokenCut(t *testing.T) {
	long := strings.Repeat("7", 1<<20)
	got := judge(t, "tokens", "", "", "1 "+long+"\n", "1 2\n")
	first, _, _ := strings.Cut(got.Detail, "\n")
	want := fmt.Sprintf("token 2: want \"2\", got %q... (%d bytes)", long[:clipWidth], len(long))
	if got.Verdict != verdict.WA || first != want || len(got.Detail) > 1024 {
		t.Errorf("%s, %d-byte report starting %q; want WA starting %q", got.Verdict, len(got.Detail), first, want)
	}
}

// compareOf returns the comparison mode names, with the checker command
// checker.
func compareOf(t *testing.T, mode, checker string) directive.Compare {
	t.Helper()
	c, err := directive.ParseCompare(mode)
	if err != nil {
		t.Fatal(err)
	}
	if c.Mode == "checker" {
		c.Checker = checker
	}
	return c
}
