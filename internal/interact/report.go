package interact

import (
	"fmt"
	"io"
	"time"

	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/verdict"
)

// ShownLines is how many of the dialogue's last lines a report shows of a
// case that is not AC.
const ShownLines = 12

// Report writes, indented by indent, the dialogue of the game (its last
// lines, or every line when whole is set) and how each side's run ended,
// which says where the dialogue was cut.
func (r *Result) Report(w io.Writer, whole bool, indent string) {
	n := ShownLines
	if whole {
		n = 0
	}
	r.Dialogue.WriteTail(w, n, indent)
	fmt.Fprintf(w, "%s%s\n", indent, r.Ends())
}

// Ends says when and how each side's run ended, the first first. A side's
// end is shown no earlier than the last bytes it wrote arrived: a loaded
// machine may find a run's end before the tool reads what it wrote last.
func (r *Result) Ends() string {
	solEnd := max(r.SolutionEnd, r.Dialogue.lastFrom(ToInteractor))
	interEnd := max(r.InteractorEnd, r.Dialogue.lastFrom(ToSolution))
	sol := "the solution " + ending(r.Solution, solEnd)
	in := "the interactor " + ending(r.Interactor, interEnd)
	if r.InteractorVerdict != "" {
		in += ", its verdict " + string(r.InteractorVerdict)
	}
	if interEnd < solEnd {
		return "[end: " + in + "; " + sol + "]"
	}
	return "[end: " + sol + "; " + in + "]"
}

// ending says how a run ended and when.
func ending(r runner.Result, at time.Duration) string {
	how := fmt.Sprintf("exited with status %d", r.ExitCode)
	switch {
	case r.MemoryExceeded:
		how = "was killed over the memory limit"
	case r.WallTimedOut:
		how = "was killed at the wall-clock limit"
	case r.TimedOut:
		how = "was killed at the CPU time limit"
	case r.Canceled:
		how = "was stopped"
	case r.Signal != 0:
		how = "was killed by signal " + r.Signal.String()
	}
	return how + " at " + verdict.FormatTime(at)
}

// WriteFile writes the whole dialogue of a game on test name to w, after a
// line with the test's name and verdict, and ends with how the runs ended.
func (r *Result) WriteFile(w io.Writer, name string) {
	fmt.Fprintf(w, "%s: %s", name, r.Verdict)
	if r.Detail != "" {
		fmt.Fprintf(w, " (%s)", r.Detail)
	}
	fmt.Fprintln(w)
	r.Report(w, true, "")
}
