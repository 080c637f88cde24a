package stress

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/layout"
	"golang.org/x/tools/txtar"
)

// setupInteractor finds the interactor of problem p, if it is interactive
// or -interactor names one, for spec, and marks spec interactive.
func (c *config) setupInteractor(spec *judgement.Spec, p layout.Problem) error {
	cmd, err := p.Interactor(spec.Interactive, spec.Interactor, c.interactor)
	if err != nil || cmd == "" {
		return err
	}
	spec.Interactive, spec.Interactor, spec.InteractorDir = true, cmd, p.InteractorDir(c.interactor)
	return nil
}

// An interactorFailure is an interactor's failure on an input with a
// solution: the input or the interactor is wrong, not the solution.
type interactorFailure struct {
	solution, detail string
}

func (e *interactorFailure) Error() string {
	return fmt.Sprintf("with %s: %s", e.solution, e.detail)
}

// foreignInteractor returns the interactor command of spec if the problem's
// suite cannot run it, or "": the suite runs the problem's own interactor
// (gen/ID/interactor here, interactor.* beside main.go elsewhere) alone.
func foreignInteractor(spec judgement.Spec, p layout.Problem) string {
	if !spec.Interactive {
		return ""
	}
	if own, err := p.Interactor(true, "", ""); err == nil && sameFile(own, spec.Interactor) {
		return ""
	}
	return spec.Interactor
}

// sameFile reports whether the paths a and b name one file.
func sameFile(a, b string) bool {
	x, err1 := filepath.Abs(a)
	y, err2 := filepath.Abs(b)
	return err1 == nil && err2 == nil && x == y
}

// writeDialogue writes the end of a solution's dialogue with the
// interactor, if the run was one.
func writeDialogue(w io.Writer, o outcome) {
	if o.Play != nil {
		o.Play.Report(w, false, "  ")
	}
}

// dialogueFile returns the file of solution i's whole dialogue in outs, or
// false if the run was not interactive.
func dialogueFile(base string, i int, o outcome) (file, bool) {
	if o.Play == nil {
		return file{}, false
	}
	var buf bytes.Buffer
	o.Play.WriteFile(&buf, fmt.Sprintf("%s, solution %d", filepath.Base(base), i+1))
	return file{fmt.Sprintf("%s.sol%d.dialogue", base, i+1), buf.Bytes()}, true
}

// reportInteractive prints the regression case of an interactive finding,
// which plays the problem's solution against its interactor on input, and
// keeps it with -keep when the suite can run that interactor; it returns
// the path of the case kept, or "".
func (f *finding) reportInteractive(w io.Writer, input []byte) string {
	name := fmt.Sprintf("stress-seed-%d.txtar", f.trial.seed)
	fmt.Fprintf(w, "\nregression case, for testdata/%s/%s:\n\n", f.spec.ID, name)
	txt := interactiveRegression(f.spec, f.origin, f.trial.seed, f.budget > 0, input)
	w.Write(txt)
	if f.foreignInteractor != "" {
		fmt.Fprintf(w, "\nthe case runs the problem's own interactor (gen/%s/interactor, or interactor.* beside main.go), not %s: put it there to keep such cases\n", f.spec.ID, f.foreignInteractor)
		if f.keep != "" {
			fmt.Fprintln(w, "not kept: the suite has no interactor to run it")
		}
		return ""
	}
	if f.keep == "" {
		return ""
	}
	return f.keepCase(w, filepath.Join(f.keep, name), txt)
}

// interactiveRegression returns a txtar script for the problem's suite that
// plays the problem's solution against its interactor on input, which the
// interactor must accept (`interact ID-interactor ID IN`); origin is the
// command line that found it and shrunk says whether input is the shrink's.
func interactiveRegression(spec judgement.Spec, origin string, seed uint64, shrunk bool, input []byte) []byte {
	var script strings.Builder
	in := regressionHead(&script, origin, seed, shrunk, input)
	fmt.Fprintf(&script, "interact %s-interactor %s %s\n\n", spec.ID, spec.ID, in)
	return txtar.Format(&txtar.Archive{Comment: []byte(script.String()), Files: []txtar.File{{Name: "in.txt", Data: input}}})
}
