package newproblem

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/tools/txtar"
)

// wantIDs are the folders the tasks of testdata/companion.json are written
// to, in order: each judge's own ids; the Codeforces and Luogu, vjudge and
// Codeforces copies of one problem (different names and limits) kept apart;
// the tasks of one page, by their names; the other sites Competitive
// Companion parses by their hosts and paths.
var wantIDs = []string{
	"cf1915a", "cf1915b", "cf1915c", "cf1883a", "cf1883b", "cf1883c", "cf1807e", "cf101a",
	"gym100307c", "gym100112d", "acmsguru100", "cfedu283911a",
	"abc345d", "at_practice_2", "at_dp_a", "cses1068", "lc_aplusb", "dmoj_ccc15s1", "boj1000", "cc_abc",
	"timus1000", "usaco736", "usaco1401", "usaco9999", "usacot_ride", "yuki1000", "aoj_alds1_1_d", "aoj_itp1_1_a",
	"loj1", "uoj1", "toph_add_them_up", "kattis_hello", "kattis_guess", "sp_sudoku", "p1219", "cf1915a_2", "abc345d_2",
	"poj3076", "hdu1426", "uva11565", "uva11566", "acwing168", "cf1915a_3", "vj_c612345_a", "vj_c612345_b",
	"facebook_com_hacker_cup_2024_round_1_problems_a",
	"judge_example_org_contest_7_problem_a", "judge_example_org_contest_8_problem_a",
	"judge_example_org_contest_9_problems", "judge_example_org_contest_9_problems_b_harder_task_pdf",
	"hackerrank_com_challenges_solve_me_first_problem",
	"hackerearth_com_algorithm_square_transaction_20",
	"csacademy_com_contest_archive_task_addition", "eolymp_com_en_problems_1",
	"codingcompetitions_withgoogle_com_0000000000bcf2ed",
	"ac_nowcoder_com_acm_problem_14352", "tlx_toki_id_problems_troc_11_a", "official_contest_yandex_com_contest_3_problems_a",
	"judge_beecrowd_com_en_problems_view_1001", "lightoj_com_problem_summing_up_powers", "omegaup_com_arena_problem_sumas",
	"kilonova_ro_problems_1", "noi_openjudge_cn_ch0101_01",
	"pintia_cn_exam_problems_type_7",
	"pintia_cn_exam_problems_type_7_l1_002",
	"qduoj_com_problem_1001", "acm_ecnu_edu_cn_problem_1", "hihocoder_com_problemset_problem_1000", "marisaoj_com_problem_1",
	"algotester_com_displaywithfile_40001", "sort_me_org_tasks_1", "oj_vnoi_info_problem_post", "pjudge_ac_problem_21",
	"cc_flow001", "arc170a", "timus_s170_3", "boj_contest1093_1", "aoj0500", "libreoj_github_io_contest_1_problem_2",
	"b2001", "sp1110", "la2659", "kattis_hello_2", "cf1520f1",
}

