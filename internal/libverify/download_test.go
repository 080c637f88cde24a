package libverify

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ojkit/ojkit/internal/testfiles"

	"github.com/google/go-cmp/cmp"

	"github.com/ojkit/ojkit/internal/directive"
)

// TestParseRemote checks the forms of AOJ's and yukicoder's problem URLs
// ojkit verify downloads the tests of, and some it does not.
func TestParseRemote(t *testing.T) {
	for raw, want := range map[string]remote{
		"https://onlinejudge.u-aizu.ac.jp/problems/ITP1_1_A":                  {judge: "aoj", id: "ITP1_1_A"},
		"https://onlinejudge.u-aizu.ac.jp/problems/0423/":                     {judge: "aoj", id: "0423"},
		"https://onlinejudge.u-aizu.ac.jp/courses/library/3/DSL/1/DSL_1_A":    {judge: "aoj", id: "DSL_1_A"},
		"https://onlinejudge.u-aizu.ac.jp/challenges/sources/JAG/Prelim/2881": {judge: "aoj", id: "2881"},
		"http://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=ITP1_1_A":   {judge: "aoj", id: "ITP1_1_A"},
		"https://yukicoder.me/problems/no/9000":                               {judge: "yukicoder", id: "no/9000"},
		"http://yukicoder.me/problems/1476":                                   {judge: "yukicoder", id: "1476"},
		"https://onlinejudge.u-aizu.ac.jp/home":                               {},
		"http://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=../x":       {},
		"https://yukicoder.me/contests/300":                                   {},
		"https://judge.yosupo.jp/problem/aplusb":                              {},
		"cases":                                                               {},
	} {
		got, ok := parseRemote(raw)
		if ok {
			want.url = raw
		}
		if got != want || ok != (want.judge != "") {
			t.Errorf("parseRemote(%q) = %+v, %v; want %+v", raw, got, ok, want)
		}
	}
}

// A fakeJudge is a stand-in for AOJ's and yukicoder's APIs, serving one
// problem's tests: each test's input is its name, its answer the name
// twice. It counts the requests it answers.
type fakeJudge struct {
	*httptest.Server
	requests atomic.Int32
	// hold, when not nil, is where a request for the answer of the
	// second test waits before failing: the test closes it.
	hold chan struct{}
	// status, when not 0, is the answer to every request.
	status atomic.Int32
}

// newJudge starts a judge, with hold, and points the package's addresses
// at it.
func newJudge(t *testing.T, hold chan struct{}) *fakeJudge {
	j := &fakeJudge{hold: hold}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /aoj/testcases/DSL_1_A/header", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `{"problemId": "DSL_1_A", "headers": [{"serial": 1, "name": "in1.txt"}, {"serial": 2, "name": "in 2"}]}`)
	})
	mux.HandleFunc("GET /aoj/testcases/DSL_1_A/{serial}/{kind}", func(w http.ResponseWriter, r *http.Request) {
		j.test(w, r.PathValue("serial"), r.PathValue("kind"))
	})
	mux.HandleFunc("GET /aoj/descriptions/DSL_1_A", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `{"problem_id": "DSL_1_A", "time_limit": 3, "memory_limit": 131072}`)
	})
	mux.HandleFunc("GET /yukicoder/no/9000/file/in", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `["01.txt", "02.txt"]`)
	})
	mux.HandleFunc("GET /yukicoder/no/9000/file/{kind}/{name}", func(w http.ResponseWriter, r *http.Request) {
		j.test(w, strings.TrimSuffix(r.PathValue("name"), ".txt"), r.PathValue("kind"))
	})
	j.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		j.requests.Add(1)
		switch {
		case j.status.Load() != 0:
			w.WriteHeader(int(j.status.Load()))
		case strings.HasPrefix(r.URL.Path, "/yukicoder/") && r.Header.Get("Authorization") != "Bearer secret":
			http.Error(w, "a user's API key, please", http.StatusUnauthorized)
		default:
			mux.ServeHTTP(w, r)
		}
	}))
	t.Cleanup(j.Close)
	setAPIs(t, j.URL)
	return j
}

// setAPIs points the package's addresses at the server at base for the
// length of t.
func setAPIs(t *testing.T, base string) {
	old := []string{aojTests, aojDescriptions, yukicoderProblems}
	aojTests, aojDescriptions, yukicoderProblems = base+"/aoj/testcases", base+"/aoj/descriptions", base+"/yukicoder"
	t.Cleanup(func() { aojTests, aojDescriptions, yukicoderProblems = old[0], old[1], old[2] })
}

