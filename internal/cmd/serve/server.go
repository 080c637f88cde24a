package serve

import (
	"crypto/subtle"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/ojkit/ojkit/internal/layout"
)

// static holds the page: plain HTML, CSS and JavaScript.
//
//go:embed static
var static embed.FS

// A server serves the page of the problems under root and judges their
// cases. Its methods may be called at once from several goroutines.
type server struct {
	// root is the module's top, or the problem's directory: the server
	// reads and writes no file outside it.
	root     string
	problems []layout.Problem
	packages []contestPackage
	token    string
	hub      *hub

	mu    sync.Mutex
	hosts map[string]bool // the Host headers of the server's addresses
	runs  map[string]*job // the run in flight or last run of each problem, by id
	cph   *cphSubmission  // what cph-submit is handed next, if anything
	seq   int             // the number of the last run started
	// tasks are the stresses and verifies in flight, by "stress/" and the
	// problem's id or "verify/" and the package's.
	tasks map[string]*task
}

// newServer returns the server of the problems of the module around dir,
// or else of dir's own problem, and of the problem packages in dir, the
// root and the folders just under them; or, with no problem, of the
// packages in dir and the folders just under it.
func newServer(dir string) (*server, error) {
	s := &server{token: newToken(), hub: newHub(), hosts: map[string]bool{}, runs: map[string]*job{}, tasks: map[string]*task{}}
	if root, _ := layout.Up(dir, func(d string) bool { return len(layout.IDsIn(d)) > 0 }); root != "" {
		s.root = root
		for _, id := range layout.IDsIn(root) {
			s.problems = append(s.problems, layout.InModule(root, id))
		}
	} else if _, err := os.Stat(filepath.Join(dir, "main.go")); err == nil {
		p, err := layout.Locate(dir)
		if err != nil {
			return nil, err
		}
		s.root, s.problems = p.Dir, []layout.Problem{p}
	} else {
		s.root = dir
	}
	s.packages = s.findPackages(dir)
	if len(s.problems) == 0 && len(s.packages) == 0 {
		return nil, errors.New("no problems/ID/main.go here or in a parent directory, no main.go and no problem package here: run it in a module with problems, in a problem's folder, or in a contest's folder of packages")
	}
	return s, nil
}

// allow lets requests for the server's address on port in.
func (s *server) allow(port int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, host := range []string{"127.0.0.1", "localhost"} {
		s.hosts[host+":"+strconv.Itoa(port)] = true
	}
}

// url returns the page's address on port, with the token.
func (s *server) url(port int) string {
	return fmt.Sprintf("http://127.0.0.1:%d/?token=%s", port, s.token)
}

// knownProblem returns problem id, refusing an unknown one with 404.
func (s *server) knownProblem(w http.ResponseWriter, id string) (layout.Problem, bool) {
	p, ok := s.problem(id)
	if !ok {
		fail(w, http.StatusNotFound, "no problem %q here", id)
	}
	return p, ok
}

// bodyProblem returns the problem the request's body names,
// {"problem": ID}; when the body or the problem is wrong, it answers the
// request itself and reports false.
func (s *server) bodyProblem(w http.ResponseWriter, r *http.Request) (layout.Problem, bool) {
	var req struct {
		Problem string `json:"problem"`
	}
	if !decode(w, r, &req) {
		return layout.Problem{}, false
	}
	return s.knownProblem(w, req.Problem)
}

// problem returns the problem id.
func (s *server) problem(id string) (layout.Problem, bool) {
	for _, p := range s.problems {
		if p.ID == id {
			return p, true
		}
	}
	return layout.Problem{}, false
}

// handler returns the server's routes behind its guard.
func (s *server) handler() http.Handler {
	files, _ := fs.Sub(static, "static")
	mux := http.NewServeMux()
	mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(files)))
	mux.HandleFunc("GET /{$}", s.page)
	mux.HandleFunc("GET /api/problems", s.listProblems)
	mux.HandleFunc("GET /api/events", s.events)
	mux.HandleFunc("POST /api/run", s.startRun)
	mux.HandleFunc("POST /api/stop", s.stopRun)
	mux.HandleFunc("PUT /api/case", s.putCase)
	mux.HandleFunc("DELETE /api/case", s.deleteCase)
	mux.HandleFunc("POST /api/stress", s.startStress)
	mux.HandleFunc("POST /api/stress/stop", s.stopStress)
	mux.HandleFunc("POST /api/verify", s.startVerify)
	mux.HandleFunc("POST /api/verify/stop", s.stopVerify)
	mux.HandleFunc("POST /api/submit", s.submit)
	mux.HandleFunc("GET /getSubmit", s.getSubmit)
	return s.guard(mux)
}

// guard refuses, with 403, a request for another Host than the server's
// (a page of another site whose name was made to point here), one from
// another site's page (its Origin), and one without the token, which the
// page's files and cph-submit's /getSubmit alone need not carry.
func (s *server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		ok := s.hosts[r.Host]
		s.mu.Unlock()
		if !ok {
			fail(w, http.StatusForbidden, "Host %q is not this server's: open the address ojkit serve printed", r.Host)
			return
		}
		if origin := r.Header.Get("Origin"); origin != "" && origin != "http://"+r.Host && !(r.URL.Path == "/getSubmit" && isExtension(origin)) {
			fail(w, http.StatusForbidden, "requests from %s are refused: only the page ojkit serve printed may ask", origin)
			return
		}
		if !strings.HasPrefix(r.URL.Path, "/static/") && r.URL.Path != "/getSubmit" && !s.hasToken(r) {
			fail(w, http.StatusForbidden, "no valid token: open the address ojkit serve printed, token and all")
			return
		}
		next.ServeHTTP(w, r)
	})
}

// isExtension reports whether origin is a browser extension's.
func isExtension(origin string) bool {
	return strings.HasPrefix(origin, "chrome-extension://") || strings.HasPrefix(origin, "moz-extension://")
}

// hasToken reports whether r carries the server's token, in the query or
// in the header X-Ojkit-Token.
func (s *server) hasToken(r *http.Request) bool {
	t := r.Header.Get("X-Ojkit-Token")
	if t == "" {
		t = r.URL.Query().Get("token")
	}
	return subtle.ConstantTimeCompare([]byte(t), []byte(s.token)) == 1
}

// page serves the page.
func (s *server) page(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:")
	w.Header().Set("Referrer-Policy", "no-referrer")
	http.ServeFileFS(w, r, static, "static/index.html")
}

// fail writes the message of a refused request with status code.
func fail(w http.ResponseWriter, code int, format string, args ...any) {
	http.Error(w, prog+": "+fmt.Sprintf(format, args...), code)
}

// close stops the runs and ends the event streams.
func (s *server) close() {
	s.stopAll()
	s.hub.close()
}
