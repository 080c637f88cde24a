// Package events writes the stream that ojkit judge, test, stress and
// verify print on stdout with -json, for editors, pages and CI: one JSON
// object a line, each an event of the run as it happens (a build started
// and ended, a case started and judged, stress's progress and findings,
// a submission's verdict) and last a summary, even after an interrupt.
// Every event carries the stream's schema version, Version, and its kind;
// Schema is the JSON Schema of a line, and ojkit help json documents it.
package events

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/ojkit/ojkit/internal/compare"
	"github.com/ojkit/ojkit/internal/interact"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/runner"
)

// Version is the version of the stream's schema. It grows when a field
// changes meaning or goes; a new field or event kind leaves it be, so
// that a reader ignores what it does not know.
const Version = 1

// Schema is the JSON Schema (draft 2020-12) of one line of the stream.
//
//go:embed schema.json
var Schema []byte

// A Stream writes events, one JSON object a line, to its writer. Its
// methods may be called at once from several goroutines; a nil *Stream
// writes nothing, so that a command passes one whether or not -json was
// given.
type Stream struct {
	mu  sync.Mutex
	w   io.Writer
	err error
}

// New returns a stream that writes to w.
func New(w io.Writer) *Stream { return &Stream{w: w} }

// Emit writes event e, one of this package's event types, on a line of its
// own: an object of the version, v, the kind, event, then e's fields. The
// first error writing is kept for Err, and nothing is written after it.
func (s *Stream) Emit(e Event) {
	if s == nil {
		return
	}
	line, err := encode(e)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err == nil && err == nil {
		_, err = s.w.Write(line)
	}
	if s.err == nil {
		s.err = err
	}
}

