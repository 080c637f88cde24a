package verify

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/problempkg"
	"github.com/ojkit/ojkit/internal/verdict"
)

// shares returns the marks of each submission's share, by name: x for a
// case of the share, . for one of another shard's.
func shares(subs []*subRun) map[string]string {
	m := map[string]string{}
	for _, s := range subs {
		b := []byte{}
		for _, in := range s.share {
			b = append(b, ".x"[boolInt(in)])
		}
		m[s.name] = string(b)
	}
	return m
}

// newSubs returns submissions of the names, expecting verdicts, in the
// order given; a name without a verdict is skipped.
func newSubs(names ...string) []*subRun {
	var subs []*subRun
	for _, n := range names {
		name, expect, _ := strings.Cut(n, " ")
		s := &subRun{name: name, Submission: problempkg.Submission{Expect: verdict.Verdict(expect)}}
		if expect != "" {
			s.Source = name
		}
		subs = append(subs, s)
	}
	return subs
}

// TestDeal checks how the pairs are dealt: sorted by submission name, in
// turn, each submission's cases spread over the shards, skipped
// submissions left out, and, without a time limit, the accepted
// submissions whole in every shard.
func TestDeal(t *testing.T) {
	for _, c := range []struct {
		i, n  int
		whole bool
		want  map[string]string
	}{
		{1, 2, false, map[string]string{"wa": "x.x", "ac": "x.x", "tle": ".x.", "skip": ""}},
		{2, 2, false, map[string]string{"wa": ".x.", "ac": ".x.", "tle": "x.x", "skip": ""}},
		{3, 3, false, map[string]string{"wa": "..x", "ac": "..x", "tle": "..x", "skip": ""}},
		{1, 2, true, map[string]string{"wa": ".x.", "ac": "xxx", "tle": "x.x", "skip": ""}},
		{2, 2, true, map[string]string{"wa": "x.x", "ac": "xxx", "tle": ".x.", "skip": ""}},
	} {
		subs := newSubs("wa WA", "tle TLE", "ac AC", "skip")
		(&shardRun{i: c.i, n: c.n}).deal(subs, 3, c.whole)
		if diff := cmp.Diff(c.want, shares(subs)); diff != "" {
			t.Errorf("shard %d/%d, whole %v (-want +got):\n%s", c.i, c.n, c.whole, diff)
		}
	}
}

