// Package judge is ojkit judge: it runs a solution on a problem's tests and gives each the verdict a judge
// would: AC, WA, RE, TLE, MLE (and OLE for a runaway output, FAIL for a
// checker's failure), with time and peak memory.
//
// Usage:
//
//	ojkit judge [-p ID|DIR] [-tests DIR] [-timeout D] [-wall D] [-memory M] [-j N] [-checker CMD|-compare MODE]
//		[-interactor CMD] [-save DIR] [-all] [-v] [-watch] [-color WHEN] SOLUTION
//	ojkit judge [-p ID|DIR] -export DIR
//	ojkit judge [-p ID|DIR] [-tests DIR] -write-answers [-force] [limits] SOLUTION
//
// The problem is -p: an ID of this repository's problems/, or a directory;
// by default the working directory. A problem directory holds main.go, whose
// //ojkit: directives are optional, and its tests: the stdin/stdout pairs of
// its testscript suite (testdata/ID in this repository's layout, testdata/
// beside main.go elsewhere) and of oj's test/ or tests/ beside it. -tests
// DIR adds every NAME.in with NAME.out or NAME.ans in DIR (the layout of
// online-judge-tools and Library Checker), in any directory, problem or not;
// an input without an answer is run and its output shown. The suite's cases
// marked beyond the statement (lenient input the judge never sends) run only
// on the problem's own solutions (its directory or one below it) unless -all
// says so, and the table says which they are. SOLUTION is a Go package
// directory, a .go, .cpp, .c, .java, .kt, .py or .js file (here, or else in the
// problem's directory), a directory of such sources built together (see
// runner.SourcesOf), an executable, or a command line in quotes; it is
// built once (C++ with g++ -O2, the newest GNU standard the compiler knows,
// such as -std=gnu++23 with GCC 12, and -DONLINE_JUDGE, as most judges define
// it, with the macros the problem's judges define, such as -DATCODER, then the
// words of $CXXFLAGS, which come last and so win: CXXFLAGS="-DLOCAL
// -fsanitize=address,undefined"; C likewise with gcc and $CFLAGS; Java with
// javac, run as java -DONLINE_JUDGE=true -cp DIR CLASS, the file's public
// class; Python and JavaScript with python3 and node once py_compile or
// node --check finds no syntax error, Python with pypy3 where the problem's
// judges run PyPy (Kattis), saying which Python where they decide it
// (Codeforces and AtCoder offer both; python3 runs it); -v prints the command; a build that
// takes more than a second says what it builds on stderr) and kept in
// ojkit's build cache (~/.cache/ojkit/build, each file removed after a day unused; see package
// runner), so that the next judge of the same file starts at once, and a
// changed C++ file that includes <bits/stdc++.h> builds against a header
// precompiled once. An unknown bare name is an error, not a command that
// fails on every test.
//
// Time is CPU time, user and system, of every process the solution starts,
// as the judges count it; a wall-clock limit (twice the time limit and a
// second more, unless -wall says otherwise) ends a program that sleeps.
// Memory is the peak resident size of the solution's own processes. When
// the solution exits, every process it started is killed, however it
// detached. The limits are the problem's //ojkit:limits unless -timeout and
// -memory say otherwise (judgement.DefaultTime and DefaultMemory without a
// directive; a zero -timeout is no limit, CPU or wall-clock, unless -wall sets
// one); the comparison is its
// //ojkit:compare (exact bytes, PE when only whitespace differs; lines;
// tokens split at spaces, tabs, CRs and LFs, the default; float EPS, tokens
// with numbers within EPS absolutely or relatively; or a testlib checker)
// unless -compare or -checker says otherwise. On WA the first differing
// line and column are shown, with the lines around them quoted so that
// whitespace shows (a trailing space, a \r, a missing final newline), and
// the report says when only whitespace differs; on RE the end of stderr. A
// table ends the report: each case's verdict, CPU time (and wall-clock time
// when the program mostly waited) and peak memory. When the answer and the
// output are grids of one shape, line for line (a Sudoku's, a placement's, a
// cover's; see picture.Picture), a WA also draws the two side by side, the
// cells that differ marked (not under float or a checker, which accept
// outputs that differ from the answer). On a terminal the report is in colour: verdicts
// (AC green; WA, PE, RE, OLE red; TLE, MLE, ILE yellow), the answer's lines
// of a diff green and the output's red, and the cells that differ likewise,
// else in brackets. -color never turns colour off, as $NO_COLOR (set and not
// empty) or TERM=dumb does under the default -color auto; -color always
// keeps it in a pipe or a file.
//
// A run killed at the wall-clock limit under its CPU time limit, having spent
// its time runnable but waiting for a CPU the machine's other work held (the
// kernel's run delay of its threads), is not TLE but BUSY, "not judged: the
// machine was busy"; such a case runs again, alone, after the others, and
// judge exits with status 2 if it is still not judged. A program that sleeps
// or waits for input keeps its TLE.
//
// A problem whose main.go has //ojkit:io IN OUT reads its input from the
// file IN and writes its answer to the file OUT (stdin and stdout name the
// standard streams; IN may be /REGEXP/, a pattern of the input file's
// name): each case runs in a fresh working directory holding only its
// input, and a clean run that leaves no OUT is WA, the file named.
//
// An interactive problem (an //ojkit:interactor directive in main.go, or
// -interactor CMD) is judged by its interactor, run as testlib runs one,
// `CMD INPUT OUTPUT [ANSWER]`, each case's input and answer in those files,
// its stdin and stdout joined through judge to the solution's stdout and
// stdin; a directive without CMD names gen/ID/interactor in this
// repository's layout, or the interactor.* file beside main.go elsewhere.
// Its exit status is the verdict, in testlib's convention (0 AC, 1 WA, 2
// PE, 3 FAIL: the interactor's own failure) or Kattis's (42 AC, 43 WA), and
// its stderr the message shown. The interactor has the solution's CPU time
// and memory limits and two seconds more of wall-clock time. The solution's
// RE, TLE or MLE stands when it failed before the interactor ended; ILE
// (idleness limit exceeded) when both waited for each other past the
// solution's wall-clock limit, saying which side waited for what. With a
// checker (//ojkit:compare checker or -checker), the checker then judges the
// interactor's OUTPUT file. A case that is not AC shows the dialogue's last
// lines, each marked "> " (solution to interactor) or "< " (interactor to
// solution) with its time, and how each side ended; -v shows every case's
// whole dialogue (its last 8 MiB), and -save DIR writes each whole to
// DIR/NAME.dialogue as it is spoken, then its verdict. The
// interactor's failure (testlib's FAIL status, whatever the solution did, a
// crash, a limit passed) is no verdict on the solution: exit status 2, and
// when it failed every case in one way, as the skeleton ojkit new writes
// does until the interactor is written, that one line is the whole report.
//
// With -export, the suite's cases are written to DIR as NAME.in and NAME.out
// for other tools, and nothing is run.
//
// With -write-answers, SOLUTION is a reference the user trusts, as for
// online-judge-tools' generate-output: it runs under the judge's limits on
// each NAME.in of test/, tests/ and -tests DIR that has no answer, and its
// output is written as NAME.out (out/NAME.out for in/NAME.in); an existing
// answer is kept unless -force. Each case is reported as written, kept, or
// not written because the run failed (RE, TLE, MLE, OLE), and nothing is
// judged. For an interactive problem, the answer written is the OUTPUT file
// of the interactor that accepted SOLUTION, for a checker that judges the
// interactor's OUTPUT against it (Polygon's interactor and checker). The exit status is 1 when a run failed. It is a mode of judge
// rather than a command of its own because it needs exactly judge's tests,
// limits, build and runs (file I/O included).
//
// A case without an answer (an input of test/, tests/ or -tests DIR with no
// NAME.out) is run and its output shown, "no answer" in the table; it is a
// finding, exit status 1, unless -no-answers-ok, and the summary says how to
// write the answers. An answer file without its input is named in a warning.
//
// With -watch, judge runs, then runs again each time a file of the problem's
// folder, its suite, its tools, -tests, SOLUTION or the interactor changes
// (it polls each file's size and modification time, as package watch
// does: hidden files and folders, __pycache__ and dist/ aside), and writes a one-line summary after each run,
// until an interrupt ends it with status 0.
//
// With -package DIR, or -p on a directory holding problem.yaml,
// problem.xml or info.toml, the problem is a contest's problem package
// (see package problempkg): its tests, limits, output validator, checker
// or interactor are the package's, judged as its judge does (see ojkit
// verify for its example submissions); a case of a multi-pass problem runs
// the solution once for each pass its output validator asks for, and takes
// the time of its slowest pass.
//
// An interrupt (SIGINT, SIGTERM) kills the runs in flight, prints the table
// of the cases that ran to their end, says how many did not, and removes the
// build.
//
// Exit status: 0 when every test is AC, 1 otherwise, 2 for usage and build
// errors and an interactor's failure, 130 after an interrupt.
package judge

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"syscall"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/events"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/mainfile"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/term"
	"github.com/ojkit/ojkit/internal/verdict"
)

