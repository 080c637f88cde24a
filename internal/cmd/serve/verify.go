package serve

import (
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ojkit/ojkit/internal/cmd/verify"
	"github.com/ojkit/ojkit/internal/problempkg"
	"github.com/ojkit/ojkit/internal/verdict"
)

// A contestPackage is a problem package (see package problempkg) that the
// page verifies.
type contestPackage struct {
	// ID is its directory relative to the root, or the root's name when
	// it is the root.
	ID  string
	Dir string
}

// findPackages returns the problem packages in dir and in the folders
// just under it (a contest's folder of packages), and in the root and the
// folders just under it, that lie inside the root.
func (s *server) findPackages(dir string) []contestPackage {
	var found []contestPackage
	seen := map[string]bool{}
	for _, top := range []string{dir, s.root} {
		dirs := []string{top}
		entries, _ := os.ReadDir(top)
		for _, e := range entries {
			if e.IsDir() && !strings.HasPrefix(e.Name(), ".") {
				dirs = append(dirs, filepath.Join(top, e.Name()))
			}
		}
		for _, d := range dirs {
			if seen[d] || !problempkg.IsPackage(d) || !s.inside(d) {
				continue
			}
			seen[d] = true
			id := s.rel(d)
			if id == "." {
				id = filepath.Base(d)
			}
			found = append(found, contestPackage{ID: id, Dir: d})
		}
	}
	return found
}

// contest returns the package id.
func (s *server) contest(id string) (contestPackage, bool) {
	for _, c := range s.packages {
		if c.ID == id {
			return c, true
		}
	}
	return contestPackage{}, false
}

// packageJS is a package as the page sees it: its submissions, in the
// order ojkit verify judges them, with the verdicts they expect, and its
// tests, in the judge's order.
type packageJS struct {
	ID          string         `json:"id"`
	Dir         string         `json:"dir"` // relative to the root
	Name        string         `json:"name"`
	Format      string         `json:"format"`
	Submissions []submissionJS `json:"submissions"`
	Tests       []string       `json:"tests"`
	Error       string         `json:"error,omitempty"`
}

// submissionJS is a submission of a package as the page sees it.
type submissionJS struct {
	Name     string `json:"name"`
	Expected string `json:"expected"`
}

// packageJS returns package c as the page sees it.
func (s *server) packageJS(c contestPackage) packageJS {
	pj := packageJS{ID: c.ID, Dir: s.rel(c.Dir), Submissions: []submissionJS{}, Tests: []string{}}
	pkg, err := problempkg.Load(c.Dir)
	if err != nil {
		pj.Error = err.Error()
		return pj
	}
	pj.Name, pj.Format = pkg.Name, pkg.Format
	subs := slices.Clone(pkg.Submissions)
	slices.SortStableFunc(subs, func(a, b problempkg.Submission) int { // accepted first, as verify judges them
		return bool01(a.Expect != verdict.AC) - bool01(b.Expect != verdict.AC)
	})
	for _, sub := range subs {
		expect := sub.Expect
		if expect == verdict.RE {
			expect = verdict.RTE // as verify names it
		}
		pj.Submissions = append(pj.Submissions, submissionJS{Name: strings.TrimPrefix(sub.Name(pkg.Dir), "submissions/"), Expected: string(expect)})
	}
	for _, cs := range pkg.Cases {
		pj.Tests = append(pj.Tests, cs.Name)
	}
	return pj
}

// bool01 returns 1 for true and 0 for false.
func bool01(b bool) int {
	if b {
		return 1
	}
	return 0
}

// startVerify starts ojkit verify -json on the body's package and replies
// with the run's number; its events come on /api/events, kind "verify",
// the package's id as their problem. One verify of a package runs at a
// time, to its end or until /api/verify/stop stops it.
func (s *server) startVerify(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Package string `json:"package"`
	}
	if !decode(w, r, &req) {
		return
	}
	c, ok := s.contest(req.Package)
	if !ok {
		fail(w, http.StatusNotFound, "no package %q here", req.Package)
		return
	}
	args := []string{"-json", c.Dir}
	run := func(ctx context.Context, stdout, stderr io.Writer) int {
		return verify.RunContext(ctx, args, stdout, stderr)
	}
	id, ok := s.launch("verify/"+c.ID, message{Problem: c.ID, Kind: "verify"}, run, nil)
	if !ok {
		fail(w, http.StatusConflict, "a verify of %s is running: wait for its end, or stop it", c.ID)
		return
	}
	reply(w, map[string]int{"run": id})
}

// stopVerify stops the verify in flight of the body's package, as an
// interrupt stops ojkit verify.
func (s *server) stopVerify(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Package string `json:"package"`
	}
	if !decode(w, r, &req) {
		return
	}
	if _, ok := s.contest(req.Package); !ok {
		fail(w, http.StatusNotFound, "no package %q here", req.Package)
		return
	}
	reply(w, map[string]bool{"stopped": s.stop("verify/" + req.Package)})
}
