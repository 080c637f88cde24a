package judgement

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/compare"
	"github.com/ojkit/ojkit/internal/interact"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/picture"
	"github.com/ojkit/ojkit/internal/problempkg"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/tempdir"
	"github.com/ojkit/ojkit/internal/verdict"
)

// A Judge judges runs of solutions on the cases of one problem under its
// spec. It holds what judging needs built (the checker, the interactor, a
// package's output validators), and its methods may be called at once from
// several goroutines.
type Judge struct {
	Spec Spec
	// Limits are those of a run of the solution: the spec's, unless the
	// caller sets others (ojkit verify runs to the cutoff of the time
	// limit), with the address-space limit of the spec's AddressLimited.
	Limits runner.Limits
	// Recording says when an interactive case's dialogue is recorded.
	Recording interact.Recording
	// Pin, when set, pins each run to a CPU of its own (see
	// runner.Invocation).
	Pin bool
	// RunOnly runs without judging the outputs, for a caller that keeps
	// them (ojkit judge -write-answers) or compares them (ojkit stress, with
	// CompareWith): every output is held whole in memory, and an
	// interactive case's OUTPUT is left unchecked.
	RunOnly bool

	comparer compare.Comparer // the spec's, when no package's judges
	pkg      *problempkg.Judge
	groups   map[string]problempkg.Case // a package's cases by name
	game     *interact.Game             // the interactor, for an interactive problem
	outDir   string                     // see newOutDir
	mu       *sync.Mutex                // guards pkg's comparers
}

// New builds what judging under spec s takes: the checker of mode
// checker, the interactor of an interactive problem (s.Interactor, found
// already), or the package's output validator, checker or interactor.
func New(s Spec) (*Judge, error) {
	j := &Judge{Spec: s, Limits: s.runLimits(s.Limits), mu: new(sync.Mutex)}
	var err error
	switch {
	case s.Package != nil:
		err = j.newPackage()
	default:
		if j.comparer, err = compare.NewComparer(s.Compare, s.Limits.Time); err != nil {
			return nil, fmt.Errorf("checker: %w", err)
		}
		err = j.newInteractor()
	}
	if err == nil && runner.FilesLimited && s.IO.Out == "" && j.game == nil {
		j.outDir, err = tempdir.New("out")
	}
	if err != nil {
		j.Close()
		return nil, err
	}
	return j, nil
}

// newInteractor builds the spec's interactor, if it has one.
func (j *Judge) newInteractor() error {
	if j.Spec.Interactor == "" {
		return nil
	}
	inter, err := runner.Build(j.Spec.Interactor)
	if err != nil {
		return fmt.Errorf("interactor: %w", err)
	}
	j.game = &interact.Game{Interactor: inter, Dir: j.Spec.InteractorDir}
	return nil
}

// newPackage builds the package's judges.
func (j *Judge) newPackage() error {
	pkg := j.Spec.Package
	pj, err := pkg.NewJudge(j.Spec.Limits.Time)
	if err != nil {
		return err
	}
	j.pkg, j.groups = pj, map[string]problempkg.Case{}
	for _, c := range pkg.Cases {
		j.groups[c.Name] = c
	}
	if pj.Interactor != nil {
		j.game = pj.Game(nil, runner.Limits{})
	}
	return nil
}

// WithLimits returns a judge like j whose runs of the solution have the
// limits lim, with the address-space limit of the spec's AddressLimited
// where lim has none; it shares j's builds, which j's Close removes.
func (j *Judge) WithLimits(lim runner.Limits) *Judge {
	k := *j
	k.Limits = j.Spec.runLimits(lim)
	return &k
}

// InteractorBuild returns the command that built the interactor, or nil.
func (j *Judge) InteractorBuild() []string {
	if j.game == nil {
		return nil
	}
	return j.game.Interactor.BuildCommand
}

// InteractorLimits returns the limits of the interactor's runs.
func (j *Judge) InteractorLimits() runner.Limits { return interact.InteractorLimits(j.Limits) }

// Close removes what New built.
func (j *Judge) Close() {
	if j.outDir != "" {
		os.RemoveAll(j.outDir)
	}
	if j.comparer != nil {
		j.comparer.Close()
	}
	if j.pkg != nil {
		j.pkg.Close()
	} else if j.game != nil {
		j.game.Interactor.Close()
	}
}

// Outcome is what judging one case gave.
type Outcome struct {
	// Verdict is the case's verdict, and Detail what supports it: the
	// first difference and its place, a checker's or an interactor's
	// message, the end of a run's story. The verdict is "" for a clean run
	// of a case without an answer.
	Verdict verdict.Verdict
	Detail  string
	// Run is the solution's run: its CPU and wall-clock time, peak memory,
	// exit status or signal, the start of its stdout and the end of its
	// stderr. For a multi-pass case, its CPU time is the slowest pass's.
	Run runner.Result
	// Output is the output judged: the solution's, or for an interactive
	// case the interactor's OUTPUT file.
	Output []byte
	// Difference is where the output first parts from the answer, when
	// the comparison placed it.
	Difference *compare.Place
	// Picture, on a WA of grids, draws the answer's and the output's side
	// by side.
	Picture *picture.Picture
	// Play is an interactive case's game, with its dialogue when recorded.
	Play *interact.Result
	// Passes is how many passes of a multi-pass case ran.
	Passes int
	// Decided reports a verdict that the time taken does not change: an
	// interactor's rejection before the solution ended.
	Decided bool
	// CheckerFailed reports a checker's FAIL on the case, given by its
	// exit status: it found the input or the answer wrong.
	CheckerFailed bool
}

