package problempkg

import (
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/ojkit/ojkit/internal/verdict"
)

// A Polygon package (Codeforces' problem-preparation system) is described
// by problem.xml: its test sets with their limits and tests (files
// tests/NN with answers tests/NN.a, or a generator's command line when the
// package holds no file), its testlib checker, interactor and validators,
// and its solutions, each tagged with the verdict it must get.

// polygonProblem is the part of problem.xml ojkit reads, and writes (see
// PolygonSpec).
type polygonProblem struct {
	XMLName   xml.Name       `xml:"problem"`
	Revision  int            `xml:"revision,attr,omitempty"`
	ShortName string         `xml:"short-name,attr"`
	Names     []polygonName  `xml:"names>name"`
	Judging   polygonJudging `xml:"judging"`
	Files     polygonFiles   `xml:"files"`
	Assets    polygonAssets  `xml:"assets"`
}

// polygonFiles are the package's files: Resources, those the programs
// include, and Executables, the programs that make tests.
type polygonFiles struct {
	Resources   []polygonSource  `xml:"resources>file"`
	Executables []polygonProgram `xml:"executables>executable"`
}

// polygonName is a problem's name in one language.
type polygonName struct {
	Language string `xml:"language,attr"`
	Value    string `xml:"value,attr"`
}

// polygonJudging is how the problem is judged: its file names (empty for
// the standard streams) and test sets.
type polygonJudging struct {
	InputFile  string           `xml:"input-file,attr"`
	OutputFile string           `xml:"output-file,attr"`
	Testsets   []polygonTestset `xml:"testset"`
}

// polygonTestset is a test set with its limits and tests.
type polygonTestset struct {
	Name          string        `xml:"name,attr"`
	TimeLimit     int64         `xml:"time-limit"`
	MemoryLimit   int64         `xml:"memory-limit"`
	TestCount     int           `xml:"test-count"`
	InputPattern  string        `xml:"input-path-pattern"`
	AnswerPattern string        `xml:"answer-path-pattern"`
	Tests         []polygonTest `xml:"tests>test"`
}

// polygonTest is a test: held as a file (manual), or made by the generator
// command Cmd (generated). Polygon gives each test Points where the
// problem has points, and its checker may then score an output (testlib's
// quitp).
type polygonTest struct {
	Method string `xml:"method,attr"`
	Cmd    string `xml:"cmd,attr,omitempty"`
	Sample bool   `xml:"sample,attr,omitempty"`
	// Points, in a problem with points, is what the test is worth.
	Points string `xml:"points,attr,omitempty"`
}

// polygonAssets are the problem's checker, interactor, validators and
// solutions.
type polygonAssets struct {
	Checker    polygonChecker    `xml:"checker"`
	Interactor *polygonProgram   `xml:"interactor"`
	Validators []polygonProgram  `xml:"validators>validator"`
	Solutions  []polygonSolution `xml:"solutions>solution"`
}

// polygonChecker is the checker: Name is a standard checker's name, such
// as std::wcmp.cpp, and Type its protocol, testlib.
type polygonChecker struct {
	Name   string        `xml:"name,attr,omitempty"`
	Type   string        `xml:"type,attr,omitempty"`
	Source polygonSource `xml:"source"`
}

// polygonProgram is an executable, an interactor or a validator.
type polygonProgram struct {
	Source polygonSource `xml:"source"`
}

// polygonSolution is a solution with the tag that says its verdict.
type polygonSolution struct {
	Tag    string        `xml:"tag,attr"`
	Source polygonSource `xml:"source"`
}

// polygonSource is a source file of the package.
type polygonSource struct {
	Path string `xml:"path,attr"`
	Type string `xml:"type,attr,omitempty"`
}

// polygonTags are the verdicts Polygon's solution tags expect, in Kattis's
// names; several, joined by |, where the tag allows any of them.
var polygonTags = map[string]verdict.Verdict{
	"main": verdict.AC, "accepted": verdict.AC,
	"wrong-answer": verdict.WA, "presentation-error": verdict.WA,
	"time-limit-exceeded": verdict.TLE, "memory-limit-exceeded": verdict.RTE,
	"time-limit-exceeded-or-accepted":              "AC|TLE",
	"time-limit-exceeded-or-memory-limit-exceeded": "TLE|RTE",
	"rejected": "WA|TLE|RTE",
}

