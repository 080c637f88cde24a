package newproblem

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/ojkit/ojkit/internal/cli"
)

// DefaultPort is the port new -listen waits on: one of those the Competitive
// Companion extension posts to without configuration (acmX's).
const DefaultPort = 10042

// task is the part of a Competitive Companion task that new reads.
type task struct {
	Name        string  `json:"name"`
	Group       string  `json:"group"`
	URL         string  `json:"url"`
	TimeLimit   int     `json:"timeLimit"`   // milliseconds
	MemoryLimit float64 `json:"memoryLimit"` // megabytes
	Tests       []struct {
		Input  string `json:"input"`
		Output string `json:"output"`
	} `json:"tests"`
	Batch struct {
		ID   string `json:"id"`
		Size int    `json:"size"`
	} `json:"batch"`
}

// maxBody is the largest task new reads.
const maxBody = 16 << 20

// listen receives Competitive Companion's tasks on ln and writes a problem
// for each in the module at root, until every problem of the first batch has
// come (or ctx is done). It reports each problem on out.
func listen(ctx context.Context, ln net.Listener, root, module string, out io.Writer) error {
	r := &receiver{root: root, module: module, out: out, done: make(chan struct{})}
	srv := &http.Server{Handler: r}
	go srv.Serve(ln)
	select {
	case <-r.done:
	case <-ctx.Done():
	}
	return srv.Shutdown(context.Background())
}

// receiver is the HTTP handler of listen.
type receiver struct {
	root, module string
	out          io.Writer

	mu        sync.Mutex
	batch     string // the batch being received
	received  int
	done      chan struct{}
	closeOnce sync.Once
}

