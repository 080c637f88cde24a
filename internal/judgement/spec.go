// Package judgement judges one run of a solution on one test case: it holds
// a problem's spec, built once from the //ojkit: directives of its main.go,
// from a contest package or from flags over either, and the one case judge
// that ojkit judge, test, submit, stress and verify share: it runs the
// solution (on its standard streams or its files, against an interactor,
// once a pass of a multi-pass problem), judges the run by its limits and
// its output by the spec's comparison, and returns one Outcome. Each
// verdict rule lives here or in the packages it calls, once.
package judgement

import (
	"errors"
	"go/parser"
	"go/token"
	"os"

	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/onlinejudge"
	"github.com/ojkit/ojkit/internal/problempkg"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/verdict"
)

// Limits used when a problem's are unverified or not given (see
// directive.DefaultTime).
const (
	DefaultTime   = directive.DefaultTime
	DefaultMemory = directive.DefaultMemory
)

// Spec is how a problem is judged.
type Spec struct {
	ID string
	// Limits are the limits of a run of the solution: its CPU time (0 for
	// none) and memory, its wall-clock time and output where given.
	Limits runner.Limits
	// Compare is how an output is compared with the answer: tokens, as
	// most judges' default checkers compare, when the problem does not
	// say. In mode checker, Compare.Checker is the checker command: the
	// directive's, or else the problem's checker tool.
	Compare directive.Compare
	// Interactive reports an interactive problem, and Interactor is its
	// interactor command once known (see Problem.Interactor), which starts
	// in InteractorDir.
	Interactive   bool
	Interactor    string
	InteractorDir string
	// IO is where the solution reads its input and writes its output
	// (//ojkit:io): the standard streams unless the directive names files.
	IO FileIO
	// Defines are the macros of C and C++ builds of solutions: ONLINE_JUDGE
	// and those of the judges of //ojkit:judges (see onlinejudge.DefinesOf),
	// and runner.PyPy where those judges run Python 3 with PyPy and pypy3 is
	// installed.
	Defines []string
	// Python says which Python runs a Python 3 solution and why, where the
	// judges of //ojkit:judges decide it (see onlinejudge.PythonOf), or is
	// "".
	Python string
	// PEAsWA, when not empty, names the judge of //ojkit:judges that
	// counts a presentation error as WA, none of them having PE.
	PEAsWA string
	// AddressLimited limits the address space of each run of the solution
	// to the run's memory limit (runner.Limits.AddressSpace), whoever sets
	// that limit, as problemtools runs a Kattis package's submissions (see
	// FromPackage).
	AddressLimited bool
	// Package, for a contest's problem package, is the package, whose
	// output validator, checker or interactor judges, with the flags of
	// each case's test group, and whose passes a multi-pass case runs.
	Package *problempkg.Package
}

// CountPE returns verdict v with its detail as the problem's judges count
// it: a presentation error is WA, saying so, where none of them has PE
// (PEAsWA).
func (s Spec) CountPE(v verdict.Verdict, detail string) (verdict.Verdict, string) {
	if v != verdict.PE || s.PEAsWA == "" {
		return v, detail
	}
	return verdict.WA, "PE, which " + s.PEAsWA + " counts as WA: " + detail
}

// UsesChecker reports whether a checker compares the outputs, which then
// reads the input too.
func (s Spec) UsesChecker() bool { return s.Compare.Mode == "checker" }

// Default returns the spec of problem id without directives.
func Default(id string) Spec {
	return Spec{
		ID:      id,
		Limits:  runner.Limits{Time: DefaultTime, Memory: DefaultMemory},
		Compare: directive.Compare{Mode: "tokens"},
		Defines: onlinejudge.DefinesOf(nil),
	}
}

// Load returns the spec of problem p from the directives of its main.go; a
// problem without one, or a main.go without directives, has the defaults
// (DefaultTime, DefaultMemory, tokens, ONLINE_JUDGE).
func Load(p layout.Problem) (Spec, error) {
	path := p.Main()
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return Default(p.ID), nil
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		return Spec{}, err
	}
	d, err := directive.Parse(fset, f)
	if err != nil {
		return Spec{}, err
	}
	s := Default(p.ID)
	s.Defines, s.PEAsWA = onlinejudge.DefinesOf(d.Judges), onlinejudge.WithoutPE(d.Judges)
	s.setPython(d.Judges)
	if d.Limits.Time > 0 {
		s.Limits.Time, s.Limits.Memory = d.Limits.Time, d.Limits.Memory
	}
	if d.Compare.Mode != "" {
		s.Compare = d.Compare
	}
	if s.UsesChecker() && s.Compare.Checker == "" {
		s.Compare.Checker = p.Tool("checker")
	}
	s.Interactive, s.Interactor = d.Interactor.Set, d.Interactor.Command
	s.IO = FileIO(d.IO)
	return s, nil
}

