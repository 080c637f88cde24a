// Package newproblem is ojkit new: it starts a new problem directory: the submission's
// skeleton, its README and its sample suite, laid out as the suites and tools
// expect.
//
// Usage:
//
//	ojkit new [-judge ENTRY] [-samples DIR | -in FILE -out FILE] [-limits LIMITS] [-interactive] [-fix] ID
//	ojkit new -listen [-port N] [-once] [-fix]
//	ojkit new -package kattis|polygon [-p ID|DIR] OUTDIR
//
// With -package, new writes an existing problem as a contest problem
// package instead (ojkit new -package kattis -h): in the Kattis format,
// problem.yaml, its tests as data, main.go and its second solutions bundled
// as accepted submissions; in Polygon's, problem.xml, its tests, a testlib
// checker, its interactor and validator, and the same solutions tagged; for
// ojkit verify and a contest system.
//
// ID names the problem in the module: letters, digits and _, starting with
// a letter, written in lower case (CF118A is cf118a). ENTRY is what
// //ojkit:judges holds: a judge of the table in internal/onlinejudge, its
// name in any case, followed by the problem's id on that judge (LuoguP1219,
// SPOJ-SUDOKU, codeforces118A); several entries may be given, separated by
// spaces, and none for a judge ojkit does not know. The samples are
// online-judge-tools' layout, NAME.in and NAME.out in DIR (as `oj download`
// writes them), or one input and its output; their CRLF line ends become LF
// and a missing final newline is added; without them the suite says there
// are none yet, as for a task without samples from -listen. An ENTRY of no
// known judge is refused with the list of those known. LIMITS is the statement's time and
// memory limit in the form of //ojkit:limits (ojkit help directives); without
// it (or with "unverified") the directive says unverified.
//
// Run at the top of the module, it creates
//
//	problems/ID/main.go        doc comment, //ojkit: directives, a judgeio skeleton
//	problems/ID/README.md      the judges and their Go, where each part lives
//	testdata/ID/sample.txtar   each sample's input, run byte-exact against its output
//	gen/ID/interactor/main.go  an interactive problem's interactor, a skeleton
//
// (the layout of `ojkit help layout`) and prints their names. The problems
// import ojkit's judgeio: in a module that does not require ojkit's (and has
// no judgeio of its own), a warning gives the go command that adds it, which
// -fix runs. The skeleton compiles and fails the sample suite
// until solve is written. An existing problem is never touched: if
// problems/ID, testdata/ID or gen/ID exists, nothing is written. Errors are one line on
// stderr with exit status 2.
//
// With -listen, new waits on 127.0.0.1 at the first port that no other
// program holds of those the Competitive Companion browser extension posts
// each task to without configuration (10042, 4244, 6174, 1327, 10043, then
// CP Editor's 10045 and cph's 27121, so that those run beside it and get
// the tasks too), saying which; -port N takes another (add it to the
// extension's custom ports); it waits until interrupted, so that
// a whole contest can be clicked in; -once returns after one task or a
// contest's whole batch. For each task it writes the problem in the module of
// the working directory and prints a line: the folder written, or why not. The
// id says where the task comes from: the judge's own problem id (cf1915a,
// gym102345c, abc345d, cses1068, lc_aplusb, dmoj_ccc15s1, boj1000, cc_start01,
// timus1000, usaco1350, yuki1000, aoj_alds1_1_a, loj1, uoj1, toph_add_them_up,
// kattis_hello, sp_sudoku, p1219 for Luogu, poj3076, hdu1426, uva11565,
// acwing168), vjudge's and Luogu's copies of other judges' problems
// (CodeForces-1234A, CF1915A, AT_abc345_d) by the judge behind them, and any
// other site by its host and path, with the query or fragment that names the
// problem where the page names it there (buctcoder_com_problem_2086_0 for
// problem.php?cid=2086&pid=0, omegaup_com_arena_omi2024_problems_sumas for
// #problems/sumas), a path element with no Latin letters or digits by a hash of
// it (u0f7509fd); query strings such as ?locale=en are left out. //ojkit:judges
// names the judges, //ojkit:limits is the task's (the judges' megabytes are
// MiB), the comparison that of its judges. A task without samples (a PDF
// statement) gets a suite that says there are none yet. An interactive task
// ("interactive": true, or -interactive by hand) gets //ojkit:interactor,
// the skeleton of a testlib interactor (interactor INPUT OUTPUT [ANSWER],
// exit 0 AC, 1 WA, 2 PE, 3 FAIL) and a suite of `interact` cases, one per
// sample (or one, without samples), each a file for the test the interactor
// reads, empty until written, with the sample's dialogue kept beside it as a
// comment, never fed to anything: until the interactor and its tests are
// written, the skeleton reads the test and fails it, saying in one line what
// to write, and ojkit test says just that line; a task reading or writing files gets //ojkit:io IN OUT and a main.go
// that opens them with judgeio.RunFiles. Nothing is ever overwritten: the same
// task posted again (its URL, name and samples) is already there, and another
// task whose id is taken gets the id with a suffix (cf1915a_2, or the task's
// name for the problems of one page). A malformed request gets HTTP 400 and a
// message, and nothing is written.
package newproblem

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/modfix"
	"github.com/ojkit/ojkit/internal/onlinejudge"
)