// help is what -h prints.
var help = cli.Help{
	Usage: []string{
		"ojkit judge [-p ID|DIR] [-tests DIR] [flags] SOLUTION",
		"ojkit judge [-p ID|DIR] -export DIR",
		"ojkit judge [-p ID|DIR] [-tests DIR] -write-answers [-force] SOLUTION",
	},
	Sentence: `Judge runs SOLUTION (a Go package directory, a .go, .cpp, .c, .java, .py or
.js file here or in the problem's directory, an executable, or a command line
in quotes) on the problem's tests and gives each a verdict, its CPU time and its
memory, as the judges count them.`,
	Examples: []string{
		"ojkit judge -p poj3076 mine.cpp",
		`ojkit judge -tests ~/oj/abc345_d/test "python3 mine.py"`,
		`CXXFLAGS="-DLOCAL -fsanitize=address,undefined" ojkit judge -v mine.cpp`,
	},
}

// config is what the flags decide.
type config struct {
	prog     string // what messages begin with
	id       string
	tests    string
	override judgement.Overrides
	jobs     int
	export   string
	verbose  bool
	all      bool
	solution string
	// writeAnswers is -write-answers, and force -force.
	writeAnswers, force bool
	// interactor is -interactor's command and save -save's directory.
	interactor, save string
	// noAnswersOK is -no-answers-ok: a case without an answer is no finding.
	noAnswersOK bool
	watch       bool // -watch
	colour      term.Mode
	pkg         string // -package's directory
	// json is -json; events is its stream on stdout, or nil, and stream
	// what its summary says.
	json   bool
	events *events.Stream
	stream *streamed
	// label, when not empty, names the solution in the stream's outcomes:
	// ojkit test's second solution.
	label string
}

