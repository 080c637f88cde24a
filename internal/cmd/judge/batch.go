package judge

import (
	"context"
	"io"
	"strings"

	"github.com/ojkit/ojkit/internal/events"
	"github.com/ojkit/ojkit/internal/layout"
)

// A Batch judges solutions of one problem on behalf of a subcommand that
// judges several or judges for the user: ojkit test judges a problem's own
// solution and then its second ones, ojkit submit its bundle. Its messages
// begin with the subcommand's name. With -json, its runs write one stream,
// which End ends.
type Batch struct {
	c config
}

// NewBatch returns a batch of prog that judges as judge's flags args
// say (without SOLUTION, which Judge gives); -h prints judge's usage and
// returns flag.ErrHelp, and a bad flag is an error for cli.ParseStatus.
func NewBatch(prog string, args []string, stdout, stderr io.Writer) (*Batch, error) {
	c, err := parseFlags(prog, args, true, stdout, stderr)
	if err != nil {
		return nil, err
	}
	if c.json {
		c.events = events.New(stdout)
		c.stream = newStreamed(c.events, strings.TrimPrefix(prog, "ojkit "))
	}
	return &Batch{c}, nil
}

// BatchOf returns a batch of prog that judges problem p as judge does
// by default, on the cases beyond the statement too if all is set.
func BatchOf(prog string, p layout.Problem, all bool) *Batch {
	return &Batch{config{prog: prog, id: p.Dir, all: all, jobs: 1}}
}

// Problem returns the problem the batch's -p names, or "" for the
// working directory's.
func (s *Batch) Problem() string { return s.c.id }

// Report returns where the subcommand writes its report, stdout: nowhere
// under -json, where stdout is the stream's.
func (s *Batch) Report(stdout io.Writer) io.Writer {
	if s.c.json {
		return io.Discard
	}
	return stdout
}

// Watching reports whether the batch judges with -watch.
func (s *Batch) Watching() bool { return s.c.watch }

// Judge judges solution once (or, with -watch, again at each change until
// an interrupt) and returns judge's exit status. With -json, its events
// are the stream's, its outcomes marked with label (a second solution's
// name) when it is not empty.
func (s *Batch) Judge(ctx context.Context, solution, label string, stdout, stderr io.Writer) int {
	c := s.c
	c.solution, c.label = solution, label
	switch {
	case c.watch:
		return runWatching(ctx, c, stdout, stderr)
	case c.stream != nil:
		return judgeOnce(ctx, c, io.Discard, c.stream.errors(c.prog, stderr))
	}
	return judgeOnce(ctx, c, stdout, stderr)
}

// End ends the batch's stream, with -json, with its summary: the exit
// status, and whether an interrupt ended the batch.
func (s *Batch) End(status int, interrupted bool) {
	if s.c.stream != nil {
		s.c.stream.end(status, interrupted)
	}
}
