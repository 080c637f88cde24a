// Package interact runs an interactive test as the judges do: a solution
// and an interactor, two runs of package runner joined by two pipes, each
// limited and reported on its own. The pipes join the two programs directly,
// as a judge joins them, so that their times are a judge's. To record the
// dialogue, the tool sits in the middle instead, copying what the solution
// writes to the interactor's stdin and what the interactor writes to the
// solution's stdin, and records each piece with its direction and time: by
// default a test that is not AC is played again so, for the dialogue shown
// with its verdict (see Recording).
//
// The interactor is run as testlib runs one, `INTERACTOR INPUT OUTPUT
// [ANSWER]`, the three files in a temporary directory, and gives its
// verdict by its exit status: testlib's 0 (AC), 1 (WA), 2 (PE) and 3 (a
// failure of the interactor itself), or Kattis's and DOMjudge's 42 (AC) and
// 43 (WA); a Kattis output validator is run as its format says (see
// Kattis). The verdict of a test follows its judge family's rule (see
// Rule): in short, the interactor's rejection when it ended first, the
// solution's RE, TLE or MLE when it failed before the interactor ended, and
// ILE (idleness limit exceeded) when both sides waited for each other past
// the solution's wall-clock limit.
package interact

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/ojkit/ojkit/internal/compare"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/tempdir"
	"github.com/ojkit/ojkit/internal/verdict"
)

// Game is a solution and the interactor that talks with it, each with its
// limits.
type Game struct {
	Solution, Interactor *runner.Solution
	// Limits are the solution's; InteractorLimits the interactor's (see
	// InteractorLimits).
	Limits, InteractorLimits runner.Limits
	// Recording says when the dialogue is recorded.
	Recording Recording
	// Dir, when not empty, is the directory the interactor starts in,
	// relative paths in its command line found from there; the test's
	// files are elsewhere. When empty, it starts beside the test's files.
	Dir string
	// Tape, when not nil, is written the whole dialogue as it is recorded,
	// a line at a time as Line.Format shows it; the game then records
	// every test.
	Tape io.Writer
	// Kattis, when not nil, says the interactor is a Kattis output
	// validator, run as the Kattis problem package format says rather than
	// as testlib runs an interactor.
	Kattis *Kattis
}

// Kattis is how the output validator of a Kattis interactive problem is
// run: `VALIDATOR INPUT ANSWER FEEDBACK_DIR [FLAGS]`, with its message in
// FEEDBACK_DIR/judgemessage.txt and its verdict in its exit status, 42
// (AC) or 43 (WA).
type Kattis struct {
	// Flags are the problem's validator flags.
	Flags []string
	// Feedback, when not empty, is the feedback directory, which the
	// caller keeps across the passes of a multi-pass problem; else each
	// test has a new one.
	Feedback string
}

// Recording says when a game records its dialogue.
type Recording int

const (
	// RecordFailures, the default, joins the programs directly and plays a
	// test that is not AC again through the recorder: its verdict and
	// times are the direct run's, its dialogue the second run's.
	RecordFailures Recording = iota
	// RecordAll plays every test through the recorder.
	RecordAll
	// RecordNone joins the programs directly and records nothing.
	RecordNone
)

// InteractorLimits returns the limits of an interactor talking with a
// solution limited by lim: the CPU time of a checker (compare.CheckerLimits:
// twice the solution's, at least compare.AuxMinTime; none when the solution
// has none), the same memory, and a wall-clock limit two seconds past the
// solution's, so that when both sides wait, the solution's limit passes
// first and the wait is found to be idleness.
func InteractorLimits(lim runner.Limits) runner.Limits {
	wall := lim.WallLimit()
	if wall > 0 {
		wall += 2 * time.Second
	}
	cpu := time.Duration(0)
	if lim.Time > 0 {
		cpu = compare.CheckerLimits(lim.Time).Time
	}
	return runner.Limits{Time: cpu, Wall: wall, Memory: lim.Memory}
}

// Result is what an interactive test did.
type Result struct {
	// Verdict is the test's verdict, FAIL for a failure of the interactor,
	// and Detail a line on it.
	Verdict verdict.Verdict
	Detail  string
	// Solution and Interactor are the two runs; their Stdout is empty.
	Solution, Interactor runner.Result
	// SolutionEnd and InteractorEnd are when the runs ended, counted from
	// their start.
	SolutionEnd, InteractorEnd time.Duration
	// InteractorVerdict is what the interactor's exit said, and Message its
	// message on one line: its stderr, or a Kattis validator's
	// judgemessage.txt.
	InteractorVerdict verdict.Verdict
	Message           string
	// Decided reports a verdict that the time taken does not change: the
	// interactor's rejection before the solution ended (see Rule).
	Decided bool
	// Output is the OUTPUT file the interactor wrote.
	Output   []byte
	Dialogue *Dialogue
	// NextPass is the nextpass.in a Kattis validator wrote to ask for
	// another pass of a multi-pass problem, or nil.
	NextPass []byte
}