// parseFlags reads the flags, and SOLUTION unless the caller gives it
// (given); -h prints the usage and returns flag.ErrHelp.
func parseFlags(prog string, args []string, given bool, stdout, stderr io.Writer) (config, error) {
	c := config{prog: prog}
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	fs.StringVar(&c.id, "p", "", "the problem `ID|DIR`: the id of one of the module's problems/, or a directory (default: the working directory)")
	fs.StringVar(&c.tests, "tests", "", "also run the NAME.in/NAME.out tests of `DIR`")
	fs.StringVar(&c.pkg, "package", "", "judge on the contest problem package in `DIR` (Kattis, ICPC, DOMjudge problem.yaml; Polygon problem.xml; Library Checker info.toml), as its judge does")
	c.override.RegisterFlags(fs)
	fs.IntVar(&c.jobs, "j", 1, "run `N` tests at a time")
	fs.StringVar(&c.export, "export", "", "write the suite's cases to `DIR` as NAME.in/NAME.out and run nothing")
	fs.BoolVar(&c.verbose, "v", false, "print the build command, how runs are contained, the suite's execs that are not tests, and every interactive case's dialogue")
	fs.StringVar(&c.interactor, "interactor", "", "judge with this interactor `CMD`, run as CMD INPUT OUTPUT [ANSWER] (built like a solution)")
	fs.StringVar(&c.save, "save", "", "write each interactive case's dialogue to `DIR`/NAME.dialogue")
	fs.BoolVar(&c.all, "all", false, "also run the suite's cases beyond the statement on a solution other than the problem's own")
	fs.BoolVar(&c.writeAnswers, "write-answers", false, "write SOLUTION's output as the NAME.out of each NAME.in without one in test/, tests/ and -tests, and judge nothing")
	fs.BoolVar(&c.force, "force", false, "with -write-answers: replace the answers that exist too")
	fs.BoolVar(&c.noAnswersOK, "no-answers-ok", false, "exit 0 when every case with an answer is AC, though some have none")
	fs.BoolVar(&c.watch, "watch", false, "judge again each time the solution, the tests or the problem's files change, until interrupted")
	fs.BoolVar(&c.json, "json", false, "write a stream of JSON events on stdout, one a line, for editors and CI, in place of the report (see ojkit help json)")
	term.Flag(fs, &c.colour)
	if err := cli.Parse(fs, args, help, stdout, stderr); err != nil {
		return c, err
	}
	switch {
	case c.jobs < 1:
		return c, fmt.Errorf("-j %d: want 1 or more", c.jobs)
	case c.override.Check() != nil:
		return c, c.override.Check()
	case c.export != "" && (c.interactor != "" || c.save != ""):
		return c, errors.New("-export runs nothing: no -interactor or -save with it")
	case c.pkg != "" && (c.id != "" || c.tests != "" || c.interactor != "" || c.writeAnswers || c.export != ""):
		return c, errors.New("-package names the problem, its tests and its interactor: no -p, -tests, -interactor, -write-answers or -export with it")
	case c.force && !c.writeAnswers:
		return c, errors.New("-force goes with -write-answers")
	case c.writeAnswers && (c.export != "" || c.save != ""):
		return c, errors.New("-write-answers runs SOLUTION to write answers: no -export or -save with it")
	case c.watch && (c.export != "" || c.writeAnswers || c.save != ""):
		return c, errors.New("-watch judges again and again: no -export, -write-answers or -save with it")
	case c.json && (c.export != "" || c.writeAnswers || c.watch):
		return c, errors.New("-json streams a judgement: no -export, -write-answers or -watch with it")
	case c.export != "" && fs.NArg() > 0:
		return c, errors.New("-export runs nothing: no SOLUTION with it")
	case c.export == "" && fs.NArg()+boolInt(given) != 1:
		return c, fmt.Errorf("want one SOLUTION, got %d arguments", fs.NArg()+boolInt(given))
	}
	c.solution = fs.Arg(0)
	return c, nil
}

