package judge

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/verdict"
)

// writeAnswers runs the solution, trusted, on each case of the test
// directories whose answer is missing (every case with force) and writes its
// output as the answer, saying on w which it wrote, which it kept and which
// it could not write because the run failed. It returns whether every run
// needed succeeded. For an interactive problem, the answer is the OUTPUT
// file the interactor wrote when it accepted the solution, as a checker
// that judges a later solution's OUTPUT may need it.
func (j *judge) writeAnswers(ctx context.Context, jobs int, force bool, w io.Writer) (bool, error) {
	var todo, origs []cases.Case
	kept := 0
	for _, c := range j.cases {
		switch {
		case c.InputFile == "":
			continue // the suite's: its answers are its own
		case c.HasAnswer() && !force:
			fmt.Fprintf(w, "kept %s: it exists (-force overwrites it)\n", layout.Relative(c.AnswerFile))
			kept++
			continue
		}
		run := c
		run.Answer, run.AnswerFile = nil, "" // run, not judged
		todo, origs = append(todo, run), append(origs, c)
	}
	if len(todo) == 0 && kept == 0 {
		return false, errors.New("-write-answers: no NAME.in in test/, tests/ or -tests DIR")
	}
	j.cases, j.cj.RunOnly = todo, true
	results, err := j.runAll(ctx, jobs)
	if err != nil {
		return false, err
	}
	wrote, failed := 0, 0
	for i, r := range results {
		c := origs[i]
		ok := r.Verdict == "" || r.Play != nil && r.Verdict == verdict.AC
		output := r.Output
		if !ok {
			fmt.Fprintf(w, "not written: %s: %s (%s)\n", layout.Relative(c.InputFile), r.Verdict, r.Detail)
			failed++
			continue
		}
		path, err := cases.WriteAnswer(c, output, force)
		if err != nil {
			return false, err
		}
		fmt.Fprintf(w, "wrote %s (%d bytes)\n", layout.Relative(path), len(output))
		wrote++
	}
	fmt.Fprintf(w, "%d written, %d kept, %d not written\n", wrote, kept, failed)
	return failed == 0, nil
}
