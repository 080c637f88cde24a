package newproblem

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/lang"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/problempkg"
	"github.com/ojkit/ojkit/internal/testlib/cpp"
)

// A Polygon package ojkit writes holds:
//
//	problem.xml                   the limits, file names, tests and programs
//	tests/01, tests/01.a, ...     the cases within the statement, answers beside
//	files/testlib.h               for the checker and C++ programs
//	files/check.cpp               a standard checker, or files/check.EXT the problem's own
//	files/interactor.EXT          an interactive problem's interactor
//	files/validate.EXT            gen's validator, when the problem has one
//	solutions/ID.go               main.go bundled, tagged main
//	solutions/ALT.go              each second solution bundled, tagged with its //ojkit:expect

// writePolygon writes problem id as a Polygon package in out.
func writePolygon(id, out string) (*packageWriter, error) {
	p, spec, w, err := openProblem(id, out)
	if err != nil {
		return nil, err
	}
	cmp := spec.Compare
	ps := problempkg.PolygonSpec{ShortName: shortName(p.ID), Name: p.ID, Time: spec.Limits.Time, Memory: spec.Limits.Memory,
		InputFile: spec.IO.In, OutputFile: spec.IO.Out, Resources: []string{"files/testlib.h"}}
	w.noteIO(spec)
	if err := w.writePolygonTests(p, spec.Interactive, &ps); err != nil {
		return nil, err
	}
	w.write("files/testlib.h", cpp.Header)
	if err := w.writeJudge(p, spec, cmp, &ps); err != nil {
		return nil, err
	}
	if validator := p.Tool("validate"); isDir(validator) {
		ps.Validators = []string{w.program(validator, "files/validate")}
	}
	err = eachSolution(p, func(dir, verdict string) {
		sol := problempkg.PolygonSolution{Path: "solutions/" + filepath.Base(dir) + ".go", Tag: polygonTags[verdict]}
		if dir == p.Dir {
			sol.Tag = "main"
		}
		w.bundle(dir, sol.Path)
		ps.Solutions = append(ps.Solutions, sol)
	})
	if err != nil {
		return nil, err
	}
	xml, err := ps.XML()
	if err != nil {
		return nil, err
	}
	w.write("problem.xml", xml)
	return w, w.err
}

// polygonTags are the solution tags of the verdicts of //ojkit:expect; a
// run-time error is one of the verdicts Polygon's rejected allows.
var polygonTags = map[string]string{"AC": "accepted", "WA": "wrong-answer", "TLE": "time-limit-exceeded", "RE": "rejected"}

// notShort matches what Polygon's short names, lower-case letters, digits
// and hyphens, may not hold.
var notShort = regexp.MustCompile(`[^a-z0-9-]+`)

// shortName returns Polygon's short name of problem id.
func shortName(id string) string {
	return notShort.ReplaceAllString(strings.ToLower(id), "-")
}

// noteIO notes what of the problem's //ojkit:io problem.xml cannot say.
func (w *packageWriter) noteIO(spec judgement.Spec) {
	if spec.IO.Pattern != "" {
		w.note("//ojkit:io: the input file's name is the pattern /%s/; problem.xml names one file, %s", spec.IO.Pattern, spec.IO.In)
	}
	if spec.IO.In != "" || spec.IO.Out != "" {
		w.note("//ojkit:io: problem.xml names the files, but ojkit judge -package and ojkit verify judge packages on the standard streams only")
	}
}

// writePolygonTests writes the problem's cases within the statement as
// tests/NN, with their answers as tests/NN.a: those with answers, or for an
// interactive problem every case's input, whose answer Polygon makes.
func (w *packageWriter) writePolygonTests(p layout.Problem, interactive bool, ps *problempkg.PolygonSpec) error {
	return eachCase(p, interactive, func(c cases.Case, input, answer []byte) {
		ps.Samples = append(ps.Samples, isSample(c))
		name := problempkg.PolygonTest(len(ps.Samples))
		w.write(name, input)
		if !interactive {
			w.write(name+".a", answer)
		}
	})
}