// boolInt returns 1 for true, 0 for false.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Run carries out ojkit judge with args and returns the exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	return runAs(context.Background(), "ojkit judge", args, stdout, stderr)
}

// runAs is Run, its messages beginning with prog, until parent is done.
func runAs(parent context.Context, prog string, args []string, stdout, stderr io.Writer) int {
	c, err := parseFlags(prog, args, false, stdout, stderr)
	if err != nil {
		return cli.ParseStatus(prog, err, stderr)
	}
	if c.watch {
		return runWatching(parent, c, stdout, stderr)
	}
	return run(parent, c, stdout, stderr)
}

// run judges once, as c says, until parent is done or an interrupt comes;
// with -json, it writes the stream of events on stdout, then the summary,
// and the report nowhere.
func run(parent context.Context, c config, stdout, stderr io.Writer) int {
	if !c.json {
		return judgeOnce(parent, c, stdout, stderr)
	}
	c.events = events.New(stdout)
	c.stream = newStreamed(c.events, strings.TrimPrefix(c.prog, "ojkit "))
	st := c.stream
	status := judgeOnce(parent, c, io.Discard, st.errors(c.prog, stderr))
	st.end(status, parent.Err() != nil || status == cli.Interrupted)
	return status
}

// judgeOnce judges once, as c says, until parent is done or an interrupt
// comes.
func judgeOnce(parent context.Context, c config, stdout, stderr io.Writer) int {
	prog := c.prog
	j, err := setup(c, stderr)
	if err != nil {
		return judgement.SetupStatus(prog, err, stderr)
	}
	if c.export != "" {
		if err := cases.Export(c.export, j.cases); err != nil {
			fmt.Fprintln(stderr, prog+": -export: "+err.Error())
			return 2
		}
		fmt.Fprintf(stdout, "wrote %s to %s\n", cli.Plural(len(j.cases), "case"), c.export)
		return 0
	}
	defer j.close()
	ctx, stop := signal.NotifyContext(parent, os.Interrupt, syscall.SIGTERM)
	defer stop()
	if c.writeAnswers {
		return writeStatus(ctx, prog, j, c, stdout, stderr)
	}
	results, err := j.runAll(ctx, c.jobs)
	if ctx.Err() != nil {
		return interrupted(prog, j.cases, results, c.colour.Palette(stdout), !c.json, stdout, stderr)
	}
	if err != nil {
		fmt.Fprintln(stderr, prog+": "+err.Error())
		return 2
	}
	if j.failedEverywhere(prog, results, stderr) {
		return 2
	}
	report(stdout, j.cases, results, c.colour.Palette(stdout))
	if n := j.notRun; n > 0 {
		fmt.Fprintf(stdout, "%s beyond the statement not run (input the judge never sends, for the problem's own solutions); -all runs them\n", cli.Plural(n, "case"))
	}
	if name, why, failed := j.interactorFailure(j.cases, results); failed {
		fmt.Fprintf(stderr, "%s: case %s: %s\n", prog, name, why)
		return 2
	}
	busy, unanswered := 0, 0
	for _, r := range results {
		switch r.Verdict {
		case verdict.AC:
		case "":
			unanswered++
		case verdict.BUSY:
			busy++
		default:
			return 1
		}
	}
	if unanswered > 0 && !c.noAnswersOK {
		return 1
	}
	if busy > 0 {
		fmt.Fprintf(stderr, "%s: %s not judged: the machine was too busy to run them within the wall-clock limit, twice; judge them when it is quieter\n", prog, cli.Plural(busy, "case"))
		return 2
	}
	return 0
}

