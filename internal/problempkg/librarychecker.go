package problempkg

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/verdict"
)

// A Library Checker problem (yosupo06/library-checker-problems) is a
// directory described by info.toml: its time limit (timelimit, in
// seconds), its tests ([[tests]], each a generator gen/NAME.cpp run with
// the seeds 0 to number-1 as its argument, or the files gen/NAME_00.in
// and on), its parameters ([params], which the programs include as the
// #defines of params.h), and its solutions besides sol/correct.cpp, whose
// outputs are the answers ([[solutions]], each expecting a verdict or
// allowing some). Its checker.cpp and verifier.cpp are testlib's, and its
// programs include the headers of the repository's common/ folder.

// libraryCheckerMemory is the memory limit of Library Checker's judge.
const libraryCheckerMemory = 1 << 30

// lcVerdicts are Library Checker's names of the verdicts its solutions
// expect or allow, in ojkit's.
var lcVerdicts = map[string]verdict.Verdict{"AC": verdict.AC, "WA": verdict.WA, "TLE": verdict.TLE, "RE": verdict.RTE}

// loadLibraryChecker reads the Library Checker problem in the absolute
// directory dir, writing its params.h there as the repository's
// generate.py does.
func loadLibraryChecker(dir string) (*Package, error) {
	path := filepath.Join(dir, "info.toml")
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	doc, err := parseTOML(string(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	seconds, ok := doc.number("timelimit")
	if !ok || seconds <= 0 {
		return nil, fmt.Errorf("%s: no timelimit (in seconds)", path)
	}
	p := &Package{Format: LibraryChecker, Dir: dir, Name: doc.str("title")}
	if p.Name == "" {
		p.Name = filepath.Base(dir)
	}
	p.Limits = Limits{Time: time.Duration(seconds * float64(time.Second)), Memory: libraryCheckerMemory, ACToLimit: 1, LimitToTLE: 1 + Near, Resolution: time.Second}
	if err := writeParams(dir, doc.tables["params"]); err != nil {
		return nil, err
	}
	include := p.commonInclude()
	lc := func(rel string) Program {
		prog := program(p.file(rel))
		prog.Include = include
		return prog
	}
	p.Output = Output{Kind: TestlibChecker, Program: lc(cmp.Or(doc.str("checker"), "checker.cpp"))}
	if v := cmp.Or(doc.str("verifier"), "verifier.cpp"); exists(p.file(v)) {
		prog := lc(v)
		prog.Testlib = true
		p.InputValidators = append(p.InputValidators, prog)
	}
	if err := p.lcTests(doc.arrays["tests"], lc); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	p.reference = lc("sol/correct.cpp")
	p.Submissions = append(p.Submissions, Submission{Program: p.reference, Expect: verdict.AC})
	for _, s := range doc.arrays["solutions"] {
		sub, err := lcSolution(s, lc, lc(graderPath))
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		p.Submissions = append(p.Submissions, sub)
	}
	return p, nil
}

// commonInclude returns the include path of the repository's programs:
// its common/ folder, found in dir or the nearest directory above it,
// noting when there is none.
func (p *Package) commonInclude() []string {
	for d := p.Dir; ; d = filepath.Dir(d) {
		if fi, err := os.Stat(filepath.Join(d, "common")); err == nil && fi.IsDir() {
			return []string{filepath.Join(d, "common")}
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	p.Notes = append(p.Notes, "no common/ folder in the problem's directory or above it: the programs that include testlib.h or random.h do not build; verify the problem in its copy of library-checker-problems")
	return nil
}

// lcTests lists the tests: the inputs of the .in tests, the generator
// command lines of the others (see Package.Prepare).
func (p *Package) lcTests(tests []*tomlTable, lc func(string) Program) error {
	if len(tests) == 0 {
		return fmt.Errorf("no [[tests]]")
	}
	for _, t := range tests {
		name := t.str("name")
		n, ok := t.number("number")
		if name == "" || !ok || n < 0 {
			return fmt.Errorf("a [[tests]] without name and number")
		}
		stem := strings.TrimSuffix(name, filepath.Ext(name))
		group := stem
		if strings.HasPrefix(stem, "example") {
			group = "sample"
		}
		gen := filepath.Ext(name) != ".in"
		if gen {
			p.generators = append(p.generators, lc("gen/"+name))
		}
		for i := range int(n) {
			c := Case{Group: group}
			c.Name = fmt.Sprintf("%s_%02d", stem, i)
			if gen {
				c.Generate = fmt.Sprintf("%s %d", stem, i)
			} else if c.InputFile = p.file("gen/" + c.Name + ".in"); !exists(c.InputFile) {
				return fmt.Errorf("test %s: no file gen/%s.in", name, c.Name)
			}
			p.Cases = append(p.Cases, c)
		}
	}
	return nil
}

// lcSolution returns the solution of a [[solutions]] entry: it must get
// its expect verdict, or one its allow_wa, allow_tle and allow_re allow
// (where it expects none, AC or one of those). A solution of the
// functional style (function = true) is built with grader.
func lcSolution(s *tomlTable, lc func(string) Program, grader Program) (Submission, error) {
	name := s.str("name")
	if name == "" {
		return Submission{}, fmt.Errorf("a [[solutions]] without name")
	}
	sub := Submission{Program: lc("sol/" + name)}
	if s.flag("function") {
		sub.Program = withGrader(sub.Program, grader)
	}
	allowed := []string{"AC"}
	if e := s.str("expect"); e != "" {
		if _, ok := lcVerdicts[e]; !ok {
			return Submission{}, fmt.Errorf("solution %s: expect = %q, want AC, WA, TLE or RE", name, e)
		}
		allowed = []string{e}
	}
	for _, v := range []string{"WA", "TLE", "RE"} {
		if s.flag("allow_"+strings.ToLower(v)) && allowed[0] != v {
			allowed = append(allowed, v)
		}
	}
	var want []string
	for _, v := range allowed {
		want = append(want, string(lcVerdicts[v]))
	}
	sub.Expect = verdict.Verdict(strings.Join(want, "|"))
	return sub, nil
}

// writeParams writes params.h into dir: each of the parameters as a
// #define, an integer as a long long and a string quoted, as the
// repository's generate.py writes it. A params.h that holds them already is
// left as it is, so that the builds that include it stay cached.
func writeParams(dir string, params *tomlTable) error {
	var b bytes.Buffer
	if params != nil {
		for _, k := range params.keys {
			switch v := params.values[k]; v.kind {
			case 'i':
				fmt.Fprintf(&b, "#define %s (long long)%s\n", k, v.text)
			case 's':
				fmt.Fprintf(&b, "#define %s %q\n", k, v.text)
			case 'f':
				fmt.Fprintf(&b, "#define %s %s\n", k, v.text)
			default:
				return fmt.Errorf("%s: params %s: want a number or a string", filepath.Join(dir, "info.toml"), k)
			}
		}
	}
	return writeChanged(filepath.Join(dir, "params.h"), b.Bytes())
}

// checkHashes compares the inputs and answers of the cases with the
// SHA-256 sums the problem's hash.json records for them, if it has one,
// noting those that differ: a generator or a reference solution that makes
// other files here than the repository's did.
func (p *Package) checkHashes() {
	data, err := os.ReadFile(p.file("hash.json"))
	if err != nil {
		return
	}
	var want map[string]string
	if err := json.Unmarshal(data, &want); err != nil {
		p.Notes = append(p.Notes, fmt.Sprintf("hash.json: %v", err))
		return
	}
	var differ []string
	for _, c := range p.Cases {
		for _, f := range []struct{ path, name string }{{c.InputFile, c.Name + ".in"}, {c.AnswerFile, c.Name + ".out"}} {
			data, err := os.ReadFile(f.path)
			sum := sha256.Sum256(data)
			if w, ok := want[f.name]; ok && (err != nil || hex.EncodeToString(sum[:]) != w) {
				differ = append(differ, f.name)
			}
		}
	}
	if len(differ) > 3 {
		differ = append(differ[:3], fmt.Sprintf("and %d more", len(differ)-3))
	}
	if len(differ) > 0 {
		p.Notes = append(p.Notes, "the tests made here differ from those hash.json records: "+strings.Join(differ, ", "))
	}
}
