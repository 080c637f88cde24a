package newproblem

import (
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/directive"
)

func TestFromURL(t *testing.T) {
	for _, c := range []struct {
		url, name string
		id        string
		entries   string // the //ojkit:judges value
		canonical string // the URL the task line keeps; "" for url itself
	}{
		{"https://codeforces.com/contest/1915/problem/A", "", "cf1915a", "Codeforces1915A", ""},
		{"https://codeforces.com/contest/1915/problem/A?locale=en", "", "cf1915a", "Codeforces1915A", "https://codeforces.com/contest/1915/problem/A"},
		{"https://codeforces.com/problemset/problem/1900/B2", "", "cf1900b2", "Codeforces1900B2", ""},
		{"https://mirror.codeforces.com/contest/1915/problem/C", "", "cf1915c", "Codeforces1915C", ""},
		{"https://codeforces.com/gym/102345/problem/C", "", "gym102345c", "Codeforces-gym102345C", ""},
		{"https://codeforces.com/group/aBcD12/contest/347123/problem/B", "", "gym347123b", "Codeforces-gym347123B", ""},
		{"https://codeforces.com/problemsets/acmsguru/problem/99999/100", "", "acmsguru100", "Codeforces-acmsguru100", ""},
		{"https://codeforces.com/edu/course/2/lesson/2/1/practice/contest/269100/problem/A", "", "cfedu269100a", "Codeforces-edu269100A", ""},
		{"https://codeforces.com/contest/1915/problems", "B. Following the String", "cf1915b", "Codeforces1915B", ""},
		{"https://atcoder.jp/contests/abc345/tasks/abc345_d", "", "abc345d", "AtCoder-abc345_d", ""},
		{"https://atcoder.jp/contests/practice/tasks/practice_2", "", "at_practice_2", "AtCoder-practice_2", ""},
		{"https://atcoder.jp/contests/dp/tasks/dp_a", "", "at_dp_a", "AtCoder-dp_a", ""},
		{"https://cses.fi/problemset/task/1068", "", "cses1068", "CSES1068", ""},
		{"https://judge.yosupo.jp/problem/aplusb", "", "lc_aplusb", "LibraryChecker-aplusb", ""},
		{"https://dmoj.ca/problem/ccc15s1", "", "dmoj_ccc15s1", "DMOJ-ccc15s1", ""},
		{"https://www.acmicpc.net/problem/1000", "", "boj1000", "Baekjoon1000", ""},
		{"https://www.codechef.com/START120B/problems/ABC", "", "cc_abc", "CodeChef-ABC", ""},
		{"https://acm.timus.ru/problem.aspx?space=1&num=1000", "", "timus1000", "Timus1000", "https://acm.timus.ru/problem.aspx?num=1000&space=1"},
		{"https://usaco.org/index.php?page=viewproblem2&cpid=1350", "", "usaco1350", "USACO1350", "https://usaco.org/index.php?cpid=1350&page=viewproblem2"},
		{"https://yukicoder.me/problems/no/1000", "", "yuki1000", "yukicoder1000", ""},
		{"https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=ALDS1_1_A&lang=en", "", "aoj_alds1_1_a", "Aizu-ALDS1_1_A", "https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=ALDS1_1_A"},
		{"https://onlinejudge.u-aizu.ac.jp/courses/lesson/2/ITP1/1/ITP1_1_A", "", "aoj_itp1_1_a", "Aizu-ITP1_1_A", ""},
		{"https://onlinejudge.u-aizu.ac.jp/problems/0500", "", "aoj0500", "Aizu-0500", ""},
		{"https://loj.ac/p/1", "", "loj1", "LibreOJ1", ""},
		{"https://uoj.ac/problem/1", "", "uoj1", "UOJ1", ""},
		{"https://toph.co/p/add-them-up", "", "toph_add_them_up", "Toph-add-them-up", ""},
		{"https://open.kattis.com/problems/hello", "", "kattis_hello", "Kattis-hello", ""},
		{"https://open.kattis.com/contests/abc123/problems/hello", "", "kattis_hello", "Kattis-hello", ""},
		{"https://www.spoj.com/problems/SUDOKU/", "", "sp_sudoku", "SPOJ-SUDOKU", ""},
		{"https://www.luogu.com.cn/problem/P4205", "", "p4205", "LuoguP4205", ""},
		{"https://www.luogu.com.cn/problem/CF1915A", "", "cf1915a", "Codeforces1915A LuoguCF1915A", ""},
		{"https://www.luogu.com.cn/problem/AT_abc345_d", "", "abc345d", "AtCoder-abc345_d LuoguAT_abc345_d", ""},
		{"https://www.luogu.com.cn/problem/UVA1309", "", "uva1309", "UVa1309 LuoguUVA1309", ""},
		{"http://poj.org/problem?id=3076", "", "poj3076", "POJ3076", ""},
		{"https://acm.hdu.edu.cn/showproblem.php?pid=1426", "", "hdu1426", "HDU1426", ""},
		{"https://onlinejudge.org/external/115/11565.pdf", "", "uva11565", "UVa11565", ""},
		{"https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&page=show_problem&problem=2562", "11565 - Simple Equations", "uva11565", "UVa11565", "https://onlinejudge.org/index.php?Itemid=8&option=com_onlinejudge&page=show_problem&problem=2562"},
		{"https://www.acwing.com/problem/content/168/", "", "acwing168", "AcWing168", ""},
		{"https://vjudge.net/problem/CodeForces-1234A", "", "cf1234a", "Codeforces1234A", ""},
		{"https://vjudge.net/problem/Gym-102345C", "", "gym102345c", "Codeforces-gym102345C", ""},
		{"https://vjudge.net/problem/UVA-11565", "", "uva11565", "UVa11565", ""},
		{"https://vjudge.net/problem/HDU-1426", "", "hdu1426", "HDU1426", ""},
		{"https://vjudge.net/problem/%E8%AE%A1%E8%92%9C%E5%AE%A2-T1234", "", "vj_t1234", "", ""},
		{"https://vjudge.net/contest/612345#problem/B", "", "vj_c612345_b", "", ""},
		{"https://example.org/problems/42?x=1", "", "example_org_problems_42", "", "https://example.org/problems/42"},
		{"https://codeforces.com/blog/entry/1", "", "codeforces_com_blog_entry_1", "", ""},
		{"https://icpcarchive.ecs.baylor.edu/index.php?option=com_onlinejudge&Itemid=8&page=show_problem&problem=660", "2659 - Sudoku", "la2659", "LA2659", "https://icpcarchive.ecs.baylor.edu/index.php?Itemid=8&option=com_onlinejudge&page=show_problem&problem=660"},
		{"https://onlinejudge.u-aizu.ac.jp/courses/library/3/DSL/2/DSL_2_A", "", "aoj_dsl_2_a", "Aizu-DSL_2_A", ""},
		{"https://buctcoder.com/problem.php?cid=2086&pid=0&lang=zh", "", "buctcoder_com_problem_2086_0", "", "https://buctcoder.com/problem.php?cid=2086&pid=0"},
		{"https://acmp.ru/asp/do/index.asp?main=task&id_task=1", "", "acmp_ru_asp_do_index_1", "", "https://acmp.ru/asp/do/index.asp?id_task=1"},
		{"https://pintia.cn/problem-sets/994805046380707840/exam/problems/type/7?problemSetProblemId=994805048104329216", "", "pintia_cn_problems_type_7_994805048104329216", "", ""},
		{"http://golf.shinh.org/p.rb?hello+world", "", "golf_shinh_org_p_hello_world", "", ""},
		{"https://contest.yandex.ru/contest/59539/problems/B/?success=95541893#7/2023_09_11/nkSIZ6emUj", "", "contest_yandex_ru_contest_59539_problems_b", "", "https://contest.yandex.ru/contest/59539/problems/B/"},
		{"https://omegaup.com/arena/omi2024/#problems/sumas", "", "omegaup_com_arena_omi2024_problems_sumas", "", ""},
		{"https://onlinejudge.u-aizu.ac.jp/services/room.html#KUPC2020Spring/problems/C", "", "aoj_room_kupc2020spring_c", "", ""},
		{"https://vjudge.net/problem/51Nod-1289", "", "vj_51nod_1289", "", ""},
		{"http://noi-test.zzstep.com/contest/CH%20Round%20%2380%20-%20GX%EF%BC%8FGZOI2019%E9%87%8D%E7%8E%B0%E8%B5%9Bday2/%E6%97%85%E8%A1%8C%E8%80%85", "", "noi_test_zzstep_com_u0f7509fd", "", ""},
	} {
		src := fromURL(c.url)
		if src.ByName != nil {
			src = src.ByName(c.name)
			src.URL = fromURL(c.url).URL
		}
		want := c.canonical
		if want == "" {
			want = c.url
		}
		if src.ID != c.id || strings.Join(src.Entries, " ") != c.entries || src.URL != want {
			t.Errorf("fromURL(%q) = %q, %q, %s; want %q, %q, %s", c.url, src.ID, src.Entries, src.URL, c.id, c.entries, want)
		}
		if _, err := parseJudges(c.entries); c.entries != "" && err != nil {
			t.Errorf("%s: %v", c.url, err)
		}
	}
	for _, bad := range []string{"", "not a url", "/problem/1", "mailto:x@y"} {
		if src := fromURL(bad); src.ID != "" {
			t.Errorf("fromURL(%q) = %q, want no id", bad, src.ID)
		}
	}
	if got := slug("1309 - Sudoku (UVa)"); got != "p1309_sudoku_uva" {
		t.Errorf("slug = %q", got)
	}
}

