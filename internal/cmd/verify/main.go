// Package verify is ojkit verify: it checks a contest problem package as
// Kattis's verifyproblem and Polygon's invocations do.
//
// Usage:
//
//	ojkit verify [-j N] [-busy D] [-time D] [-v] [-json] DIR
//	ojkit verify -shard I/N -result FILE [-j N] [-busy D] [-time D] DIR
//	ojkit verify -merge [-v] [-json] SHARD.json...
//	ojkit verify -workflow N DIR...
//
// DIR is a problem package (see package problempkg): a Kattis, ICPC or
// DOMjudge package (problem.yaml), a Polygon package (problem.xml) or a
// Library Checker problem (info.toml).
// verify runs every input through the package's input validators (each
// must exit 42, the Kattis format's accept, or 0 for a testlib validator;
// one at least must reject each invalid input of BAPCtools' generators.yaml;
// an input a validator rejects is a finding, and no submission is judged on
// it), then judges each example submission on every test as the package says
// (the default output validator with its flags, the custom output
// validator, the testlib checker, or the interactor) and compares the
// verdict with the one the submission's folder (Kattis), tag (Polygon) or
// [[solutions]] entry (Library Checker: sol/correct.cpp AC, the others
// their expect, or AC, and what their allow_wa, allow_tle and allow_re
// allow) expects: accepted AC, wrong_answer WA, time_limit_exceeded TLE,
// run_time_error RTE, or what submissions/submissions.yaml permits and
// requires of it (a 2025-09 Kattis package). A submission's verdict is its
// first case's that is not AC, in the judge's order, samples first, and its
// cases after that are not run; a memory limit exceeded or an output limit
// exceeded counts as RTE, as on Kattis, and an idle interactive solution as
// TLE. A case of a multi-pass problem takes the time of its slowest pass.
//
// Each program runs as the package's judge runs its language: a Python 3
// program of a Kattis or DOMjudge package with PyPy (pypy3), as
// problemtools' languages.yaml and DOMjudge's default executable run it,
// and one of a Polygon package as its type says (python.3 with CPython,
// python.pypy3 with PyPy). Where pypy3 is not installed, CPython runs it: a
// note says so, and the verdicts and the time limit its times decide are
// marked.
//
// In a Polygon problem with points, a testlib checker's points exit
// (quitp) accepts the output with the score it gives; elsewhere it is no
// verdict, FAIL.
//
// A Polygon package for Windows, whose tests end their lines with CRLF, is
// judged as the package for Linux of the same problem: on copies of its
// tests with LF line ends (a binary test, or one with a CR or LF alone, as
// it is), its own files left as they are; a note says so.
//
// The time limit is the package's; where it gives none (the legacy Kattis
// format), the accepted submissions run first, under a minute of CPU time
// a case, and the limit is the
// slowest one's CPU time times the package's time_multiplier (ac_to_time_limit),
// rounded up to a whole second. Every run is cut off at the limit times
// the safety margin (time_safety_margin, time_limit_to_tle): a
// time_limit_exceeded submission must pass the limit, and an accepted one
// that needs more than the limit but less than the margin is reported as
// accepted with extra time, as verifyproblem does. A Polygon or Library
// Checker package, which has no margin, is cut off a tenth past its limit.
// A submission a case of which took within a tenth of the limit, below or
// above it, with a right output, is named as near the time limit: a slower
// or faster machine may change its verdict (verifyproblem warns of such a
// verdict as sensitive to the time limit).
//
// The report is a line on the limits, then a table of the submissions
// against the tests: each submission's expected verdict, its verdict, its
// slowest case's CPU time and one mark per test (. AC, W WA, T TLE, R RTE,
// F a validator's failure, B not judged, - not run), and the slowest
// accepted time.
// A submission that is a folder is one program of its sources, as the
// format builds it (see runner.SourcesOf), and a Library Checker function
// (function = true) is compiled with the problem's grader/grader.cpp.
// Submissions in a language ojkit has no compiler for, or whose compiler
// is not installed, are listed as skipped with the reason, and folders of
// other verdicts are skipped too.
//
// With -json, stdout holds a stream of JSON events in place of the report
// (see ojkit help json and package events): the start (the package's name
// and directory), each build of a submission, an input validator or the
// output validator, each case of a submission begun and its outcome (its
// Kattis verdict, under the time limit once it is known), each
// submission's verdict against the one it expects, and last, after an
// error or an interrupt too, a summary: the count of the submissions'
// verdicts (skipped, CE and "not run" for those without one), the exit
// status and the time limit. Messages stay on stderr.
//
// With -j N, N cases of a submission run at a time, each pinned to a CPU
// of its own while there are enough, as judges pin their runs (on Linux).
//
// A case killed at the wall-clock limit while it waited for a CPU the
// machine's other work held is BUSY, not judged (see ojkit judge). Once the
// submission's other cases have run, it runs again, alone and pinned to a
// CPU, after a wait that doubles from a second to half a minute, until it
// is judged or the -busy budget (10 minutes by default), which every wait
// and run again spends, runs out; stderr says what each run again waited
// for and what came of it. A submission still not judged then makes the
// exit status 2.
// An input validator's run is run again so, and is never taken for a
// rejection: a validator the machine was too busy to run twice stops
// verify with exit status 2.
//
// -time D judges under the time limit D in place of the package's, or of
// the one its accepted submissions set.
//
// With -shard I/N -result FILE, verify judges the I-th of N shares of the
// package's work, so that N machines share it, and writes what it judged
// to FILE: the (submission, test) pairs of the submissions ojkit can
// build, sorted by name, each submission's tests in the judge's order, are
// dealt in turn to the N shards, so that each submission's tests spread
// over them, and within its share a shard runs no case of a submission
// after the first that fails, as a run of the whole package does. Each
// shard validates every input, so that every shard judges the same tests,
// and keeps what the validation wrote. Where the package gives no time
// limit, each shard runs the accepted submissions on every test, as they
// set the limit, and deals only the others' pairs. A shard's exit status
// is 0 once its result is written: the merge decides. The result is JSON
// (a format version, ojkit_verify_shard, the package's name and format,
// the shard I and N, the time limit judged under and the cutoff, the
// package's limits, the tests, the count of invalid inputs, what the
// validation wrote, and each submission's cases: whether this shard ran
// it, its class under the cutoff, AC, WA, TLE, RTE, FAIL or BUSY, its CPU
// time in nanoseconds and what the judge said).
//
// -merge FILE... joins the results of the shards 1 to N of one package,
// each once, judged on the same tests and submissions under one time
// limit (shards that set different limits from their accepted submissions
// are to be verified again with -time), and writes the report a run on one
// machine writes, with its exit status; each case is the first shard's
// that ran it, and a submission's verdict is its first case's that is not
// AC. With -json it writes the stream's submissions and summary.
// -workflow N DIR... writes to stdout a GitHub Actions workflow that
// verifies the packages DIR (or the packages in the folders DIR) in N
// shards each, one job a package and shard, keeping each shard's result as
// an artifact, and merges each package's in a job of its own.
//
// Run in a module, a folder holding go.mod that is no problem package, or
// given -lc or -prev, or -result, -shard, -merge or -workflow with no
// package (or -merge of a library's results), verify proves the module's
// library on the problems its programs name in //ojkit:verify (see package
// libverify); -workflow N writes the GitHub Actions workflow that does it
// in N shards.
//
// Exit status: 0 when every input is valid and every submission gets the
// verdict it expects, 1 otherwise, 2 for usage errors, a package ojkit
// cannot read, an output validator that does not build, a submission the
// machine was too busy to judge, and an interrupt.
package verify

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
	"syscall"
	"time"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/events"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/libverify"
	"github.com/ojkit/ojkit/internal/problempkg"
)