// Case judges sol on case c: it runs sol as the spec says and compares
// its output with c's answer. Tape, when not nil, is written an interactive
// case's whole dialogue as it is spoken. The error reports a failure to set
// the case up or to start a program, or ctx's end; what the programs did
// is in the Outcome.
func (j *Judge) Case(ctx context.Context, sol *runner.Solution, c cases.Case, tape io.Writer) (Outcome, error) {
	var o Outcome
	var err error
	switch {
	case j.pkg != nil && j.pkg.MultiPass():
		o, err = j.passes(ctx, sol, c)
	case j.game != nil:
		o, err = j.play(ctx, sol, c, tape)
	default:
		o, err = j.runOnce(ctx, sol, c)
	}
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		return Outcome{}, err
	}
	o.Verdict, o.Detail = j.Spec.CountPE(o.Verdict, o.Detail)
	return o, nil
}

// runOnce runs sol on case c, not interactive, and compares its output.
func (j *Judge) runOnce(ctx context.Context, sol *runner.Solution, c cases.Case) (Outcome, error) {
	// A package's output is truncated at the limit, as DOMjudge and Kattis
	// do, and the program runs on.
	inv := runner.Invocation{Input: c.Input, InputFile: c.InputFile, Truncate: j.pkg != nil, Pin: j.Pin}
	out, err := j.outputFile()
	if err != nil {
		return Outcome{}, err
	}
	if out != nil {
		defer os.Remove(out.Name())
		defer out.Close()
		inv.Stdout = out
	}
	r, v, note, err := j.Spec.IO.Run(ctx, sol, inv, j.Limits)
	var whole io.ReadSeeker
	if err == nil && out != nil {
		r, v, note, whole, err = j.collect(out, r, v, note)
	}
	if err != nil {
		return Outcome{}, err
	}
	o := Outcome{Verdict: v, Detail: note, Run: r, Output: r.Stdout}
	if v != "" || !j.judged(c) {
		return o, nil
	}
	return o, j.compare(c, &o, whole)
}

// judged reports whether case c's output is compared: it has an answer,
// or it is a package's, whose validators judge an output without one.
func (j *Judge) judged(c cases.Case) bool { return c.HasAnswer() || j.pkg != nil }

// compare judges o's output against c's answer, giving a checker the input
// too; whole, when not nil, holds the whole output, of which o.Output is
// the start.
func (j *Judge) compare(c cases.Case, o *Outcome, whole io.ReadSeeker) error {
	cmp, err := j.comparerFor(c)
	if err != nil || cmp == nil { // no comparer: the interactor judged
		if err == nil {
			o.Verdict = verdict.AC
		}
		return err
	}
	input := c.Input
	if j.Spec.UsesChecker() { // only a checker reads the input
		if input, err = c.ReadInput(); err != nil {
			return err
		}
	}
	answer, size, err := c.OpenAnswer()
	if err != nil {
		return err
	}
	defer answer.Close()
	var jm compare.Judgement
	switch {
	case whole != nil:
		jm, err = compare.CompareFiles(cmp, input, whole, answer)
	case size > heldAnswer:
		jm, err = compare.CompareAnswerFile(cmp, input, o.Output, answer)
	default:
		var data []byte
		if data, err = io.ReadAll(answer); err == nil {
			jm, err = cmp.Compare(input, o.Output, data)
		}
	}
	if err != nil {
		return err
	}
	o.Verdict, o.Detail, o.Difference, o.Picture, o.CheckerFailed = jm.Verdict, jm.Detail, jm.Difference, jm.Picture, jm.CheckerFailed
	if jm.CheckerFailed && c.AnswerFile != "" {
		o.Detail += fmt.Sprintf("; the answer was %s, and the checker wants a whole answer (a file holding part of one, as some judges' .key or .ans files do, makes it fail)", layout.Relative(c.AnswerFile))
	}
	return nil
}

// heldAnswer is the largest answer compare reads whole, so that a WA shows a
// diff; a larger one is read side by side with the output.
const heldAnswer = 4 << 20

// comparerFor returns the comparer of case c: its test group's, for a
// package, which has none where its interactor judges.
func (j *Judge) comparerFor(c cases.Case) (compare.Comparer, error) {
	if j.pkg == nil {
		return j.comparer, nil
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.pkg.Comparer(j.groups[c.Name])
}

// CompareWith judges o, a clean run's outcome (Verdict "" or, for an
// interactive case, AC), against answer in place of its case's: another
// solution's output, as ojkit stress compares them. It returns the verdict
// as the problem's judges count it.
func (j *Judge) CompareWith(ctx context.Context, sol *runner.Solution, c cases.Case, o *Outcome, answer []byte) error {
	var err error
	if o.Play != nil {
		var input, played []byte
		if input, err = c.ReadInput(); err == nil {
			played, err = c.ReadAnswer()
		}
		if err == nil {
			err = j.checkOutput(ctx, sol, input, played, answer, o)
		}
	} else {
		c.Answer, c.AnswerFile = answer, ""
		if answer == nil {
			c.Answer = []byte{}
		}
		err = j.compare(c, o, nil)
	}
	o.Verdict, o.Detail = j.Spec.CountPE(o.Verdict, o.Detail)
	return err
}

// errNoChecker is the error of a package without a checker of an
// interactor's output.
var errNoChecker = errors.New("the package has no checker")

// Dialogues reports whether the problem's cases are dialogues with an
// interactor that Case can write to a tape: interactive, not multi-pass.
func (j *Judge) Dialogues() bool {
	return j.game != nil && (j.pkg == nil || !j.pkg.MultiPass())
}

// Interactive reports whether the problem's cases are played against an
// interactor.
func (j *Judge) Interactive() bool { return j.game != nil }
