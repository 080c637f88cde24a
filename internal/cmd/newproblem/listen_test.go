package newproblem

import (
	"bytes"
	"context"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestFromURL(t *testing.T) {
	for raw, want := range map[string][2]string{
		"https://codeforces.com/contest/1234/problem/A":     {"cf1234a", "Codeforces1234A"},
		"https://codeforces.com/problemset/problem/1900/B2": {"cf1900b2", "Codeforces1900B2"},
		"https://codeforces.com/gym/102345/problem/C":       {"gym102345c", "Codeforces-gym102345C"},
		"https://atcoder.jp/contests/abc345/tasks/abc345_d": {"abc345d", "AtCoder-abc345_d"},
		"https://www.luogu.com.cn/problem/P4205":            {"p4205", "LuoguP4205"},
		"https://www.spoj.com/problems/SUDOKU/":             {"sp_sudoku", "SPOJ-SUDOKU"},
		"https://open.kattis.com/problems/sudokunique":      {"sudokunique", "Kattis-sudokunique"},
		"http://poj.org/problem?id=3076":                    {"poj3076", "POJ3076"},
		"https://acm.hdu.edu.cn/showproblem.php?pid=1426":   {"hdu1426", "HDU1426"},
		"https://www.acwing.com/problem/content/168/":       {"acwing168", "AcWing168"},
		"https://example.org/problems/42":                   {"", ""},
		"https://codeforces.com/blog/entry/1":               {"", ""},
	} {
		id, entry := fromURL(raw)
		if id != want[0] || entry != want[1] {
			t.Errorf("fromURL(%q) = %q, %q; want %q, %q", raw, id, entry, want[0], want[1])
		}
	}
	if got := slug("1309 - Sudoku (UVa)"); got != "p1309_sudoku_uva" {
		t.Errorf("slug = %q", got)
	}
}

// TestListen posts Competitive Companion tasks to a listener in a module of
// its own: a malformed body gets 400 and nothing written, a contest's batch
// of two is written whole and ends the listening, and the problems are laid
// out with the judge, limits and samples of their tasks.
func TestListen(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "go.mod"), []byte("module example.com/w\n\ngo 1.22\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	ended := make(chan error, 1)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	go func() { ended <- listen(ctx, ln, root, "example.com/w", &out) }()
	post := func(body string) int {
		t.Helper()
		resp, err := http.Post("http://"+ln.Addr().String()+"/", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if code := post(`{"name": "broken"`); code != http.StatusBadRequest {
		t.Errorf("a malformed body: status %d, want 400", code)
	}
	if code := post(`{"name":"A","url":"https://example.org/a","tests":[],"batch":{"id":"x","size":3}}`); code != http.StatusBadRequest {
		t.Errorf("a task without tests: status %d, want 400", code)
	}
	if entries, _ := os.ReadDir(filepath.Join(root, "problems")); len(entries) != 0 {
		t.Fatalf("refused tasks wrote %d problems", len(entries))
	}
	task := `{"name":"D. Tiling","group":"AtCoder - ABC345","url":"https://atcoder.jp/contests/abc345/tasks/abc345_d","timeLimit":2000,"memoryLimit":1024,` +
		`"tests":[{"input":"1 1 2\n2 3\n","output":"No\n"}],"batch":{"id":"b","size":2}}`
	if code := post(task); code != http.StatusOK {
		t.Fatalf("a task: status %d, output %s", code, out.String())
	}
	other := strings.ReplaceAll(strings.ReplaceAll(task, "abc345_d", "abc345_c"), "D. Tiling", "C. Other")
	if code := post(other); code != http.StatusOK {
		t.Fatalf("the second task: status %d", code)
	}
	select {
	case err := <-ended:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("listen did not return after the whole batch")
	}
	main, err := os.ReadFile(filepath.Join(root, "problems", "abc345d", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"//ojkit:judges AtCoder-abc345_d\n", "//ojkit:limits 2000ms 1024MB\n", "//ojkit:compare tokens\n",
		"// The statement: https://atcoder.jp/contests/abc345/tasks/abc345_d\n", `"github.com/ojkit/ojkit/judgeio"`} {
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
}