// prog begins every message.
const prog = "ojkit new"

// help is what -h prints.
var help = cli.Help{
	Usage: []string{
		"ojkit new [-judge ENTRY] [-samples DIR | -in FILE -out FILE] [-limits LIMITS] [-interactive] [-fix] ID",
		"ojkit new -listen [-port N] [-once] [-fix]",
		"ojkit new -package kattis|polygon [-p ID|DIR] OUTDIR",
	},
	Sentence: `New writes problems/ID/main.go (a judgeio skeleton with the problem's //ojkit:
directives), its README, testdata/ID/sample.txtar from the samples and, for an
interactive task, gen/ID/interactor/main.go, or with -listen does so for each
problem the Competitive Companion browser extension sends, until it is
interrupted.`,
	Examples: []string{
		`ojkit new -judge LuoguP1219 -samples test -limits "1s 125MiB" p1219`,
		"ojkit new -listen",
	},
}

// helpFlags returns the flags of both forms, for -h.
func helpFlags() *flag.FlagSet {
	fs := flag.NewFlagSet("ojkit new", flag.ContinueOnError)
	createFlags(fs)
	listenFlags(fs)
	fixFlag(fs)
	return fs
}

// Run runs the command with args and returns its exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	if isPackageMode(args) {
		return runPackage(args, stdout, stderr)
	}
	if slices.ContainsFunc(args, func(a string) bool { return strings.TrimLeft(a, "-") == "listen" }) {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		return runListen(ctx, args, stdout, stderr)
	}
	p, err := parse(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		help.Write(stdout, helpFlags())
		return 0
	}
	if err == nil {
		var files []string
		if files, err = create(p); err == nil {
			fmt.Fprintln(stdout, strings.Join(files, "\n"))
			if note := requireOjkit(p.Root, p.fix); note != "" {
				fmt.Fprintln(stderr, prog+": "+note)
			}
			return 0
		}
	}
	fmt.Fprintf(stderr, "%s: %v\n", prog, err)
	return 2
}

// problem is what the command line (or a Competitive Companion task) asks
// for.
type problem struct {
	ID      string
	URL     string // the problem's page, from a task
	Name    string // the problem's name, from a task
	Judges  []judgeEntry
	Limits  string // the //ojkit:limits value
	Samples []sample
	Root    string // the module's top directory
	Module  string // the module path
	// From a task: Interactive marks a problem whose solution talks with
	// an interactor; MultiNumber, an input that begins with its number of
	// tests; IO is the //ojkit:io value of a problem with input or output
	// files, or "".
	Interactive, MultiNumber bool
	IO                       string
	fix                      bool // -fix: make the module require ojkit's
}

// judgeEntry is one entry of //ojkit:judges.
type judgeEntry struct {
	Entry string // LuoguP1219
	Judge onlinejudge.Judge
	ID    string // the problem's id on the judge: P1219
}

// idPattern is the form of a problem id: a command name with no '-', which the
// suites use to name second solutions and tools.
var idPattern = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// creation holds the flags of a problem made from its samples.
type creation struct {
	judge, samples, in, out, limits *string
	interactive                     *bool
}

// createFlags defines the flags of a problem made from its samples.
func createFlags(fs *flag.FlagSet) creation {
	return creation{
		judge:       fs.String("judge", "", "the problem's `ENTRY` of //ojkit:judges: a judge and the problem's id there, such as LuoguP1219 (several separated by spaces)"),
		samples:     fs.String("samples", "", "a `DIR` of NAME.in and NAME.out samples"),
		in:          fs.String("in", "", "a sample input `FILE`"),
		out:         fs.String("out", "", "the sample input's output `FILE`"),
		limits:      fs.String("limits", "", "the time and memory `LIMITS`, such as \"1s 125MiB\" (default: unverified)"),
		interactive: fs.Bool("interactive", false, "an interactive problem: its interactor's skeleton, and a suite of interact cases with the samples, if any, as comments"),
	}
}