// prog begins the messages.
const prog = "ojkit verify"

// help is what -h prints.
var help = cli.Help{
	Usage: []string{"ojkit verify [-j N] [-busy D] [-time D] [-v] [-json] DIR",
		"ojkit verify -shard I/N -result FILE [-j N] [-busy D] [-time D] DIR",
		"ojkit verify -merge [-v] [-json] SHARD.json...",
		"ojkit verify -workflow N DIR...",
		"ojkit verify [-lc DIR] [-prev FILE] [-result FILE] [-shard I/N] [MODULE]",
		"ojkit verify -merge RESULT.json...",
		"ojkit verify -workflow N"},
	Sentence: `Verify checks a problem package (Kattis, ICPC or DOMjudge's problem.yaml,
Polygon's problem.xml, Library Checker's info.toml): every input through its input validators, every
example submission judged and compared with the verdict its folder or tag
expects, with a table of submissions against tests; -shard shares a package's
work among machines and -merge joins their results into that table; run in a
module, it proves the programs that name a problem in //ojkit:verify.`,
	Examples: []string{
		"ojkit verify ~/nwerc2024/problems/hello",
		"ojkit verify -shard 2/4 -result shard2.json ~/nwerc2024/problems/hello",
		"ojkit verify -lc ~/library-checker-problems -prev result.json -result result.json",
	},
}

