package serve

import (
	"bytes"
	"go/parser"
	"go/token"
	"net/http"
	"os"
	"strings"

	"github.com/ojkit/ojkit/internal/cmd/submit"
	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/onlinejudge"
)

// codeforcesGo is Codeforces's id of the Go language, which cph-submit
// chooses on the submit form.
const codeforcesGo = 32

// cphSubmission is what cph-submit asks /getSubmit for: the problem on
// Codeforces (such as 1915A), its submit page, the source and its language.
type cphSubmission struct {
	Empty       bool   `json:"empty"`
	ProblemName string `json:"problemName"`
	URL         string `json:"url"`
	SourceCode  string `json:"sourceCode"`
	LanguageID  int    `json:"languageId"`
}

// submitReply is the reply of POST /api/submit: whether ojkit submit
// passed, what it said, the file it wrote, and the judge's submit page.
type submitReply struct {
	OK     bool   `json:"ok"`
	Output string `json:"output"`
	File   string `json:"file,omitempty"`
	Source string `json:"source,omitempty"` // the file's text, for the clipboard
	Page   string `json:"page,omitempty"`
}

// submit runs ojkit submit on the body's problem: bundled, checked at its
// Go floor and judged on its tests, the file written to dist/ID.go as
// ojkit submit writes it; a file that passed is handed to cph-submit next
// time it asks.
func (s *server) submit(w http.ResponseWriter, r *http.Request) {
	p, ok := s.bodyProblem(w, r)
	if !ok {
		return
	}
	file := submit.DefaultOutput(p)
	var out bytes.Buffer
	code := submit.Run([]string{"-p", p.Dir}, &out, &out)
	rep := submitReply{OK: code == 0, Output: out.String()}
	if rep.OK {
		rep.File = s.rel(file)
		source, err := os.ReadFile(file)
		if err != nil {
			fail(w, http.StatusInternalServerError, "%v", err)
			return
		}
		name, page := codeforces(p)
		rep.Source, rep.Page = string(source), page
		s.mu.Lock()
		s.cph = &cphSubmission{ProblemName: name, URL: page, SourceCode: string(source), LanguageID: codeforcesGo}
		s.mu.Unlock()
	}
	reply(w, rep)
}

// codeforces returns problem p's name on Codeforces, from its
// //ojkit:judges entry (Codeforces1915A is 1915A), else its id, and the
// page its judges take a submission on, if any.
func codeforces(p layout.Problem) (name, page string) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, p.Main(), nil, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		return p.ID, ""
	}
	d, _ := directive.Parse(fset, f)
	page, _, _ = onlinejudge.SubmitPage(d.Judges)
	for _, e := range d.Judges {
		if id, ok := strings.CutPrefix(e, "Codeforces"); ok {
			return strings.TrimPrefix(id, "-"), page
		}
	}
	return p.ID, page
}

// getSubmit answers cph-submit, which asks every second with the header
// cph-submit: true: the submission handed to it once, else {"empty":true}.
// The header, which no page of another site can send here without the
// server's leave, keeps the source from such pages.
func (s *server) getSubmit(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("cph-submit") != "true" {
		fail(w, http.StatusBadRequest, "/getSubmit is cph-submit's: it sends the header cph-submit: true")
		return
	}
	s.mu.Lock()
	next := s.cph
	s.cph = nil
	s.mu.Unlock()
	if next == nil {
		next = &cphSubmission{Empty: true}
	}
	reply(w, next)
}