// ServeHTTP writes the problem of one posted task: 200 and the files
// written, or 400 and why nothing was written.
func (r *receiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	if req.Method != http.MethodPost {
		http.Error(w, "POST a Competitive Companion task", http.StatusMethodNotAllowed)
		return
	}
	var t task
	dec := json.NewDecoder(io.LimitReader(req.Body, maxBody))
	if err := dec.Decode(&t); err != nil {
		http.Error(w, "bad task: "+err.Error(), http.StatusBadRequest)
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	p, err := fromTask(t)
	if err == nil {
		p.Root, p.Module = r.root, r.module
		var files []string
		if files, err = create(p); err == nil {
			fmt.Fprintf(r.out, "%s: %s\n", t.URL, strings.Join(files, " "))
		}
	}
	if err != nil {
		fmt.Fprintf(r.out, "%s: not written: %v\n", t.URL, err)
		http.Error(w, err.Error(), http.StatusBadRequest)
	}
	r.count(t)
}

// count notes one task of t's batch, and ends the listening once the batch
// is complete.
func (r *receiver) count(t task) {
	if r.batch != t.Batch.ID {
		r.batch, r.received = t.Batch.ID, 0
	}
	r.received++
	if r.received >= max(t.Batch.Size, 1) {
		r.closeOnce.Do(func() { close(r.done) })
	}
}

// fromTask makes the problem of a task: its id and judge from the URL, its
// limits and its samples.
func fromTask(t task) (*problem, error) {
	if len(t.Tests) == 0 {
		return nil, errors.New("the task has no tests")
	}
	id, entry := fromURL(t.URL)
	if id == "" {
		id = slug(t.Name)
	}
	if id == "" {
		return nil, fmt.Errorf("no problem id in the URL %q or the name %q", t.URL, t.Name)
	}
	p := &problem{ID: id, Limits: "unverified", URL: t.URL, Name: t.Name}
	if entry != "" {
		js, err := parseJudges(entry)
		if err != nil {
			return nil, err
		}
		p.Judges = js
	}
	if t.TimeLimit > 0 && t.MemoryLimit > 0 {
		p.Limits = fmt.Sprintf("%dms %dMB", t.TimeLimit, int(t.MemoryLimit))
	}
	for i, tc := range t.Tests {
		p.Samples = append(p.Samples, sample{Name: fmt.Sprintf("sample-%d", i+1), Input: []byte(tc.Input), Want: []byte(tc.Output)})
	}
	var err error
	p.Samples, err = checkSamples(p.Samples, t.URL)
	return p, err
}

// urlRules derive a problem id and an //ojkit:judges entry from a problem's
// URL: the host's suffix, the pattern of the path (and query), and how the
// submatches make the id and the entry.
var urlRules = []struct {
	host string
	path *regexp.Regexp
	id   func(m []string) (id, entry string)
}{
	{"codeforces.com", regexp.MustCompile(`^/(?:contest|problemset/problem)/(\d+)/(?:problem/)?([A-Za-z]\d?)$`),
		func(m []string) (string, string) {
			return "cf" + m[1] + strings.ToLower(m[2]), "Codeforces" + m[1] + strings.ToUpper(m[2])
		}},
	{"codeforces.com", regexp.MustCompile(`^/gym/(\d+)/problem/([A-Za-z]\d?)$`),
		func(m []string) (string, string) {
			return "gym" + m[1] + strings.ToLower(m[2]), "Codeforces-gym" + m[1] + strings.ToUpper(m[2])
		}},
	{"atcoder.jp", regexp.MustCompile(`^/contests/[^/]+/tasks/([a-z0-9]+)_([a-z0-9]+)$`),
		func(m []string) (string, string) { return m[1] + m[2], "AtCoder-" + m[1] + "_" + m[2] }},
	{"luogu.com.cn", regexp.MustCompile(`^/problem/([A-Z]+\d+[A-Z]*)$`),
		func(m []string) (string, string) { return strings.ToLower(m[1]), "Luogu" + m[1] }},
	{"spoj.com", regexp.MustCompile(`^/problems/([A-Z0-9_]+)/?$`),
		func(m []string) (string, string) { return "sp_" + strings.ToLower(m[1]), "SPOJ-" + m[1] }},
	{"kattis.com", regexp.MustCompile(`^/(?:contests/[^/]+/)?problems/([a-z0-9]+)$`),
		func(m []string) (string, string) { return m[1], "Kattis-" + m[1] }},
	{"poj.org", regexp.MustCompile(`^/problem\?id=(\d+)$`),
		func(m []string) (string, string) { return "poj" + m[1], "POJ" + m[1] }},
	{"hdu.edu.cn", regexp.MustCompile(`^/showproblem\.php\?pid=(\d+)$`),
		func(m []string) (string, string) { return "hdu" + m[1], "HDU" + m[1] }},
	{"acwing.com", regexp.MustCompile(`^/problem/content/(\d+)/?$`),
		func(m []string) (string, string) { return "acwing" + m[1], "AcWing" + m[1] }},
}

// fromURL returns the problem id and the judges entry of a problem's URL, or
// empty strings for a host or path it does not know. UVa's pages name the
// problem's number only in their title, so UVa is known by fromTask's name.
func fromURL(raw string) (id, entry string) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", ""
	}
	path := u.EscapedPath()
	if u.RawQuery != "" {
		path += "?" + u.RawQuery
	}
	for _, r := range urlRules {
		if u.Hostname() != r.host && !strings.HasSuffix(u.Hostname(), "."+r.host) {
			continue
		}
		if m := r.path.FindStringSubmatch(path); m != nil {
			return r.id(m)
		}
	}
	return "", ""
}

// slug makes a problem id of a name: lowercase letters, digits and _.
func slug(name string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(name) {
		switch {
		case 'a' <= c && c <= 'z' || '0' <= c && c <= '9':
			b.WriteRune(c)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "_"):
			b.WriteByte('_')
		}
	}
	s := strings.Trim(b.String(), "_")
	if s != "" && s[0] >= '0' && s[0] <= '9' {
		s = "p" + s
	}
	return s
}

// runListen is new -listen [-port N]: it waits for Competitive Companion's
// tasks and writes their problems in the module of the working directory.
func runListen(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	prog := cli.Prog("new", "newproblem")
	fs := flag.NewFlagSet("new -listen", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Bool("listen", true, "")
	port := fs.Int("port", DefaultPort, "")
	if err := fs.Parse(args); err != nil || fs.NArg() != 0 || *port <= 0 || *port > 65535 {
		fmt.Fprintf(stderr, "%s: -listen takes -port N alone (see %s -h)\n", prog, prog)
		return 2
	}
	root, module, err := findModule()
	var ln net.Listener
	if err == nil {
		ln, err = net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(*port)))
	}
	if err == nil {
		fmt.Fprintf(stderr, "%s: waiting for Competitive Companion on 127.0.0.1:%d (Ctrl-C stops)\n", prog, *port)
		err = listen(ctx, ln, root, module, stdout)
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 2
	}
	return 0
}