// TestListenCompanionTasks posts the tasks of testdata/companion.json, as
// the extension sends them from the pages of the judges ojkit knows and of
// others (contests' batches, a page of several problems, PDF statements
// without tests, interactive tasks, file and regex inputs, CRLF samples,
// fractional limits), to a listener that runs until it is stopped. Every
// task is written, each in a folder of its own, with its samples byte for
// byte, its interaction and files in its directives; posting one again
// changes nothing; and every skeleton builds.
func TestListenCompanionTasks(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "companion.json"))
	if err != nil {
		t.Fatal(err)
	}
	var raws []json.RawMessage
	if err := json.Unmarshal(data, &raws); err != nil {
		t.Fatal(err)
	}
	if len(raws) != len(wantIDs) {
		t.Fatalf("%d tasks, %d ids to expect", len(raws), len(wantIDs))
	}
	root := moduleWithJudgeio(t)
	l := startListener(t, root, false)
	for i, raw := range raws {
		if code, body := l.post(string(raw)); code != http.StatusOK || body != "wrote problems/"+wantIDs[i]+"\n" {
			t.Errorf("task %d: status %d, %q; want 200, wrote problems/%s", i, code, body, wantIDs[i])
		}
	}
	before := snapshot(t, root)
	for _, i := range []int{0, 8, 13, 48} {
		if code, body := l.post(string(raws[i])); code != http.StatusOK || body != "already there: problems/"+wantIDs[i]+"\n" {
			t.Errorf("task %d again: status %d, %q; want 200, already there", i, code, body)
		}
	}
	again := strings.Replace(string(raws[2]), "?locale=en", "", 1)
	if code, body := l.post(again); code != http.StatusOK || body != "already there: problems/cf1915c\n" {
		t.Errorf("task 2 without its query: status %d, %q; want already there", code, body)
	}
	if diff := snapshot(t, root); diff != before {
		t.Error("posting tasks again changed the files")
	}
	appendTo(t, filepath.Join(root, "problems", "cf1915a", "main.go"), "\n// solved since\n")
	appendTo(t, filepath.Join(root, "testdata", "cf1915a", "sample.txtar"), "-- mine.in --\n1\n1 1 2\n-- mine.out --\n2\n")
	if code, body := l.post(string(raws[0])); code != http.StatusOK || body != "already there: problems/cf1915a\n" {
		t.Errorf("task 0 again, its main.go and suite edited since: status %d, %q; want already there", code, body)
	}
	changed := strings.Replace(string(raws[0]), `"output": "1\n3\n6\n7\n9\n"`, `"output": "1\n3\n6\n7\n8\n"`, 1)
	if changed == string(raws[0]) {
		t.Fatal("the test's edit of task 0 changed nothing")
	}
	if code, body := l.post(changed); code != http.StatusOK || body != "wrote problems/cf1915a_4\n" {
		t.Errorf("task 0 with another sample: status %d, %q; want wrote problems/cf1915a_4", code, body)
	}
	if err := l.stop(); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(l.out.String(), ": wrote problems/"); n != len(raws)+1 {
		t.Errorf("%d lines say written, want %d:\n%s", n, len(raws)+1, l.out.String())
	}
	var interactors []string
	for i, raw := range raws {
		var tk task
		if err := json.Unmarshal(raw, &tk); err != nil {
			t.Fatal(err)
		}
		dir := filepath.Join(root, "problems", wantIDs[i])
		checkWritten(t, tk, dir, filepath.Join(root, "testdata", wantIDs[i], "sample.txtar"))
		if tk.Interactive {
			interactors = append(interactors, dir)
		}
	}
	if len(interactors) < 4 {
		t.Fatalf("%d interactive tasks, want 4 or more", len(interactors))
	}
	goTool(t, root, "vet", "./...")
	for _, dir := range interactors {
		goTool(t, dir, "vet", "interactor.go")
	}
}

