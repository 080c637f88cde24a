// Package judging holds what ojkit judge and ojkit stress share beyond
// running programs: a problem's limits and comparison mode from the
// //ojkit:limits and //ojkit:compare directives of its main.go, the verdicts,
// the comparison of an output with an answer (exact, tokens, or a testlib
// checker), a diff that shows where two outputs part, and a picture of two
// grids side by side.
package judging

import (
	"errors"
	"flag"
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/onlinejudge"
	"github.com/ojkit/ojkit/internal/runner"
)

// Limits used when a problem's are unverified or not given (see
// directive.DefaultTime).
const (
	DefaultTime   = directive.DefaultTime
	DefaultMemory = directive.DefaultMemory
)

// Spec is what a problem's directives say about judging it.
type Spec struct {
	ID     string
	Time   time.Duration // CPU time; 0 for no limit
	Memory int64         // bytes of peak RSS
	// Compare is exact, lines, tokens, float EPS or checker, as
	// directive.Compare's String writes it; tokens, as most judges' default
	// checkers compare, when the problem does not say.
	Compare string
	// Checker is the checker command for Compare checker: the directive's
	// command, or else the problem's checker package gen/<id>/checker.
	Checker string
	// Interactive reports an //ojkit:interactor directive, and Interactor
	// is its command, if it gives one (see Problem.Interactor).
	Interactive bool
	Interactor  string
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
}

// CountPE returns verdict v with its detail as the problem's judges count
// it: a presentation error is WA, saying so, where none of them has PE
// (PEAsWA).
func (s Spec) CountPE(v Verdict, detail string) (Verdict, string) {
	if v != PE || s.PEAsWA == "" {
		return v, detail
	}
	return WA, "PE, which " + s.PEAsWA + " counts as WA: " + detail
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

// defaultSpec returns the spec of problem id without directives.
func defaultSpec(id string) Spec {
	return Spec{ID: id, Time: DefaultTime, Memory: DefaultMemory, Compare: "tokens", Defines: onlinejudge.DefinesOf(nil)}
}

// FindRoot returns the nearest directory, from the working directory up, that
// holds problems/<id>/main.go.
func FindRoot(id string) (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(InModule(dir, id).Main()); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", noProblem(id)
		}
		dir = parent
	}
}

// MissingP returns an error when the working directory dir, where a tool
// looks for a problem without -p, is no problem, holding no main.go, but
// holds problems/: what is missing is -p, and the error lists the problems
// there.
func MissingP(dir string) error {
	if _, err := os.Stat(filepath.Join(dir, "main.go")); err == nil {
		return nil
	}
	ids := IDsIn(dir)
	if len(ids) == 0 {
		return nil
	}
	return fmt.Errorf("the working directory is no problem: give -p ID, one of %s", strings.Join(ids, " "))
}

// IDsIn returns the ids of the problems of the module at root, the folders
// of root/problems that hold a main.go, in order.
func IDsIn(root string) []string {
	mains, _ := filepath.Glob(filepath.Join(root, "problems", "*", "main.go"))
	ids := make([]string, len(mains))
	for i, m := range mains {
		ids[i] = filepath.Base(filepath.Dir(m))
	}
	return ids
}