// writeJudge writes the checker, and the interactor of an interactive
// problem: the problem's own checker, or the standard checker nearest its
// comparison; for an interactive problem, whose interactor judges, a
// checker that accepts.
func (w *packageWriter) writeJudge(p layout.Problem, spec judgement.Spec, cmp directive.Compare, ps *problempkg.PolygonSpec) error {
	if spec.Interactive {
		cmd, err := p.Interactor(spec.Interactive, spec.Interactor, "")
		if err != nil {
			return err
		}
		if ps.Interactor = w.program(cmd, "files/interactor"); ps.Interactor == "" {
			return fmt.Errorf("the interactor %s is no source file or package directory to write in the package: name one in //ojkit:interactor", cmd)
		}
		return w.writeStd("accept.cpp", "", ps)
	}
	if cmp.Mode == "checker" {
		if ps.Checker = w.program(spec.Compare.Checker, "files/check"); ps.Checker == "" {
			return fmt.Errorf("the checker %s is no source file or package directory to write in the package: name one in //ojkit:compare checker", spec.Compare.Checker)
		}
		return nil
	}
	name := w.nearestChecker(cmp, ps)
	return w.writeStd(name, "std::"+name, ps)
}

// writeStd writes the standard checker name as files/check.cpp, the
// checker that Polygon calls std.
func (w *packageWriter) writeStd(name, std string, ps *problempkg.PolygonSpec) error {
	src, err := cpp.StdChecker(name)
	if err != nil {
		return err
	}
	ps.Checker, ps.StdChecker = "files/check.cpp", std
	w.write(ps.Checker, src)
	return nil
}

// nearestChecker returns the name of the standard checker nearest the
// comparison cmp, noting where it judges otherwise: wcmp (tokens) for
// tokens, fcmp (lines) for exact, lcmp (the words of lines) for lines,
// and for float EPS the rcmp that allows EPS, else the loosest stricter
// one.
func (w *packageWriter) nearestChecker(cmp directive.Compare, ps *problempkg.PolygonSpec) string {
	switch cmp.Mode {
	case "exact":
		w.note("//ojkit:compare exact: std::fcmp.cpp, Polygon's nearest, also accepts a CR before a newline, no final newline and blank lines at the end")
		return "fcmp.cpp"
	case "lines":
		w.note("//ojkit:compare lines: std::lcmp.cpp, Polygon's nearest, also accepts other spacing between the words of a line")
		return "lcmp.cpp"
	case "float":
		w.noteWords(ps)
		return w.floatChecker(cmp)
	}
	return "wcmp.cpp"
}

// floatChecker returns the standard checker of numbers that allows the
// error of cmp, float EPS, or else the loosest stricter one, or else the
// strictest, noting the difference.
func (w *packageWriter) floatChecker(cmp directive.Compare) string {
	i := slices.IndexFunc(cpp.NumberCheckers, func(c cpp.NumberChecker) bool { return c.Eps <= cmp.Eps })
	if i < 0 {
		i = len(cpp.NumberCheckers) - 1
	}
	c := cpp.NumberCheckers[i]
	if c.Eps != cmp.Eps {
		w.note("//ojkit:compare %s: no standard checker allows that error; std::%s, the nearest, allows %s", cmp, c.Name, strings.ToLower(c.EPS))
	}
	return c.Name
}

// noteWords notes the first word of the tests' answers that is not a
// number: the standard checkers of numbers read numbers only.
func (w *packageWriter) noteWords(ps *problempkg.PolygonSpec) {
	for i := range ps.Samples {
		answer, err := os.ReadFile(filepath.Join(w.dir, filepath.FromSlash(problempkg.PolygonTest(i+1)+".a")))
		if err != nil {
			return
		}
		for _, word := range strings.Fields(string(answer)) {
			if _, err := strconv.ParseFloat(word, 64); err != nil {
				w.note("//ojkit:compare float: test %d's answer holds the word %q, and Polygon's checkers of numbers read numbers only: write a checker of your own", i+1, word)
				return
			}
		}
	}
}

// program writes the program cmd, a Go package directory (bundled) or a
// source file of a language Polygon has a source type for (see
// lang.Language.Polygon), as the package's file stem with the source's
// extension, and returns that file's name; "" when cmd is neither.
func (w *packageWriter) program(cmd, stem string) string {
	if isDir(cmd) {
		w.bundle(cmd, stem+".go")
		return stem + ".go"
	}
	ext := filepath.Ext(cmd)
	if l := lang.Of(cmd); l == nil || l.Polygon == "" {
		return ""
	}
	src, err := os.ReadFile(cmd)
	if err != nil {
		return ""
	}
	w.write(stem+ext, src)
	return stem + ext
}

// isDir reports whether path is a directory.
func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}
