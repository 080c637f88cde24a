package serve

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/testfiles"
)

// sumMain is a problem's solution: the sum of two numbers.
const sumMain = `// Command sum prints the sum of two numbers.
package main

import "fmt"

func main() {
	var a, b int
	fmt.Scan(&a, &b)
	fmt.Println(a + b)
}
`

// newProblem writes the problem folder sum, with main.go and two cases in
// test/, and returns its directory.
func newProblem(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "sum")
	files := map[string]string{
		"main.go":    sumMain,
		"go.mod":     "module sum\n\ngo 1.22\n",
		"test/1.in":  "1 2\n",
		"test/1.out": "3\n",
		"test/2.in":  "5 7\n",
		"test/2.out": "12\n",
	}
	testfiles.Write(t, dir, files)
	return dir
}

// testServer serves the problem folder dir over httptest.
type testServer struct {
	*server
	ts   *httptest.Server
	host string // the server's host and port
}

// newTestServer serves the problem folder dir.
func newTestServer(t *testing.T, dir string) *testServer {
	t.Helper()
	s, err := newServer(dir)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.handler())
	t.Cleanup(func() {
		ts.Close()
		s.close()
	})
	u, _ := url.Parse(ts.URL)
	port, _ := strconv.Atoi(u.Port())
	s.allow(port)
	return &testServer{server: s, ts: ts, host: u.Host}
}

// do sends a request with the token, a JSON body when body is not "",
// and returns the status and the body of the reply.
func (ts *testServer) do(t *testing.T, method, path, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, ts.ts.URL+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("X-Ojkit-Token", ts.token)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	return send(t, req)
}

// send sends req and returns the status and the body of the reply.
func send(t *testing.T, req *http.Request) (int, string) {
	t.Helper()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func TestGuard(t *testing.T) {
	ts := newTestServer(t, newProblem(t))
	tests := []struct {
		name, path string
		header     map[string]string
		host       string
		want       int
	}{
		{"token in the header", "/api/problems", map[string]string{"X-Ojkit-Token": ts.token}, "", 200},
		{"token in the query", "/api/problems?token=" + ts.token, nil, "", 200},
		{"page with its token", "/?token=" + ts.token, nil, "", 200},
		{"localhost", "/api/problems?token=" + ts.token, nil, "localhost:" + strings.Split(ts.host, ":")[1], 200},
		{"no token", "/api/problems", nil, "", 403},
		{"page without token", "/", nil, "", 403},
		{"wrong token", "/api/problems?token=x" + ts.token[1:], nil, "", 403},
		{"foreign Host", "/api/problems?token=" + ts.token, nil, "attacker.example:80", 403},
		{"foreign Host, right port", "/api/problems?token=" + ts.token, nil, "attacker.example:" + strings.Split(ts.host, ":")[1], 403},
		{"another site's page", "/api/problems", map[string]string{"X-Ojkit-Token": ts.token, "Origin": "http://attacker.example"}, "", 403},
		{"the page's own origin", "/api/problems", map[string]string{"X-Ojkit-Token": ts.token, "Origin": "http://" + ts.host}, "", 200},
		{"static files need no token", "/static/app.js", nil, "", 200},
		{"static files keep to the Host", "/static/app.js", nil, "attacker.example:80", 403},
		{"cph-submit", "/getSubmit", map[string]string{"cph-submit": "true", "Origin": "chrome-extension://abc"}, "", 200},
		{"cph-submit's header missing", "/getSubmit", nil, "", 400},
		{"a page asking cph-submit's endpoint", "/getSubmit", map[string]string{"cph-submit": "true", "Origin": "http://attacker.example"}, "", 403},
		{"unknown path", "/api/nothing?token=" + ts.token, nil, "", 404},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, _ := http.NewRequest("GET", ts.ts.URL+tt.path, nil)
			for k, v := range tt.header {
				req.Header.Set(k, v)
			}
			if tt.host != "" {
				req.Host = tt.host
			}
			if got, body := send(t, req); got != tt.want {
				t.Errorf("GET %s: status %d, want %d: %s", tt.path, got, tt.want, body)
			}
		})
	}
}

