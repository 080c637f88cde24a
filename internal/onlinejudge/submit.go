package onlinejudge

import (
	"regexp"
	"strings"
)

// submitPages make the address of the page where a judge takes a
// submission from the problem's id on the judge, as an //ojkit:judges
// entry gives it after the judge's name (and a hyphen): "" for an id the
// judge's pages do not name that way. Judges whose problem page holds the
// submission form (AcWing, Aizu, Library Checker, LibreOJ, Luogu, Toph,
// UOJ, USACO) get that page. The ICPC Live Archive and UVa name a problem's
// submit page by an internal number, and bailian, e-olymp and ZOJ are not
// here: no page.
var submitPages = map[string]func(id string) string{
	"AcWing": digits("https://www.acwing.com/problem/content/%s/"),
	"Aizu":   word("https://onlinejudge.u-aizu.ac.jp/problems/%s"),
	"AtCoder": func(task string) string {
		i := strings.LastIndex(task, "_")
		if i <= 0 || !wordID.MatchString(task) {
			return ""
		}
		return "https://atcoder.jp/contests/" + strings.ReplaceAll(task[:i], "_", "-") + "/submit?taskScreenName=" + task
	},
	"Baekjoon":       digits("https://www.acmicpc.net/submit/%s"),
	"CodeChef":       word("https://www.codechef.com/submit/%s"),
	"Codeforces":     codeforcesSubmit,
	"CSES":           digits("https://cses.fi/problemset/submit/%s/"),
	"DMOJ":           word("https://dmoj.ca/problem/%s/submit"),
	"HDU":            digits("https://acm.hdu.edu.cn/submit.php?pid=%s"),
	"Kattis":         word("https://open.kattis.com/problems/%s/submit"),
	"LibraryChecker": word("https://judge.yosupo.jp/problem/%s"),
	"LibreOJ":        digits("https://loj.ac/p/%s"),
	"Luogu":          word("https://www.luogu.com.cn/problem/%s#submit"),
	"POJ":            digits("http://poj.org/submit?problem_id=%s"),
	"SPOJ":           word("https://www.spoj.com/submit/%s/"),
	"Timus":          digits("https://acm.timus.ru/submit.aspx?space=1&num=%s"),
	"Toph":           word("https://toph.co/p/%s"),
	"UOJ":            digits("https://uoj.ac/problem/%s"),
	"USACO":          digits("http://www.usaco.org/index.php?page=viewproblem2&cpid=%s"),
	"yukicoder":      digits("https://yukicoder.me/problems/no/%s/submit"),
}

// Patterns of the ids in submit pages' addresses.
var (
	digitsID = regexp.MustCompile(`^\d+$`)
	wordID   = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)
	// cfProblem matches a Codeforces problem's id: a contest's problem
	// (1915A) or, after gym, a gym contest's (gym102345C).
	cfProblem = regexp.MustCompile(`^(gym)?(\d+)([A-Z]\d?)$`)
)

// digits returns a page maker of format for ids of digits.
func digits(format string) func(string) string { return pageOf(format, digitsID) }

// word returns a page maker of format for ids of letters, digits, _ and -.
func word(format string) func(string) string { return pageOf(format, wordID) }

// pageOf returns a page maker of format for ids that id matches.
func pageOf(format string, id *regexp.Regexp) func(string) string {
	return func(s string) string {
		if !id.MatchString(s) {
			return ""
		}
		return strings.Replace(format, "%s", s, 1)
	}
}

// codeforcesSubmit is the submit page of a Codeforces contest's or gym's
// problem, the problem chosen on it.
func codeforcesSubmit(id string) string {
	m := cfProblem.FindStringSubmatch(id)
	if m == nil {
		return ""
	}
	kind := "contest"
	if m[1] != "" {
		kind = "gym"
	}
	return "https://codeforces.com/" + kind + "/" + m[2] + "/submit?submittedProblemIndex=" + m[3]
}

// SubmitPage returns the address of the page that takes a submission of
// the problem of //ojkit:judges entries, and the entry it is for: the
// first entry whose judge takes Go and has such a page, else the first
// with a page (a reference for other languages), else false. A remote
// judge's entry on Luogu (LuoguSP1110) is Luogu's page.
func SubmitPage(entries []string) (page, entry string, ok bool) {
	for _, goOnly := range []bool{true, false} {
		for _, e := range entries {
			j, found := Find(e)
			if !found || goOnly && !j.TakesGo() || submitPages[j.Name] == nil {
				continue
			}
			id := strings.TrimPrefix(strings.TrimPrefix(e, j.Name), "-")
			if page := submitPages[j.Name](id); page != "" {
				return page, e, true
			}
		}
	}
	return "", "", false
}
