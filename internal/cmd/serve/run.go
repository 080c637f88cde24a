package serve

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/events"
	"github.com/ojkit/ojkit/internal/interact"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/term"
	"github.com/ojkit/ojkit/internal/verdict"
	"github.com/ojkit/ojkit/internal/watch"
)

// runRequest is the body of POST /api/run: the problem, the solution by
// its name in the problem's folder (see solutions), and the case to run,
// "" for all.
type runRequest struct {
	Problem  string `json:"problem"`
	Solution string `json:"solution"`
	Case     string `json:"case"`
}

// A job is a run of a solution on a problem's cases.
type job struct {
	req    runRequest
	p      layout.Problem
	path   string // the solution's
	id     int
	files  watch.Snapshot // the problem's files when it began
	cancel context.CancelFunc
	done   chan struct{} // closed when it has ended
}

// startRun starts the run the body asks for, stopping the problem's run in
// flight, and replies with its number; its events come on /api/events.
func (s *server) startRun(w http.ResponseWriter, r *http.Request) {
	var req runRequest
	if !decode(w, r, &req) {
		return
	}
	p, ok := s.knownProblem(w, req.Problem)
	if !ok {
		return
	}
	path, ok := solution(p, req.Solution)
	if !ok {
		fail(w, http.StatusBadRequest, "no solution %q in %s: give one of %s", req.Solution, p.ID, strings.Join(solutions(p), ", "))
		return
	}
	if req.Case != "" {
		cs, _ := readCases(p)
		if _, found := findCase(cs, req.Case); !found {
			fail(w, http.StatusNotFound, "problem %s has no case %q", p.ID, req.Case)
			return
		}
	}
	reply(w, map[string]int{"run": s.start(req, p, path)})
}

// stopRun stops the run in flight of the body's problem.
func (s *server) stopRun(w http.ResponseWriter, r *http.Request) {
	p, ok := s.bodyProblem(w, r)
	if !ok {
		return
	}
	s.mu.Lock()
	j := s.runs[p.ID]
	s.mu.Unlock()
	if j != nil {
		j.cancel()
		<-j.done
	}
	reply(w, map[string]bool{"stopped": j != nil})
}

// start starts the run req of problem p with the solution at path, once
// the problem's run in flight has stopped, and returns its number.
func (s *server) start(req runRequest, p layout.Problem, path string) int {
	ctx, cancel := context.WithCancel(context.Background())
	s.mu.Lock()
	s.seq++
	j := &job{req: req, p: p, path: path, id: s.seq, files: files(p), cancel: cancel, done: make(chan struct{})}
	prev := s.runs[p.ID]
	s.runs[p.ID] = j
	s.mu.Unlock()
	go func() {
		defer close(j.done)
		defer cancel()
		if prev != nil {
			prev.cancel()
			<-prev.done
		}
		s.judge(ctx, j)
	}()
	return j.id
}

// stopAll stops every run and task and waits for them to end.
func (s *server) stopAll() {
	s.mu.Lock()
	var js []*job
	for _, j := range s.runs {
		js = append(js, j)
	}
	var ts []*task
	for _, t := range s.tasks {
		ts = append(ts, t)
	}
	s.mu.Unlock()
	for _, j := range js {
		j.cancel()
		<-j.done
	}
	for _, t := range ts {
		t.cancel()
		<-t.done
	}
}

// judge builds the job's solution and judges it on its cases, as ojkit
// judge does, publishing the events of ojkit judge -json's stream.
func (s *server) judge(ctx context.Context, j *job) {
	sum := events.Summary{Counts: map[string]int{}, ExitStatus: 2}
	started, begun := false, time.Now()
	defer func() {
		sum.ElapsedMS = events.Since(begun)
		if !started {
			s.publish(j, events.Start{Command: "judge", Problem: j.p.ID, Dir: j.p.Dir, Solution: j.path}, nil)
		}
		sum.Interrupted = ctx.Err() != nil
		s.publish(j, sum, nil)
	}()
	fi, err := os.Stat(j.path)
	own := err == nil && fi.IsDir() // main.go's package or a second solution
	cj, cs, err := setup(j.p, j.req.Case, own)
	if err != nil {
		sum.Error = err.Error()
		return
	}
	defer cj.Close()
	started = true
	s.publish(j, events.Start{Command: "judge", Problem: j.p.ID, Dir: j.p.Dir, Solution: j.path, Cases: len(cs), Limits: events.LimitsOf(cj.Limits)}, nil)
	s.publish(j, events.BuildStarted{Program: j.path, Role: "solution"}, nil)
	sol, err := runner.Build(j.path, cj.Spec.Defines...)
	s.publish(j, events.Built(j.path, "solution", sol, err), nil)
	if err != nil {
		sum.Error = layout.SolutionBuildError(j.path, err).Error()
		return
	}
	defer sol.Close()
	sum.OK, sum.ExitStatus = true, 0
	for _, c := range cs {
		s.publish(j, events.CaseStarted{Case: c.Name}, nil)
		o, err := cj.Case(ctx, sol, c, nil)
		if ctx.Err() != nil {
			return
		}
		if err != nil {
			sum.OK, sum.ExitStatus, sum.Error = false, 2, "case "+c.Name+": "+err.Error()
			return
		}
		sum.Counts[string(o.Verdict)]++
		if o.Verdict != verdict.AC {
			sum.OK, sum.ExitStatus = false, 1
		}
		e := events.OutcomeOf(c.Name, o, 0)
		e.Beyond = c.Beyond
		s.publish(j, e, &o)
	}
}

// setup returns the judge of problem p and the cases to run: the case
// named only, or every case within the statement, and beyond it too for
// one of the problem's own solutions, as ojkit judge runs them.
func setup(p layout.Problem, only string, own bool) (*judgement.Judge, []cases.Case, error) {
	spec, err := judgement.Load(p)
	if err != nil {
		return nil, nil, err
	}
	cs, err := readCases(p)
	if err != nil {
		return nil, nil, err
	}
	if only != "" {
		c, found := findCase(cs, only)
		if !found {
			return nil, nil, fmt.Errorf("problem %s has no case %s", p.ID, only)
		}
		cs = []cases.Case{c}
	} else if !own {
		cs = slices.DeleteFunc(cs, func(c cases.Case) bool { return c.Beyond != "" })
	}
	cmd, err := p.Interactor(spec.Interactive, spec.Interactor, "")
	if err != nil {
		return nil, nil, err
	}
	if cmd != "" {
		spec.Interactor, spec.InteractorDir = cmd, p.InteractorDir("")
	}
	cj, err := judgement.New(spec)
	if err != nil {
		return nil, nil, err
	}
	cj.Recording = interact.RecordAll
	return cj, cs, nil
}

// findCase returns the case of cs named name.
func findCase(cs []cases.Case, name string) (cases.Case, bool) {
	for _, c := range cs {
		if c.Name == name {
			return c, true
		}
	}
	return cases.Case{}, false
}

// publish sends event e of job j to the pages, with the output and the
// picture of o, the outcome it reports, when not nil.
func (s *server) publish(j *job, e events.Event, o *judgement.Outcome) {
	var line bytes.Buffer
	events.New(&line).Emit(e)
	m := message{Problem: j.p.ID, Kind: "judge", Solution: j.req.Solution, Run: j.id, Event: bytes.TrimSpace(line.Bytes())}
	if o != nil {
		m.Output = text(o.Output)
		var pic strings.Builder
		o.Picture.Write(&pic, term.Palette{})
		m.Picture = pic.String()
	}
	s.hub.publish(m)
}