// TestListenOnce posts Competitive Companion tasks to a listener with once
// set, in a module of its own: a malformed body and a task without a URL
// get 400, write nothing and do not count toward the batch, nor does a
// task posted again; the listening ends once the batch's two tasks are
// written, and the problems are laid out with the judge, limits and samples
// of their tasks.
func TestListenOnce(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "go.mod"), []byte("module example.com/w\n\ngo 1.22\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	l := startListener(t, root, true)
	if code, _ := l.post(`{"name": "broken"`); code != http.StatusBadRequest {
		t.Errorf("a malformed body: status %d, want 400", code)
	}
	if code, _ := l.post(`{"name":"A","url":"","tests":[],"batch":{"id":"b","size":2}}`); code != http.StatusBadRequest {
		t.Errorf("a task without a URL: status %d, want 400", code)
	}
	if entries, _ := os.ReadDir(filepath.Join(root, "problems")); len(entries) != 0 {
		t.Fatalf("refused tasks wrote %d problems", len(entries))
	}
	task := `{"name":"D. Tiling","group":"AtCoder - ABC345","url":"https://atcoder.jp/contests/abc345/tasks/abc345_d","timeLimit":2000,"memoryLimit":1024,` +
		`"tests":[{"input":"1 1 2\n2 3\n","output":"No\n"}],"batch":{"id":"b","size":2}}`
	for i, want := range []string{"wrote problems/abc345d\n", "already there: problems/abc345d\n"} {
		if code, body := l.post(task); code != http.StatusOK || body != want {
			t.Fatalf("the task, post %d: status %d, %q; want 200, %q; output %s", i+1, code, body, want, l.out.String())
		}
	}
	select {
	case err := <-l.ended:
		t.Fatalf("listen returned (%v) before the batch was written", err)
	default:
	}
	other := strings.ReplaceAll(strings.ReplaceAll(task, "abc345_d", "abc345_c"), "D. Tiling", "C. Other")
	if code, _ := l.post(other); code != http.StatusOK {
		t.Fatalf("the second task: status %d", code)
	}
	if err := l.wait(); err != nil {
		t.Fatal(err)
	}
	main, err := os.ReadFile(filepath.Join(root, "problems", "abc345d", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"//ojkit:judges AtCoder-abc345_d\n", "//ojkit:limits 2000ms 1024MiB\n", "//ojkit:compare tokens\n",
		"// The task: \"D. Tiling\" at https://atcoder.jp/contests/abc345/tasks/abc345_d\n", `"github.com/ojkit/ojkit/judgeio"`} {
		if !strings.Contains(string(main), want) {
			t.Errorf("main.go lacks %q:\n%s", want, main)
		}
	}
	suite, err := os.ReadFile(filepath.Join(root, "testdata", "abc345d", "sample.txtar"))
	if err != nil || !strings.Contains(string(suite), "-- sample-1.in --\n1 1 2\n2 3\n") {
		t.Errorf("sample.txtar: %v\n%s", err, suite)
	}
	if _, err := os.Stat(filepath.Join(root, "problems", "abc345c", "main.go")); err != nil {
		t.Errorf("the batch's second problem: %v", err)
	}
	wantOut := `not written: a malformed task: unexpected EOF
 "A": not written: the task's url "" names no page (want an http or https URL with a host)
https://atcoder.jp/contests/abc345/tasks/abc345_d "D. Tiling": wrote problems/abc345d
https://atcoder.jp/contests/abc345/tasks/abc345_d "D. Tiling": already there: problems/abc345d
https://atcoder.jp/contests/abc345/tasks/abc345_c "C. Other": wrote problems/abc345c
`
	if diff := cmp.Diff(wantOut, l.out.String()); diff != "" {
		t.Errorf("the listener's lines (-want +got):\n%s", diff)
	}
}

func TestLimits(t *testing.T) {
	for _, c := range []struct {
		ms, mb float64
		want   string
	}{
		{2000, 256, "2000ms 256MiB"},
		{1000.0, 256.0009765625, "1000ms 262145KiB"},
		{2500.5, 64, "2501ms 64MiB"},
		{0, 256, "unverified"},
		{1000, 0, "unverified"},
		{1000, -1, "unverified"},
	} {
		got := limits(c.ms, c.mb)
		if got != c.want {
			t.Errorf("limits(%v, %v) = %q, want %q", c.ms, c.mb, got, c.want)
		}
		if _, err := directive.ParseLimits(got); got != "unverified" && err != nil {
			t.Errorf("limits(%v, %v) = %q: %v", c.ms, c.mb, got, err)
		}
	}
}

func TestFileIO(t *testing.T) {
	file := func(name string) ioConfig { return ioConfig{Type: "file", FileName: name} }
	for _, c := range []struct {
		in, out ioConfig
		want    string // "" with err for an error
		err     string
	}{
		{ioConfig{Type: "stdin"}, ioConfig{Type: "stdout"}, "", ""},
		{ioConfig{}, ioConfig{}, "", ""},
		{file("cownomics.in"), file("cownomics.out"), "cownomics.in cownomics.out", ""},
		{file("input.txt"), ioConfig{Type: "stdout"}, "input.txt stdout", ""},
		{ioConfig{Type: "stdin"}, file("output.txt"), "stdin output.txt", ""},
		{ioConfig{Type: "regex", Pattern: `a_.*input[.]txt`}, file("a_output.txt"), "/a_.*input[.]txt/ a_output.txt", ""},
		{file("../etc/passwd"), file("x"), "", `the task's input file "../etc/passwd": want a file name of letters, digits and ._+-`},
		{file("in.txt"), file("out put.txt"), "", `the task's output file "out put.txt": want a file name of letters, digits and ._+-`},
		{ioConfig{Type: "regex", Pattern: "("}, file("x"), "", `the task's input pattern "(": want a regular expression without spaces`},
		{ioConfig{Type: "socket"}, file("x"), "", `the task's input type "socket": want stdin, file or regex`},
		{file("x"), ioConfig{Type: "printer"}, "", `the task's output type "printer": want stdout or file`},
		{file("data.txt"), file("data.txt"), "", `the task's input and output, //ojkit:io data.txt data.txt: "data.txt data.txt": the input and the output are one file`},
		{ioConfig{Type: "regex", Pattern: `.*`}, ioConfig{Type: "stdout"}, "", `the task's input and output, //ojkit:io /.*/ stdout: input pattern /.*/: matches no file name ojkit can make`},
	} {
		got, err := fileIO(c.in, c.out)
		if got != c.want || (err == nil) != (c.err == "") || err != nil && err.Error() != c.err {
			t.Errorf("fileIO(%v, %v) = %q, %v; want %q, %s", c.in, c.out, got, err, c.want, c.err)
		}
	}
}

// TestListenFirst takes the first of the extension's ports that no other
// program holds, and says when every one is held.
func TestListenFirst(t *testing.T) {
	held, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	free, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	freePort := free.Addr().(*net.TCPAddr).Port
	free.Close()
	heldPort := held.Addr().(*net.TCPAddr).Port
	ln, owner, err := listenFirst([]companionPort{{heldPort, "held"}, {freePort, "free"}})
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	if got := ln.Addr().(*net.TCPAddr).Port; got != freePort || owner != "free" {
		t.Errorf("listenFirst took port %d of %q, want %d of free", got, owner, freePort)
	}
	if _, _, err := listenFirst([]companionPort{{heldPort, "held"}}); err == nil || !strings.Contains(err.Error(), "every port Competitive Companion posts to is taken") {
		t.Errorf("listenFirst with every port held: %v", err)
	}
}