// noProblem is FindRoot's error for the id it did not find: it names the
// nearest id of the problems in the nearest problems/ folder, if there is one.
func noProblem(id string) error {
	err := fmt.Errorf("no problems/%s/main.go here or in a parent directory", id)
	dir, werr := os.Getwd()
	for werr == nil {
		if ids := IDsIn(dir); len(ids) > 0 {
			return fmt.Errorf("%v; did you mean %s?", err, cli.Nearest(id, ids))
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return err
}

// loadFile reads the directives of the main.go at path, of problem id whose
// own checker is the command checker.
func loadFile(path, id, checker string) (Spec, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		return Spec{}, err
	}
	d, err := directive.Parse(fset, f)
	if err != nil {
		return Spec{}, err
	}
	s := defaultSpec(id)
	s.Defines, s.PEAsWA = onlinejudge.DefinesOf(d.Judges), onlinejudge.WithoutPE(d.Judges)
	s.setPython(d.Judges)
	if d.Limits.Time > 0 {
		s.Time, s.Memory = d.Limits.Time, d.Limits.Memory
	}
	if d.Compare.Mode != "" {
		s.Compare, s.Checker = d.Compare.String(), d.Compare.Checker
	}
	if s.Compare == "checker" && s.Checker == "" {
		s.Checker = checker
	}
	s.Interactive, s.Interactor = d.Interactor.Set, d.Interactor.Command
	s.IO = FileIO(d.IO)
	return s, nil
}

// FormatMemory writes a size in bytes as KiB, MiB or GiB with one decimal.
func FormatMemory(n int64) string {
	switch {
	case n >= 1<<30:
		return strconv.FormatFloat(float64(n)/(1<<30), 'f', 1, 64) + "GiB"
	case n >= 1<<20:
		return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + "MiB"
	default:
		return strconv.FormatFloat(float64(n)/(1<<10), 'f', 1, 64) + "KiB"
	}
}

// FormatTime writes a duration in milliseconds.
func FormatTime(d time.Duration) string {
	return strconv.FormatInt(d.Milliseconds(), 10) + "ms"
}

// errNoChecker is returned by NewComparer for mode checker without a command.
var errNoChecker = errors.New("compare mode checker needs a checker command")

// Overrides are the limits and the comparison a user gives on the command
// line in place of a problem's directives; zero values leave the directives
// be.
type Overrides struct {
	// Time is the CPU time limit; with TimeSet, zero is no limit, CPU or
	// wall-clock (unless Wall sets one).
	Time    time.Duration
	TimeSet bool
	Wall    time.Duration // the wall-clock limit (see runner.DefaultWall)
	Memory  string        // such as 64MiB
	Checker string        // a testlib checker command
	Compare string        // exact, lines, tokens or float EPS
}

// Apply sets the limits and the comparison of o on s, and returns the limits
// of a run.
func (s *Spec) Apply(o Overrides) (runner.Limits, error) {
	if o.TimeSet {
		s.Time = o.Time
	}
	if o.Memory != "" {
		m, err := directive.ParseMemory(o.Memory)
		if err != nil {
			return runner.Limits{}, fmt.Errorf("-memory: %v", err)
		}
		s.Memory = m
	}
	if o.Checker != "" {
		s.Compare, s.Checker = "checker", o.Checker
	}
	if o.Compare != "" {
		c, _ := directive.ParseCompare(o.Compare) // see Check
		s.Compare, s.Checker = c.String(), c.Checker
	}
	return runner.Limits{Time: s.Time, Wall: o.Wall, Memory: s.Memory}, nil
}

// RegisterFlags declares the command-line flags of o on fs: -timeout,
// -wall, -memory, -checker and -compare.
func (o *Overrides) RegisterFlags(fs *flag.FlagSet) {
	fs.Func("timeout", "the CPU time limit `D`, 0 for none, CPU or wall-clock (default: the problem's //ojkit:limits)", func(v string) error {
		d, err := time.ParseDuration(v)
		if err != nil {
			return errors.New("want a duration such as 2s or 500ms")
		}
		o.Time, o.TimeSet = d, true
		return nil
	})
	fs.DurationVar(&o.Wall, "wall", 0, "the wall-clock limit `D` (default: twice the CPU time limit and 1s)")
	fs.StringVar(&o.Memory, "memory", "", "the memory limit `M`, such as 64MiB (default: the problem's //ojkit:limits)")
	fs.StringVar(&o.Checker, "checker", "", "judge with this testlib checker `CMD` (built like a solution)")
	fs.StringVar(&o.Compare, "compare", "", "compare outputs by `MODE`: exact, lines, tokens or 'float EPS' (default: the problem's //ojkit:compare)")
}

// Check reports a negative limit or a bad comparison mode.
func (o Overrides) Check() error {
	c, err := directive.ParseCompare(o.Compare)
	switch {
	case o.Compare == "":
	case err != nil:
		return fmt.Errorf("-compare %v", err)
	case c.Mode == "checker":
		return errors.New("-compare checker: give the checker with -checker CMD")
	case o.Checker != "":
		return errors.New("-compare and -checker: give one comparison")
	}
	switch {
	case o.Time < 0:
		return fmt.Errorf("-timeout %v: want a positive duration, or 0 for no limit", o.Time)
	case o.Wall < 0:
		return fmt.Errorf("-wall %v: want a positive duration", o.Wall)
	}
	return nil
}