// loadPolygon reads the Polygon package in the absolute directory dir.
func loadPolygon(dir string) (*Package, error) {
	path := filepath.Join(dir, "problem.xml")
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var x polygonProblem
	if err := xml.Unmarshal(data, &x); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if len(x.Judging.Testsets) == 0 {
		return nil, fmt.Errorf("%s: no <testset> in <judging>", path)
	}
	if x.Judging.InputFile != "" || x.Judging.OutputFile != "" {
		return nil, fmt.Errorf("%s: the problem reads %q and writes %q: ojkit judges packages on the standard streams", path, x.Judging.InputFile, x.Judging.OutputFile)
	}
	p := &Package{Format: Polygon, Dir: dir, Name: x.ShortName}
	for _, n := range x.Names {
		if n.Language == "english" || p.Name == "" {
			p.Name = n.Value
		}
	}
	ts := x.Judging.Testsets[0]
	p.Limits = Limits{Time: time.Duration(ts.TimeLimit) * time.Millisecond, Memory: ts.MemoryLimit, ACToLimit: 1, LimitToTLE: 1 + Near, Resolution: time.Second}
	if err := p.polygonOutput(x); err != nil {
		return nil, err
	}
	if err := p.polygonTests(x, ts.Name); err != nil {
		return nil, err
	}
	for _, v := range x.Assets.Validators {
		prog := p.polygonProgram(v.Source)
		prog.Testlib = true
		p.InputValidators = append(p.InputValidators, prog)
	}
	for _, s := range x.Assets.Solutions {
		expect, ok := polygonTags[s.Tag]
		if !ok {
			p.Notes = append(p.Notes, fmt.Sprintf("%s: tag %s is not a verdict ojkit checks", s.Source.Path, s.Tag))
			continue
		}
		sub := Submission{Program: p.polygonProgram(s.Source), Expect: expect}
		if s.Tag == "main" {
			p.reference = sub.Program
		}
		p.Submissions = append(p.Submissions, sub)
	}
	return p, nil
}

// file returns the path of the package's file rel, as problem.xml names it.
func (p *Package) file(rel string) string {
	return filepath.Join(p.Dir, filepath.FromSlash(rel))
}

// polygonOutput sets the checker, and the interactor of an interactive
// problem.
func (p *Package) polygonOutput(x polygonProblem) error {
	if x.Assets.Checker.Source.Path == "" {
		return fmt.Errorf("%s: problem.xml names no checker source", p.Dir)
	}
	checker := p.polygonProgram(x.Assets.Checker.Source)
	p.Output = Output{Kind: TestlibChecker, Program: checker}
	if x.Assets.Interactor != nil && x.Assets.Interactor.Source.Path != "" {
		p.Output = Output{Kind: TestlibInteract, Program: p.polygonProgram(x.Assets.Interactor.Source), Checker: checker}
	}
	return nil
}

// polygonTests lists the tests of the test set named set: their files
// where the package holds them, else the generator command lines that
// make them (see Package.Prepare).
func (p *Package) polygonTests(x polygonProblem, set string) error {
	ts := x.Judging.Testsets[0]
	if ts.InputPattern == "" {
		ts.InputPattern = set + "/%02d"
	}
	if ts.AnswerPattern == "" {
		ts.AnswerPattern = ts.InputPattern + ".a"
	}
	n := max(ts.TestCount, len(ts.Tests))
	for i := 1; i <= n; i++ {
		in := p.file(fmt.Sprintf(ts.InputPattern, i))
		c := Case{Group: set}
		c.Name = filepath.Base(in)
		if i <= len(ts.Tests) && ts.Tests[i-1].Sample {
			c.Group = "sample"
		}
		if exists(in) {
			c.InputFile = in
		} else if i <= len(ts.Tests) && ts.Tests[i-1].Method == "generated" {
			c.Generate = ts.Tests[i-1].Cmd
		} else {
			return fmt.Errorf("%s: test %d: no file %s, and problem.xml gives no generator for it", p.Dir, i, filepath.Base(in))
		}
		if ans := p.file(fmt.Sprintf(ts.AnswerPattern, i)); exists(ans) {
			c.AnswerFile = ans
		}
		p.Cases = append(p.Cases, c)
	}
	for _, e := range x.Files.Executables {
		p.generators = append(p.generators, p.polygonProgram(e.Source))
	}
	if len(p.Cases) == 0 {
		return fmt.Errorf("%s: test set %s has no tests", p.Dir, set)
	}
	p.Output.Scored = slices.ContainsFunc(ts.Tests, func(t polygonTest) bool { return t.Points != "" })
	return nil
}
