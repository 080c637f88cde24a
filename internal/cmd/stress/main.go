// Package stress is ojkit stress: it runs solutions on inputs from gen, compares them, and on
// the first disagreement shrinks the input, saves it and prints a regression
// case.
//
// Usage:
//
//	ojkit stress [-p ID|DIR] [-runs R] [-j JOBS] [-seed S] [-timeout D] [-wall D] [-memory M]
//		[-save DIR] [-keep] [-force] [-keep-going] [-shrink-time D] [-checker CMD|-compare MODE]
//		[-interactor CMD] [-json] [gen's flags] SOLUTION SOLUTION...
//	ojkit stress [-p ID|DIR] -gen CMD [-validate CMD] [the flags above but gen's]
//		SOLUTION SOLUTION...
//
// Run i generates the input of seed S+i with gen (gen's flags -kind, -n,
// -givens, ... mean what they mean to gen: -n 100 is 100 grids in each
// input), checks it with gen's validator and runs every solution on it with
// the problem's limits, judged as judge does (CPU time, a wall-clock limit,
// the memory of the solution's own processes). The first solution's output
// is the answer: another
// solution is WA when it differs (exactly, or as the problem's
// //ojkit:compare or -compare says; with a checker, when the checker rejects
// it). With a
// checker one solution is enough. A run is a finding when a solution is WA or
// its verdict (OK, RE, TLE, MLE) differs from the first solution's.
//
// Runs go JOBS at a time and are reported in run order, so the same flags
// find the same first finding; with -keep-going every run is made and each
// finding is reported after the table. A run the machine was too busy to
// judge (BUSY), or whose finding is a TLE, is run again alone after the
// others, so that the load of -j or of the machine is never a finding. A finding's input is shrunk while the
// finding persists, for at most -shrink-time (a TLE's tries take the time
// limit each; what is smallest by then is reported): whole cases dropped
// first (count lines fixed), then each case replaced by gen's simpler
// variants, every candidate checked by gen's validator. The shrunk input and
// each solution's output are saved to DIR (default testdata/stress/ID in
// this repository's layout, testdata/stress beside main.go elsewhere; an
// existing file is kept unless -force), the diff is shown, and a txtar
// regression case for the problem's suite is printed, expecting the output
// of the first solution that is OK there; -keep also writes it into the
// suite as stress-seed-S.txtar, for ojkit test and ojkit judge (an existing
// file is kept unless -force): read its want.txt before committing it. The
// saved seed-S.in and seed-S.out are a test that ojkit judge -tests DIR runs.
// A regression case that needs a checker is kept only when the checker is
// the problem's own (gen/ID/checker, which the suite builds); with another
// -checker the case is printed with what to do and not written. The report
// says what the shrink changed: cases, bytes, and how many bytes changed when
// a case kept its size; -shrink-time 0 reports findings unshrunk.
//
// The problem is -p: an ID of this repository's problems/, or a directory;
// by default the working directory (see judge). With -gen, the inputs come
// from the user's own generator instead, for any problem: CMD (a Go package, a .go, .cpp, .c or
// .py file, or a command line, like a SOLUTION) is run as `CMD SEED` and
// writes one input to stdout, the same bytes for the same seed (testlib's
// convention; a command line with shell syntax, such as a pipe, gets the seed
// as $1). The validator of -validate reads an input on stdin and exits 0 when
// it is valid; without one every input is taken as valid, and a shrunk
// finding says to give one. A problem of the user's module that gen does not
// know, with its own generator gen/ID/gen (a Go program), gets it as -gen,
// and its validator gen/ID/validate, if any, as -validate. Each run of either
// may take 30 seconds. The shrink then knows little of the format: its cases
// are the lines or, when the first line is a count K and the other lines
// split into K groups of equal length, those groups (the count rewritten as
// cases go), or the whole input when its first line is a count n of the
// tokens that follow. It drops runs of cases, then single tokens
// (blank-separated; with a case's leading count one less too, for "n, then
// n numbers"), and moves integer tokens toward 0 (0, half, one nearer),
// keeping only inputs the validator accepts.
//
// An interactive problem (an //ojkit:interactor directive, or -interactor
// CMD; see judge) is played: each solution talks with the interactor on
// each input, its INPUT file, and earns the interactor's verdict (one
// solution is then enough). A run is a finding when the verdicts differ or
// a lone solution's is not AC; with a checker, each solution's OUTPUT file,
// written by the interactor, is checked against the first solution's too.
// An interactor's failure stops stress with exit status 2. A finding's
// report shows each failing solution's dialogue with the interactor, saves
// the whole dialogues as seed-S.solK.dialogue beside the interactor's
// OUTPUT files (seed-S.solK.txt), and its regression case plays the
// problem's solution against the problem's own interactor: `interact
// ID-interactor ID in.txt`.
//
// With no finding, a table gives each solution's verdict counts, median and
// largest time and largest peak memory, with a warning when the first
// solution was not OK on some runs (the solutions then agreed only in failing
// alike). A run killed at the wall-clock limit while it waited for a CPU
// the machine's other work held is BUSY, not a verdict (see judge): its
// input runs again after the others, one at a time, and is never reported
// as a disagreement. Progress (runs, runs/s, findings; during a shrink,
// inputs tried) goes to stderr: a line kept up to date on a terminal, else a
// line every 5 seconds. The report is coloured as judge's is, and a WA on
// grids draws them side by side (see judge; -color). An interrupt
// (SIGINT, SIGTERM) kills every program running and removes the builds; one
// during a shrink saves the smallest input found so far first.
//
// With -json, stdout holds a stream of JSON events in place of the report
// (see ojkit help json and package events): the start (the problem, its
// directory, the runs asked for, the limits of a run), each solution's
// build, the progress after every hundredth of the runs and after the
// last, each finding (its run and seed, each solution's verdict, the
// culprit, the input, shrunk unless -shrink-time 0, and the files saved),
// and last, after an error or an interrupt too, a summary counting the
// runs the solutions agreed on, the findings, and the runs skipped or not
// judged. Progress and messages stay on stderr.
//
// Exit status: 0 no finding, 1 a finding, 2 usage, build or gen errors, 130
// after an interrupt, which first prints the table of the runs that ended.
package stress

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"time"

	_ "github.com/ojkit/ojkit/gen/all" // every problem in the registry
	"github.com/ojkit/ojkit/gen/problem"
	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/term"
)