// encode returns e's line.
func encode(e Event) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"v":%d,"event":%q`, Version, e.kind())
	body := json.NewEncoder(&b)
	body.SetEscapeHTML(false)
	mark := b.Len()
	if err := body.Encode(e); err != nil {
		return nil, err
	}
	line := b.Bytes()
	fields := bytes.TrimSpace(line[mark:]) // {...}
	if len(fields) == 2 {
		return append(line[:mark], "}\n"...), nil
	}
	out := append(line[:mark:mark], ',')
	out = append(out, fields[1:]...)
	return append(out, '\n'), nil
}

// Err returns the first error writing the stream.
func (s *Stream) Err() error {
	if s == nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// An Event is one of the types of this package that a Stream writes.
type Event interface{ kind() string }

// Start begins a stream: what the command judges.
type Start struct {
	Command  string  `json:"command"`            // judge, test, stress or verify
	Problem  string  `json:"problem,omitempty"`  // the problem's ID, or a package's name
	Dir      string  `json:"dir,omitempty"`      // the problem's or the package's directory
	Solution string  `json:"solution,omitempty"` // what judge and test run
	Cases    int     `json:"cases,omitempty"`    // how many cases are judged (stress: runs asked for)
	Limits   *Limits `json:"limits,omitempty"`
}

// Limits are the limits of a run of the solution.
type Limits struct {
	TimeMS      int64 `json:"time_ms"`      // CPU time, 0 for none
	WallMS      int64 `json:"wall_ms"`      // wall-clock time, 0 for none
	MemoryBytes int64 `json:"memory_bytes"` // peak resident size, 0 for none
}

// LimitsOf returns lim as the stream writes it.
func LimitsOf(lim runner.Limits) *Limits {
	return &Limits{TimeMS: lim.Time.Milliseconds(), WallMS: lim.WallLimit().Milliseconds(), MemoryBytes: lim.Memory}
}

// BuildStarted says that a program's build began.
type BuildStarted struct {
	Program string `json:"program"` // its file, directory or command
	Role    string `json:"role"`    // solution, submission, checker, interactor, generator, validator
}

// Build says how a program's build ended: its command, and on failure the
// compiler's diagnostics, each at its place where the compiler gave one.
type Build struct {
	Program     string       `json:"program"`
	Role        string       `json:"role"`
	OK          bool         `json:"ok"`
	Command     []string     `json:"command,omitempty"`
	Error       string       `json:"error,omitempty"`
	Diagnostics []Diagnostic `json:"diagnostics,omitempty"`
}

// CaseStarted says that a case's run began.
type CaseStarted struct {
	Case       string `json:"case"`
	Submission string `json:"submission,omitempty"` // verify's submission
}

// Outcome is a case's judgement.
type Outcome struct {
	Case string `json:"case"`
	// Submission is verify's submission, or ojkit test's second solution,
	// whose case it is.
	Submission string `json:"submission,omitempty"`
	// Verdict is AC, WA, PE, RE, TLE, MLE, OLE, ILE, FAIL or BUSY; ""
	// for a case without an answer that ran cleanly; verify's are
	// Kattis's: AC, WA, TLE, RTE.
	Verdict string `json:"verdict"`
	Detail  string `json:"detail,omitempty"`
	// TimeMS is the CPU time, WallMS the wall-clock time, MemoryBytes the
	// peak resident size of the solution's run.
	TimeMS      int64  `json:"time_ms"`
	WallMS      int64  `json:"wall_ms"`
	MemoryBytes int64  `json:"memory_bytes"`
	ExitCode    int    `json:"exit_code"`
	Signal      string `json:"signal,omitempty"`
	// Difference is the first place where the output parts from the
	// answer, on a WA the comparison placed.
	Difference *compare.Place `json:"difference,omitempty"`
	// Message is the checker's or the interactor's message.
	Message string `json:"message,omitempty"`
	Passes  int    `json:"passes,omitempty"` // of a multi-pass case
	// Dialogue is an interactive case's dialogue, where it was recorded:
	// its last lines, or every line with -v.
	Dialogue []Line `json:"dialogue,omitempty"`
	// Beyond says how the case goes beyond the problem's statement.
	Beyond string `json:"beyond,omitempty"`
}

// Line is a line of a dialogue.
type Line struct {
	From string `json:"from"`  // solution or interactor
	AtMS int64  `json:"at_ms"` // since the game began
	Text string `json:"text"`
}

// OutcomeOf returns the event of case name's outcome o; lines is how many
// of the dialogue's last lines it carries, every line when 0.
func OutcomeOf(name string, o judgement.Outcome, lines int) Outcome {
	e := Outcome{
		Case:        name,
		Verdict:     string(o.Verdict),
		Detail:      o.Detail,
		TimeMS:      o.Run.CPU.Milliseconds(),
		WallMS:      o.Run.Wall.Milliseconds(),
		MemoryBytes: o.Run.MaxRSS,
		ExitCode:    o.Run.ExitCode,
		Difference:  o.Difference,
		Passes:      o.Passes,
	}
	if o.Run.Signal != 0 {
		e.Signal = o.Run.Signal.String()
	}
	if o.Play != nil {
		e.Message = o.Play.Message
		e.Dialogue = dialogue(o.Play.Dialogue, lines)
	}
	return e
}

// dialogue returns the last n lines of d, every line when n is 0.
func dialogue(d *interact.Dialogue, n int) []Line {
	tail, _ := d.Tail(n)
	lines := make([]Line, len(tail))
	for i, l := range tail {
		from := "solution"
		if l.Dir == interact.ToSolution {
			from = "interactor"
		}
		lines[i] = Line{From: from, AtMS: l.At.Milliseconds(), Text: string(l.Text)}
	}
	return lines
}

// Progress is how far stress has come.
type Progress struct {
	Done     int `json:"done"`     // runs judged
	Runs     int `json:"runs"`     // runs asked for
	Findings int `json:"findings"` // runs the solutions disagreed on
}

// Finding is an input on which stress's solutions disagree.
type Finding struct {
	Run      int      `json:"run"` // from 1
	Seed     uint64   `json:"seed"`
	Verdicts []string `json:"verdicts"` // each solution's, in order
	Culprit  int      `json:"culprit"`  // the index of the solution at fault
	Input    string   `json:"input"`    // the input, shrunk when stress shrank it
	Shrunk   bool     `json:"shrunk"`
	// Files are the files stress saved: the input, each output, the
	// regression case.
	Files []string `json:"files,omitempty"`
}

// Submission is verify's verdict on one of the package's submissions.
type Submission struct {
	Submission string `json:"submission"`
	Expected   string `json:"expected"`
	Verdict    string `json:"verdict"` // "" when it was not judged
	OK         bool   `json:"ok"`
	SlowestMS  int64  `json:"slowest_ms"`
	Detail     string `json:"detail,omitempty"`
}

// Summary ends a stream.
type Summary struct {
	// OK reports that the command found nothing wrong: every case AC, no
	// finding, every submission as expected.
	OK bool `json:"ok"`
	// Counts are how many cases got each verdict; for verify, how many
	// submissions got each verdict (skipped, CE and "not run" for those
	// without one); for stress, how many runs the solutions agreed on
	// (agree), were findings (finding), were skipped because the
	// interactor failed on their inputs (skipped) or the machine was too
	// busy to judge (busy).
	Counts map[string]int `json:"counts"`
	// Interrupted reports a run ended by an interrupt: the counts are of
	// what ended before it.
	Interrupted bool `json:"interrupted"`
	// ExitStatus is the command's exit status.
	ExitStatus int `json:"exit_status"`
	// Error is the error that ended the command, if one did.
	Error string `json:"error,omitempty"`
	// ElapsedMS is how long the command ran.
	ElapsedMS int64 `json:"elapsed_ms"`
	// TimeLimitMS, for verify, is the time limit: the package's, or the
	// one its accepted submissions set.
	TimeLimitMS int64 `json:"time_limit_ms,omitempty"`
}

// Since returns the milliseconds since t.
func Since(t time.Time) int64 { return time.Since(t).Milliseconds() }

func (Start) kind() string        { return "start" }
func (BuildStarted) kind() string { return "build-started" }
func (Build) kind() string        { return "build" }
func (CaseStarted) kind() string  { return "case-started" }
func (Outcome) kind() string      { return "outcome" }
func (Progress) kind() string     { return "progress" }
func (Finding) kind() string      { return "finding" }
func (Submission) kind() string   { return "submission" }
func (Summary) kind() string      { return "summary" }

// Built returns the event of the end of program's build as role: sol,
// built, or err, the build's error, whose compiler messages become
// diagnostics.
func Built(program, role string, sol *runner.Solution, err error) Build {
	e := Build{Program: program, Role: role, OK: err == nil}
	if sol != nil {
		e.Command = sol.BuildCommand
	}
	if err == nil {
		return e
	}
	e.Error = err.Error()
	var be *runner.BuildError
	if errors.As(err, &be) {
		e.Command = be.Command
		e.Diagnostics = Diagnostics(string(be.Output))
	}
	return e
}
