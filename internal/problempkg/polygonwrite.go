package problempkg

import (
	"encoding/xml"
	"fmt"
	"path"
	"time"

	"github.com/ojkit/ojkit/internal/lang"
)

// PolygonSpec is what a Polygon package that ojkit writes holds, as
// PolygonSpec.XML describes it in problem.xml. Paths are relative to the
// package's directory, with slashes.
type PolygonSpec struct {
	ShortName, Name string
	Time            time.Duration
	Memory          int64 // bytes
	// InputFile and OutputFile are the files the solution reads and
	// writes, "" for the standard streams.
	InputFile, OutputFile string
	// Samples says, for each test in order, whether it is a sample; the
	// tests are the files PolygonTest names, their answers beside them.
	Samples []bool
	// Checker is the checker's source, and StdChecker the name Polygon
	// gives it when it is one of its standard checkers, such as
	// std::wcmp.cpp.
	Checker, StdChecker string
	// Interactor is the interactor's source, or "" for a problem that is
	// not interactive.
	Interactor string
	Validators []string
	Solutions  []PolygonSolution
	// Resources are the files the programs include, such as testlib.h.
	Resources []string
}

// PolygonSolution is a solution of a Polygon package and its tag, the
// verdict it must get: main (the reference solution), accepted,
// wrong-answer, time-limit-exceeded and the others polygon.go reads.
type PolygonSolution struct {
	Path, Tag string
}

// polygonTestset is the name of the one test set ojkit writes, and
// polygonInputs the pattern of its tests' files.
const (
	polygonTestsetName = "tests"
	polygonInputs      = polygonTestsetName + "/%02d"
)

// PolygonTest returns the file of test n, counted from 1, in a package
// ojkit writes; its answer is the file with .a added.
func PolygonTest(n int) string {
	return fmt.Sprintf(polygonInputs, n)
}

// polygonHeader is Polygon's source type of a header, such as testlib.h.
const polygonHeader = "h.g++"

// source returns the element of the source file rel, its type its
// language's (see lang.Language.Polygon).
func source(rel string) polygonSource {
	typ := ""
	if l := lang.Of(rel); l != nil {
		typ = l.Polygon
	} else if path.Ext(rel) == ".h" {
		typ = polygonHeader
	}
	return polygonSource{Path: rel, Type: typ}
}

// XML returns the package's problem.xml.
func (s PolygonSpec) XML() ([]byte, error) {
	x := polygonProblem{Revision: 1, ShortName: s.ShortName, Names: []polygonName{{"english", s.Name}}}
	ts := polygonTestset{Name: polygonTestsetName, TimeLimit: s.Time.Milliseconds(), MemoryLimit: s.Memory, TestCount: len(s.Samples),
		InputPattern: polygonInputs, AnswerPattern: polygonInputs + ".a"}
	for _, sample := range s.Samples {
		ts.Tests = append(ts.Tests, polygonTest{Method: "manual", Sample: sample})
	}
	x.Judging = polygonJudging{InputFile: s.InputFile, OutputFile: s.OutputFile, Testsets: []polygonTestset{ts}}
	for _, r := range s.Resources {
		x.Files.Resources = append(x.Files.Resources, source(r))
	}
	x.Assets.Checker = polygonChecker{Name: s.StdChecker, Type: "testlib", Source: source(s.Checker)}
	if s.Interactor != "" {
		x.Assets.Interactor = &polygonProgram{source(s.Interactor)}
	}
	for _, v := range s.Validators {
		x.Assets.Validators = append(x.Assets.Validators, polygonProgram{source(v)})
	}
	for _, sol := range s.Solutions {
		x.Assets.Solutions = append(x.Assets.Solutions, polygonSolution{Tag: sol.Tag, Source: source(sol.Path)})
	}
	out, err := xml.MarshalIndent(x, "", "    ")
	if err != nil {
		return nil, err
	}
	return append(append([]byte(`<?xml version="1.0" encoding="utf-8" standalone="no"?>`+"\n"), out...), '\n'), nil
}