// prog begins every message.
const prog = "ojkit stress"

// help is what -h prints.
var help = cli.Help{
	Usage: []string{
		"ojkit stress [-p ID|DIR] [-runs R] [flags] [ojkit gen's flags] SOLUTION...",
		"ojkit stress [-p ID|DIR] -gen CMD [-validate CMD] [flags] SOLUTION...",
	},
	Sentence: `Stress runs the solutions on inputs from ojkit gen (or from your generator,
run as CMD SEED) and compares each with the first solution's output; the first
disagreement is shrunk, saved and printed as a regression case.`,
	Examples: []string{
		"ojkit stress -p poj3076 -n 5 -runs 500 ./problems/poj3076 mine.cpp",
		"ojkit stress -gen gen.py -validate val.py . brute.py",
		"ojkit stress -json -p poj3076 -runs 500 ./problems/poj3076 mine.cpp",
	},
}

// config is what the flags decide.
type config struct {
	id        string
	runs      int
	jobs      int
	seed      uint64
	override  judgement.Overrides
	save      string
	keep      bool
	force     bool
	keepGoing bool
	shrink    time.Duration
	gen       string
	validate  string
	ownGen    bool // gen and validate are the problem's own (see ownTools)
	opts      problem.Options
	set       map[string]bool
	solutions []string
	// interactor is -interactor's command.
	interactor string
	colour     term.Mode
	// json is -json, and stream its stream on stdout, or nil.
	json   bool
	stream *stream
}