// interrupted reports the cases that ran to their end before an interrupt
// (in a table, if tabled: not in a -json stream), says how many did not,
// and returns cli.Interrupted.
func interrupted(prog string, cs []cases.Case, results []result, pal term.Palette, tabled bool, stdout, stderr io.Writer) int {
	var doneCases []cases.Case
	var done []result
	for i, r := range results {
		if r.ran {
			doneCases, done = append(doneCases, cs[i]), append(done, r)
		}
	}
	if len(done) > 0 {
		report(stdout, doneCases, done, pal)
	}
	fmt.Fprintf(stderr, "%s: interrupted: %d of %d cases judged", prog, len(done), len(cs))
	if len(done) > 0 && tabled {
		fmt.Fprint(stderr, " (the table above)")
	}
	fmt.Fprintln(stderr, "; the others not run")
	return cli.Interrupted
}

// writeStatus carries out -write-answers and returns the exit status: 1
// when a run failed, 2 on an error or an interrupt.
func writeStatus(ctx context.Context, prog string, j *judge, c config, stdout, stderr io.Writer) int {
	ok, err := j.writeAnswers(ctx, c.jobs, c.force, stdout)
	switch {
	case ctx.Err() != nil:
		fmt.Fprintln(stderr, prog+": interrupted while writing answers")
		return cli.Interrupted
	case err != nil:
		fmt.Fprintln(stderr, prog+": "+err.Error())
		return 2
	case !ok:
		return 1
	}
	return 0
}

