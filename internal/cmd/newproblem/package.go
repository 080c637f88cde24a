package newproblem

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/cmd/bundle"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/layout"
)

// packageHelp is what ojkit new -package -h prints.
var packageHelp = cli.Help{
	Usage: []string{"ojkit new -package kattis|polygon [-version legacy|2025-09] [-p ID|DIR] OUTDIR"},
	Sentence: `New -package writes an ojkit problem as a contest problem package in
OUTDIR, for a contest system. In the Kattis format (legacy, which Kattis
installs and problemtools' verifyproblem checks, or -version 2025-09):
problem.yaml with a uuid kept from one writing to the next, the memory
limit (at least the 1 GiB a Go program needs under problemtools) and the
time limit (DOMjudge's .timelimit in legacy), the statement from the
README, the problem's tests as data/sample (cases whose name says sample,
or the first) and data/secret, the default output validator's flags from
//ojkit:compare, gen's validator as input_validators/validate, and main.go
and each second solution, bundled, as submissions/accepted. In Polygon's:
problem.xml with the limits and file names, the tests, samples first, as
tests/01 with answers tests/01.a, the checker (the problem's own, or
Polygon's standard one nearest //ojkit:compare: std::wcmp.cpp, fcmp.cpp,
lcmp.cpp, rcmp*.cpp, with files/testlib.h), an interactive problem's
interactor, gen's validator, and main.go tagged main and each second
solution tagged accepted, bundled. What the format cannot say is noted on
stderr.`,
	Examples: []string{"ojkit new -package kattis -p p1219 ~/contest/p1219", "ojkit new -package polygon -p p1219 ~/gym/p1219", "ojkit verify ~/contest/p1219"},
}

// isPackageMode reports whether args ask for a package (-package).
func isPackageMode(args []string) bool {
	return slices.ContainsFunc(args, func(a string) bool {
		name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		return strings.HasPrefix(a, "-") && name == "package"
	})
}

// runPackage carries out ojkit new -package and returns the exit status.
func runPackage(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	format := fs.String("package", "", "the package `FORMAT`: kattis or polygon")
	id := fs.String("p", "", "the problem: an `ID` of this module's problems/, or a directory (default: the working directory)")
	version := fs.String("version", kattisLegacy, "the Kattis package format `VERSION`: "+kattisLegacy+" or "+kattisCurrent)
	if err := cli.Parse(fs, args, packageHelp, stdout, stderr); err != nil {
		return cli.ParseStatus(prog, err, stderr)
	}
	if fs.NArg() != 1 {
		fmt.Fprintf(stderr, "%s: want one OUTDIR, got %d arguments\n", prog, fs.NArg())
		return 2
	}
	if *format != "kattis" && *version != kattisLegacy {
		fmt.Fprintf(stderr, "%s: -version is the Kattis format's: give it with -package kattis\n", prog)
		return 2
	}
	if err := writePackage(*format, *id, fs.Arg(0), *version, stdout, stderr); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 2
	}
	return 0
}

// writePackage writes problem id as a package of format in out (of the
// Kattis format's version version), printing
// the files written on stdout and the notes on stderr. When it fails, out,
// which held nothing, is left as it was.
func writePackage(format, id, out, version string, stdout, stderr io.Writer) error {
	write, ok := writers[format]
	if !ok {
		return fmt.Errorf("-package %q: want kattis or polygon", format)
	}
	_, statErr := os.Stat(out)
	entries, _ := os.ReadDir(out)
	w, err := write(id, out, version)
	if err != nil {
		if len(entries) == 0 {
			discard(out, statErr == nil)
		}
		return err
	}
	for _, f := range w.files {
		fmt.Fprintln(stdout, f)
	}
	for _, n := range w.notes {
		fmt.Fprintf(stderr, "%s: %s\n", prog, n)
	}
	return nil
}

// discard removes what a writer that failed left in out, which held nothing:
// out itself, unless it existed.
func discard(out string, existed bool) {
	if !existed {
		os.RemoveAll(out)
		return
	}
	entries, _ := os.ReadDir(out)
	for _, e := range entries {
		os.RemoveAll(filepath.Join(out, e.Name()))
	}
}

// writers write a problem, named as -p names it, as a package of their
// format in a directory, which must not hold files yet.
var writers = map[string]func(id, out, version string) (*packageWriter, error){
	"kattis":  writeKattis,
	"polygon": func(id, out, _ string) (*packageWriter, error) { return writePolygon(id, out) },
}

