package serve

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/runner"
)

// shown is the most of an input, an answer or an output the page is sent.
const shown = 64 << 10

// problemJS is a problem as the page sees it.
type problemJS struct {
	ID        string   `json:"id"`
	Dir       string   `json:"dir"` // relative to the root
	Solutions []string `json:"solutions"`
	Cases     []caseJS `json:"cases"`
	Error     string   `json:"error,omitempty"`
}

// caseJS is a case as the page sees it.
type caseJS struct {
	Name      string `json:"name"`
	Input     string `json:"input"`
	Answer    string `json:"answer"`
	HasAnswer bool   `json:"has_answer"`
	// Editable reports a case of a test directory, which the page may
	// edit and delete; a suite's cases are shown only.
	Editable bool   `json:"editable"`
	File     string `json:"file"` // where it is, relative to the root
	Beyond   string `json:"beyond,omitempty"`
}

// listProblems serves the problems with their solutions and cases, and
// the packages with their submissions and tests.
func (s *server) listProblems(w http.ResponseWriter, r *http.Request) {
	out := struct {
		Root     string      `json:"root"`
		Problems []problemJS `json:"problems"`
		Packages []packageJS `json:"packages"`
	}{Root: s.root, Problems: []problemJS{}, Packages: []packageJS{}}
	for _, p := range s.problems {
		out.Problems = append(out.Problems, s.problemJS(p))
	}
	for _, c := range s.packages {
		out.Packages = append(out.Packages, s.packageJS(c))
	}
	reply(w, out)
}

// problemJS returns problem p as the page sees it.
func (s *server) problemJS(p layout.Problem) problemJS {
	pj := problemJS{ID: p.ID, Dir: s.rel(p.Dir), Solutions: solutions(p), Cases: []caseJS{}}
	cs, err := readCases(p)
	if err != nil {
		pj.Error = err.Error()
	}
	for _, c := range cs {
		cj := caseJS{Name: c.Name, HasAnswer: c.HasAnswer(), Editable: c.InputFile != "", Beyond: c.Beyond}
		cj.File = s.rel(c.InputFile)
		if c.InputFile == "" {
			cj.File = s.rel(c.Script)
		}
		in, _ := c.ReadInput()
		answer, _ := c.ReadAnswer()
		cj.Input, cj.Answer = text(in), text(answer)
		pj.Cases = append(pj.Cases, cj)
	}
	return pj
}

// readCases returns problem p's cases, as ojkit judge reads them.
func readCases(p layout.Problem) ([]cases.Case, error) {
	found, err := cases.Read(cases.Places{ID: p.ID, Suite: p.Suite(), Dirs: p.TestDirs()})
	return found.Cases, err
}

// solutions returns the solutions of problem p's folder that the page
// offers, by their names in it: "." for main.go's package first, then its
// second solutions and the source files beside main.go.
func solutions(p layout.Problem) []string {
	names := []string{"."}
	seconds, _ := p.SecondSolutions()
	for _, sec := range seconds {
		names = append(names, filepath.Base(sec.Dir))
	}
	entries, _ := os.ReadDir(p.Dir)
	for _, e := range entries {
		name := e.Name()
		stem := strings.TrimSuffix(name, filepath.Ext(name))
		switch {
		case e.IsDir(), name == "main.go", strings.HasSuffix(name, "_test.go"),
			stem == "interactor", stem == "checker", runner.Language(name) == "":
			continue
		}
		names = append(names, name)
	}
	return names
}

// solution returns the path of problem p's solution name, one that
// solutions offers.
func solution(p layout.Problem, name string) (string, bool) {
	if !slices.Contains(solutions(p), name) {
		return "", false
	}
	return filepath.Join(p.Dir, name), true
}

// text returns the start of b as text for the page.
func text(b []byte) string {
	if len(b) > shown {
		b = b[:shown]
		for len(b) > 0 && !utf8.Valid(b) {
			b = b[:len(b)-1]
		}
		return string(b) + "\n… (cut: the whole is in the file)"
	}
	return string(b)
}

// rel returns path relative to the root, or "" for "".
func (s *server) rel(path string) string {
	if path == "" {
		return ""
	}
	if r, err := filepath.Rel(s.root, path); err == nil {
		return filepath.ToSlash(r)
	}
	return path
}

// reply writes v as JSON.
func reply(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}

// decode reads the JSON body of r into v, refusing, with 4xx, a body of
// another type, too large, or not what v holds.
func decode(w http.ResponseWriter, r *http.Request, v any) bool {
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		fail(w, http.StatusUnsupportedMediaType, "the body must be JSON (Content-Type: application/json), not %q", ct)
		return false
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 16<<20))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		fail(w, http.StatusBadRequest, "the body: %v", err)
		return false
	}
	return true
}
