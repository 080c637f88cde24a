package judge

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/interact"
	"github.com/ojkit/ojkit/internal/judging"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/testlib"
)

// setupInteractor builds the problem's interactor, if it is interactive or
// -interactor names one, into j.game.
func (j *judge) setupInteractor(c config, p judging.Problem, stderr io.Writer) error {
	cmd, err := p.Interactor(j.spec, c.interactor)
	switch {
	case err != nil:
		return err
	case cmd == "" && c.save != "":
		return fmt.Errorf("-save writes the dialogues of an interactive problem, and %s has no //ojkit:interactor (or give -interactor CMD)", p.ID)
	case cmd == "":
		return nil
	}
	if c.save != "" {
		if err := checkSaveDir(c.save); err != nil {
			return err
		}
	}
	inter, err := runner.Build(cmd)
	if err != nil {
		return fmt.Errorf("interactor: %w", err)
	}
	if c.verbose && inter.BuildCommand != nil {
		fmt.Fprintf(stderr, "%s: built the interactor %s: %s\n", c.prog, cmd, strings.Join(inter.BuildCommand, " "))
	}
	j.setGame(&interact.Game{Interactor: inter, Dir: p.InteractorDir(c.interactor), Limits: j.limits, InteractorLimits: interact.InteractorLimits(j.limits)}, c)
	return nil
}

// setGame makes g the game of each case, recording every dialogue when
// -save or -v shows or saves them all.
func (j *judge) setGame(g *interact.Game, c config) {
	j.game, j.save, j.whole = g, c.save, c.verbose
	if j.save != "" || j.whole {
		j.game.Recording = interact.RecordAll
	}
}

// checkSaveDir refuses a -save directory that holds dialogues already,
// which this run would overwrite.
func checkSaveDir(dir string) error {
	old, _ := filepath.Glob(filepath.Join(dir, "*.dialogue"))
	if len(old) > 0 {
		return fmt.Errorf("-save %s: holds %d dialogues of an earlier run (such as %s): remove them or name another directory", dir, len(old), filepath.Base(old[0]))
	}
	return nil
}

// runInteractive plays one case: its input is the interactor's INPUT and its
// answer the interactor's ANSWER. When the interactor accepts and the
// problem has a checker, the checker judges the interactor's OUTPUT.
func (j *judge) runInteractive(ctx context.Context, c cases.Case) (result, error) {
	g := *j.game
	g.Solution = j.sol
	input, err := c.ReadInput()
	if err != nil {
		return result{}, fmt.Errorf("case %s: %v", c.Name, err)
	}
	answer, err := c.ReadAnswer()
	if err != nil {
		return result{}, fmt.Errorf("case %s: %v", c.Name, err)
	}
	var save *dialogueFile
	if j.save != "" {
		if save, err = createDialogue(j.save, c.Name); err != nil {
			return result{}, err
		}
		defer save.close()
		g.Tape = save.w
	}
	play, err := g.Play(ctx, input, answer)
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		return result{}, fmt.Errorf("case %s: %v", c.Name, err)
	}
	res := result{run: play.Solution, verdict: play.Verdict, detail: play.Detail, play: &play, whole: j.whole}
	if play.Verdict == judging.AC && j.spec.Compare == "checker" && !j.wholeOutput {
		if answer == nil {
			answer = []byte{}
		}
		jm, err := j.comparer.Compare(input, play.Output, answer)
		if err != nil {
			return result{}, fmt.Errorf("case %s: %v", c.Name, err)
		}
		res.verdict, res.detail = jm.Verdict, "the checker, on the interactor's OUTPUT: "+jm.Detail
		if jm.Verdict != judging.AC {
			if err := g.Record(ctx, input, answer, &play); err != nil {
				return result{}, fmt.Errorf("case %s: %v", c.Name, err)
			}
		}
	}
	if save != nil {
		return res, save.end(&play, c.Name, res.verdict, res.detail)
	}
	return res, nil
}

// A dialogueFile is the file -save writes a case's dialogue to, as it is
// spoken: a line naming the case, the dialogue, and then the verdict and
// how each side ended.
type dialogueFile struct {
	f *os.File
	w *bufio.Writer
}

// createDialogue creates DIR/NAME.dialogue and writes its first line.
func createDialogue(dir, name string) (*dialogueFile, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("-save: %v", err)
	}
	f, err := os.Create(filepath.Join(dir, name+".dialogue"))
	if err != nil {
		return nil, fmt.Errorf("-save: %v", err)
	}
	d := &dialogueFile{f: f, w: bufio.NewWriter(f)}
	fmt.Fprintf(d.w, "%s: the dialogue (%s):\n", name, interact.Legend)
	return d, nil
}

// end writes the verdict of the case and how its runs ended, and closes
// the file.
func (d *dialogueFile) end(play *interact.Result, name string, v judging.Verdict, detail string) error {
	fmt.Fprintf(d.w, "%s: %s", name, v)
	if detail != "" {
		fmt.Fprintf(d.w, " (%s)", detail)
	}
	fmt.Fprintf(d.w, "\n%s\n", play.Ends())
	err := d.w.Flush()
	if cerr := d.f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("-save: %v", err)
	}
	return nil
}

// close closes the file, if end has not.
func (d *dialogueFile) close() { d.f.Close() }

// writeDialogue writes the dialogue of an interactive case: its last lines
// when it is not AC, every line of every case with -v.
func writeDialogue(w io.Writer, c cases.Case, r result) {
	switch {
	case r.play == nil:
		return
	case r.verdict == judging.AC && !r.whole:
		return
	case r.verdict == judging.AC:
		fmt.Fprintf(w, "--- %s: AC\n", c.Name)
	}
	r.play.Report(w, r.whole, "  ")
}

// interactorFailure returns the first case whose interactor failed (exit
// status 3, a crash, a limit passed), which is no verdict on the solution,
// and says how. An interactor that exits with testlib's FAIL status says the
// test or the interactor is wrong whatever the solution did, even when the
// solution's own failure is the case's verdict.
func (j *judge) interactorFailure(cs []cases.Case, results []result) (string, string, bool) {
	for i, r := range results {
		if why, failed := j.failed(r); failed {
			return cs[i].Name, why, true
		}
	}
	return "", "", false
}

// failed reports whether the interactor failed on the case of r, and how.
func (j *judge) failed(r result) (string, bool) {
	switch {
	case r.play == nil || r.play.InteractorVerdict != judging.FAIL:
		return "", false
	case r.verdict == judging.FAIL:
		return r.detail, true
	}
	if e, _ := testlib.LookupExit("testlib", r.play.Interactor.ExitCode); e.Verdict != "FAIL" {
		return "", false
	}
	_, why := interact.InteractorVerdict(r.play.Interactor, j.game.InteractorLimits)
	if r.play.Message != "" {
		why += ": " + r.play.Message
	}
	return why, true
}

// failedEverywhere writes, when the interactor failed on every case in one
// way (as the skeleton ojkit new writes does until the interactor is
// written), how as the one line of the report, and reports whether it did.
func (j *judge) failedEverywhere(prog string, results []result, stderr io.Writer) bool {
	if j.game == nil || len(results) == 0 {
		return false
	}
	first, _ := j.failed(results[0])
	for _, r := range results {
		if why, failed := j.failed(r); !failed || why != first {
			return false
		}
	}
	fmt.Fprintf(stderr, "%s: every case: %s\n", prog, first)
	return true
}