// parseFlags reads the flags, which check checks; -h prints the usage and
// returns flag.ErrHelp.
func parseFlags(args []string, stdout, stderr io.Writer) (config, error) {
	var c config
	o := &c.opts
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	fs.StringVar(&c.id, "p", "", "the problem `ID|DIR`: the id of one of the module's problems/, or a directory (default: the working directory)")
	fs.IntVar(&c.runs, "runs", 100, "the number `R` of inputs")
	fs.IntVar(&c.jobs, "j", runtime.NumCPU(), "`N` runs at a time")
	fs.Uint64Var(&c.seed, "seed", 1, "the `SEED` of the first run; run i uses SEED+i")
	c.override.RegisterFlags(fs)
	fs.StringVar(&c.save, "save", "", "the `DIR` to save a finding in (default: testdata/stress/ID in the module)")
	fs.BoolVar(&c.keep, "keep", false, "also write the regression case into the problem's suite, for ojkit test and ojkit judge")
	fs.BoolVar(&c.force, "force", false, "overwrite files in the -save directory and the -keep case")
	fs.BoolVar(&c.keepGoing, "keep-going", false, "go on past findings to the last run, then shrink and report each")
	fs.DurationVar(&c.shrink, "shrink-time", time.Minute, "the most time `D` a shrink may take (0: no shrink)")
	fs.StringVar(&c.gen, "gen", "", "take the inputs from your generator `CMD`, run as CMD SEED (SEED is $1 in a command line with shell syntax), instead of gen (default for a problem gen does not know: its own gen/ID/gen)")
	fs.StringVar(&c.validate, "validate", "", "with -gen: check each input with your validator `CMD` (exit 0: valid)")
	fs.StringVar(&c.interactor, "interactor", "", "play each input with this interactor `CMD`, run as CMD INPUT OUTPUT (default: the problem's //ojkit:interactor)")
	fs.BoolVar(&c.json, "json", false, "write a stream of JSON events on stdout, one a line, for editors and CI, in place of the report (see ojkit help json)")
	term.Flag(fs, &c.colour)
	o.RegisterFlags(fs, "gen: ")
	if err := cli.Parse(fs, args, help, stdout, stderr); err != nil {
		return c, err
	}
	c.set = map[string]bool{}
	fs.Visit(func(f *flag.Flag) { c.set[f.Name] = true })
	c.solutions = fs.Args()
	return c, nil
}

// check reports the first flag that is missing, out of range or out of
// place.
func (c *config) check() error {
	switch {
	case c.runs < 1:
		return fmt.Errorf("-runs %d: want 1 or more", c.runs)
	case c.jobs < 1:
		return fmt.Errorf("-j %d: want 1 or more", c.jobs)
	case c.override.Check() != nil:
		return c.override.Check()
	case c.shrink < 0:
		return fmt.Errorf("-shrink-time %v: want 0 or more", c.shrink)
	case c.set["n"] && c.opts.N < 1:
		return fmt.Errorf("-n %d: want 1 or more", c.opts.N)
	case len(c.solutions) == 0:
		return errors.New("want SOLUTION arguments: two or more, or one with a checker")
	case c.set["gen"] && strings.TrimSpace(c.gen) == "":
		return errors.New("-gen: want a command")
	case c.set["validate"] && strings.TrimSpace(c.validate) == "":
		return errors.New("-validate: want a command")
	case c.gen != "":
		return c.checkCommandGen()
	case c.validate != "":
		return errors.New("-validate needs -gen: gen's problems have their own validator")
	}
	id := c.genID()
	p, ok := problem.Lookup(id)
	if !ok && c.ownTools() {
		return c.checkCommandGen()
	}
	if !ok {
		return fmt.Errorf("gen knows no problem %s: want -p one of %s, or -gen CMD", id, strings.Join(problem.IDs(), ", "))
	}
	k, ok := problem.FindKind(p, c.opts.Kind)
	if !ok {
		return fmt.Errorf("-kind %s: %s's kinds are %s", c.opts.Kind, id, strings.Join(problem.KindNames(p), ", "))
	}
	for _, name := range problem.KindFlags() {
		if c.set[name] && !slices.Contains(k.Uses, name) {
			return fmt.Errorf("-%s: kind %s of %s does not use it", name, k.Name, id)
		}
	}
	return nil
}

// ownTools sets -gen, and -validate where there is one, to the problem's
// own generator and validator, the Go programs gen/ID/gen and
// gen/ID/validate in its module (see layout.Problem.Tool), for a problem
// gen does not know; it reports whether the problem has a generator.
func (c *config) ownTools() bool {
	p, err := layout.Locate(c.id)
	if err != nil || !exists(p.Main()) || !exists(filepath.Join(p.Tool("gen"), "main.go")) {
		return false
	}
	c.gen, c.ownGen = layout.Relative(p.Tool("gen")), true
	if validate := p.Tool("validate"); exists(filepath.Join(validate, "main.go")) {
		c.validate = layout.Relative(validate)
	}
	return true
}