func TestCrossOriginPostRefused(t *testing.T) {
	dir := newProblem(t)
	ts := newTestServer(t, dir)
	for _, origin := range []string{"http://attacker.example", "null", "http://127.0.0.1:1"} {
		req, _ := http.NewRequest("PUT", ts.ts.URL+"/api/case?token="+ts.token, strings.NewReader(`{"problem":"sum","name":"x","input":"1 1\n","answer":"2\n"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Origin", origin)
		if code, body := send(t, req); code != 403 {
			t.Errorf("PUT from %s: status %d, want 403: %s", origin, code, body)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "test", "x.in")); err == nil {
		t.Errorf("a refused request wrote test/x.in")
	}
}

func TestBadRequests(t *testing.T) {
	ts := newTestServer(t, newProblem(t))
	tests := []struct {
		method, path, body string
		want               int
	}{
		{"POST", "/api/run", `{"problem":"nope","solution":"."}`, 404},
		{"POST", "/api/run", `{"problem":"sum","solution":"../../etc/passwd"}`, 400},
		{"POST", "/api/run", `{"problem":"sum","solution":".","case":"9"}`, 404},
		{"POST", "/api/run", `{"problem":"sum","solution":".","extra":1}`, 400},
		{"POST", "/api/run", `not json`, 400},
		{"PUT", "/api/case", `{"problem":"sum","name":"../x","input":""}`, 400},
		{"PUT", "/api/case", `{"problem":"sum","name":"a/b","input":""}`, 400},
		{"PUT", "/api/case", `{"problem":"nope","name":"x","input":""}`, 404},
		{"DELETE", "/api/case?problem=sum&name=9", "", 404},
		{"DELETE", "/api/case?problem=sum&name=..", "", 400},
		{"GET", "/api/run", "", 405},
		{"POST", "/api/stop", `{"problem":"nope"}`, 404},
		{"POST", "/api/submit", `{"problem":"nope"}`, 404},
	}
	for _, tt := range tests {
		if code, body := ts.do(t, tt.method, tt.path, tt.body); code != tt.want {
			t.Errorf("%s %s %s: status %d, want %d: %s", tt.method, tt.path, tt.body, code, tt.want, body)
		}
	}
	req, _ := http.NewRequest("POST", ts.ts.URL+"/api/run?token="+ts.token, strings.NewReader(`{"problem":"sum","solution":"."}`))
	req.Header.Set("Content-Type", "text/plain") // a form another page may post without asking
	if code, _ := send(t, req); code != http.StatusUnsupportedMediaType {
		t.Errorf("a text/plain body: status %d, want 415", code)
	}
}

func TestProblems(t *testing.T) {
	dir := newProblem(t)
	os.WriteFile(filepath.Join(dir, "brute.py"), []byte("print(sum(map(int, input().split())))\n"), 0o644)
	ts := newTestServer(t, dir)
	code, body := ts.do(t, "GET", "/api/problems", "")
	if code != 200 {
		t.Fatalf("status %d: %s", code, body)
	}
	var doc struct {
		Problems []problemJS `json:"problems"`
	}
	if err := json.Unmarshal([]byte(body), &doc); err != nil {
		t.Fatal(err)
	}
	want := []problemJS{{
		ID: "sum", Dir: ".", Solutions: []string{".", "brute.py"},
		Cases: []caseJS{
			{Name: "1", Input: "1 2\n", Answer: "3\n", HasAnswer: true, Editable: true, File: "test/1.in"},
			{Name: "2", Input: "5 7\n", Answer: "12\n", HasAnswer: true, Editable: true, File: "test/2.in"},
		},
	}}
	if diff := cmp.Diff(want, doc.Problems); diff != "" {
		t.Errorf("problems (-want +got):\n%s", diff)
	}
}

func TestCases(t *testing.T) {
	dir := newProblem(t)
	ts := newTestServer(t, dir)
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, "test", name))
		if err != nil {
			return "(none)"
		}
		return string(b)
	}
	if code, body := ts.do(t, "PUT", "/api/case", `{"problem":"sum","name":"big","input":"100 200\n","answer":"300\n"}`); code != 200 {
		t.Fatalf("add: status %d: %s", code, body)
	}
	if got := read("big.in") + read("big.out"); got != "100 200\n300\n" {
		t.Errorf("added: test/big.in and big.out hold %q", got)
	}
	if code, body := ts.do(t, "PUT", "/api/case", `{"problem":"sum","name":"1","input":"2 2\n","answer":"4\n"}`); code != 200 {
		t.Fatalf("edit: status %d: %s", code, body)
	}
	if got := read("1.in") + read("1.out"); got != "2 2\n4\n" {
		t.Errorf("edited: test/1.in and 1.out hold %q", got)
	}
	if code, body := ts.do(t, "PUT", "/api/case", `{"problem":"sum","name":"1","input":"2 2\n","answer":null}`); code != 200 {
		t.Fatalf("answer removed: status %d: %s", code, body)
	}
	if got := read("1.out"); got != "(none)" {
		t.Errorf("answer removed: test/1.out holds %q", got)
	}
	if code, body := ts.do(t, "DELETE", "/api/case?problem=sum&name=big", ""); code != 200 {
		t.Fatalf("delete: status %d: %s", code, body)
	}
	if got := read("big.in") + read("big.out"); got != "(none)(none)" {
		t.Errorf("deleted: test/big.in and big.out hold %q", got)
	}
}

func TestCasesOutsideRefused(t *testing.T) {
	dir := newProblem(t)
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, "9.in"), []byte("1 1\n"), 0o644)
	os.RemoveAll(filepath.Join(dir, "test"))
	if err := os.Symlink(outside, filepath.Join(dir, "test")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	ts := newTestServer(t, dir)
	if code, body := ts.do(t, "PUT", "/api/case", `{"problem":"sum","name":"9","input":"x\n","answer":"y\n"}`); code != 403 {
		t.Errorf("PUT through a link outside: status %d, want 403: %s", code, body)
	}
	if code, body := ts.do(t, "DELETE", "/api/case?problem=sum&name=9", ""); code != 403 {
		t.Errorf("DELETE through a link outside: status %d, want 403: %s", code, body)
	}
	if b, _ := os.ReadFile(filepath.Join(outside, "9.in")); string(b) != "1 1\n" {
		t.Errorf("the file outside holds %q", b)
	}
}

// stream reads the server's events until a summary.
type stream struct {
	r    *bufio.Reader
	body io.Closer
}

// listen opens the event stream.
func (ts *testServer) listen(t *testing.T) *stream {
	t.Helper()
	resp, err := http.Get(ts.ts.URL + "/api/events?token=" + ts.token)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 {
		t.Fatalf("events: status %d", resp.StatusCode)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return &stream{r: bufio.NewReader(resp.Body), body: resp.Body}
}

// verdicts returns the verdicts of the run's outcomes, by case, once its
// summary comes, and the summary's event.
func (st *stream) verdicts(t *testing.T) (map[string]string, map[string]any) {
	t.Helper()
	got := map[string]string{}
	for {
		line, err := st.r.ReadString('\n')
		if err != nil {
			t.Fatalf("the stream ended: %v", err)
		}
		data, ok := strings.CutPrefix(strings.TrimSpace(line), "data: ")
		if !ok {
			continue
		}
		var m struct {
			Event map[string]any `json:"event"`
		}
		if err := json.Unmarshal([]byte(data), &m); err != nil {
			t.Fatalf("%q: %v", data, err)
		}
		switch m.Event["event"] {
		case "outcome":
			got[m.Event["case"].(string)] = m.Event["verdict"].(string)
		case "summary":
			return got, m.Event
		}
	}
}

func TestRunAndRejudge(t *testing.T) {
	dir := newProblem(t)
	ts := newTestServer(t, dir)
	st := ts.listen(t)
	if code, body := ts.do(t, "POST", "/api/run", `{"problem":"sum","solution":"."}`); code != 200 {
		t.Fatalf("run: status %d: %s", code, body)
	}
	got, sum := st.verdicts(t)
	if diff := cmp.Diff(map[string]string{"1": "AC", "2": "AC"}, got); diff != "" {
		t.Errorf("verdicts (-want +got):\n%s", diff)
	}
	if sum["ok"] != true {
		t.Errorf("summary %v: want ok", sum)
	}
	broken := strings.Replace(sumMain, "a + b", "a*b + 0", 1)
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	ts.rerunChanged()
	got, _ = st.verdicts(t)
	if diff := cmp.Diff(map[string]string{"1": "WA", "2": "WA"}, got); diff != "" {
		t.Errorf("after the change, verdicts (-want +got):\n%s", diff)
	}
	if code, body := ts.do(t, "POST", "/api/run", `{"problem":"sum","solution":".","case":"2"}`); code != 200 {
		t.Fatalf("run one: status %d: %s", code, body)
	}
	got, _ = st.verdicts(t)
	if diff := cmp.Diff(map[string]string{"2": "WA"}, got); diff != "" {
		t.Errorf("one case, verdicts (-want +got):\n%s", diff)
	}
}

func TestSubmitToCph(t *testing.T) {
	dir := newProblem(t)
	main := "// Command sum prints the sum of two numbers.\n//\n//ojkit:judges Codeforces1915A\npackage main" + strings.SplitN(sumMain, "package main", 2)[1]
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(main), 0o644); err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, dir)
	ask := func() cphSubmission {
		req, _ := http.NewRequest("GET", ts.ts.URL+"/getSubmit", nil)
		req.Header.Set("cph-submit", "true")
		code, body := send(t, req)
		var c cphSubmission
		if code != 200 || json.Unmarshal([]byte(body), &c) != nil {
			t.Fatalf("getSubmit: status %d: %s", code, body)
		}
		return c
	}
	if c := ask(); !c.Empty {
		t.Errorf("before a submission, getSubmit gave %+v", c)
	}
	code, body := ts.do(t, "POST", "/api/submit", `{"problem":"sum"}`)
	var rep submitReply
	if code != 200 || json.Unmarshal([]byte(body), &rep) != nil || !rep.OK {
		t.Fatalf("submit: status %d: %s", code, body)
	}
	checked, err := os.ReadFile(filepath.Join(dir, "dist", "sum.go"))
	if err != nil {
		t.Fatal(err)
	}
	want := cphSubmission{ProblemName: "1915A", URL: rep.Page, SourceCode: string(checked), LanguageID: codeforcesGo}
	if diff := cmp.Diff(want, ask()); diff != "" {
		t.Errorf("getSubmit (-want +got):\n%s", diff)
	}
	if !strings.Contains(rep.Page, "codeforces.com/contest/1915/submit") {
		t.Errorf("submit page %q, want Codeforces's of contest 1915", rep.Page)
	}
	if c := ask(); !c.Empty {
		t.Errorf("a submission was handed twice: %+v", c)
	}
}

func TestGridPicture(t *testing.T) {
	dir := newProblem(t)
	grid := strings.Replace(sumMain, "var a, b int\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a + b)", `fmt.Print("123\n456\n780\n")`, 1)
	os.WriteFile(filepath.Join(dir, "main.go"), []byte(grid), 0o644)
	os.WriteFile(filepath.Join(dir, "test", "1.out"), []byte("123\n456\n789\n"), 0o644)
	ts := newTestServer(t, dir)
	ch, end := ts.hub.subscribe()
	defer end()
	if code, body := ts.do(t, "POST", "/api/run", `{"problem":"sum","solution":".","case":"1"}`); code != 200 {
		t.Fatalf("run: status %d: %s", code, body)
	}
	for data := range ch {
		var m message
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(m.Event), `"event":"outcome"`) {
			continue
		}
		if !strings.Contains(string(m.Event), `"verdict":"WA"`) || !strings.Contains(m.Picture, "[0]") || !strings.Contains(m.Picture, "[9]") {
			t.Errorf("outcome %s, picture:\n%s\nwant WA with the cell 9 (got 0) marked", m.Event, m.Picture)
		}
		return
	}
	t.Fatal("the stream ended before the outcome")
}

func TestServe(t *testing.T) {
	dir := newProblem(t)
	t.Chdir(dir)
	ctx, cancel := context.WithCancel(context.Background())
	r, w := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- serve(ctx, 0, false, false, w, io.Discard); w.Close() }()
	first, err := bufio.NewReader(r).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	go io.Copy(io.Discard, r)
	page := strings.TrimSpace(first)
	if !strings.HasPrefix(page, "http://127.0.0.1:") || !strings.Contains(page, "/?token=") {
		t.Fatalf("first line %q: want the page's address on 127.0.0.1 with its token", first)
	}
	resp, err := http.Get(page)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("GET %s: status %d", page, resp.StatusCode)
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("serve: %v", err)
	}
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{{"-port", "-1"}, {"-port", "70000"}, {"extra"}, {"-nope"}} {
		var out, errOut strings.Builder
		if code := Run(args, &out, &errOut); code != 2 {
			t.Errorf("ojkit serve %q: status %d, want 2", args, code)
		}
		if !strings.HasPrefix(errOut.String(), prog) {
			t.Errorf("ojkit serve %q: stderr %q, want a message beginning %q", args, errOut.String(), prog)
		}
	}
	t.Chdir(t.TempDir())
	var out, errOut strings.Builder
	if code := Run(nil, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "no problems/ID/main.go") {
		t.Errorf("ojkit serve where there is no problem: status %d, stderr %q", code, errOut.String())
	}
}

func TestDialogue(t *testing.T) {
	dir := newProblem(t)
	files := map[string]string{
		"main.go":            "// Command sum doubles the interactor's number.\n//\n//ojkit:interactor\npackage main\n\nimport \"fmt\"\n\nfunc main() {\n\tvar n int\n\tfmt.Scan(&n)\n\tfmt.Println(2 * n)\n}\n",
		"interactor/main.go": interactorMain,
	}
	for name, data := range files {
		os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ts := newTestServer(t, dir)
	ch, end := ts.hub.subscribe()
	defer end()
	if code, body := ts.do(t, "POST", "/api/run", `{"problem":"sum","solution":".","case":"1"}`); code != 200 {
		t.Fatalf("run: status %d: %s", code, body)
	}
	for data := range ch {
		var m struct {
			Event struct {
				Event    string `json:"event"`
				Verdict  string `json:"verdict"`
				Error    string `json:"error"`
				Dialogue []struct {
					From, Text string
				} `json:"dialogue"`
			} `json:"event"`
		}
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		switch m.Event.Event {
		case "summary":
			t.Fatalf("no outcome before the summary: %s", data)
		case "outcome":
			want := []struct{ From, Text string }{{"interactor", "1"}, {"solution", "2"}}
			if m.Event.Verdict != "AC" || cmp.Diff(want, m.Event.Dialogue) != "" {
				t.Errorf("outcome %s: want AC with the dialogue %v", data, want)
			}
			return
		}
	}
	t.Fatal("the stream ended before the outcome")
}

func TestStress(t *testing.T) {
	dir := newProblem(t)
	addStress(t, dir)
	ts := newTestServer(t, dir)
	ch, end := ts.hub.subscribe()
	defer end()
	if code, body := ts.do(t, "POST", "/api/stress", `{"problem":"sum","solutions":[".","wrong.go"],"runs":20}`); code != 200 {
		t.Fatalf("stress: status %d: %s", code, body)
	}
	var finding *message
	for data := range ch {
		var m message
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		var e struct {
			Event string `json:"event"`
			Input string `json:"input"`
		}
		json.Unmarshal(m.Event, &e)
		switch e.Event {
		case "finding":
			finding = &m
			var a, b int
			fmt.Sscan(e.Input, &a, &b)
			if want := fmt.Sprintln(a + b); m.Answer != want {
				t.Errorf("finding on %q: answer %q, want the reference's %q", e.Input, m.Answer, want)
			}
		case "summary":
			if finding == nil {
				t.Fatalf("no finding before the summary %s", m.Event)
			}
			if m.Kind != "stress" || finding.Answer == "" {
				t.Errorf("finding %+v: want stress's, with the reference's answer", finding)
			}
			return
		}
	}
	t.Fatal("the stream ended before the summary")
}

// eventsOf returns the events of kind's stream on ch up to its summary, the
// summary last; the timeout only guards a hang.
func eventsOf(t *testing.T, ch <-chan []byte, kind string) []map[string]any {
	t.Helper()
	var got []map[string]any
	hang := time.After(5 * time.Minute)
	for {
		select {
		case <-hang:
			t.Fatalf("no summary after %d events of %s", len(got), kind)
		case data, ok := <-ch:
			if !ok {
				t.Fatal("the stream ended before the summary")
			}
			var m struct {
				Kind  string         `json:"kind"`
				Event map[string]any `json:"event"`
			}
			if err := json.Unmarshal(data, &m); err != nil {
				t.Fatal(err)
			}
			if m.Kind != kind {
				continue
			}
			got = append(got, m.Event)
			if m.Event["event"] == "summary" {
				return got
			}
		}
	}
}

func TestStressStop(t *testing.T) {
	dir := newProblem(t)
	addStress(t, dir)
	same := strings.Replace(sumMain, "package main", "//go:build ignore\n\npackage main", 1)
	if err := os.WriteFile(filepath.Join(dir, "same.go"), []byte(same), 0o644); err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, dir)
	ch, end := ts.hub.subscribe()
	defer end()
	if code, body := ts.do(t, "POST", "/api/stress/stop", `{"problem":"sum"}`); code != 200 || !strings.Contains(body, `"stopped":false`) {
		t.Errorf("stop with no stress: status %d: %s", code, body)
	}
	// The solutions agree: the stress would run for minutes.
	start := `{"problem":"sum","solutions":[".","same.go"],"runs":100000}`
	if code, body := ts.do(t, "POST", "/api/stress", start); code != 200 {
		t.Fatalf("stress: status %d: %s", code, body)
	}
	if code, body := ts.do(t, "POST", "/api/stress", start); code != http.StatusConflict {
		t.Errorf("a second stress of sum: status %d (%s), want 409", code, body)
	}
	built := 0
	for built < 2 {
		data := <-ch
		if strings.Contains(string(data), `"event":"build"`) && strings.Contains(string(data), `"ok":true`) {
			built++
		}
		if strings.Contains(string(data), `"event":"summary"`) {
			t.Fatalf("the stress ended before its builds: %s", data)
		}
	}
	if code, body := ts.do(t, "POST", "/api/stress/stop", `{"problem":"sum"}`); code != 200 || !strings.Contains(body, `"stopped":true`) {
		t.Errorf("stop: status %d: %s", code, body)
	}
	evs := eventsOf(t, ch, "stress")
	sum := evs[len(evs)-1]
	if sum["interrupted"] != true || sum["exit_status"] != 130.0 {
		t.Errorf("summary %v: want interrupted, exit status 130", sum)
	}
	if code, body := ts.do(t, "POST", "/api/stress/stop", `{"problem":"nosuch"}`); code != 404 {
		t.Errorf("stop of no problem: status %d: %s", code, body)
	}
}

// newContest writes a contest's folder holding a Kattis package, twice,
// whose Python submissions are one accepted, one wrong on the secret test
// only and one wrong on the sample, and returns the folder. It skips the
// test where python3 is missing.
func newContest(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not installed (make deps installs it)")
	}
	root := t.TempDir()
	files := map[string]string{
		"twice/problem.yaml":                     "problem_format_version: 2023-07-draft\nname: Twice\ntype: pass-fail\nlimits:\n  time_limit: 5\n",
		"twice/data/sample/1.in":                 "2\n",
		"twice/data/sample/1.ans":                "4\n",
		"twice/data/secret/1.in":                 "21\n",
		"twice/data/secret/1.ans":                "42\n",
		"twice/submissions/accepted/twice.py":    "print(2 * int(input()))\n",
		"twice/submissions/wrong_answer/plus.py": "print(int(input()) + 2)\n",
		"twice/submissions/wrong_answer/off.py":  "print(2 * int(input()) + 1)\n",
	}
	testfiles.Write(t, root, files)
	return root
}

func TestVerify(t *testing.T) {
	ts := newTestServer(t, newContest(t))
	code, body := ts.do(t, "GET", "/api/problems", "")
	if code != 200 {
		t.Fatalf("problems: status %d: %s", code, body)
	}
	var list struct {
		Packages []packageJS `json:"packages"`
	}
	if err := json.Unmarshal([]byte(body), &list); err != nil {
		t.Fatal(err)
	}
	want := []packageJS{{ID: "twice", Dir: "twice", Name: "Twice", Format: "kattis", Tests: []string{"sample/1", "secret/1"},
		Submissions: []submissionJS{{"accepted/twice.py", "AC"}, {"wrong_answer/off.py", "WA"}, {"wrong_answer/plus.py", "WA"}}}}
	if diff := cmp.Diff(want, list.Packages); diff != "" {
		t.Fatalf("packages (-want +got):\n%s", diff)
	}
	ch, end := ts.hub.subscribe()
	defer end()
	if code, body := ts.do(t, "POST", "/api/verify", `{"package":"twice"}`); code != 200 {
		t.Fatalf("verify: status %d: %s", code, body)
	}
	cells := map[string]string{}
	rows := map[string]string{}
	evs := eventsOf(t, ch, "verify")
	for _, e := range evs {
		switch e["event"] {
		case "outcome":
			cells[e["submission"].(string)+" "+e["case"].(string)] = e["verdict"].(string)
		case "submission":
			rows[e["submission"].(string)] = fmt.Sprintf("%v %v %v", e["expected"], e["verdict"], e["ok"])
		}
	}
	wantCells := map[string]string{
		"accepted/twice.py sample/1": "AC", "accepted/twice.py secret/1": "AC",
		"wrong_answer/plus.py sample/1": "AC", "wrong_answer/plus.py secret/1": "WA",
		"wrong_answer/off.py sample/1": "WA", // and its secret test not run
	}
	if diff := cmp.Diff(wantCells, cells); diff != "" {
		t.Errorf("outcomes by submission and test (-want +got):\n%s", diff)
	}
	wantRows := map[string]string{"accepted/twice.py": "AC AC true", "wrong_answer/plus.py": "WA WA true", "wrong_answer/off.py": "WA WA true"}
	if diff := cmp.Diff(wantRows, rows); diff != "" {
		t.Errorf("submissions (-want +got):\n%s", diff)
	}
	if sum := evs[len(evs)-1]; sum["ok"] != true || sum["interrupted"] != false {
		t.Errorf("summary %v: want ok", sum)
	}
	if code, body := ts.do(t, "POST", "/api/verify", `{"package":"nosuch"}`); code != 404 {
		t.Errorf("verify of no package: status %d: %s", code, body)
	}
}
