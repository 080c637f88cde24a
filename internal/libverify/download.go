package libverify

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/rogpeppe/go-internal/lockedfile"

	"github.com/ojkit/ojkit/internal/directive"
)

// The addresses of the judges' APIs that ojkit verify downloads tests
// from. They are variables so that the package's tests can set them to
// servers of their own.
var (
	// aojTests serves a problem ID's tests: ID/header lists them (a JSON
	// object whose headers hold each test's serial number and name), and
	// ID/SERIAL/in and ID/SERIAL/out are a test's input and answer.
	aojTests = "https://judgedat.u-aizu.ac.jp/testcases"
	// aojDescriptions serves a problem ID's statement, ID, a JSON object
	// holding its time_limit in seconds and memory_limit in kilobytes.
	aojDescriptions = "https://judgeapi.u-aizu.ac.jp/resources/descriptions/en"
	// yukicoderProblems serves the tests of a problem P (no/N by its
	// number, or its id), to a user's API key only: P/file/in lists the
	// tests' names (a JSON array), and P/file/in/NAME and P/file/out/NAME
	// are a test's input and answer.
	yukicoderProblems = "https://yukicoder.me/api/v1/problems"
)

// tokenEnv names the environment variable that holds the yukicoder API
// key the downloads of yukicoder's tests are made with, as in
// competitive-verifier.
const tokenEnv = "YUKICODER_TOKEN"

// client makes the downloads; a test's file may be large, and a judge
// slow to serve it.
var client = &http.Client{Timeout: 10 * time.Minute}

// A remote is a problem whose tests ojkit downloads from its judge.
type remote struct {
	url   string // the marker's URL
	judge string // "aoj" or "yukicoder"
	// id is the problem on its judge: AOJ's id, such as DSL_1_A, or
	// yukicoder's no/N, by its number, or its id N.
	id string
}

// The paths of AOJ's and yukicoder's problem pages.
var (
	aojCourse     = regexp.MustCompile(`^/(?:challenges|courses)/(?:sources|library/\d+|lesson/\d+)/\w+/\w+/(\w+)$`)
	aojProblem    = regexp.MustCompile(`^/problems/(\w+)$`)
	aojID         = regexp.MustCompile(`^\w+$`)
	yukicoderPage = regexp.MustCompile(`^/problems/((?:no/)?\d+)$`)
)

// parseRemote returns the problem of an AOJ or yukicoder problem's URL,
// in the forms online-judge-tools reads, and whether raw is one.
func parseRemote(raw string) (remote, bool) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return remote{}, false
	}
	p := path.Clean("/" + u.Path)
	r := remote{url: raw}
	var m []string
	switch u.Host {
	case "judge.u-aizu.ac.jp":
		if ids := u.Query()["id"]; p == "/onlinejudge/description.jsp" && len(ids) == 1 && aojID.MatchString(ids[0]) {
			m = []string{"", ids[0]}
		}
		r.judge = "aoj"
	case "onlinejudge.u-aizu.ac.jp":
		if m = aojCourse.FindStringSubmatch(p); m == nil {
			m = aojProblem.FindStringSubmatch(p)
		}
		r.judge = "aoj"
	case "yukicoder.me":
		m = yukicoderPage.FindStringSubmatch(p)
		r.judge = "yukicoder"
	}
	if m == nil {
		return remote{}, false
	}
	r.id = m[1]
	return r, true
}

// A setupError is a failure to get a problem's tests that says nothing of
// the program: the network, the judge or the user's settings failed.
type setupError struct{ error }

// Unwrap returns the failure.
func (e setupError) Unwrap() error { return e.error }