// TestJoin checks the merge of shards' submissions: each case from the
// shard that ran it, none after the first that fails (as one run stops
// there), and a build error from any shard.
func TestJoin(t *testing.T) {
	ac := shardCase{Ran: true, Class: "AC", CPU: time.Millisecond}
	wa := shardCase{Ran: true, Class: "WA"}
	tle := shardCase{Ran: true, Class: "TLE", CPU: 2 * time.Second}
	no := shardCase{}
	shard := func(subs ...shardSubmission) *shardResult {
		return &shardResult{TimeLimit: time.Second, Submissions: subs}
	}
	rs := []*shardResult{
		shard(shardSubmission{Name: "a", Cases: []shardCase{ac, no, ac, no}},
			shardSubmission{Name: "w", Cases: []shardCase{ac, no, wa, no}},
			shardSubmission{Name: "c"}),
		shard(shardSubmission{Name: "a", Cases: []shardCase{no, ac, no, tle}},
			shardSubmission{Name: "w", Cases: []shardCase{no, ac, no, ac}},
			shardSubmission{Name: "c", BuildError: "main.py: syntax error"}),
	}
	var got []string
	for _, s := range join(rs) {
		got = append(got, fmt.Sprintf("%s %s %q %v", s.name, s.marks(time.Second), s.verdict(time.Second), s.buildErr))
	}
	want := []string{`a ...T "TLE" <nil>`, `w ..W- "WA" <nil>`, `c  "" main.py: syntax error`}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestCheckShards checks what a merge refuses: a missing or a duplicated
// shard, another package's or another run's shard, other tests, and
// shards whose accepted submissions set different time limits.
func TestCheckShards(t *testing.T) {
	shard := func(pkg string, i, n int, limit time.Duration, tests ...string) *shardResult {
		return &shardResult{Version: shardVersion, Package: pkg, Shard: i, Shards: n, TimeLimit: limit, Tests: tests}
	}
	for _, c := range []struct {
		rs   []*shardResult
		want string
	}{
		{[]*shardResult{shard("A", 2, 2, time.Second, "1"), shard("A", 1, 2, time.Second, "1")}, ""},
		{[]*shardResult{shard("A", 1, 2, time.Second)}, "shard 2/2 missing: give the results of all 2 shards"},
		{[]*shardResult{shard("A", 1, 2, time.Second), shard("A", 1, 2, time.Second)}, "shard 1/2 given twice (f0 and f1): give each shard's result once"},
		{[]*shardResult{shard("A", 1, 2, time.Second), shard("B", 2, 2, time.Second)}, `f0 is a shard of "A", f1 of "B": merge one package's shards at a time`},
		{[]*shardResult{shard("A", 1, 2, time.Second), shard("A", 2, 3, time.Second)}, "f0 is shard 1/2, f1 shard 2/3: merge the shards of one run"},
		{[]*shardResult{shard("A", 1, 2, time.Second, "1"), shard("A", 2, 2, time.Second, "2")}, `f0 and f1 judged other tests or submissions of "A": verify every shard on the same copy of the package`},
		{[]*shardResult{shard("A", 1, 2, time.Second), shard("A", 2, 2, 2*time.Second)}, "the shards' time limits differ (1000ms in f0, 2000ms in f1), which their accepted submissions set on machines of other speeds: verify the shards again with -time D, one limit for all"},
	} {
		files := []string{"f0", "f1"}[:len(c.rs)]
		got := ""
		if err := checkShards(files, c.rs); err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("checkShards = %q, want %q", got, c.want)
		}
	}
}

// TestClaimsContest checks which arguments with a library's flags are a
// contest's: a package, -merge of a package's shards, -workflow of
// packages or of a folder of them; not a module, -merge of a library's
// result, or -workflow alone.
func TestClaimsContest(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	write("contest/hello/problem.yaml", "name: Hello\n")
	write("mod/go.mod", "module example.com/m\n")
	shard := write("s1.json", `{"ojkit_verify_shard": 1}`)
	lib := write("lib.json", `{"files": {}}`)
	pkg, contest, mod := filepath.Join(dir, "contest/hello"), filepath.Join(dir, "contest"), filepath.Join(dir, "mod")
	for _, c := range []struct {
		args []string
		want bool
	}{
		{[]string{"-shard", "1/2", "-result", "r.json", pkg}, true},
		{[]string{"-shard", "1/2", "-result", "r.json", mod}, false},
		{[]string{"-merge", shard}, true},
		{[]string{"-merge", lib}, false},
		{[]string{"-workflow", "2", contest}, true},
		{[]string{"-workflow", "2", pkg, pkg}, true},
		{[]string{"-workflow", "2", mod}, false},
		{[]string{"-workflow", "2"}, false},
	} {
		if got := claimsContest(c.args); got != c.want {
			t.Errorf("claimsContest(%q) = %v, want %v", c.args, got, c.want)
		}
	}
}

// TestWorkflow checks the packages of a contest's workflow: each named,
// with a key that names its artifacts, and two whose keys would be one
// refused.
func TestWorkflow(t *testing.T) {
	var b strings.Builder
	if err := writeWorkflow(&b, 2, []string{"problems/a-b", "./c"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`- {dir: "problems/a-b", key: problems_a_b}`, `- {dir: "./c", key: c}`, "shard: [1, 2]", "-shard ${{ matrix.shard }}/2 "} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the workflow has no %q:\n%s", want, b.String())
		}
	}
	err := writeWorkflow(&b, 2, []string{"a/b", "a_b"})
	if err == nil || !strings.Contains(err.Error(), "a/b and a_b make the same artifact name a_b") {
		t.Errorf("keys a_b twice: %v", err)
	}
}