// exists reports whether the file at path exists.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// genID returns the id of the problem in gen's problems: -p's last element,
// or the working directory's name.
func (c *config) genID() string {
	abs, err := filepath.Abs(c.id)
	if c.id == "" || err != nil {
		abs, _ = os.Getwd()
	}
	if c.id != "" && !strings.ContainsRune(c.id, filepath.Separator) {
		return c.id
	}
	return filepath.Base(abs)
}

// checkCommandGen refuses gen's flags next to -gen: the user's generator
// takes the seed alone.
func (c *config) checkCommandGen() error {
	for _, name := range append([]string{"kind", "n"}, problem.KindFlags()...) {
		if c.set[name] {
			return fmt.Errorf("-%s is a flag of gen's problems: -gen runs CMD SEED alone", name)
		}
	}
	return nil
}

// genSource is a gen problem with fixed options but the seed.
type genSource struct {
	problem.Problem
	opts problem.Options
}

// Generate makes the input of the given seed.
func (g genSource) Generate(_ context.Context, seed uint64) ([]byte, error) {
	o := g.opts
	o.Seed = seed
	return g.Problem.Generate(o)
}

// Validate checks input with gen's validator.
func (g genSource) Validate(_ context.Context, name string, input []byte) error {
	return g.Problem.Validate(name, input)
}

// Validates reports that gen's validator checks every input.
func (g genSource) Validates() bool { return true }

// origin names where the inputs come from, for the regression case.
func (c *config) origin() string {
	o := "stress"
	if c.id != "" {
		o += " -p " + cli.ShellQuote(c.id)
	}
	if c.gen != "" {
		o += " -gen " + cli.ShellQuote(c.gen)
	}
	if c.validate != "" {
		o += " -validate " + cli.ShellQuote(c.validate)
	}
	if c.interactor != "" {
		o += " -interactor " + cli.ShellQuote(c.interactor)
	}
	return o
}

// Run carries out stress with args and returns the exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	return RunContext(context.Background(), args, stdout, stderr)
}

