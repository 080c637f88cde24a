package judge

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/interact"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/testlib"
	"github.com/ojkit/ojkit/internal/verdict"
)

// setupInteractor finds the problem's interactor, if it is interactive or
// -interactor names one, for spec.
func setupInteractor(spec *judgement.Spec, c config, p layout.Problem) error {
	cmd, err := p.Interactor(spec.Interactive, spec.Interactor, c.interactor)
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
	spec.Interactor, spec.InteractorDir = cmd, p.InteractorDir(c.interactor)
	return nil
}

// setRecording records every dialogue when -save or -v shows or saves them
// all.
func (j *judge) setRecording(c config) {
	if !j.cj.Interactive() {
		return
	}
	j.save, j.whole = c.save, c.verbose
	if j.save != "" || j.whole {
		j.cj.Recording = interact.RecordAll
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
func (d *dialogueFile) end(play *interact.Result, name string, v verdict.Verdict, detail string) error {
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
	case r.Play == nil:
		return
	case r.Verdict == verdict.AC && !r.whole:
		return
	case r.Verdict == verdict.AC:
		fmt.Fprintf(w, "--- %s: AC\n", c.Name)
	}
	r.Play.Report(w, r.whole, "  ")
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
	case r.Play == nil || r.Play.InteractorVerdict != verdict.FAIL:
		return "", false
	case r.Verdict == verdict.FAIL:
		return r.Detail, true
	}
	if e, _ := testlib.LookupExit("testlib", r.Play.Interactor.ExitCode); e.Verdict != "FAIL" {
		return "", false
	}
	_, why := interact.InteractorVerdict(r.Play.Interactor, j.cj.InteractorLimits())
	if r.Play.Message != "" {
		why += ": " + r.Play.Message
	}
	return why, true
}

// failedEverywhere writes, when the interactor failed on every case in one
// way (as the skeleton ojkit new writes does until the interactor is
// written), how as the one line of the report, and reports whether it did.
func (j *judge) failedEverywhere(prog string, results []result, stderr io.Writer) bool {
	if j.cj == nil || !j.cj.Interactive() || len(results) == 0 {
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