// fetched returns the folder under cache that holds r's tests, as NAME.in
// and NAME.out, downloading them first if need be: they are downloaded
// once, into a folder beside, renamed to its place when whole. A lock file
// keeps two runs from downloading them at once.
func (r remote) fetched(ctx context.Context, cache string, notes func(string)) (string, error) {
	dir := filepath.Join(cache, "download", r.judge, strings.ReplaceAll(r.id, "/", "-"))
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return "", err
	}
	unlock, err := lockedfile.MutexAt(dir + ".lock").Lock()
	if err != nil {
		return "", err
	}
	defer unlock()
	if _, err := os.Stat(dir); err == nil {
		return dir, nil
	}
	part := dir + ".part"
	os.RemoveAll(part)
	if err := os.Mkdir(part, 0o755); err != nil {
		return "", err
	}
	if err := r.download(ctx, part, notes); err != nil {
		os.RemoveAll(part)
		return "", err
	}
	return dir, os.Rename(part, dir)
}

// download downloads r's tests into dir.
func (r remote) download(ctx context.Context, dir string, notes func(string)) error {
	var err error
	if r.judge == "aoj" {
		err = r.aoj(ctx, dir, notes)
	} else {
		err = r.yukicoder(ctx, dir)
	}
	var nerr *netError
	switch {
	case ctx.Err() != nil:
		return ctx.Err()
	case errors.As(err, &nerr):
		return setupError{fmt.Errorf("%v: the tests of %s are downloaded once, which needs the network; ojkit's cache then serves them", err, r.url)}
	case err != nil:
		return setupError{err}
	}
	return nil
}

// aoj downloads the tests of AOJ's problem r into dir, and its limits
// where AOJ gives them: without them, a note says so.
func (r remote) aoj(ctx context.Context, dir string, notes func(string)) error {
	var header struct {
		Headers []struct {
			Serial int    `json:"serial"`
			Name   string `json:"name"`
		} `json:"headers"`
	}
	list := aojTests + "/" + r.id + "/header"
	if err := getJSON(ctx, list, nil, &header); err != nil {
		return err
	}
	var names []string
	for _, h := range header.Headers {
		names = append(names, h.Name)
	}
	if len(names) == 0 {
		return fmt.Errorf("%s: AOJ lists no tests of %s", list, r.id)
	}
	for i, name := range caseNames(names) {
		at := fmt.Sprintf("%s/%s/%d/", aojTests, r.id, header.Headers[i].Serial)
		if err := getCase(ctx, at+"in", at+"out", nil, filepath.Join(dir, name)); err != nil {
			return err
		}
	}
	if err := aojLimits(ctx, r.id, dir); err != nil && ctx.Err() == nil {
		notes(fmt.Sprintf("no limits from AOJ (%v): the program's //ojkit:limits or ojkit's defaults apply", err))
	}
	return nil
}

// limitsFile, in a folder of downloaded tests, holds the judge's limits
// as a //ojkit:limits value.
const limitsFile = "limits"

// aojLimits writes the limits of AOJ's problem id into dir's limitsFile.
func aojLimits(ctx context.Context, id, dir string) error {
	var d struct {
		Time   float64 `json:"time_limit"`
		Memory int64   `json:"memory_limit"`
	}
	if err := getJSON(ctx, aojDescriptions+"/"+id, nil, &d); err != nil {
		return err
	}
	if d.Time <= 0 || d.Memory <= 0 {
		return fmt.Errorf("%s: no time_limit and memory_limit", aojDescriptions+"/"+id)
	}
	limits := fmt.Sprintf("%dms %dKiB\n", int64(d.Time*1000), d.Memory)
	return os.WriteFile(filepath.Join(dir, limitsFile), []byte(limits), 0o644)
}

// yukicoder downloads the tests of yukicoder's problem r into dir, with
// the user's API key.
func (r remote) yukicoder(ctx context.Context, dir string) error {
	token := os.Getenv(tokenEnv)
	if token == "" {
		return fmt.Errorf("%s: yukicoder serves its tests to its users only: set %s to the API key of your account (on yukicoder.me, logged in: your account's settings)", r.url, tokenEnv)
	}
	auth := http.Header{"Authorization": {"Bearer " + token}}
	base := yukicoderProblems + "/" + r.id + "/file/"
	var files []string
	if err := getJSON(ctx, base+"in", auth, &files); err != nil {
		return err
	}
	if len(files) == 0 {
		return fmt.Errorf("%s: yukicoder lists no tests of %s", base+"in", r.id)
	}
	for i, name := range caseNames(files) {
		f := url.PathEscape(files[i])
		if err := getCase(ctx, base+"in/"+f, base+"out/"+f, auth, filepath.Join(dir, name)); err != nil {
			return err
		}
	}
	return nil
}

