package judging

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/runner"
)

// TestFindRoot finds the module that holds a problem from a directory
// below it.
func TestFindRoot(t *testing.T) {
	root := t.TempDir()
	for _, id := range []string{"a", "b"} {
		dir := filepath.Join(root, "problems", id)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte("package main\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(filepath.Join(root, "problems", "a"))
	if got, err := FindRoot("b"); err != nil || got != root {
		t.Errorf("FindRoot(b) = %q, %v; want %q", got, err, root)
	}
	if _, err := FindRoot("missing"); err == nil {
		t.Error("FindRoot(missing): no error")
	}
}

// TestLocate finds problems by id, by directory and as the working
// directory, in this repository's layout and anywhere else.
func TestLocate(t *testing.T) {
	root := t.TempDir()
	for _, dir := range []string{"problems/a", "testdata/a", "gen/a", "ws/b/tests", "ws/b/testdata"} {
		if err := os.MkdirAll(filepath.Join(root, dir), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"problems/a/main.go", "testdata/a/x.txtar", "ws/b/main.go", "ws/b/testdata/y.txtar"} {
		if err := os.WriteFile(filepath.Join(root, f), []byte("package main\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(filepath.Join(root, "ws", "b"))
	a := InModule(root, "a")
	b := Problem{ID: "b", Dir: filepath.Join(root, "ws", "b")}
	for arg, want := range map[string]Problem{"": b, ".": b, "../b": b, filepath.Join(root, "problems", "a"): a} {
		got, err := Locate(arg)
		if err != nil || got != want {
			t.Errorf("Locate(%q) = %+v, %v; want %+v", arg, got, err, want)
		}
	}
	if got, want := b.Suite(), filepath.Join(b.Dir, "testdata"); got != want {
		t.Errorf("suite of b: %q, want %q", got, want)
	}
	if got, want := b.TestDirs(), []string{filepath.Join(b.Dir, "tests")}; !cmp.Equal(got, want) {
		t.Errorf("test directories of b: %q, want %q", got, want)
	}
	if got, want := a.Suite(), filepath.Join(root, "testdata", "a"); got != want {
		t.Errorf("suite of a: %q, want %q", got, want)
	}
	t.Chdir(root)
	if got, err := Locate("a"); err != nil || got != a {
		t.Errorf("Locate(a) = %+v, %v; want %+v", got, err, a)
	}
	if _, err := Locate("nothing"); err == nil {
		t.Error("Locate(nothing): no error")
	}
}

// TestLayoutRule checks where Problem places each part, in a module and in
// a directory of its own.
func TestLayoutRule(t *testing.T) {
	root := filepath.FromSlash("/m")
	parts := func(p Problem) []string {
		return append([]string{p.Main(), p.Alternate("dlx"), p.Tool("checker"), p.SuiteDir()}, p.Places()...)
	}
	for _, c := range []struct {
		p    Problem
		want []string
	}{
		{InModule(root, "a"), []string{"/m/problems/a/main.go", "/m/problems/a/dlx", "/m/gen/a/checker", "/m/testdata/a", "/m/problems/a", "/m/gen/a", "/m/testdata/a"}},
		{Problem{ID: "b", Dir: filepath.FromSlash("/w/b")}, []string{"/w/b/main.go", "/w/b/dlx", "/w/b/checker", "/w/b/testdata", "/w/b"}},
	} {
		var want []string
		for _, w := range c.want {
			want = append(want, filepath.FromSlash(w))
		}
		if diff := cmp.Diff(want, parts(c.p)); diff != "" {
			t.Errorf("parts of %s (-want +got):\n%s", c.p.ID, diff)
		}
	}
}

// repoProblem is problem id in this repository's layout at root.
func repoProblem(root, id string) Problem {
	return InModule(root, id)
}

func TestClassify(t *testing.T) {
	for _, c := range []struct {
		r    runner.Result
		want Verdict
	}{
		{runner.Result{}, ""},
		{runner.Result{TimedOut: true, Signal: syscall.SIGKILL, ExitCode: -1}, TLE},
		{runner.Result{OutputExceeded: true, Signal: syscall.SIGKILL, ExitCode: -1}, OLE},
		{runner.Result{MaxRSS: 2 << 20, ExitCode: 1}, MLE},
		{runner.Result{MaxRSS: 2 << 20, TimedOut: true, Signal: syscall.SIGKILL, ExitCode: -1}, MLE},
		{runner.Result{MemoryExceeded: true, Signal: syscall.SIGKILL, ExitCode: -1}, MLE},
		{runner.Result{Signal: syscall.SIGSEGV, ExitCode: -1}, RE},
		{runner.Result{ExitCode: 2}, RE},
		{runner.Result{CPU: 1500 * time.Millisecond}, TLE},
		{runner.Result{CPU: time.Second, Wall: 5 * time.Second}, ""},
		{runner.Result{Wall: 3 * time.Second, TimedOut: true, WallTimedOut: true, Signal: syscall.SIGKILL, ExitCode: -1}, TLE},
		// Killed at the wall-clock limit while it waited for a CPU: no verdict.
		{runner.Result{CPU: 400 * time.Millisecond, Wall: 3 * time.Second, RunDelay: 2500 * time.Millisecond, TimedOut: true, WallTimedOut: true}, BUSY},
		// Mostly asleep, waiting a little for a CPU now and then: TLE.
		{runner.Result{CPU: 400 * time.Millisecond, Wall: 3 * time.Second, RunDelay: 500 * time.Millisecond, TimedOut: true, WallTimedOut: true}, TLE},
		// Past the CPU time limit however long it waited: TLE.
		{runner.Result{CPU: 1100 * time.Millisecond, Wall: 3 * time.Second, RunDelay: 1900 * time.Millisecond, TimedOut: true, WallTimedOut: true}, TLE},
	} {
		if got, _ := Classify(c.r, runner.Limits{Time: time.Second, Memory: 1 << 20}); got != c.want {
			t.Errorf("Classify(%+v) = %q, want %q", c.r, got, c.want)
		}
	}
}

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
		{"exact", "1 2\n3\n", Judgement{Verdict: AC}},
		{"exact", "1 2 \n3", Judgement{Verdict: PE, Detail: "only whitespace differs: a judge comparing tokens would accept it\n" + Diff([]byte(answer), []byte("1 2 \n3")), Difference: &Place{1, 4}}},
		{"exact", "1 2\n4\n", Judgement{Verdict: WA, Detail: Diff([]byte(answer), []byte("1 2\n4\n")), Difference: &Place{2, 1}}},
		{"tokens", "1  2 \n3", Judgement{Verdict: AC}},
		{"tokens", "1 2\n4\n", Judgement{Verdict: WA, Detail: "token 3: want \"3\", got \"4\"\n" + Diff([]byte(answer), []byte("1 2\n4\n")), Difference: &Place{2, 1}}},
		{"tokens", "1 2\n", Judgement{Verdict: WA, Detail: "token 3: want \"3\", got end of output\n" + Diff([]byte(answer), []byte("1 2\n")), Difference: &Place{2, 1}}},
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
		exact, lines, tokens Verdict
	}{
		{"same", answer, AC, AC, AC},
		{"trailing spaces", "1 2 3 \n4 5 6  \n", PE, AC, AC},
		{"a space after every digit", "1 2 3 \n4 5 6 \n", PE, AC, AC},
		{"no trailing newline", "1 2 3\n4 5 6", PE, AC, AC},
		{"CRLF", "1 2 3\r\n4 5 6\r\n", PE, AC, AC},
		{"blank line after the last case", answer + "\n", PE, AC, AC},
		{"no space after the last number", "1 2 3\n4 5 6\n", AC, AC, AC},
		{"two spaces inside a line", "1  2 3\n4 5 6\n", PE, WA, AC},
		{"a blank line between cases", "1 2 3\n\n4 5 6\n", PE, WA, AC},
		{"one line", "1 2 3 4 5 6\n", PE, WA, AC},
		{"a wrong number", "1 2 3\n4 5 7\n", WA, WA, WA},
	} {
		for mode, want := range map[string]Verdict{"exact": c.exact, "lines": c.lines, "tokens": c.tokens} {
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
		{"1", "ans", Judgement{Verdict: AC, Detail: "ok same"}},
		{"1", "out", Judgement{Verdict: WA, Detail: "out vs ans"}},
		{"2", "out", Judgement{Verdict: WA, Detail: "presentation error: out vs ans"}},
		{"3", "out", Judgement{Verdict: FAIL, Detail: "checker exit status 3: out vs ans", CheckerFailed: true}},
		{"7", "out", Judgement{Verdict: FAIL, Detail: "checker exit status 7, not a verdict of testlib's (0 AC, 1 WA, 2 PE, 3 FAIL): out vs ans"}},
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
		want   Verdict
	}{
		{"1 \t2\r\n", AC},
		{"1\u00a02\n", WA},
		{"1\v2\n", WA},
		{"1\f2\n", WA},
	} {
		if got := judge(t, "tokens", "", "", c.output, "1 2\n"); got.Verdict != c.want {
			t.Errorf("tokens: %q against \"1 2\\n\": %s, want %s", c.output, got.Verdict, c.want)
		}
	}
	if got := judge(t, "exact", "", "", "1\u00a02\n", "1 2\n"); got.Verdict != WA {
		t.Errorf("exact: a no-break space for a space: %s, want WA (not PE)", got.Verdict)
	}
}

func TestFloat(t *testing.T) {
	for _, c := range []struct {
		mode, output, answer string
		want                 Verdict
	}{
		{"float 1e-6", "0.333333\n", "0.333333333\n", AC},
		{"float 1e-6", "0.3333\n", "0.333333333\n", WA},
		{"float 1e-6", "1000000.5\n", "1000000\n", AC}, // relative
		{"float 1e-6", "1000002\n", "1000000\n", WA},
		{"float 1e-6", "-2.0000001e3\n", "-2000\n", AC},
		{"float 1e-6", "-2000.1\n", "-2000\n", WA},
		{"float 1e-9", "0.1000000001", "0.1", AC},
		{"float 0", "3.0\n", "3\n", AC},
		{"float 1e-6", "YES 0.5\n", "YES 0.5000001\n", AC},
		{"float 1e-6", "yes 0.5\n", "YES 0.5\n", WA}, // words are compared as they are
		{"float 1e-6", "nan\n", "0.5\n", WA},
		{"float 1e-6", "0x1p-1\n", "0.5\n", WA},
		{"float 1e-6", "0.5 0.5\n", "0.5\n", WA},
		{"float 1e-6", "\n", "0.5\n", WA},
		{"float 1e-6", "0.5\n", "0.5 1\n", WA},
	} {
		if got := judge(t, c.mode, "", "", c.output, c.answer); got.Verdict != c.want {
			t.Errorf("%s: %q against %q: %s, want %s\n%s", c.mode, c.output, c.answer, got.Verdict, c.want, got.Detail)
		}
	}
	got := judge(t, "float 1e-6", "", "", "1 0.3333\n", "1 0.333333333\n")
	want := "token 2: want \"0.333333333\", got \"0.3333\", off by 3.33e-05, more than 1e-06 absolutely and relatively\n" + Diff([]byte("1 0.333333333\n"), []byte("1 0.3333\n"))
	if diff := cmp.Diff(Judgement{Verdict: WA, Detail: want, Difference: &Place{1, 9}}, got); diff != "" {
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
		if j.Verdict != FAIL || !strings.HasSuffix(j.Detail, c.want) || j.CheckerFailed != c.own {
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
	if got.Verdict != WA || first != want || len(got.Detail) > 1024 {
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