// test answers a request for the input ("in") or answer ("out") of test
// name.
func (j *fakeJudge) test(w http.ResponseWriter, name, kind string) {
	if j.hold != nil && name == "2" && kind == "out" {
		w.Header().Set("Content-Length", "100")
		w.WriteHeader(http.StatusOK)
		fmt.Fprint(w, "part of it")
		w.(http.Flusher).Flush()
		<-j.hold
		return
	}
	if kind == "out" {
		name += name
	}
	fmt.Fprintln(w, name)
}

// aoj and yukicoder are the problems the judge serves.
var (
	aoj, _       = parseRemote("https://onlinejudge.u-aizu.ac.jp/problems/DSL_1_A")
	yukicoder, _ = parseRemote("https://yukicoder.me/problems/no/9000")
)

// readTree returns the files under dir, by slash-separated path, and
// their contents.
func readTree(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		files[filepath.ToSlash(rel)] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestDownloadAOJ checks that an AOJ problem's tests and limits are
// downloaded once: a second fetch asks the judge nothing.
func TestDownloadAOJ(t *testing.T) {
	j := newJudge(t, nil)
	cache := t.TempDir()
	dir, err := aoj.fetched(context.Background(), cache, func(n string) { t.Errorf("note: %s", n) })
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"in1.in": "1\n", "in1.out": "11\n", "in_2.in": "2\n", "in_2.out": "22\n", "limits": "3000ms 131072KiB\n"}
	if diff := cmp.Diff(want, readTree(t, dir)); diff != "" {
		t.Errorf("the tests (-want +got):\n%s", diff)
	}
	n := j.requests.Load()
	p, err := remoteProblem(context.Background(), aoj, cache, "1e-6", directive.Limits{}, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	if j.requests.Load() != n {
		t.Errorf("the second fetch made %d requests, want none", j.requests.Load()-n)
	}
	if p.limits.Time != 3*time.Second || p.limits.Memory != 128<<20 || len(p.cases) != 2 || p.compare.Mode != "float" {
		t.Errorf("the problem: limits %+v, %d cases, compare %s; want AOJ's limits, 2 cases, float", p.limits, len(p.cases), p.compare)
	}
	own := directive.Limits{Time: time.Second, Memory: 64 << 20}
	if p, err := remoteProblem(context.Background(), aoj, cache, "", own, func(string) {}); err != nil || p.limits != own {
		t.Errorf("with the program's limits: %+v, %v; want %+v", p.limits, err, own)
	}
}

// TestDownloadYukicoder checks that yukicoder's tests are downloaded with
// the API key of YUKICODER_TOKEN, and that without one no request is made
// and the error names the variable.
func TestDownloadYukicoder(t *testing.T) {
	j := newJudge(t, nil)
	t.Setenv(tokenEnv, "")
	_, err := yukicoder.fetched(context.Background(), t.TempDir(), func(string) {})
	var setup setupError
	if err == nil || !errors.As(err, &setup) || !strings.Contains(err.Error(), "set YUKICODER_TOKEN to the API key") || strings.Contains(err.Error(), "\n") {
		t.Errorf("without a token: %v; want a setup error naming YUKICODER_TOKEN, on one line", err)
	}
	if j.requests.Load() != 0 {
		t.Errorf("without a token: %d requests, want none", j.requests.Load())
	}
	t.Setenv(tokenEnv, "wrong")
	if _, err := yukicoder.fetched(context.Background(), t.TempDir(), func(string) {}); err == nil || !strings.Contains(err.Error(), "401 Unauthorized: yukicoder refused the API key of YUKICODER_TOKEN") {
		t.Errorf("with a wrong token: %v; want yukicoder's refusal", err)
	}
	t.Setenv(tokenEnv, "secret")
	dir, err := yukicoder.fetched(context.Background(), t.TempDir(), func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"01.in": "01\n", "01.out": "0101\n", "02.in": "02\n", "02.out": "0202\n"}
	if diff := cmp.Diff(want, readTree(t, dir)); diff != "" {
		t.Errorf("the tests (-want +got):\n%s", diff)
	}
}

// TestDownloadFails checks that a judge's error and a refused connection
// each fail on one line naming the address, and leave nothing in the
// cache.
func TestDownloadFails(t *testing.T) {
	j := newJudge(t, nil)
	j.status.Store(http.StatusInternalServerError)
	cache := t.TempDir()
	_, err := aoj.fetched(context.Background(), cache, func(string) {})
	if want := j.URL + "/aoj/testcases/DSL_1_A/header: 500 Internal Server Error: the judge failed: try again later"; err == nil || err.Error() != want {
		t.Errorf("a judge's error: %v; want %s", err, want)
	}
	j.Close()
	_, err = aoj.fetched(context.Background(), cache, func(string) {})
	var setup setupError
	if err == nil || !errors.As(err, &setup) || !strings.HasPrefix(err.Error(), j.URL+"/aoj/testcases/DSL_1_A/header: ") ||
		!strings.HasSuffix(err.Error(), ": the tests of https://onlinejudge.u-aizu.ac.jp/problems/DSL_1_A are downloaded once, which needs the network; ojkit's cache then serves them") {
		t.Errorf("no connection: %v; want the address and that the network is needed once", err)
	}
	if files := readTree(t, cache); len(files) != 1 || files["download/aoj/DSL_1_A.lock"] != "" {
		t.Errorf("the cache holds %v, want the lock file only", files)
	}
}

// TestDownloadInterrupted checks that a download cut short leaves no
// tests in the cache, and that the next one downloads them whole.
func TestDownloadInterrupted(t *testing.T) {
	j := newJudge(t, make(chan struct{}))
	cache := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		for j.requests.Load() < 5 {
			time.Sleep(time.Millisecond)
		}
		cancel()
	}()
	if _, err := aoj.fetched(ctx, cache, func(string) {}); !errors.Is(err, context.Canceled) {
		t.Errorf("a download cancelled: %v, want %v", err, context.Canceled)
	}
	close(j.hold)
	if files := readTree(t, cache); len(files) != 1 {
		t.Errorf("the cache holds %v after a cancelled download, want the lock file only", files)
	}
	newJudge(t, nil)
	dir, err := aoj.fetched(context.Background(), cache, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	if got := readTree(t, dir)["in_2.out"]; got != "22\n" {
		t.Errorf("in_2.out = %q after a whole download, want 22", got)
	}
}

// TestDownloadOnce checks that two fetches at once of one problem
// download it once and find the same tests.
func TestDownloadOnce(t *testing.T) {
	j := newJudge(t, nil)
	cache := t.TempDir()
	dirs := make([]string, 2)
	var wg sync.WaitGroup
	for i := range dirs {
		wg.Go(func() {
			var err error
			if dirs[i], err = aoj.fetched(context.Background(), cache, func(string) {}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	// One download is 6 requests: the list, 2 tests of 2 files, the limits.
	if n := j.requests.Load(); n != 6 || dirs[0] != dirs[1] {
		t.Errorf("two fetches at once: %d requests, folders %q; want 6 and one folder", n, dirs)
	}
}

// TestVerifyDownloaded verifies a module's program on an AOJ problem from
// a judge standing in for AOJ: judged on the tests downloaded, then, with
// the previous result, kept without a request; with the judge gone and an
// empty cache, the program fails on one line and the run exits with 2.
func TestVerifyDownloaded(t *testing.T) {
	j := newJudge(t, nil)
	mod := t.TempDir()
	testfiles.Write(t, mod, map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"verify/aoj/main.go": "// Command aoj doubles its input's line.\n//\n//ojkit:verify " + aoj.url + "\npackage main\n\n" +
			"import \"fmt\"\n\nfunc main() {\n\tvar s string\n\tfmt.Scan(&s)\n\tfmt.Println(s + s)\n}\n",
	})
	cache, prev := t.TempDir(), filepath.Join(t.TempDir(), "prev.json")
	verify := func(want string, code int) {
		t.Helper()
		var out, log strings.Builder
		r := &run{Config: Config{Module: mod, Shard: 1, Shards: 1, Prev: prev, Result: prev}, out: &out, log: &log, cache: cache}
		if err := r.verify(context.Background()); err != nil {
			t.Fatal(err)
		}
		line := regexp.MustCompile(`(?m)^verify/aoj/main.go: ` + want + `$`)
		if got := r.status(); !line.MatchString(out.String()) || got != code {
			t.Errorf("verify: exit %d, %s%s; want exit %d, %s", got, out.String(), log.String(), code, want)
		}
	}
	verify("success, judged on 2 tests", 0)
	n := j.requests.Load()
	verify("success, unchanged", 0)
	if j.requests.Load() != n {
		t.Errorf("a run with the tests in the cache made %d requests, want none", j.requests.Load()-n)
	}
	j.Close()
	cache = t.TempDir()
	verify("failure, "+regexp.QuoteMeta(j.URL+"/aoj/testcases/DSL_1_A/header: ")+".+"+regexp.QuoteMeta(": the tests of "+aoj.url+" are downloaded once, which needs the network; ojkit's cache then serves them"), 2)
}