// setPython sets which Python runs a Python 3 solution of the judges of
// //ojkit:judges entries: PyPy where they run it, or CPython, saying so,
// where pypy3 is not installed.
func (s *Spec) setPython(entries []string) {
	pypy, why := onlinejudge.PythonOf(entries)
	switch {
	case pypy && runner.PyPyInstalled():
		s.Defines = append(s.Defines, runner.PyPy)
		s.Python = "PyPy (pypy3), " + why
	case pypy:
		s.Python = "CPython (python3), slower than PyPy, with which it should run " + why + ": pypy3 is not installed (apt-get install pypy3)"
	case why != "":
		s.Python = "CPython (python3), " + why
	}
}

// FromPackage returns the spec of the contest package pkg: its limits (the
// CPU time limit 0 where it leaves it to its accepted submissions), and its
// output validator, checker or interactor.
//
// A Kattis package's solution runs with its address space limited to the
// memory limit (AddressLimited) unless the problem is interactive, as
// problemtools' verifyproblem runs it: problemtools/run/program.py sets
// RLIMIT_AS to the memory limit (a soft limit, the hard one left
// unlimited) before it executes a program built from sources, and
// RLIMIT_STACK unlimited, except for Java, Scala, Kotlin and Common Lisp
// (source.py: should_skip_memory_rlimit), whose runtimes the limit
// breaks, a JVM's heap limited by -Xmx instead, and for its prebuilt
// programs and those with a build script (executable.py, buildrun.py).
// An interactive problem's submission is started by problemtools'
// interactive tool, itself such a prebuilt program, and so runs without
// it (judge/execute.py). An output validator built from sources gets the
// validation memory limit as its address-space limit and an input
// validator the default of 1 GiB (judge/validate.py, verifyproblem.py);
// ojkit runs validators without memory limits. Runner decides by the
// solution's language which programs the limit applies to (see
// runner.Solution.AddressLimited): C, C++ and Python, as problemtools
// limits them; not Go, whose runtime reserves too much address space to
// run under it (problemtools builds Go with gccgo, whose runtime reserves
// likewise), nor JavaScript, whose V8 reserves likewise, which
// problemtools limits and ojkit does not. BAPCtools, which verifies the
// 2025-09 format that problemtools cannot read, sets RLIMIT_AS (soft and
// hard) to the memory limit likewise for every program but java, javac,
// kotlin, kotlinc and sbcl (bapctools/util.py: limit_setter), an
// interactive problem's submission included (interactive.py), which ojkit
// leaves without it in every format. The memory limit of a package that
// gives none is each tool's default (see problempkg.Limits).
//
// DOMjudge, which many contests run Kattis packages on, limits memory by
// its cgroup alone (memory.max, no swap) and sets RLIMIT_AS unlimited
// (judge/runguard.cc), as ojkit limits resident memory: a program that
// reserves past the limit without touching it runs on there, while a
// package's submissions folder, checked with verifyproblem, expects what
// problemtools' limit gives. A Polygon package's judge, Codeforces, runs
// on Windows and limits a job's committed memory, which counts an
// allocation as soon as it is made, touched or not, as ojkit's runs on
// Windows count it; a Polygon package's spec has no address-space limit.
func FromPackage(pkg *problempkg.Package) Spec {
	s := Spec{ID: pkg.Name, Limits: runner.Limits{Time: pkg.Limits.Time, Memory: pkg.Limits.Memory}, Compare: directive.Compare{Mode: "tokens"}, Package: pkg}
	k := pkg.Output.Kind
	switch {
	case k == problempkg.KattisValidator || k == problempkg.TestlibChecker:
		s.Compare.Mode = "checker" // the validator reads the input
	case k == problempkg.TestlibInteract && pkg.Output.Checker.Source != "":
		s.Compare.Mode = "checker" // of the interactor's output
	}
	s.Interactive = k == problempkg.KattisInteractor || k == problempkg.TestlibInteract
	s.AddressLimited = pkg.Format == problempkg.Kattis && !s.Interactive
	return s
}

// runLimits returns lim, the limits of a run of the solution, with the
// address-space limit the spec gives it (see AddressLimited), unless lim
// has one.
func (s Spec) runLimits(lim runner.Limits) runner.Limits {
	if s.AddressLimited && lim.AddressSpace == 0 {
		lim.AddressSpace = lim.Memory
	}
	return lim
}
