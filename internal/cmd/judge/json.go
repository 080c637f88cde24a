package judge

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/events"
	"github.com/ojkit/ojkit/internal/interact"
	"github.com/ojkit/ojkit/internal/judging"
)

// streamed keeps what the summary of a -json stream says: whether it
// started, each case's last verdict, and the first error written.
type streamed struct {
	s       *events.Stream
	command string
	start   time.Time
	mu      sync.Mutex
	started bool
	last    map[string]string // each case's last verdict
	order   []string
	err     string
}

// newStreamed returns the state of the stream s of command.
func newStreamed(s *events.Stream, command string) *streamed {
	return &streamed{s: s, command: command, start: time.Now(), last: map[string]string{}}
}

// begin writes the start event, unless the stream has one: ojkit test's
// judgements of second solutions follow its first's.
func (st *streamed) begin(e events.Start) {
	if st == nil {
		return
	}
	st.mu.Lock()
	started := st.started
	st.started = true
	st.mu.Unlock()
	if !started {
		e.Command = st.command
		st.s.Emit(e)
	}
}

// caseStarted writes that case c began, of the solution label names.
func (st *streamed) caseStarted(c cases.Case, label string) {
	if st != nil {
		st.s.Emit(events.CaseStarted{Case: c.Name, Submission: label})
	}
}

// built writes the end of a build.
func (st *streamed) built(e events.Build) {
	if st != nil {
		st.s.Emit(e)
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
	if r.Verdict == judging.AC && !r.whole {
		e.Dialogue = nil
	}
	st.s.Emit(e)
	st.mu.Lock()
	defer st.mu.Unlock()
	key := label + "\x00" + c.Name
	if _, seen := st.last[key]; !seen {
		st.order = append(st.order, key)
	}
	st.last[key] = e.Verdict
}

// end writes the summary of a run that ended with status, interrupted or
// not, and the start event first if setup failed before it.
func (st *streamed) end(status int, interrupted bool) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if !st.started {
		st.s.Emit(events.Start{Command: st.command})
	}
	counts := map[string]int{}
	for _, name := range st.order {
		v := st.last[name]
		if v == "" {
			v = "no answer"
		}
		counts[v]++
	}
	st.s.Emit(events.Summary{OK: status == 0, Counts: counts, Interrupted: interrupted, ExitStatus: status, Error: st.err, ElapsedMS: events.Since(st.start)})
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
	e.st.mu.Lock()
	defer e.st.mu.Unlock()
	if e.st.err == "" {
		e.st.err = msg
	}
}
