package problempkg

import (
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/ojkit/ojkit/internal/judging"
)

// A Polygon package (Codeforces' problem-preparation system) is described
// by problem.xml: its test sets with their limits and tests (files
// tests/NN with answers tests/NN.a, or a generator's command line when the
// package holds no file), its testlib checker, interactor and validators,
// and its solutions, each tagged with the verdict it must get.

// polygonProblem is the part of problem.xml ojkit reads.
type polygonProblem struct {
	ShortName string `xml:"short-name,attr"`
	Names     []struct {
		Language string `xml:"language,attr"`
		Value    string `xml:"value,attr"`
	} `xml:"names>name"`
	Judging struct {
		InputFile  string `xml:"input-file,attr"`
		OutputFile string `xml:"output-file,attr"`
		Testsets   []struct {
			Name          string `xml:"name,attr"`
			TimeLimit     int64  `xml:"time-limit"`
			MemoryLimit   int64  `xml:"memory-limit"`
			TestCount     int    `xml:"test-count"`
			InputPattern  string `xml:"input-path-pattern"`
			AnswerPattern string `xml:"answer-path-pattern"`
			Tests         []struct {
				Method string `xml:"method,attr"`
				Cmd    string `xml:"cmd,attr"`
				Sample bool   `xml:"sample,attr"`
			} `xml:"tests>test"`
		} `xml:"testset"`
	} `xml:"judging"`
	Executables []polygonSource `xml:"files>executables>executable>source"`
	Assets      struct {
		Checker    polygonSource   `xml:"checker>source"`
		Interactor polygonSource   `xml:"interactor>source"`
		Validators []polygonSource `xml:"validators>validator>source"`
		Solutions  []struct {
			Tag    string        `xml:"tag,attr"`
			Source polygonSource `xml:"source"`
		} `xml:"solutions>solution"`
	} `xml:"assets"`
}

// polygonSource is a source file of the package.
type polygonSource struct {
	Path string `xml:"path,attr"`
	Type string `xml:"type,attr"`
}

// polygonTags are the verdicts Polygon's solution tags expect, in Kattis's
// names; several, joined by |, where the tag allows any of them.
var polygonTags = map[string]judging.Verdict{
	"main": judging.AC, "accepted": judging.AC,
	"wrong-answer": judging.WA, "presentation-error": judging.WA,
	"time-limit-exceeded": judging.TLE, "memory-limit-exceeded": "RTE",
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
	p.Limits = Limits{Time: time.Duration(ts.TimeLimit) * time.Millisecond, Memory: ts.MemoryLimit, ACToLimit: 1, LimitToTLE: 1, Resolution: time.Second}
	if err := p.polygonOutput(x); err != nil {
		return nil, err
	}
	if err := p.polygonTests(x, ts.Name); err != nil {
		return nil, err
	}
	for _, v := range x.Assets.Validators {
		prog := program(p.file(v.Path))
		prog.Testlib = true
		p.InputValidators = append(p.InputValidators, prog)
	}
	for _, s := range x.Assets.Solutions {
		expect, ok := polygonTags[s.Tag]
		if !ok {
			p.Notes = append(p.Notes, fmt.Sprintf("%s: tag %s is not a verdict ojkit checks", s.Source.Path, s.Tag))
			continue
		}
		sub := Submission{Program: program(p.file(s.Source.Path)), Expect: expect}
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
	if x.Assets.Checker.Path == "" {
		return fmt.Errorf("%s: problem.xml names no checker source", p.Dir)
	}
	checker := program(p.file(x.Assets.Checker.Path))
	p.Output = Output{Kind: TestlibChecker, Program: checker}
	if x.Assets.Interactor.Path != "" {
		p.Output = Output{Kind: TestlibInteract, Program: program(p.file(x.Assets.Interactor.Path)), Checker: checker}
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
	for _, e := range x.Executables {
		p.generators = append(p.generators, program(p.file(e.Path)))
	}
	if len(p.Cases) == 0 {
		return fmt.Errorf("%s: test set %s has no tests", p.Dir, set)
	}
	return nil
}