// fixFlag defines -fix, of both forms.
func fixFlag(fs *flag.FlagSet) *bool {
	return fs.Bool("fix", false, "make the module require ojkit's module, whose judgeio the problems import, if it does not")
}

// parse reads the command line and the samples.
func parse(args []string, stderr io.Writer) (*problem, error) {
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	f := createFlags(fs)
	fix := fixFlag(fs)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, err
		}
		return nil, fmt.Errorf("%v (see %s -h)", err, prog)
	}
	if fs.NArg() != 1 {
		return nil, fmt.Errorf("want one problem id, such as p1219 (see %s -h)", prog)
	}
	p := &problem{ID: strings.ToLower(fs.Arg(0)), Limits: "unverified"}
	if !idPattern.MatchString(p.ID) {
		return nil, fmt.Errorf("problem id %q: want letters, digits and _, starting with a letter, such as p1219", fs.Arg(0))
	}
	var err error
	if p.Judges, err = parseJudges(*f.judge); err != nil {
		return nil, err
	}
	if *f.limits != "" && *f.limits != "unverified" {
		if _, err := directive.ParseLimits(*f.limits); err != nil {
			return nil, fmt.Errorf("-limits %v", err)
		}
		p.Limits = strings.Join(strings.Fields(*f.limits), " ")
	}
	p.Interactive = *f.interactive
	given := *f.samples != "" || *f.in != "" || *f.out != ""
	if given || !p.Interactive { // an interactive problem's samples are optional
		if p.Samples, err = readSamples(*f.samples, *f.in, *f.out); err != nil {
			return nil, err
		}
	}
	if p.Root, p.Module, err = findModule(); err != nil {
		return nil, err
	}
	p.fix = *fix
	return p, nil
}

// parseJudges parses the -judge flag: entries separated by spaces, none for
// a problem of a judge ojkit does not know. A judge's name may be written in
// any case (codeforces118A); the entry gets the table's (Codeforces118A).
func parseJudges(s string) ([]judgeEntry, error) {
	var js []judgeEntry
	for _, e := range strings.Fields(s) {
		j, ok := findFold(e)
		if !ok {
			return nil, fmt.Errorf("judge %q: want a known judge followed by the problem's id on it, such as LuoguP1219 (judges: %s)", e, onlinejudge.Names())
		}
		e = j.Name + e[len(j.Name):]
		js = append(js, judgeEntry{e, j, strings.TrimPrefix(e[len(j.Name):], "-")})
	}
	return js, nil
}

// findFold is onlinejudge.Find with the judge's name matched in any case.
func findFold(entry string) (onlinejudge.Judge, bool) {
	for _, j := range onlinejudge.All() {
		if len(entry) > len(j.Name) && strings.EqualFold(entry[:len(j.Name)], j.Name) {
			if found, ok := onlinejudge.Find(j.Name + entry[len(j.Name):]); ok {
				return found, true
			}
		}
	}
	return onlinejudge.Judge{}, false
}

// requireOjkit returns what to say of the module at root when it does not
// require ojkit's module, whose judgeio the problems it writes import: the
// go command that adds it, or with fix, that the command ran. It is ""
// when the module requires it, or has a judgeio of its own.
func requireOjkit(root string, fix bool) string {
	if _, err := os.Stat(filepath.Join(root, "judgeio")); err == nil || modfix.Requires(filepath.Join(root, "go.mod")) {
		return ""
	}
	if !fix {
		return fmt.Sprintf("warning: go.mod does not require %s, whose judgeio the problems import: run %s (or give ojkit new -fix)", modfix.Module, modfix.Line(filepath.Join(root, "go.mod")))
	}
	line, err := modfix.Fix(root)
	if err != nil {
		return "warning: -fix: " + err.Error()
	}
	return "go.mod now requires " + modfix.Module + ": ran " + line
}

// findModule returns the directory of the nearest go.mod from the working
// directory up, and its module path.
func findModule() (root, module string, err error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", "", err
	}
	root, ok := layout.ModuleRoot(wd)
	if !ok {
		return "", "", errors.New("no go.mod here or in a parent directory: run at the top of the module")
	}
	data, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", "", err
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "module "); ok {
			return root, strings.Trim(strings.TrimSpace(rest), `"`), nil
		}
	}
	return "", "", fmt.Errorf("%s: no module line", filepath.Join(root, "go.mod"))
}