// judge is a set-up run: the cases, the case judge and the built
// solution.
type judge struct {
	cj    *judgement.Judge // nil for -export
	cases []cases.Case
	sol   *runner.Solution
	// save is where dialogues go and whole shows every dialogue.
	save   string
	whole  bool
	notRun int // the cases beyond the statement left out
	// stream, with -json, is where the events go, nil without, and label
	// names the solution in its outcomes.
	stream *streamed
	label  string
	// cleanup, for a contest package, removes the files its Prepare made.
	cleanup func()
}

// setup reads the problem, its cases and the limits and builds the comparer
// and the solution (neither for -export).
func setup(c config, stderr io.Writer) (*judge, error) {
	if dir := packageDir(c); dir != "" {
		return setupPackage(c, dir, stderr)
	}
	p, err := Locate(c.id)
	if err != nil {
		return nil, err
	}
	c.solution = p.Solution(c.solution)
	spec, err := judgement.Load(p)
	if err != nil {
		return nil, err
	}
	warnBreaking(c.prog, p, stderr)
	j := &judge{}
	if j.cases, err = readCases(c, p, stderr); err != nil {
		return nil, err
	}
	if c.export != "" {
		return j, nil
	}
	j.cases, j.notRun = statementFirst(j.cases, c.all || isOwn(c.solution, p))
	spec.Apply(c.override)
	if err := setupInteractor(&spec, c, p); err != nil {
		return nil, err
	}
	if j.cj, err = judgement.New(spec); err != nil {
		return nil, err
	}
	j.setRecording(c)
	j.begin(c, p.Dir)
	if cmd := j.cj.InteractorBuild(); c.verbose && cmd != nil {
		fmt.Fprintf(stderr, "%s: built the interactor %s: %s\n", c.prog, spec.Interactor, strings.Join(cmd, " "))
	}
	j.sol, err = runner.Build(layout.Anchored(c.solution), spec.Defines...)
	j.stream.built(events.Built(c.solution, "solution", j.sol, err))
	if err != nil {
		j.close()
		return nil, layout.SolutionBuildError(c.solution, err)
	}
	if spec.Python != "" && runner.Language(c.solution) == "Python 3" {
		fmt.Fprintf(stderr, "%s: %s runs with %s\n", c.prog, c.solution, spec.Python)
	}
	if c.verbose && j.sol.BuildCommand != nil {
		fmt.Fprintf(stderr, "%s: built %s: %s\n", c.prog, c.solution, strings.Join(j.sol.BuildCommand, " "))
	}
	if c.verbose {
		fmt.Fprintf(stderr, "%s: runs contained by %s\n", c.prog, runner.Containment())
	}
	return j, nil
}

// begin starts the stream, with -json: the problem in dir, the solution,
// the cases and the limits; then the solution's build starts.
func (j *judge) begin(c config, dir string) {
	j.stream, j.label = c.stream, c.label
	if j.stream == nil {
		return
	}
	spec := j.cj.Spec
	j.stream.begin(events.Start{Problem: spec.ID, Dir: dir, Solution: c.solution, Cases: len(j.cases), Limits: events.LimitsOf(j.cj.Limits)})
	j.stream.Emit(events.BuildStarted{Program: c.solution, Role: "solution"})
}