// Play runs the solution against the interactor on one test: input is the
// interactor's INPUT file and answer, unless nil, its ANSWER file. The error
// reports a failure to set the test up or to start a program; what the
// programs did is in the Result. Once ctx is done both runs are killed.
func (g Game) Play(ctx context.Context, input, answer []byte) (Result, error) {
	dir, err := tempdir.New("interact")
	if err != nil {
		return Result{}, err
	}
	defer os.RemoveAll(dir)
	args, err := testlibFiles(dir, input, answer)
	if err != nil {
		return Result{}, err
	}
	output := args[1]
	if g.Kattis != nil {
		if args, err = g.Kattis.args(dir, args); err != nil {
			return Result{}, err
		}
	}
	run := g.join
	if g.Recording == RecordAll || g.Tape != nil {
		run = g.run
	}
	res, err := run(ctx, dir, args)
	if err != nil {
		return Result{}, err
	}
	if err := res.Dialogue.endTape(); err != nil {
		return Result{}, fmt.Errorf("write the dialogue: %v", err)
	}
	if res.Output, err = os.ReadFile(output); err != nil && !errors.Is(err, os.ErrNotExist) {
		return Result{}, err
	}
	msg := res.Interactor.Stderr
	if g.Kattis != nil {
		feedback := g.Kattis.feedback(dir)
		msg = []byte(compare.KattisMessage(feedback, msg))
		if res.NextPass, err = compare.TakeNextPass(feedback); err != nil {
			return Result{}, err
		}
	}
	res.decide(g.rule(), msg, g.Limits, g.InteractorLimits)
	switch res.Verdict {
	case verdict.AC, verdict.BUSY, verdict.FAIL: // nothing of the solution to show
	default:
		err = g.Record(ctx, input, answer, &res)
	}
	return res, err
}

// Record gives res, a test played joined directly and not AC (a checker
// may say so after Play), the dialogue: unless the game records none, or
// has it, it plays the test again through the recorder, and says so when
// the second run's verdict differs.
func (g Game) Record(ctx context.Context, input, answer []byte, res *Result) error {
	if g.Recording != RecordFailures || res.Dialogue != nil || ctx.Err() != nil {
		return nil
	}
	g.Recording = RecordAll
	again, err := g.Play(ctx, input, answer)
	if err != nil {
		return err
	}
	res.Dialogue = again.Dialogue
	if res.Verdict == verdict.ILE {
		res.Detail = res.idleness(g.Limits)
	}
	if again.Verdict != res.Verdict {
		res.Detail += fmt.Sprintf(" (the dialogue is that of a second run, through ojkit, which was %s)", again.Verdict)
	}
	return nil
}

// testlibFiles writes the interactor's files into dir and returns their
// paths: INPUT, OUTPUT (empty, for the interactor to write) and, when
// answer is not nil, ANSWER.
func testlibFiles(dir string, input, answer []byte) ([]string, error) {
	files := []struct {
		name string
		data []byte
	}{{"input", input}, {"output", nil}, {"answer", answer}}
	if answer == nil {
		files = files[:2]
	}
	var args []string
	for _, f := range files {
		path := filepath.Join(dir, f.name)
		if err := os.WriteFile(path, f.data, 0o644); err != nil {
			return nil, err
		}
		args = append(args, path)
	}
	return args, nil
}

// args returns the command line's arguments of a Kattis validator, the
// testlib files being files: INPUT, ANSWER (empty when the test has none)
// and the feedback directory (see Kattis.Feedback), made if need be, then
// the flags.
func (k *Kattis) args(dir string, files []string) ([]string, error) {
	answer := filepath.Join(dir, "answer")
	if len(files) < 3 {
		if err := os.WriteFile(answer, nil, 0o644); err != nil {
			return nil, err
		}
	}
	feedback := k.feedback(dir)
	if err := os.MkdirAll(feedback, 0o755); err != nil {
		return nil, err
	}
	// A message of an earlier pass is not this one's.
	if err := os.Remove(filepath.Join(feedback, "judgemessage.txt")); err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	return append([]string{files[0], answer, feedback + string(filepath.Separator)}, k.Flags...), nil
}

