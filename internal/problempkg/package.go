// Package problempkg reads the problem packages of contest systems, so that
// ojkit judge and ojkit verify judge a solution as the contest's judge does:
// Kattis, ICPC and DOMjudge packages (problem.yaml, in the legacy, 2023-07
// and 2025-09 formats, with the tests BAPCtools' generators.yaml makes and
// the expectations of submissions.yaml), Polygon packages (problem.xml,
// for Linux or for Windows) and Library Checker's problems (info.toml). A
// Package holds the package's tests, its limits, how an output is judged
// (the Kattis default output validator with its flags, a custom output
// validator, a testlib checker, an interactor, the passes of a multi-pass
// problem), its input validators and its example submissions with the
// verdicts they expect; judging them is the callers'.
package problempkg

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"time"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/verdict"
)

// The formats of a Package.
const (
	Kattis         = "kattis"
	Polygon        = "polygon"
	LibraryChecker = "librarychecker"
)

// Package is a problem package read into what judging it needs.
type Package struct {
	Format string // Kattis, Polygon or LibraryChecker
	Dir    string
	Name   string
	Limits Limits
	Output Output
	// Cases are the tests, samples first, in the order the judge runs them.
	Cases []Case
	// InputValidators check each input; InvalidInputs are inputs they must
	// reject, each by one of them at least (BAPCtools' invalid_input).
	InputValidators []Program
	InvalidInputs   []Case
	// Submissions are the package's example solutions.
	Submissions []Submission
	// Passes is the most passes of a case of a multi-pass problem, 0 for a
	// problem whose solution runs once a case.
	Passes int
	// Notes say what of the package ojkit leaves out, and why.
	Notes []string
	// generators are the programs that make the inputs of the cases with
	// a Generate command, and reference the solution whose output is the
	// answer of a case without one (see Prepare).
	generators []Program
	reference  Program
	// constants are problem.yaml's (see readConstants), and bapcPrograms
	// the files of each program generators.yaml's generators: lists.
	constants    map[string]string
	bapcPrograms map[string][]string
}

// relative returns path relative to the package directory, with slashes.
func (p *Package) relative(path string) string {
	return Program{Path: path}.Name(p.Dir)
}

// Limits are a package's limits.
type Limits struct {
	// Time is the CPU time limit, or 0 when the package leaves it to the
	// accepted submissions (see FromSlowest).
	Time time.Duration
	// Memory is the memory limit in bytes, 0 for the judge's default; a
	// Kattis package's without one is that of the tool that verifies its
	// format, problemtools or BAPCtools, which limit a submission's
	// address space to it too (see judgement.FromPackage).
	Memory int64
	// ACToLimit is how many times the slowest accepted submission's time
	// the limit is when the package gives none, and LimitToTLE how many
	// times the limit a time-limit-exceeded submission must still exceed
	// (Kattis's safety margin: a run is cut off there).
	ACToLimit, LimitToTLE float64
	// Resolution is what a derived limit is rounded up to.
	Resolution time.Duration
}

// FromSlowest returns the time limit the Kattis rules derive from the
// slowest accepted submission's time: ACToLimit times it, rounded up to the
// resolution, at least one resolution.
func (l Limits) FromSlowest(slowest time.Duration) time.Duration {
	exact := slowest.Seconds() * l.ACToLimit
	res := l.Resolution.Seconds()
	return time.Duration(max(1, math.Ceil(exact/res-1e-9)) * float64(l.Resolution))
}

// Cutoff returns the CPU time at which a run under limit t is stopped:
// LimitToTLE times it.
func (l Limits) Cutoff(t time.Duration) time.Duration {
	return time.Duration(float64(t) * max(1, l.LimitToTLE))
}

// Near is how close to the time limit, as a fraction of it, a run's CPU
// time comes when a slower or a faster machine may change its verdict. A
// format without a safety margin of its own (Polygon, Library Checker)
// runs to Near past the limit, so that a run that ends there is seen to.
const Near = 0.1

// NearLimit reports whether CPU time t is within Near of the time limit
// limit, below or above it.
func NearLimit(t, limit time.Duration) bool {
	return math.Abs(float64(t-limit)) <= Near*float64(limit)
}

// The kinds of Output.
const (
	KattisDefault    = "default"     // the Kattis default output validator
	KattisValidator  = "validator"   // a custom Kattis output validator
	KattisInteractor = "interactive" // a Kattis output validator as interactor
	TestlibChecker   = "checker"     // a testlib checker
	TestlibInteract  = "interactor"  // a testlib interactor, then maybe a checker
)