// warnBreaking warns of the files beside problem p's main.go that break go
// build ./... and go vet ./... of its module (see mainfile.Breaking), which
// ojkit's own builds leave out.
func warnBreaking(prog string, p layout.Problem, stderr io.Writer) {
	if names := mainfile.Breaking(p.Dir); len(names) > 0 {
		fmt.Fprintf(stderr, "%s: warning: %s beside %s make go build ./... and go vet ./... of the module fail: put //go:build ignore, then an empty line, first in each (ojkit judges them by name all the same)\n",
			prog, strings.Join(names, ", "), layout.Relative(p.Main()))
	}
}

// Locate finds the problem that -p arg names (see layout.Locate), the
// working directory's when arg is "", and says which in its error.
func Locate(arg string) (layout.Problem, error) {
	p, err := layout.Locate(arg)
	switch {
	case err != nil && arg == "":
		return p, fmt.Errorf("the working directory: %v", err)
	case err != nil:
		return p, fmt.Errorf("-p %s: %v", arg, err)
	}
	return p, nil
}

// readCases reads the cases of the problem's suite and test directories
// (see cases.Read) and those of -tests, noting the suite's skipped execs on
// stderr with -v and warning of answers without an input.
func readCases(c config, p layout.Problem, stderr io.Writer) ([]cases.Case, error) {
	pl := cases.Places{ID: p.ID}
	if suite := p.Suite(); suite != "" {
		pl.Suite = layout.Relative(suite)
	}
	dirs := p.TestDirs()
	if c.export == "" {
		for _, dir := range dirs {
			pl.Dirs = append(pl.Dirs, layout.Relative(dir))
		}
	}
	found, err := cases.Read(pl)
	if c.verbose {
		for _, s := range found.Skips {
			fmt.Fprintf(stderr, "%s: not a test: %s\n", c.prog, s)
		}
	}
	warnOrphans(c.prog, found.Orphans, stderr)
	if err != nil {
		return nil, err
	}
	cs := found.Cases
	if c.export != "" {
		return cs, nil
	}
	if c.tests != "" && !slices.ContainsFunc(dirs, func(d string) bool { return sameFile(d, c.tests) }) {
		more, err := cases.Read(cases.Places{Dirs: []string{layout.Relative(c.tests)}})
		warnOrphans(c.prog, more.Orphans, stderr)
		if err != nil {
			return nil, fmt.Errorf("-tests: %v", err)
		}
		cs = append(cs, more.Cases...)
	}
	switch {
	case len(cs) == 0 && p.Suite() != "":
		return nil, fmt.Errorf("%w: %s has no cases yet (a task without samples: add them there), and %s has no test/ or tests/; give -tests DIR", errNoTests, layout.Relative(p.Suite()), layout.Relative(p.Dir))
	case len(cs) == 0:
		return nil, fmt.Errorf("%w: %s has no suite (testdata/*.txtar), test/ or tests/; give -tests DIR", errNoTests, layout.Relative(p.Dir))
	}
	return cs, nil
}

// warnOrphans warns of the answer files of test directories that have no
// input beside them.
func warnOrphans(prog string, orphans []string, stderr io.Writer) {
	for _, o := range orphans {
		fmt.Fprintf(stderr, "%s: warning: %s has no input beside it (%s): not a case\n", prog, o, orphanInput(o))
	}
}

// orphanInput names the input an answer file wants: NAME.in for NAME.out or
// NAME.ans, in/NAME.in for out/NAME.out.
func orphanInput(answer string) string {
	name := strings.TrimSuffix(strings.TrimSuffix(filepath.Base(answer), ".out"), ".ans") + ".in"
	if filepath.Base(filepath.Dir(answer)) == "out" {
		return filepath.Join("in", name)
	}
	return name
}

// errNoTests is the error of a problem without a test.
var errNoTests = errors.New("no tests")

