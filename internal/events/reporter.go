package events

import (
	"strings"
	"sync"
	"time"
)

// A Reporter is a command's stream from its start event to its summary:
// it remembers whether the start was written, so that a command that
// fails before it still begins its stream with one, the first error that
// ended the command, and when the command began. Its methods may be called
// at once from several goroutines; a nil *Reporter writes nothing.
type Reporter struct {
	s       *Stream
	command string
	begun   time.Time
	mu      sync.Mutex
	started bool
	err     string
}

// NewReporter returns the reporter of command (judge, test, stress or
// verify) on stream s, begun now.
func NewReporter(s *Stream, command string) *Reporter {
	return &Reporter{s: s, command: command, begun: time.Now()}
}

// Begin writes the start event e, of the reporter's command, unless one
// was written: ojkit test judges a problem's second solutions in the
// stream its first judgement began.
func (se *Reporter) Begin(e Start) {
	if se == nil {
		return
	}
	se.mu.Lock()
	defer se.mu.Unlock()
	if se.started {
		return
	}
	se.started = true
	e.Command = se.command
	se.s.Emit(e)
}

// Emit writes event e.
func (se *Reporter) Emit(e Event) {
	if se != nil {
		se.s.Emit(e)
	}
}

// Fail keeps err, the first line of its message, as the error that ended
// the command, unless one is kept already.
func (se *Reporter) Fail(err error) {
	if se == nil || err == nil {
		return
	}
	se.mu.Lock()
	defer se.mu.Unlock()
	if se.err == "" {
		se.err, _, _ = strings.Cut(err.Error(), "\n")
	}
}

// End writes the summary sum, the start event first if none was written;
// it fills in the error kept by Fail, unless sum has one, and the time
// since the reporter began.
func (se *Reporter) End(sum Summary) {
	if se == nil {
		return
	}
	se.mu.Lock()
	defer se.mu.Unlock()
	if !se.started {
		se.started = true
		se.s.Emit(Start{Command: se.command})
	}
	if sum.Error == "" {
		sum.Error = se.err
	}
	if sum.Counts == nil {
		sum.Counts = map[string]int{}
	}
	sum.ElapsedMS = Since(se.begun)
	se.s.Emit(sum)
}