// config is what the flags decide.
type config struct {
	dir     string
	jobs    int
	verbose bool
	json    bool
	busy    time.Duration
	// time is -time's limit, or 0 for the package's.
	time time.Duration
	// shard and shards are -shard's I/N, and result -result's file: a
	// run of a share of the package when result is not "".
	shard, shards int
	result        string
	// merge holds -merge's result files; workflow is -workflow's count
	// of shards, and dirs its packages or folders of packages.
	merge    []string
	workflow int
	dirs     []string
}

// newFlags returns the flag set of ojkit verify, which parses into c, and
// the function that reads a library's flags (see libverify.Flags), which
// a contest's shards share.
func newFlags(c *config) (*flag.FlagSet, func() (libverify.Config, error)) {
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	fs.IntVar(&c.jobs, "j", 1, "run `N` cases of a submission at a time, each on a CPU of its own")
	fs.DurationVar(&c.busy, "busy", defaultBusy, "spend at most `D` running again, alone, the cases the machine was too busy to judge, and waiting for it")
	fs.DurationVar(&c.time, "time", 0, "judge under the time limit `D` in place of the package's, or the one its accepted submissions set")
	fs.BoolVar(&c.verbose, "v", false, "also print the deciding case of the submissions that fail as expected, and each build")
	fs.BoolVar(&c.json, "json", false, "write a stream of JSON events on stdout, one a line, for editors and CI, in place of the report (see ojkit help json)")
	library := libverify.Flags(fs)
	for name, usage := range sharedUsage {
		fs.Lookup(name).Usage = usage
	}
	return fs, library
}

// sharedUsage is the usage of the flags a package's shards share with a
// library's verification, which says what each does for both.
var sharedUsage = map[string]string{
	"result":   "write the result to `FILE`: a package's shard's, or in a module competitive-verifier's result.json",
	"shard":    "judge the share `SHARD` of the package's (submission, test) pairs, or of the module's programs: I/N, the I-th of N shares, from 1/N to N/N",
	"merge":    "merge the results given as arguments: a package's shards' into its report, or a module's into one result on stdout",
	"workflow": "write to stdout a GitHub Actions workflow that verifies the packages DIR..., or the module, in `N` shards and merges their results",
}

// parseFlags reads the flags; -h prints the usage and returns flag.ErrHelp.
func parseFlags(args []string, stdout, stderr io.Writer) (config, error) {
	var c config
	fs, library := newFlags(&c)
	if err := cli.Parse(fs, args, help, stdout, stderr); err != nil {
		return c, err
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	switch {
	case c.jobs < 1:
		return c, fmt.Errorf("-j %d: want 1 or more", c.jobs)
	case c.busy < 0:
		return c, fmt.Errorf("-busy %s: want 0 or more", c.busy)
	case c.time < 0:
		return c, fmt.Errorf("-time %s: want a time limit above 0, such as 2s", c.time)
	case given["lc"] || given["prev"]:
		return c, errors.New("-lc and -prev are for a module's library: a problem package holds its own tests")
	case given["merge"]:
		for _, name := range []string{"j", "busy", "time"} {
			if given[name] {
				return c, fmt.Errorf("-%s is for the shards' runs: -merge judges nothing, it joins their results", name)
			}
		}
		lc, err := library()
		c.merge = lc.Merge
		return c, err
	case given["workflow"]:
		return c, c.workflowArgs(fs)
	case fs.NArg() != 1:
		return c, fmt.Errorf("want one package DIR, got %d arguments", fs.NArg())
	}
	c.dir = fs.Arg(0)
	if given["shard"] || given["result"] {
		return c, c.shardArgs(library)
	}
	return c, nil
}

// workflowArgs reads -workflow's count of shards and its packages.
func (c *config) workflowArgs(fs *flag.FlagSet) error {
	c.workflow = fs.Lookup("workflow").Value.(flag.Getter).Get().(int)
	c.dirs = fs.Args()
	switch {
	case c.workflow < 1 || c.workflow > 256:
		return fmt.Errorf("-workflow %d: want a number of shards from 1 to 256", c.workflow)
	case len(c.dirs) == 0:
		return fmt.Errorf("-workflow %d: want the package DIRs, or a folder holding them", c.workflow)
	}
	return nil
}

// shardArgs reads -shard and -result with library, which checks -shard
// as a library's verification does.
func (c *config) shardArgs(library func() (libverify.Config, error)) error {
	lc, err := library()
	if err != nil {
		return err
	}
	c.shard, c.shards, c.result = lc.Shard, lc.Shards, lc.Result
	if c.result == "" {
		return fmt.Errorf("-shard %d/%d: give -result FILE, where the shard's result goes", c.shard, c.shards)
	}
	return nil
}

// claimsContest reports whether the arguments, which name a flag of a
// library's verification (see libverify.Claims), are a contest's: -merge
// of a contest's shard results, -workflow of anything but one module, or a
// problem package as argument.
func claimsContest(args []string) bool {
	var c config
	fs, _ := newFlags(&c)
	fs.SetOutput(io.Discard)
	if fs.Parse(args) != nil {
		return false
	}
	switch {
	case fs.Lookup("merge").Value.String() == "true":
		return fs.NArg() > 0 && isShardResult(fs.Arg(0))
	case fs.Lookup("workflow").Value.String() != "0":
		return fs.NArg() > 1 || fs.NArg() == 1 && !isModule(fs.Arg(0))
	}
	return slices.ContainsFunc(fs.Args(), problempkg.IsPackage)
}

// isModule reports whether dir holds go.mod and is no problem package.
func isModule(dir string) bool {
	return exists(filepath.Join(dir, "go.mod")) && !problempkg.IsPackage(dir)
}

// Run carries out ojkit verify with args and returns the exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	return RunContext(context.Background(), args, stdout, stderr)
}

