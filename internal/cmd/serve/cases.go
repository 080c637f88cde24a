package serve

import (
	"errors"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/layout"
)

// caseName is what a case's name may be: a file's name in any system.
var caseName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`)

// caseRequest is the body of PUT /api/case: a case of a problem's test
// directory, written whole.
type caseRequest struct {
	Problem string  `json:"problem"`
	Name    string  `json:"name"`
	Input   string  `json:"input"`
	Answer  *string `json:"answer"` // nil for a case without an answer
}

// putCase writes the body's case: over the case of that name of the
// problem's test directory, or as a new one, NAME.in and NAME.out in its
// first test directory (test/, made if it has none), as ojkit judge
// -write-answers and oj write them.
func (s *server) putCase(w http.ResponseWriter, r *http.Request) {
	var req caseRequest
	if !decode(w, r, &req) {
		return
	}
	p, c, ok := s.caseOf(w, req.Problem, req.Name)
	if !ok {
		return
	}
	if c.Name != "" && c.InputFile == "" {
		fail(w, http.StatusConflict, "case %s of %s is in the suite %s: edit it there", c.Name, p.ID, s.rel(c.Script))
		return
	}
	if c.Name == "" {
		dir := filepath.Join(p.Dir, "test")
		if dirs := p.TestDirs(); len(dirs) > 0 {
			dir = dirs[0]
		}
		c = cases.Case{Name: req.Name, InputFile: filepath.Join(dir, req.Name+".in")}
	}
	if !s.inside(c.InputFile) || c.AnswerFile != "" && !s.inside(c.AnswerFile) {
		fail(w, http.StatusForbidden, "case %s of %s lies outside %s: it is not written", c.Name, p.ID, s.root)
		return
	}
	if err := writeCase(c, req); err != nil {
		fail(w, http.StatusInternalServerError, "%v", err)
		return
	}
	reply(w, s.problemJS(p))
}

// writeCase writes the input and the answer of req over c, a case of a
// test directory.
func writeCase(c cases.Case, req caseRequest) error {
	if err := os.MkdirAll(filepath.Dir(c.InputFile), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(c.InputFile, []byte(req.Input), 0o644); err != nil {
		return err
	}
	if req.Answer == nil {
		if c.AnswerFile != "" {
			return os.Remove(c.AnswerFile)
		}
		return nil
	}
	_, err := cases.WriteAnswer(c, []byte(*req.Answer), true)
	return err
}

// deleteCase removes the case ?name= of problem ?problem=: its input and
// its answer, from the problem's test directory.
func (s *server) deleteCase(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	p, c, ok := s.caseOf(w, q.Get("problem"), q.Get("name"))
	if !ok {
		return
	}
	switch {
	case c.Name == "":
		fail(w, http.StatusNotFound, "problem %s has no case %q", p.ID, q.Get("name"))
		return
	case c.InputFile == "":
		fail(w, http.StatusConflict, "case %s of %s is in the suite %s: delete it there", c.Name, p.ID, s.rel(c.Script))
		return
	}
	if !s.inside(c.InputFile) || c.AnswerFile != "" && !s.inside(c.AnswerFile) {
		fail(w, http.StatusForbidden, "case %s of %s lies outside %s: it is not deleted", c.Name, p.ID, s.root)
		return
	}
	for _, f := range []string{c.InputFile, c.AnswerFile} {
		if f == "" {
			continue
		}
		if err := os.Remove(f); err != nil && !errors.Is(err, fs.ErrNotExist) {
			fail(w, http.StatusInternalServerError, "%v", err)
			return
		}
	}
	reply(w, s.problemJS(p))
}

// caseOf returns problem id and its case name, a zero case when it has
// none of that name; it refuses, with 4xx, an unknown problem, a bad name
// and a problem whose cases cannot be read.
func (s *server) caseOf(w http.ResponseWriter, id, name string) (layout.Problem, cases.Case, bool) {
	p, ok := s.knownProblem(w, id)
	if !ok {
		return p, cases.Case{}, false
	}
	if !caseName.MatchString(name) || strings.HasSuffix(name, ".in") {
		fail(w, http.StatusBadRequest, "case name %q: give letters, digits, _, - and ., 64 at most, such as sample3", name)
		return p, cases.Case{}, false
	}
	cs, err := readCases(p)
	if err != nil {
		fail(w, http.StatusConflict, "%v", err)
		return p, cases.Case{}, false
	}
	c, _ := findCase(cs, name)
	return p, c, true
}

// inside reports whether path lies inside the root, links followed as far
// as they exist.
func (s *server) inside(path string) bool {
	root, err := filepath.EvalSymlinks(s.root)
	if err != nil {
		return false
	}
	real := path
	for dir, rest := path, ""; ; dir = filepath.Dir(dir) {
		if r, err := filepath.EvalSymlinks(dir); err == nil {
			real = filepath.Join(r, rest)
			break
		}
		if filepath.Dir(dir) == dir {
			return false
		}
		rest = filepath.Join(filepath.Base(dir), rest)
	}
	rel, err := filepath.Rel(root, real)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}
