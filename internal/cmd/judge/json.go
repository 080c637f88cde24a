package judge

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"sync"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/events"
	"github.com/ojkit/ojkit/internal/interact"
	"github.com/ojkit/ojkit/internal/verdict"
)

// streamed is a -json stream's reporter with what its summary counts:
// each case's last verdict.
type streamed struct {
	*events.Reporter
	mu    sync.Mutex
	last  map[string]string // each case's last verdict, by solution and case
	order []string
}

// newStreamed returns the state of the stream s of command.
func newStreamed(s *events.Stream, command string) *streamed {
	return &streamed{Reporter: events.NewReporter(s, command), last: map[string]string{}}
}

// begin writes the start event, unless the stream has one.
func (st *streamed) begin(e events.Start) {
	if st != nil {
		st.Begin(e)
	}
}

// caseStarted writes that case c began, of the solution label names.
func (st *streamed) caseStarted(c cases.Case, label string) {
	if st != nil {
		st.Emit(events.CaseStarted{Case: c.Name, Submission: label})
	}
}

// built writes the end of a build.
func (st *streamed) built(e events.Build) {
	if st != nil {
		st.Emit(e)
	}
}

// outcome writes the outcome r of case c, of the solution label names,
// and notes its verdict: the dialogue's last lines, as the report shows
// them, or every line when r shows it whole.
func (st *streamed) outcome(c cases.Case, r result, label string) {
	if st == nil {
		return
	}
	lines := interact.ShownLines
	if r.whole {
		lines = 0
	}
	e := events.OutcomeOf(c.Name, r.Outcome, lines)
	e.Beyond, e.Submission = c.Beyond, label
	if r.Verdict == verdict.AC && !r.whole {
		e.Dialogue = nil
	}
	st.Emit(e)
	st.mu.Lock()
	defer st.mu.Unlock()
	key := label + "\x00" + c.Name
	if _, seen := st.last[key]; !seen {
		st.order = append(st.order, key)
	}
	st.last[key] = e.Verdict
}

// end writes the summary of a run that ended with status, interrupted or
// not.
func (st *streamed) end(status int, interrupted bool) {
	st.mu.Lock()
	counts := map[string]int{}
	for _, key := range st.order {
		v := st.last[key]
		if v == "" {
			v = "no answer"
		}
		counts[v]++
	}
	st.mu.Unlock()
	st.End(events.Summary{OK: status == 0, Counts: counts, Interrupted: interrupted, ExitStatus: status})
}

// errors returns a writer that writes to stderr and keeps the first error
// line of prog, not a warning or a note, for the summary.
func (st *streamed) errors(prog string, stderr io.Writer) io.Writer {
	return &errorLines{st: st, prefix: prog + ": ", w: stderr}
}

// errorLines is the writer of streamed.errors.
type errorLines struct {
	st     *streamed
	prefix string
	w      io.Writer
	line   []byte
}

func (e *errorLines) Write(p []byte) (int, error) {
	e.line = append(e.line, p...)
	for {
		i := bytes.IndexByte(e.line, '\n')
		if i < 0 {
			break
		}
		e.note(string(e.line[:i]))
		e.line = e.line[i+1:]
	}
	return e.w.Write(p)
}

// note keeps line as the error if it is the first error line.
func (e *errorLines) note(line string) {
	msg, ok := strings.CutPrefix(line, e.prefix)
	if !ok || strings.HasPrefix(msg, "warning: ") || strings.HasPrefix(msg, "note: ") {
		return
	}
	e.st.Fail(errors.New(msg))
}