// HasTests reports whether problem p has a test to run, a case of its suite
// or of its test directories, or holds tests judge cannot read (which judge
// then reports).
func HasTests(p layout.Problem) bool {
	_, err := readCases(config{}, p, io.Discard)
	return !errors.Is(err, errNoTests)
}

// sameFile reports whether the paths a and b name one file.
func sameFile(a, b string) bool {
	x, errA := os.Stat(a)
	y, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(x, y)
}

// isOwn reports whether solution is one of problem p's own: its directory or
// a directory below it (a second solution), which read the suite's cases
// beyond the statement too.
func isOwn(solution string, p layout.Problem) bool {
	abs, err := filepath.Abs(solution)
	if err != nil {
		return false
	}
	if fi, err := os.Stat(abs); err != nil || !fi.IsDir() {
		return false
	}
	rel, err := filepath.Rel(p.Dir, abs)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// statementFirst returns the cases within the statement followed, if all is
// set, by those beyond it, and how many of these it left out.
func statementFirst(cs []cases.Case, all bool) ([]cases.Case, int) {
	var within, beyond []cases.Case
	for _, c := range cs {
		if c.Beyond == "" {
			within = append(within, c)
		} else {
			beyond = append(beyond, c)
		}
	}
	if !all {
		return within, len(beyond)
	}
	return append(within, beyond...), 0
}

// close removes the builds.
func (j *judge) close() {
	if j.sol != nil {
		j.sol.Close()
	}
	if j.cj != nil {
		j.cj.Close()
	}
	if j.cleanup != nil {
		j.cleanup()
	}
}

// result is the outcome of one case. The verdict is "" for a case without an
// answer that ran cleanly.
type result struct {
	judgement.Outcome
	whole bool // show all of the case's dialogue
	ran   bool // the case ran to its end, not stopped by an interrupt
}

// runAll runs every case, jobs at a time, then once more, one at a time,
// each case the machine was too busy to judge, and returns the results in
// case order. Once ctx is done it kills the runs in flight and starts no
// more.
func (j *judge) runAll(ctx context.Context, jobs int) ([]result, error) {
	results := make([]result, len(j.cases))
	errs := make([]error, len(j.cases))
	next := make(chan int)
	done := make(chan struct{})
	workers := min(jobs, max(len(j.cases), 1))
	for range workers {
		go func() {
			for i := range next {
				if ctx.Err() == nil {
					results[i], errs[i] = j.judgeCase(ctx, j.cases[i])
				}
			}
			done <- struct{}{}
		}()
	}
	for i := range j.cases {
		next <- i
	}
	close(next)
	for range workers {
		<-done
	}
	for i, r := range results {
		if r.Verdict == verdict.BUSY && ctx.Err() == nil {
			results[i], errs[i] = j.judgeCase(ctx, j.cases[i])
		}
	}
	return results, errors.Join(errs...)
}

// judgeCase judges case c, saying so on the stream.
func (j *judge) judgeCase(ctx context.Context, c cases.Case) (result, error) {
	j.stream.caseStarted(c, j.label)
	r, err := j.runCase(ctx, c)
	if r.ran = err == nil; r.ran && ctx.Err() == nil {
		j.stream.outcome(c, r, j.label)
	}
	return r, err
}

// runCase runs the solution on one case and judges it, writing its
// dialogue to -save's directory.
func (j *judge) runCase(ctx context.Context, c cases.Case) (result, error) {
	var save *dialogueFile
	var tape io.Writer
	if j.save != "" && j.cj.Dialogues() {
		var err error
		if save, err = createDialogue(j.save, c.Name); err != nil {
			return result{}, err
		}
		defer save.close()
		tape = save.w
	}
	o, err := j.cj.Case(ctx, j.sol, c, tape)
	if err != nil {
		return result{}, fmt.Errorf("case %s: %v", c.Name, err)
	}
	if save != nil {
		err = save.end(o.Play, c.Name, o.Verdict, o.Detail)
	}
	return result{Outcome: o, whole: j.whole}, err
}
