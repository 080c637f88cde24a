package serve

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/cmd/stress"
	"github.com/ojkit/ojkit/internal/layout"
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
// /api/events, each finding with the reference's output as its answer. A
// stress runs to its end: one at a time per problem.
func (s *server) startStress(w http.ResponseWriter, r *http.Request) {
	var req stressRequest
	if !decode(w, r, &req) {
		return
	}
	p, ok := s.problem(req.Problem)
	if !ok {
		fail(w, http.StatusNotFound, "no problem %q here", req.Problem)
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
	s.mu.Lock()
	busy := s.stressing[p.ID]
	if !busy {
		s.stressing[p.ID] = true
		s.seq++
	}
	id := s.seq
	s.mu.Unlock()
	if busy {
		fail(w, http.StatusConflict, "a stress of %s is running: wait for its end", p.ID)
		return
	}
	go s.stress(p, id, args)
	reply(w, map[string]int{"run": id})
}

// stress runs ojkit stress with args as run id of problem p, publishing
// each line of its -json stream, and a summary of its error when it ended
// before its stream began.
func (s *server) stress(p layout.Problem, id int, args []string) {
	defer func() {
		s.mu.Lock()
		delete(s.stressing, p.ID)
		s.mu.Unlock()
	}()
	pr, pw := io.Pipe()
	var stderr bytes.Buffer
	go func() {
		stress.Run(args, pw, &stderr)
		pw.Close()
	}()
	lines := bufio.NewScanner(pr)
	lines.Buffer(nil, 64<<20)
	summed := false
	for lines.Scan() {
		m := message{Problem: p.ID, Kind: "stress", Run: id, Event: json.RawMessage(bytes.Clone(lines.Bytes()))}
		summed = summed || bytes.Contains(lines.Bytes(), []byte(`"event":"summary"`))
		m.Answer = s.reference(m.Event)
		s.hub.publish(m)
	}
	io.Copy(io.Discard, pr)
	if !summed {
		line, _ := json.Marshal(map[string]any{"v": 1, "event": "summary", "ok": false, "counts": map[string]int{}, "exit_status": 2, "error": cli.FirstLine(stderr.String())})
		s.hub.publish(message{Problem: p.ID, Kind: "stress", Run: id, Event: line})
	}
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
