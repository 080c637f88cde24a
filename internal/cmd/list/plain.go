package list

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/verdict"
)

// writePlain writes one line a problem of es to w, in columns: its id,
// its directory, its limits, its comparison, its cases, and its error.
func writePlain(w io.Writer, es []entry) error {
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	for _, e := range es {
		line := []string{e.p.ID, layout.Relative(e.p.Dir), "-", "-", e.caseCount()}
		if e.hasSpec {
			line[2] = verdict.FormatTime(e.spec.Limits.Time) + " " + verdict.FormatMemory(e.spec.Limits.Memory)
			line[3] = e.comparison()
		}
		if len(e.errs) > 0 {
			line = append(line, "error: "+e.errText())
		}
		fmt.Fprintln(tw, strings.Join(line, "\t"))
	}
	return tw.Flush()
}

// comparison says how the problem's outputs are judged: the comparison
// (see directive.Compare.String), or its interactor, then its checker.
func (e entry) comparison() string {
	s := e.spec
	switch {
	case s.Interactive && s.UsesChecker():
		return "interactor, checker"
	case s.Interactive:
		return "interactor"
	}
	return s.Compare.String()
}

// caseCount says how many cases the problem has, and how many of them go
// beyond the statement or, for a problem its interactor does not judge,
// have no answer.
func (e entry) caseCount() string {
	beyond, unanswered := 0, 0
	for _, c := range e.cases {
		if c.Beyond != "" {
			beyond++
		}
		if !c.HasAnswer() && !e.spec.Interactive {
			unanswered++
		}
	}
	var notes []string
	if beyond > 0 {
		notes = append(notes, fmt.Sprintf("%d beyond the statement", beyond))
	}
	if unanswered > 0 {
		notes = append(notes, fmt.Sprintf("%d without an answer", unanswered))
	}
	n := cli.Plural(len(e.cases), "case")
	if len(notes) > 0 {
		n += " (" + strings.Join(notes, ", ") + ")"
	}
	return n
}