// RunContext is Run until ctx is done, which ends verify as an interrupt
// does: the programs running killed, with -json a summary that says it
// was interrupted, and exit status 2.
func RunContext(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if libverify.Claims(args) && !claimsContest(args) {
		return runLibrary(ctx, args, stdout, stderr)
	}
	c, err := parseFlags(args, stdout, stderr)
	if err != nil {
		return cli.ParseStatus(prog, err, stderr)
	}
	switch {
	case c.merge != nil:
		return runMerge(c, stdout, stderr)
	case c.workflow > 0:
		return runWorkflow(c, stdout, stderr)
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	v := &verifier{jobs: c.jobs, verbose: c.verbose, out: stdout, log: stderr, busy: c.busy, busyLeft: c.busy, time: c.time}
	if c.result != "" {
		v.shard = &shardRun{i: c.shard, n: c.shards, file: c.result}
	}
	if !c.json {
		return v.verify(ctx, c.dir)
	}
	v.out, v.json = io.Discard, events.NewReporter(events.New(stdout), "verify")
	status := v.verify(ctx, c.dir)
	v.json.End(events.Summary{OK: status == 0, Counts: v.counts, Interrupted: ctx.Err() != nil,
		ExitStatus: status, TimeLimitMS: v.limit.Milliseconds()})
	return status
}

// runLibrary verifies the library of a module (see package libverify).
func runLibrary(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	c, err := libverify.ParseFlags(func(fs *flag.FlagSet) error { return cli.Parse(fs, args, help, stdout, stderr) })
	if err != nil {
		return cli.ParseStatus(prog, err, stderr)
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	return libverify.Run(ctx, c, stdout, stderr)
}

// verify checks the package in dir until ctx is done, and returns the
// exit status.
func (v *verifier) verify(ctx context.Context, dir string) int {
	pkg, err := problempkg.Load(dir)
	if err != nil {
		return v.fail(err)
	}
	if v.time > 0 {
		pkg.Limits.Time = v.time
	}
	v.pkg = pkg
	cleanup, err := pkg.Prepare(ctx)
	defer cleanup()
	for _, n := range pkg.Notes {
		fmt.Fprintf(v.log, "%s: note: %s\n", prog, n)
	}
	for _, f := range shapeFindings(pkg) {
		fmt.Fprintf(v.log, "%s: verifyproblem would report: %s\n", prog, f)
	}
	if err != nil {
		v.json.Fail(err)
		return judgement.SetupStatus(prog, err, v.log)
	}
	v.json.Begin(events.Start{Problem: pkg.Name, Dir: pkg.Dir, Cases: len(pkg.Cases)})
	ok, err := v.run(ctx)
	if ctx.Err() != nil {
		err = errors.New("interrupted")
	}
	if err != nil {
		return v.fail(err)
	}
	if !ok {
		return 1
	}
	return 0
}

// fail reports err, which ends verify, and returns exit status 2.
func (v *verifier) fail(err error) int {
	v.json.Fail(err)
	fmt.Fprintf(v.log, "%s: %v\n", prog, err)
	return 2
}