// RunContext is Run until ctx is done, which ends the stress as an
// interrupt does: the programs running killed, the runs that ended
// reported, with -json a summary that says it was interrupted, and exit
// status 130.
func RunContext(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	c, err := parseFlags(args, stdout, stderr)
	if err != nil {
		return cli.ParseStatus(prog, err, stderr)
	}
	if !c.json {
		status, _ := c.stress(ctx, stdout, stderr)
		return status
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	c.stream = newStream(stdout, c.runs)
	status, r := c.stress(ctx, io.Discard, stderr)
	c.stream.end(status, ctx.Err() != nil, r)
	return status
}

// stress checks the flags, sets up, makes the runs and reports them, until
// parent is done or an interrupt comes; it returns the exit status and the
// runs, nil if none was made. With -json, parent is done on an interrupt
// during the setup too, which then ends the stream with its summary.
func (c *config) stress(parent context.Context, stdout, stderr io.Writer) (int, *runs) {
	if err := c.check(); err != nil {
		c.stream.fail(err)
		return cli.ParseStatus(prog, err, stderr), nil
	}
	if c.ownGen {
		fmt.Fprintf(stderr, "%s: inputs from the problem's own generator, -gen %s", prog, cli.ShellQuote(c.gen))
		if c.validate != "" {
			fmt.Fprintf(stderr, " -validate %s", cli.ShellQuote(c.validate))
		}
		fmt.Fprintln(stderr)
	}
	s, f, err := setup(*c)
	if err != nil {
		c.stream.fail(err)
		return judgement.SetupStatus(prog, err, stderr), nil
	}
	defer s.close()
	ctx, stop := signal.NotifyContext(parent, os.Interrupt, syscall.SIGTERM)
	defer stop()
	r := &runs{st: newStats(len(s.sols)), meter: newProgress(stderr, c.runs), stream: c.stream, keepGoing: c.keepGoing, start: time.Now()}
	r.run(ctx, s, c.runs, c.jobs, c.seed)
	return c.report(ctx, s, f, r, stdout, stderr), r
}

// runs is what the runs of a stress came to, as they are handed over in
// run order.
type runs struct {
	st     *stats
	meter  *progress
	stream *stream
	// found are the findings, and last the run that ended in an error, if
	// one did; done counts the runs that ended.
	found     []trial
	done      int
	keepGoing bool
	start     time.Time
	// stopped is the run that ended the search, or nil.
	stopped *trial
}

// run makes runs runs of s, jobs at a time, from seed, and then once more
// those the machine was too busy to judge and those whose finding is a TLE
// (see stresser.runAgain).
func (r *runs) run(ctx context.Context, s *stresser, runs, jobs int, seed uint64) {
	var recheck []trial
	r.stopped = s.runAll(ctx, runs, jobs, seed, func(t trial) bool {
		if t.err == nil && t.skipped == "" && (anyBusy(t.outs) || culprit(t.outs) >= 0 && anyTLE(t.outs)) {
			recheck = append(recheck, t)
			return false
		}
		return r.take(t)
	})
	if r.stopped == nil {
		r.stopped = s.runAgain(ctx, recheck, r.st, r.take)
	}
	r.meter.done()
}

// take counts trial t and reports whether it ends the search: an error
// does, and a finding unless -keep-going.
func (r *runs) take(t trial) bool {
	if t.err != nil {
		r.found = append(r.found, t)
		return true
	}
	r.done++
	isFinding := culprit(t.outs) >= 0 // not a skipped run's, which has none
	switch {
	case t.skipped != "":
		r.st.skip(t)
	case isFinding:
		r.found = append(r.found, t)
	default:
		r.st.add(t.outs)
	}
	r.meter.update(t.run+1, isFinding)
	r.stream.progress(r.done, len(r.found))
	return isFinding && !r.keepGoing
}

// findings returns the findings, without a run that ended in an error.
func (r *runs) findings() []trial {
	var findings []trial
	for _, t := range r.found {
		if t.err == nil {
			findings = append(findings, t)
		}
	}
	return findings
}

// report reports the runs r of s, shrinking each finding, with f what a
// finding's report needs, and returns the exit status.
func (c *config) report(ctx context.Context, s *stresser, f *finding, r *runs, stdout, stderr io.Writer) int {
	pal := c.colour.Palette(stdout)
	elapsed := time.Since(r.start)
	switch {
	case ctx.Err() != nil:
		return c.interrupted(r, s.sols, pal, elapsed, stdout, stderr)
	case r.stopped != nil && r.stopped.err != nil:
		err := fmt.Errorf("run %d (seed %d): %v", r.stopped.run+1, r.stopped.seed, r.stopped.err)
		c.stream.fail(err)
		fmt.Fprintln(stderr, prog+": "+err.Error())
		return 2
	case len(r.found) == 0:
		r.st.report(stdout, pal, s.sols, c.runs, 0, elapsed)
		return 0
	}
	if c.keepGoing {
		r.st.report(stdout, pal, s.sols, c.runs, len(r.found), elapsed)
		fmt.Fprintln(stdout)
	}
	f.prog, f.budget, f.pal, f.stream = r.meter, c.shrink, pal, c.stream
	for i, t := range r.found {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		f.trial, f.checkReplay = t, i == 0
		if err := f.shrinkAndReport(ctx, s, stdout); err != nil {
			if ctx.Err() != nil {
				fmt.Fprintln(stderr, prog+": interrupted while shrinking")
				return cli.Interrupted
			}
			c.stream.fail(err)
			fmt.Fprintln(stderr, prog+": "+err.Error())
			return 2
		}
	}
	return 1
}

// interrupted reports the runs r that ended before an interrupt, of the
// solutions sols: the table, and each finding among them unshrunk with the
// flags that run it again (with -json, its event). It says on stderr what
// was stopped and returns cli.Interrupted.
func (c *config) interrupted(r *runs, sols []*runner.Solution, pal term.Palette, elapsed time.Duration, stdout, stderr io.Writer) int {
	findings := r.findings()
	if r.done > 0 {
		r.st.report(stdout, pal, sols, r.done, len(findings), elapsed)
	}
	for _, t := range findings {
		fmt.Fprintf(stdout, "run %d: a finding, not shrunk: -seed %d -runs 1 runs it again\n", t.run+1, t.seed)
		c.stream.finding(t, t.input, t.outs, culprit(t.outs), false, nil)
	}
	fmt.Fprintf(stderr, "%s: interrupted after %d of %d runs", prog, r.done, c.runs)
	if r.done > 0 && !c.json {
		fmt.Fprint(stderr, " (the table above)")
	}
	fmt.Fprintln(stderr)
	return cli.Interrupted
}

// setup finds the problem, builds the comparer and the solutions and returns
// the stresser and what a finding needs to be reported: the problem's spec
// and where to save and keep it.
func setup(c config) (*stresser, *finding, error) {
	p, err := layout.Locate(c.id)
	if err != nil && c.id == "" {
		return nil, nil, fmt.Errorf("the working directory: %v", err)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("-p %s: %v", c.id, err)
	}
	f := &finding{origin: c.origin(), save: c.save, force: c.force}
	if f.save == "" {
		f.save = filepath.Join(filepath.Dir(p.SuiteDir()), "stress", p.ID)
		if p.Root == "" {
			f.save = filepath.Join(p.SuiteDir(), "stress")
		}
	}
	if c.keep {
		f.keep, f.keepRuns = p.SuiteDir(), "ojkit test -p "+p.ID
		if p.Root == "" {
			f.keepRuns = "ojkit test -p " + p.Dir
		}
	}
	s, err := c.stresser(p)
	if err != nil {
		return nil, nil, err
	}
	f.spec, f.sols = s.spec, s.sols
	f.foreignChecker = foreignChecker(s.spec, p)
	f.foreignInteractor = foreignInteractor(s.spec, p)
	return s, f, nil
}

// foreignChecker returns the checker command of spec if the problem's suite
// cannot run it, or "": the suite builds the problem's own checker tool as
// ID-checker, and no other.
func foreignChecker(spec judgement.Spec, p layout.Problem) string {
	if !spec.UsesChecker() {
		return ""
	}
	own := p.Tool("checker")
	if abs, err := filepath.Abs(spec.Compare.Checker); err == nil && abs == own {
		return ""
	}
	return spec.Compare.Checker
}

// stresser loads the spec of problem p, with the limits and checker of the
// flags, and builds the comparer, the solutions and the source of inputs.
func (c *config) stresser(p layout.Problem) (*stresser, error) {
	spec, err := judgement.Load(p)
	if err != nil {
		return nil, err
	}
	spec.Apply(c.override)
	if err := c.setupInteractor(&spec, p); err != nil {
		return nil, err
	}
	if len(c.solutions) < 2 && !spec.UsesChecker() && !spec.Interactive {
		return nil, fmt.Errorf("%s compares outputs %s: want two or more solutions", spec.ID, spec.Compare)
	}
	c.stream.begin(spec, p.Dir)
	s := &stresser{spec: spec}
	if s.cj, err = judgement.New(spec); err != nil {
		return nil, err
	}
	s.cj.RunOnly = true
	for _, name := range c.solutions {
		sol, err := c.stream.build(name, func() (*runner.Solution, error) {
			return runner.Build(layout.Anchored(p.Solution(name)), spec.Defines...)
		})
		if err != nil {
			s.close()
			return nil, layout.SolutionBuildError(name, err)
		}
		s.sols = append(s.sols, sol)
	}
	if s.src, err = c.source(); err != nil {
		s.close()
		return nil, err
	}
	return s, nil
}

// source returns where the inputs come from: the user's generator of -gen,
// built, or gen's problem.
func (c *config) source() (source, error) {
	if c.gen != "" {
		cs, err := newCommandSource(c.gen, c.validate)
		if err != nil && c.isKind(c.gen) {
			return nil, fmt.Errorf("%w; did you mean -kind %s?", err, c.gen)
		}
		if err != nil {
			return nil, err // not a nil *commandSource in a non-nil source
		}
		return cs, nil
	}
	p, _ := problem.Lookup(c.genID())
	return genSource{p, c.opts}, nil
}

// isKind reports whether name is a kind of input of the problem's generator
// in gen.
func (c *config) isKind(name string) bool {
	p, ok := problem.Lookup(c.genID())
	if !ok {
		return false
	}
	_, ok = problem.FindKind(p, name)
	return ok
}

// close removes the builds.
func (s *stresser) close() {
	for _, sol := range s.sols {
		sol.Close()
	}
	s.cj.Close()
	if c, ok := s.src.(io.Closer); ok {
		c.Close()
	}
}
