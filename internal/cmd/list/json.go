package list

import (
	_ "embed"
	"encoding/json"
	"io"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/judgement"
)

// Version is the version of the -json document's schema. It grows when a
// field changes meaning or goes; a new field leaves it be, so that a reader
// ignores what it does not know.
const Version = 1

// Schema is the JSON Schema (draft 2020-12) of the -json document.
//
//go:embed schema.json
var Schema []byte

// jsonHelp follows the help: the -json document's fields.
const jsonHelp = `
With -json, stdout is one JSON object (ojkit list -schema prints its JSON
Schema), every path in it absolute:

	v          the schema's version (1); a later ojkit may add fields
	           without changing it, and a reader ignores those it does not know
	root       the module's top, absent for a problem outside a module
	problems   one object a problem, by id:
	  id, dir, main      its id, its directory and its main.go
	  places             the directories that are the problem's: a file under
	                     one of them belongs to it (problems/ID, gen/ID and
	                     testdata/ID in a module; its directory elsewhere)
	  suite_dir          where its testscript suite is (it may not exist yet)
	  test_dirs          its test/ and tests/ that exist
	  gen_dir, tools     where its tools are, and those that exist by name
	                     (checker, interactor, validate, gen)
	  spec               how ojkit judges it, absent when main.go's directives
	                     cannot be read: time_ms (CPU time), memory_bytes,
	                     compare (mode: exact, lines, tokens, float or checker;
	                     eps for float; the checker command), interactive and
	                     interactor (its command), io (in and out, "" for the
	                     standard streams, and pattern, for //ojkit:io), pe_as_wa
	                     (the judge that counts PE as WA), defines (the macros of
	                     C and C++ builds)
	  solutions          its second solutions: dir and expect (the verdict its
	                     //ojkit:expect declares, AC by default)
	  cases              what ojkit judge reads, in its order: name; input and
	                     answer, the files of a test directory's case; script
	                     and line, the suite's script and the line of its exec,
	                     for a suite's case; has_answer; beyond, why the input
	                     goes beyond the statement, for a case ojkit judge runs
	                     only on the problem's own solutions unless -all
	  error              what kept the problem from being read in full (exit
	                     status 1); what could be read is there all the same
`

// document is the -json document.
type document struct {
	V        int         `json:"v"`
	Root     string      `json:"root,omitempty"`
	Problems []problemJS `json:"problems"`
}

// problemJS is a problem of the document.
type problemJS struct {
	ID        string            `json:"id"`
	Dir       string            `json:"dir"`
	Main      string            `json:"main"`
	Places    []string          `json:"places"`
	SuiteDir  string            `json:"suite_dir"`
	TestDirs  []string          `json:"test_dirs"`
	GenDir    string            `json:"gen_dir"`
	Tools     map[string]string `json:"tools"`
	Spec      *specJS           `json:"spec,omitempty"`
	Solutions []solutionJS      `json:"solutions"`
	Cases     []caseJS          `json:"cases"`
	Error     string            `json:"error,omitempty"`
}

// specJS is a problem's spec (see judgement.Spec).
type specJS struct {
	TimeMS      int64     `json:"time_ms"`
	MemoryBytes int64     `json:"memory_bytes"`
	Compare     compareJS `json:"compare"`
	Interactive bool      `json:"interactive"`
	Interactor  string    `json:"interactor,omitempty"`
	IO          *ioJS     `json:"io,omitempty"`
	PEAsWA      string    `json:"pe_as_wa,omitempty"`
	Defines     []string  `json:"defines"`
}

// compareJS is how an output is compared with the answer.
type compareJS struct {
	Mode    string   `json:"mode"`
	Eps     *float64 `json:"eps,omitempty"`
	Checker string   `json:"checker,omitempty"`
}

// ioJS is a problem's //ojkit:io.
type ioJS struct {
	In      string `json:"in"`
	Out     string `json:"out"`
	Pattern string `json:"pattern,omitempty"`
}

// solutionJS is a second solution.
type solutionJS struct {
	Dir    string `json:"dir"`
	Expect string `json:"expect"`
}

// caseJS is a case.
type caseJS struct {
	Name      string `json:"name"`
	Input     string `json:"input,omitempty"`
	Answer    string `json:"answer,omitempty"`
	Script    string `json:"script,omitempty"`
	Line      int    `json:"line,omitempty"`
	HasAnswer bool   `json:"has_answer"`
	Beyond    string `json:"beyond,omitempty"`
}

// writeJSON writes the document of the problems es, of the module at root
// ("" for none), to w.
func writeJSON(w io.Writer, root string, es []entry) error {
	doc := document{V: Version, Root: root, Problems: []problemJS{}}
	for _, e := range es {
		doc.Problems = append(doc.Problems, e.json())
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// json returns the problem's object in the document.
func (e entry) json() problemJS {
	p := e.p
	pj := problemJS{
		ID: p.ID, Dir: p.Dir, Main: p.Main(), Places: p.Places(),
		SuiteDir: p.SuiteDir(), TestDirs: append([]string{}, p.TestDirs()...),
		GenDir: p.GenDir(), Tools: e.tools(),
		Solutions: []solutionJS{}, Cases: []caseJS{},
	}
	if e.hasSpec {
		pj.Spec = specOf(e.spec, e.interactor)
	}
	for _, s := range e.solutions {
		pj.Solutions = append(pj.Solutions, solutionJS{Dir: s.Dir, Expect: s.Expect})
	}
	for _, c := range e.cases {
		pj.Cases = append(pj.Cases, caseOf(c))
	}
	pj.Error = e.errText()
	return pj
}

// specOf returns spec s, whose interactor command is interactor, in the
// document.
func specOf(s judgement.Spec, interactor string) *specJS {
	sj := &specJS{
		TimeMS: s.Limits.Time.Milliseconds(), MemoryBytes: s.Limits.Memory,
		Compare:     compareJS{Mode: s.Compare.Mode, Checker: s.Compare.Checker},
		Interactive: s.Interactive, Interactor: interactor,
		PEAsWA: s.PEAsWA, Defines: append([]string{}, s.Defines...),
	}
	if s.Compare.Mode == "float" {
		eps := s.Compare.Eps
		sj.Compare.Eps = &eps
	}
	if s.IO.In != "" || s.IO.Out != "" {
		sj.IO = &ioJS{In: s.IO.In, Out: s.IO.Out, Pattern: s.IO.Pattern}
	}
	return sj
}

// caseOf returns case c in the document.
func caseOf(c cases.Case) caseJS {
	return caseJS{
		Name: c.Name, Input: c.InputFile, Answer: c.AnswerFile,
		Script: c.Script, Line: c.Line, HasAnswer: c.HasAnswer(), Beyond: c.Beyond,
	}
}