// openProblem returns problem id and its spec, and a writer of the package
// in out, which must not hold files yet.
func openProblem(id, out string) (layout.Problem, judgement.Spec, *packageWriter, error) {
	p, err := layout.Locate(id)
	if err != nil {
		return p, judgement.Spec{}, nil, err
	}
	spec, err := judgement.Load(p)
	if err != nil {
		return p, spec, nil, err
	}
	if entries, _ := os.ReadDir(out); len(entries) > 0 {
		return p, spec, nil, fmt.Errorf("%s holds files already: name a new directory", out)
	}
	return p, spec, &packageWriter{dir: out}, nil
}

// packageWriter writes files below dir, keeping the first error, and notes
// what of the problem the package cannot say.
type packageWriter struct {
	dir   string
	files []string
	notes []string
	err   error
}

// write writes data as the package's file rel.
func (w *packageWriter) write(rel string, data []byte) {
	w.writeMode(rel, data, 0o644)
}

// writeMode writes data as the package's file rel with the permissions
// perm.
func (w *packageWriter) writeMode(rel string, data []byte, perm os.FileMode) {
	if w.err != nil {
		return
	}
	path := filepath.Join(w.dir, filepath.FromSlash(rel))
	if w.err = os.MkdirAll(filepath.Dir(path), 0o755); w.err == nil {
		w.err = os.WriteFile(path, data, perm)
	}
	if w.err == nil {
		w.err = os.Chmod(path, perm) // whatever the umask
	}
	w.files = append(w.files, path)
}

// note records what the package cannot say.
func (w *packageWriter) note(format string, args ...any) {
	w.notes = append(w.notes, fmt.Sprintf(format, args...))
}

// bundle writes the main package in dir, bundled into one file, as the
// package's file rel.
func (w *packageWriter) bundle(dir, rel string) {
	if src := w.bundled(dir); w.err == nil {
		w.write(rel, src)
	}
}

// bundled returns the main package in dir bundled into one file.
func (w *packageWriter) bundled(dir string) []byte {
	if w.err != nil {
		return nil
	}
	src, err := bundle.Bundle(dir, "")
	if err != nil {
		w.err = fmt.Errorf("bundle %s: %v", dir, err)
	}
	return src
}

// unsafeName matches what a case name may not hold in a file name.
var unsafeName = regexp.MustCompile(`[^A-Za-z0-9_.-]+`)

// problemCases returns the problem's cases within the statement, its
// suites' and those of its test directories, the samples first.
func problemCases(p layout.Problem) ([]cases.Case, error) {
	var cs []cases.Case
	if suite := p.Suite(); suite != "" {
		more, _, err := cases.Suite(suite, p.ID)
		if err != nil {
			return nil, err
		}
		cs = append(cs, more...)
	}
	for _, dir := range p.TestDirs() {
		more, err := cases.Dir(dir)
		if err != nil {
			return nil, err
		}
		cs = append(cs, more...)
	}
	cs = slices.DeleteFunc(cs, func(c cases.Case) bool { return c.Beyond != "" })
	slices.SortStableFunc(cs, func(a, b cases.Case) int { return cmpBool(isSample(b), isSample(a)) })
	return cs, nil
}

// cmpBool compares false before true.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// isSample reports whether case c is one of the statement's samples, as
// its name says.
func isSample(c cases.Case) bool {
	return strings.Contains(c.Name, "sample")
}

// eachCase calls write with each of the problem's cases within the
// statement that has an answer (each one, when all), its input and its
// answer (nil for none), samples first; it fails when there is none.
func eachCase(p layout.Problem, all bool, write func(c cases.Case, input, answer []byte)) error {
	cs, err := problemCases(p)
	if err != nil {
		return err
	}
	n := 0
	for _, c := range cs {
		if !all && !c.HasAnswer() {
			continue
		}
		input, err := c.ReadInput()
		if err != nil {
			return err
		}
		answer, err := c.ReadAnswer()
		if err != nil {
			return err
		}
		write(c, input, answer)
		n++
	}
	if n == 0 {
		return fmt.Errorf("%s has no cases with answers to write as tests", p.ID)
	}
	return nil
}

// eachSolution calls write with the directory of main.go and of each
// second solution, main.go's first, and the verdict each declares; main.go
// must be accepted.
func eachSolution(p layout.Problem, write func(dir, verdict string)) error {
	verdict, err := layout.Expected(p.Dir)
	switch {
	case err != nil:
		return err
	case verdict != "AC":
		return fmt.Errorf("%s: //ojkit:expect %s: main.go is the problem's solution, which is accepted; give the verdict in a second solution's main.go", p.Main(), verdict)
	}
	write(p.Dir, verdict)
	seconds, err := p.SecondSolutions()
	for _, s := range seconds {
		write(s.Dir, s.Expect)
	}
	return err
}