// feedback returns the feedback directory of a test whose files are in
// dir.
func (k *Kattis) feedback(dir string) string {
	if k.Feedback != "" {
		return k.Feedback
	}
	return filepath.Join(dir, compare.FeedbackDir)
}

// join starts both programs, joined directly by two pipes, and waits for
// both runs to end.
func (g Game) join(ctx context.Context, dir string, args []string) (Result, error) {
	var ps pipeSet
	defer ps.close()
	intIn, solOut := ps.pipe() // the solution's stdout is the interactor's stdin
	solIn, intOut := ps.pipe() // and the interactor's stdout the solution's stdin
	if ps.err != nil {
		return Result{}, ps.err
	}
	var res Result
	ends := g.ends(&res, solIn, solOut, intIn, intOut)
	sol := runner.Invocation{Stdin: solIn, Stdout: solOut, Passed: ends.solPassed}
	inter := g.interactorRun(dir, args)
	inter.Stdin, inter.Stdout, inter.Passed = intIn, intOut, ends.intPassed
	err := g.both(ctx, time.Now(), &res, sol, inter, ends.solEnded, ends.intEnded)
	return res, err
}

// gameEnds is when the tool closes its copies of the ends of the pipes it
// passes to the two sides: once the runner holds them (Passed) and once each
// side's run has ended (Ended); nil Passed keeps them.
type gameEnds struct {
	solPassed, intPassed, solEnded, intEnded func()
}

// ends returns when the tool closes its copies of solIn and solOut, the
// solution's stdin and stdout, and intIn and intOut, the interactor's, for
// the game's rule, the interactor's verdict read from res. Under Testlib
// each side's are closed once the runner holds them, or else once its run
// has ended: the other side sees them close when the program closes them,
// or when it has been found to end, so that the side that ended first is
// seen to end first. Under KattisRule the solution's stdout is held until
// the solution ends, as problemtools' runner holds it, so that a
// submission closing its stdout early is not seen to end; the interactor's
// stdin until the interactor ends with another verdict than AC, and the
// solution's stdin until both have ended, so that neither gets a broken
// pipe from a side that ended. (problemtools also holds the interactor's
// stdout until the interactor ends; here the solution sees it close when
// the interactor closes it, as before.)
func (g Game) ends(res *Result, solIn, solOut, intIn, intOut *os.File) gameEnds {
	closeSol := func() { solIn.Close(); solOut.Close() }
	closeInt := func() { intIn.Close(); intOut.Close() }
	if g.rule() != KattisRule {
		return gameEnds{closeSol, closeInt, closeSol, closeInt}
	}
	return gameEnds{
		intPassed: func() { intOut.Close() },
		solEnded:  func() { solOut.Close() },
		intEnded: func() {
			intOut.Close()
			if v, _ := InteractorVerdict(res.Interactor, g.InteractorLimits); v != verdict.AC {
				intIn.Close()
			}
		},
	}
}

// both runs the solution and the interactor as sol and inter say, into
// res, their ends counted from start; it calls solEnded and intEnded once
// each one's run has ended, and waits for both runs to end. When one fails
// to run, the other is killed; when the interactor ends first with another
// verdict than AC, which is then the test's, the solution is stopped.
func (g Game) both(ctx context.Context, start time.Time, res *Result, sol, inter runner.Invocation, solEnded, intEnded func()) error {
	parent := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	solCtx, stopSol := context.WithCancel(ctx)
	defer stopSol()
	solDone, intDone := make(chan error, 1), make(chan error, 1)
	go func() {
		r, err := g.Solution.Invoke(solCtx, sol, g.Limits)
		res.Solution, res.SolutionEnd = r, endOf(r, start)
		solEnded()
		solDone <- err
	}()
	go func() {
		r, err := g.Interactor.Invoke(ctx, inter, g.InteractorLimits)
		res.Interactor, res.InteractorEnd = r, endOf(r, start)
		intEnded()
		intDone <- err
	}()
	var solErr, intErr error
	for n := range 2 {
		select {
		case solErr = <-solDone:
		case intErr = <-intDone:
			if v, _ := InteractorVerdict(res.Interactor, g.InteractorLimits); n == 0 && intErr == nil && v != verdict.AC {
				stopSol()
			}
		}
		if solErr != nil || intErr != nil {
			cancel() // the other side has no one to talk with
		}
	}
	switch {
	case intErr != nil:
		return fmt.Errorf("interactor %s: %v", g.Interactor.Name, intErr)
	case solErr != nil:
		return solErr
	}
	return parent.Err()
}

