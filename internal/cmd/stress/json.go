package stress

import (
	"io"

	"github.com/ojkit/ojkit/internal/events"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/runner"
)

// progressEvents is how many progress events a stream has at most, besides
// the one for the last run: one every runs/progressEvents runs, so that
// the stream says as much of a run of any length, whatever the machine's
// speed.
const progressEvents = 100

// stream is the -json stream of a stress run; a nil *stream writes nothing.
type stream struct {
	se   *events.Reporter
	runs int
	// every is how many runs go between two progress events.
	every int
}

// newStream returns the stream on w of a stress of runs runs.
func newStream(w io.Writer, runs int) *stream {
	return &stream{se: events.NewReporter(events.New(w), "stress"), runs: runs, every: max(1, runs/progressEvents)}
}

// begin writes the start event: the problem of spec in dir, the runs and
// the limits of a run.
func (j *stream) begin(spec judgement.Spec, dir string) {
	if j != nil {
		j.se.Begin(events.Start{Problem: spec.ID, Dir: dir, Cases: j.runs, Limits: events.LimitsOf(spec.Limits)})
	}
}

// build builds the solution name, saying so on the stream.
func (j *stream) build(name string, build func() (*runner.Solution, error)) (*runner.Solution, error) {
	if j != nil {
		j.se.Emit(events.BuildStarted{Program: name, Role: "solution"})
	}
	sol, err := build()
	if j != nil {
		j.se.Emit(events.Built(name, "solution", sol, err))
	}
	return sol, err
}

// progress writes how far the runs have come, done of them ended with
// findings findings, when done is a multiple of j.every or the last.
func (j *stream) progress(done, findings int) {
	if j != nil && (done%j.every == 0 || done == j.runs) {
		j.se.Emit(events.Progress{Done: done, Runs: j.runs, Findings: findings})
	}
}

// finding writes the finding of trial t: every solution's outcome outs on
// input, solution k the culprit, the input shrunk or not, and the files
// saved.
func (j *stream) finding(t trial, input []byte, outs []outcome, k int, shrunk bool, files []string) {
	if j == nil {
		return
	}
	verdicts := make([]string, len(outs))
	for i, o := range outs {
		verdicts[i] = string(o.Verdict)
	}
	j.se.Emit(events.Finding{Run: t.run + 1, Seed: t.seed, Verdicts: verdicts, Culprit: k, Input: string(input), Shrunk: shrunk, Files: files})
}

// fail keeps err as the error that ended stress.
func (j *stream) fail(err error) {
	if j != nil {
		j.se.Fail(err)
	}
}

// end writes the summary of a stress that ended with status, interrupted
// or not, after the runs r (nil if none was made): how many the solutions
// agreed on, were findings, were skipped (the interactor failed on their
// inputs) and the machine was too busy to judge.
func (j *stream) end(status int, interrupted bool, r *runs) {
	if j == nil {
		return
	}
	counts := map[string]int{"agree": 0, "finding": 0, "skipped": 0, "busy": 0}
	if r != nil {
		counts["agree"], counts["finding"], counts["skipped"], counts["busy"] = r.st.agreed, len(r.findings()), r.st.skipped, r.st.busy
	}
	j.se.End(events.Summary{OK: status == 0, Counts: counts, Interrupted: interrupted, ExitStatus: status})
}