// Output says how the package judges an output.
type Output struct {
	Kind string
	// Program is the validator, checker or interactor; Checker, for a
	// testlib interactor, the checker of its output file, if any.
	Program, Checker Program
	// Flags are the validator's flags for every case (see Case.Flags).
	Flags []string
	// Scored reports a problem whose tests are scored: a testlib checker's
	// points exit accepts the output (see compare.Checker.Scored).
	Scored bool
}

// Interactive reports whether the solution talks with an interactor.
func (o Output) Interactive() bool {
	return o.Kind == KattisInteractor || o.Kind == TestlibInteract
}

// Case is a test of a package.
type Case struct {
	cases.Case
	// Group is the test group, such as sample or secret/group1.
	Group string
	// Flags are the output validator's flags for the case, after
	// Output.Flags; InputFlags the input validators'.
	Flags, InputFlags []string
	// InputFlagsBy, when the case's test group gives each input validator
	// flags of its own, holds them by the validator's name in
	// input_validators/ (see InputFlagsOf).
	InputFlagsBy map[string][]string
	// Generate, for a test the package makes rather than holds, is the
	// command line of its generator (see Prepare).
	Generate string
	// recipe, for a test of BAPCtools' generators.yaml, says how Prepare
	// makes it.
	recipe *bapcRecipe
}

// InputFlagsOf returns the flags of input validator v for the case.
func (c Case) InputFlagsOf(v Program) []string {
	if c.InputFlagsBy != nil {
		return c.InputFlagsBy[filepath.Base(v.Path)]
	}
	return c.InputFlags
}

// Program is a program of a package: a source file runner.Build builds, or
// a directory holding its sources.
type Program struct {
	Path string // the file, or the directory
	// Source is the file to build, the main one of several, or "" when
	// ojkit cannot build it; Why then says why.
	Source, Why string
	// Files are the other sources built with Source into one program (see
	// runner.BuildSources): the rest of a submission of several files, the
	// grader of a function.
	Files []string
	// Testlib reports a testlib program: it exits with 0 to accept.
	Testlib bool
	// Defines are the program's defines (see runner.BuildOptions):
	// runner.PyPy where the judge runs it with PyPy.
	Defines []string
	// Include are the directories on the program's include path: that of
	// the headers its package's repository shares, the grader's of a
	// function.
	Include []string
	// TimeNote says why the program's times are not those it takes on the
	// package's judge, such as CPython's where the judge runs PyPy, or is
	// "".
	TimeNote string
}

// Build builds the program.
func (p Program) Build() (*runner.Solution, error) {
	o := runner.BuildOptions{Defines: p.Defines, Include: p.Include}
	if len(p.Files) > 0 {
		return runner.BuildSources(p.Path, append([]string{p.Source}, p.Files...), o)
	}
	return runner.BuildWith(p.Source, o)
}

// Name returns the program's path relative to the package directory dir.
func (p Program) Name(dir string) string {
	if rel, err := filepath.Rel(dir, p.Path); err == nil {
		return filepath.ToSlash(rel)
	}
	return p.Path
}

// Submission is an example solution of a package and what it expects.
type Submission struct {
	Program
	// Expect is the verdict the submission must get: AC, WA, TLE or RE.
	Expect verdict.Verdict
}

// ErrNotPackage is Load's error for a directory that holds no package.
var ErrNotPackage = errors.New("not a problem package: no problem.yaml (Kattis, ICPC, DOMjudge), problem.xml (Polygon) or info.toml (Library Checker)")

// Load reads the package in dir: Kattis's when it holds problem.yaml (or
// only data/ and submissions/, as some DOMjudge packages do), Polygon's
// when it holds problem.xml, Library Checker's when it holds info.toml.
func Load(dir string) (*Package, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	switch {
	case exists(filepath.Join(abs, "problem.xml")):
		return loadPolygon(abs)
	case exists(filepath.Join(abs, "info.toml")):
		return loadLibraryChecker(abs)
	case exists(filepath.Join(abs, "problem.yaml")) || exists(filepath.Join(abs, "data", "secret")):
		return loadKattis(abs)
	}
	if fi, err := os.Stat(abs); err != nil || !fi.IsDir() {
		return nil, fmt.Errorf("%s: not a directory", dir)
	}
	return nil, fmt.Errorf("%s: %w", dir, ErrNotPackage)
}

// IsPackage reports whether dir holds a package Load reads.
func IsPackage(dir string) bool {
	return exists(filepath.Join(dir, "problem.xml")) || exists(filepath.Join(dir, "problem.yaml")) || exists(filepath.Join(dir, "info.toml"))
}

// writeChanged writes data to the file at path unless the file holds data
// already, which it then leaves as it is.
func writeChanged(path string, data []byte) error {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return nil
	}
	return os.WriteFile(path, data, 0o644)
}

// exists reports whether path exists.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