// endOf returns when run r ended, counted from start: its End, or now for
// a run that did not start.
func endOf(r runner.Result, start time.Time) time.Duration {
	if r.End.IsZero() {
		return time.Since(start)
	}
	return r.End.Sub(start)
}

// interactorRun returns how the interactor is run with the arguments args,
// the test's files being in dir, and a Kattis validator's feedback
// directory, where it is the caller's, writable too.
func (g Game) interactorRun(dir string, args []string) runner.Invocation {
	inv := runner.Invocation{Dir: dir, Args: args, Note: g.note()}
	if g.Dir != "" {
		inv.Dir, inv.StartIn, inv.Writable = "", g.Dir, []string{dir}
	}
	if g.Kattis != nil && g.Kattis.Feedback != "" {
		inv.Writable = append(inv.Writable, g.Kattis.Feedback)
	}
	return inv
}

// note returns when the interactor's runner notes what it is blocked on:
// shortly before the solution's wall-clock limit, so that an idleness is
// told from both sides.
func (g Game) note() time.Duration {
	wall := g.Limits.WallLimit()
	return wall - min(wall/2, 100*time.Millisecond)
}

// run starts both programs, joined through the tool by two pairs of pipes,
// and waits for both runs and the copying between them to end.
func (g Game) run(ctx context.Context, dir string, args []string) (Result, error) {
	var ps pipeSet
	defer ps.close()
	fromSol, solOut := ps.pipe() // the solution's stdout
	toInt, intIn := ps.pipe()    // ... copied to the interactor's stdin
	fromInt, intOut := ps.pipe() // the interactor's stdout
	toSol, solIn := ps.pipe()    // ... copied to the solution's stdin
	if ps.err != nil {
		return Result{}, ps.err
	}
	start := time.Now()
	res := Result{Dialogue: newDialogue(start, g.Tape)}
	copied := make(chan struct{}, 2)
	go func() { res.Dialogue.copy(intIn, fromSol, ToInteractor); copied <- struct{}{} }()
	go func() { res.Dialogue.copy(solIn, fromInt, ToSolution); copied <- struct{}{} }()
	ends := g.ends(&res, toSol, solOut, toInt, intOut)
	sol := runner.Invocation{Stdin: toSol, Stdout: solOut, Passed: ends.solPassed}
	inter := g.interactorRun(dir, args)
	inter.Stdin, inter.Stdout, inter.Passed = toInt, intOut, ends.intPassed
	// When a run ends, the copy to it breaks before the other side can see
	// the end of its output (the runner closes a program's stdin before
	// its stdout), so that nothing the other side writes after it is
	// recorded as read; then the copy from it ends. Ends a rule holds are
	// closed once both runs have ended, for the copies to end.
	err := g.both(ctx, start, &res, sol, inter, ends.solEnded, ends.intEnded)
	for _, f := range []*os.File{toSol, solOut, toInt, intOut} {
		f.Close()
	}
	<-copied
	<-copied
	if err != nil {
		return Result{}, err
	}
	return res, nil
}

// copy copies src to dst, recording each piece delivered in direction dir
// at the time it was read, so that the dialogue keeps the order in which
// the sides spoke (a reply is never recorded before its query), until src
// ends; then it closes dst. When dst breaks (its reader has ended), what the
// solution writes from then on gets it a broken pipe, as on a judge, while
// what the interactor writes is recorded and dropped: the interactor gives
// its verdict on its own.
func (d *Dialogue) copy(dst, src *os.File, dir Direction) {
	defer dst.Close()
	buf := make([]byte, 32<<10)
	broken := false
	for {
		n, err := src.Read(buf)
		if n > 0 {
			at := d.read(dir)
			if !broken {
				_, werr := dst.Write(buf[:n])
				broken = werr != nil
			}
			if !broken || dir == ToSolution {
				d.add(dir, at, buf[:n])
			} else {
				d.drop(dir)
			}
		}
		if broken && dir == ToInteractor {
			src.Close()
			return
		}
		if err != nil {
			return
		}
	}
}

// pipeSet is the pipes of a game, closed together; closing an end twice is
// harmless.
type pipeSet struct {
	files []*os.File
	err   error
}

// pipe returns a new pipe, or nil ends after the first error, kept in err.
func (ps *pipeSet) pipe() (r, w *os.File) {
	if ps.err != nil {
		return nil, nil
	}
	r, w, ps.err = os.Pipe()
	if ps.err == nil {
		ps.files = append(ps.files, r, w)
	}
	return r, w
}

// close closes every end.
func (ps *pipeSet) close() {
	for _, f := range ps.files {
		f.Close()
	}
}
