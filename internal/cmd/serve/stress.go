package serve

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/ojkit/ojkit/internal/cmd/stress"
)

// maxRuns is the most runs a stress from the page may ask for.
const maxRuns = 100000

// stressRequest is the body of POST /api/stress: the problem, its
// solutions by their names in its folder (see solutions), the first the
// reference, and how many inputs to run them on.
type stressRequest struct {
	Problem   string   `json:"problem"`
	Solutions []string `json:"solutions"`
	Runs      int      `json:"runs"`
}

// startStress starts ojkit stress -json on the body's problem and
// solutions, its inputs from the problem's own generator (see ojkit
// stress), and replies with the run's number; its events come on
// /api/events, each finding with the reference's output as its answer.
// One stress of a problem runs at a time, to its end or until
// /api/stress/stop stops it.
func (s *server) startStress(w http.ResponseWriter, r *http.Request) {
	var req stressRequest
	if !decode(w, r, &req) {
		return
	}
	p, ok := s.knownProblem(w, req.Problem)
	if !ok {
		return
	}
	if len(req.Solutions) < 2 || len(req.Solutions) > 8 {
		fail(w, http.StatusBadRequest, "give 2 to 8 solutions to compare, the reference first, not %d", len(req.Solutions))
		return
	}
	if req.Runs < 1 || req.Runs > maxRuns {
		fail(w, http.StatusBadRequest, "runs %d: give 1 to %d", req.Runs, maxRuns)
		return
	}
	args := []string{"-p", p.Dir, "-json", "-runs", strconv.Itoa(req.Runs)}
	for _, name := range req.Solutions {
		path, ok := solution(p, name)
		if !ok {
			fail(w, http.StatusBadRequest, "no solution %q in %s: give some of %s", name, p.ID, strings.Join(solutions(p), ", "))
			return
		}
		args = append(args, path)
	}
	run := func(ctx context.Context, stdout, stderr io.Writer) int {
		return stress.RunContext(ctx, args, stdout, stderr)
	}
	id, ok := s.launch("stress/"+p.ID, message{Problem: p.ID, Kind: "stress"}, run, func(m *message) { m.Answer = s.reference(m.Event) })
	if !ok {
		fail(w, http.StatusConflict, "a stress of %s is running: wait for its end, or stop it", p.ID)
		return
	}
	reply(w, map[string]int{"run": id})
}

// stopStress stops the stress in flight of the body's problem, as an
// interrupt stops ojkit stress: its stream ends with a summary that says
// it was interrupted.
func (s *server) stopStress(w http.ResponseWriter, r *http.Request) {
	p, ok := s.bodyProblem(w, r)
	if !ok {
		return
	}
	reply(w, map[string]bool{"stopped": s.stop("stress/" + p.ID)})
}

// reference returns, for a finding event, the reference's output that
// stress saved beside the input, if it lies inside the root.
func (s *server) reference(event json.RawMessage) string {
	var f struct {
		Event string   `json:"event"`
		Files []string `json:"files"`
	}
	if json.Unmarshal(event, &f) != nil || f.Event != "finding" {
		return ""
	}
	for _, file := range f.Files {
		if filepath.Ext(file) == ".out" && s.inside(file) {
			b, _ := os.ReadFile(file)
			return text(b)
		}
	}
	return ""
}
