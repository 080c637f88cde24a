package onlinejudge

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSubmitPage(t *testing.T) {
	cases := []struct {
		entries     []string
		page, entry string
	}{
		{[]string{"Codeforces1915A"}, "https://codeforces.com/contest/1915/submit?submittedProblemIndex=A", "Codeforces1915A"},
		{[]string{"Codeforces-gym102345C1"}, "https://codeforces.com/gym/102345/submit?submittedProblemIndex=C1", "Codeforces-gym102345C1"},
		{[]string{"AtCoder-abc345_d"}, "https://atcoder.jp/contests/abc345/submit?taskScreenName=abc345_d", "AtCoder-abc345_d"},
		{[]string{"AtCoder-s8pc_4_a"}, "https://atcoder.jp/contests/s8pc-4/submit?taskScreenName=s8pc_4_a", "AtCoder-s8pc_4_a"},
		{[]string{"LuoguP4929"}, "https://www.luogu.com.cn/problem/P4929#submit", "LuoguP4929"},
		{[]string{"SPOJ-SUDOKU", "LuoguSP1110"}, "https://www.spoj.com/submit/SUDOKU/", "SPOJ-SUDOKU"},
		{[]string{"AcWing166", "POJ3074"}, "https://www.acwing.com/problem/content/166/", "AcWing166"},
		// POJ takes no Go, AcWing does: AcWing's page, though it comes second.
		{[]string{"POJ3074", "AcWing166"}, "https://www.acwing.com/problem/content/166/", "AcWing166"},
		// No judge takes Go: the first with a page, a reference's.
		{[]string{"UVa1309", "POJ3076", "HDU1426"}, "http://poj.org/submit?problem_id=3076", "POJ3076"},
		{[]string{"HDU1426"}, "https://acm.hdu.edu.cn/submit.php?pid=1426", "HDU1426"},
		{[]string{"Kattis-sudokunique"}, "https://open.kattis.com/problems/sudokunique/submit", "Kattis-sudokunique"},
		{[]string{"yukicoder123"}, "https://yukicoder.me/problems/no/123/submit", "yukicoder123"},
		{[]string{"CSES1068"}, "https://cses.fi/problemset/submit/1068/", "CSES1068"},
		{[]string{"Timus1000"}, "https://acm.timus.ru/submit.aspx?space=1&num=1000", "Timus1000"},
		{[]string{"Baekjoon1000"}, "https://www.acmicpc.net/submit/1000", "Baekjoon1000"},
	}
	for _, c := range cases {
		page, entry, ok := SubmitPage(c.entries)
		if diff := cmp.Diff([]any{c.page, c.entry, true}, []any{page, entry, ok}); diff != "" {
			t.Errorf("SubmitPage(%q) (-want +got):\n%s", c.entries, diff)
		}
	}
	for _, entries := range [][]string{nil, {"UVa1309", "LA2659"}, {"Nowhere12"}, {"Codeforces-edu123A"}, {"POJ12a"}} {
		if page, entry, ok := SubmitPage(entries); ok {
			t.Errorf("SubmitPage(%q) = %s for %s, want none", entries, page, entry)
		}
	}
}

// TestSubmitPagesKnown checks that every judge with a submit page is in
// the table.
func TestSubmitPagesKnown(t *testing.T) {
	for name := range submitPages {
		if j, ok := Find(name + "1"); !ok || j.Name != name {
			t.Errorf("submit page of %s, a judge not in the table", name)
		}
	}
}