// caseNames returns the names of the tests the judge names names: each
// without its extension, its characters other than letters, digits, '-'
// and '_' made '_', and numbered where that leaves it empty or like
// another's.
func caseNames(names []string) []string {
	seen := map[string]bool{}
	out := make([]string, len(names))
	for i, n := range names {
		n = strings.TrimSuffix(n, path.Ext(n))
		n = strings.Map(safe, n)
		if n == "" || seen[n] {
			n = fmt.Sprintf("%s%d", n, i+1)
		}
		seen[n] = true
		out[i] = n
	}
	return out
}

// safe returns r where a case's name may hold it, else '_'.
func safe(r rune) rune {
	if r == '-' || r == '_' || '0' <= r && r <= '9' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' {
		return r
	}
	return '_'
}

// getCase downloads a test's input from in and answer from out to
// name.in and name.out.
func getCase(ctx context.Context, in, out string, h http.Header, name string) error {
	if err := getFile(ctx, in, h, name+".in"); err != nil {
		return err
	}
	return getFile(ctx, out, h, name+".out")
}

// getFile downloads u to the file at path.
func getFile(ctx context.Context, u string, h http.Header, path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := get(ctx, u, h, f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// getJSON decodes the JSON document at u into v.
func getJSON(ctx context.Context, u string, h http.Header, v any) error {
	var b strings.Builder
	if err := get(ctx, u, h, &b); err != nil {
		return err
	}
	if err := json.Unmarshal([]byte(b.String()), v); err != nil {
		return fmt.Errorf("%s: not the JSON expected: %v", u, err)
	}
	return nil
}

// A netError is a request that got no answer.
type netError struct {
	url string
	err error
}

// Error returns the address and the failure.
func (e *netError) Error() string { return e.url + ": " + e.err.Error() }

// get writes the body of the answer to a GET of u, with the header h, to
// w. An answer other than 200 OK is an error that names u and its status.
func get(ctx context.Context, u string, h http.Header, w io.Writer) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	if h != nil {
		req.Header = h.Clone()
	}
	resp, err := client.Do(req)
	if err != nil {
		var uerr *url.Error
		if errors.As(err, &uerr) {
			err = uerr.Err
		}
		return &netError{u, err}
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusUnauthorized && h != nil:
		return fmt.Errorf("%s: %s: yukicoder refused the API key of %s: set it to your account's", u, resp.Status, tokenEnv)
	case resp.StatusCode == http.StatusNotFound:
		return fmt.Errorf("%s: %s: the judge has no such problem: check the //ojkit:verify URL", u, resp.Status)
	case resp.StatusCode != http.StatusOK:
		return fmt.Errorf("%s: %s: the judge failed: try again later", u, resp.Status)
	}
	if _, err := io.Copy(w, resp.Body); err != nil {
		return &netError{u, err}
	}
	return nil
}

// remoteProblem returns the problem of the tests of r, from ojkit's cache
// under cache, compared as float tolerance where tolerance is not "" and
// judged under limits where they are given, else the judge's.
func remoteProblem(ctx context.Context, r remote, cache, tolerance string, limits directive.Limits, notes func(string)) (*problem, error) {
	dir, err := r.fetched(ctx, cache, notes)
	if err != nil {
		return nil, err
	}
	p, err := folderProblem(dir, tolerance)
	if err != nil {
		return nil, err
	}
	p.limits = limits
	if data, err := os.ReadFile(filepath.Join(dir, limitsFile)); err == nil && limits.Time == 0 {
		if p.limits, err = directive.ParseLimits(strings.TrimSpace(string(data))); err != nil {
			return nil, fmt.Errorf("%s: %v", filepath.Join(dir, limitsFile), err)
		}
		p.key = hash(p.key, string(data))
	}
	return p, nil
}