// checkWritten checks the problem written from task tk: its samples (CRLF
// made LF, a final newline added) in the suite, or the suite's note that
// there are none; the interactor directive and skeleton of an interactive
// task; the files of a task with file input or output.
func checkWritten(t *testing.T, tk task, dir, suite string) {
	t.Helper()
	mainGo, err := os.ReadFile(filepath.Join(dir, "main.go"))
	if err != nil {
		t.Error(err)
		return
	}
	a, err := txtar.ParseFile(suite)
	if err != nil {
		t.Error(err)
		return
	}
	files := map[string]string{}
	for _, f := range a.Files {
		if strings.HasPrefix(f.Name, "sample-") {
			files[f.Name] = string(f.Data)
		}
	}
	if len(tk.Tests) == 0 && !strings.HasPrefix(string(a.Comment), "# No samples yet") {
		t.Errorf("%s: a task without tests, and the suite does not say so:\n%s", suite, a.Comment)
	}
	if len(files) != 2*len(tk.Tests) {
		t.Errorf("%s: %d files for %d tests", suite, len(files), len(tk.Tests))
	}
	for i, tc := range tk.Tests {
		for name, want := range map[string]string{"sample-%d.in": tc.Input, "sample-%d.out": tc.Output} {
			name = strings.Replace(name, "%d", strconv.Itoa(i+1), 1)
			if got := files[name]; got != string(normalize([]byte(want))) {
				t.Errorf("%s: %s is %q, want %q", suite, name, got, normalize([]byte(want)))
			}
		}
	}
	interactor, err := os.ReadFile(filepath.Join(dir, "interactor.go"))
	marked := strings.Contains(string(mainGo), "\n//ojkit:interactor\n")
	if tk.Interactive != marked || tk.Interactive != (err == nil) {
		t.Errorf("%s: interactive %v, main.go marked %v, interactor.go: %v", dir, tk.Interactive, marked, err)
	}
	if err == nil && !strings.HasPrefix(string(interactor), "//go:build ignore\n") {
		t.Errorf("%s/interactor.go does not begin with //go:build ignore", dir)
	}
	in, out := "stdin", "stdout"
	switch tk.Input.Type {
	case "file":
		in = tk.Input.FileName
	case "regex":
		in = "/" + tk.Input.Pattern + "/"
	}
	if tk.Output.Type == "file" {
		out = tk.Output.FileName
	}
	hasIO := strings.Contains(string(mainGo), "\n//ojkit:io "+in+" "+out+"\n")
	if want := in != "stdin" || out != "stdout"; hasIO != want {
		t.Errorf("%s: //ojkit:io %s %s in main.go: %v, want %v", dir, in, out, hasIO, want)
	}
}

// appendTo appends text to the file at path.
func appendTo(t *testing.T, path, text string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err == nil {
		_, err = f.WriteString(text)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		t.Fatal(err)
	}
}

// moduleWithJudgeio makes a module for the problems to be written to, with
// a copy of judgeio, which the skeletons import.
func moduleWithJudgeio(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	files := map[string][]byte{"go.mod": []byte("module example.com/w\n\ngo 1.22\n")}
	srcs, err := filepath.Glob("../../../judgeio/*.go")
	if err != nil || len(srcs) == 0 {
		t.Fatalf("no judgeio sources: %v", err)
	}
	for _, src := range srcs {
		if strings.HasSuffix(src, "_test.go") {
			continue
		}
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		files[filepath.Join("judgeio", filepath.Base(src))] = data
	}
	for name, data := range files {
		path := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// goTool runs the go command in dir, offline, failing the test with its
// output if it fails.
func goTool(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOTOOLCHAIN=local", "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("go %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
}

// snapshot returns the paths, sizes and modification times of the files
// under root, one a line.
func snapshot(t *testing.T, root string) string {
	t.Helper()
	var b strings.Builder
	err := filepath.Walk(root, func(path string, fi os.FileInfo, err error) error {
		if err == nil {
			b.WriteString(path + " " + fi.ModTime().String() + " " + strconv.FormatInt(fi.Size(), 10) + "\n")
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// testListener is a listener running in a test.
type testListener struct {
	t      *testing.T
	addr   string
	cancel context.CancelFunc
	ended  chan error
	out    *syncBuffer
}

// startListener runs listen on a free port for the module at root.
func startListener(t *testing.T, root string, once bool) *testListener {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	l := &testListener{t: t, addr: ln.Addr().String(), cancel: cancel, ended: make(chan error, 1), out: &syncBuffer{}}
	go func() { l.ended <- listen(ctx, ln, root, "example.com/w", once, l.out) }()
	t.Cleanup(cancel)
	return l
}

// post POSTs body and returns the status and the response's body.
func (l *testListener) post(body string) (int, string) {
	l.t.Helper()
	resp, err := http.Post("http://"+l.addr+"/", "application/json", strings.NewReader(body))
	if err != nil {
		l.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(data)
}

// stop stops the listener as an interrupt does and returns what listen
// returned.
func (l *testListener) stop() error {
	l.cancel()
	return l.wait()
}

// wait waits for listen to return, a minute at most.
func (l *testListener) wait() error {
	select {
	case err := <-l.ended:
		return err
	case <-time.After(time.Minute):
		l.t.Fatal("listen did not return")
		return nil
	}
}

// syncBuffer is a bytes.Buffer safe for the listener and the test at once.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
