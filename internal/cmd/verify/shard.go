package verify

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/problempkg"
	"github.com/ojkit/ojkit/internal/verdict"
)

// shardVersion is the version of the format of a shard's result file,
// which -merge checks.
const shardVersion = 1

// A shardRun is the share of a package's work that ojkit verify -shard
// I/N -result FILE judges: the I-th of N.
type shardRun struct {
	i, n int
	file string
	// inputs is what validating the inputs wrote, which the merge writes
	// again before the report.
	inputs bytes.Buffer
}

// deal marks in each submission's share the cases of the shard's: the
// (submission, case) pairs of the submissions ojkit can build, sorted by
// name, each submission's in case order, are dealt in turn to the N
// shards, so that each submission's cases spread over them. When whole
// holds (the package gives no time limit), every shard judges the accepted
// submissions on every case, as they set the limit, and deals the others'.
func (r *shardRun) deal(subs []*subRun, cases int, whole bool) {
	order := slices.Clone(subs)
	slices.SortFunc(order, func(a, b *subRun) int { return strings.Compare(a.name, b.name) })
	k := 0
	for _, s := range order {
		if s.Source == "" {
			continue
		}
		s.share = make([]bool, cases)
		for c := range s.share {
			if whole && s.Expect == verdict.AC {
				s.share[c] = true
				continue
			}
			s.share[c] = k%r.n == r.i-1
			k++
		}
	}
}

// shardResult is the result file of a shard: the package's name and
// format, which shard of how many, the time limit it judged under and the
// cutoff, the tests, what validating the inputs wrote, and each
// submission's cases. Its JSON is what -merge reads.
type shardResult struct {
	Version int    `json:"ojkit_verify_shard"`
	Package string `json:"package"`
	Format  string `json:"format"`
	Shard   int    `json:"shard"`
	Shards  int    `json:"shards"`
	// TimeLimit is the limit judged under: the package's, -time's
	// (TimeGiven), or the one this shard's accepted submissions set.
	TimeLimit time.Duration `json:"time_limit_ns"`
	TimeGiven bool          `json:"time_given,omitempty"`
	Cutoff    time.Duration `json:"cutoff_ns"`
	Limits    shardLimits   `json:"limits"`
	// Busy is the -busy budget of the shard's starved cases.
	Busy time.Duration `json:"busy_ns"`
	// Tests are the names of the tests judged, in order, and Invalid the
	// count of those an input validator rejected, not judged.
	Tests   []string `json:"tests"`
	Invalid int      `json:"invalid"`
	// Valid reports that every input was valid, Judged that some were
	// left to judge, and Inputs is what validating them wrote.
	Valid       bool              `json:"valid"`
	Judged      bool              `json:"judged"`
	Inputs      string            `json:"inputs"`
	Submissions []shardSubmission `json:"submissions"`
}

// shardLimits are a package's limits (see problempkg.Limits).
type shardLimits struct {
	Time       time.Duration `json:"time_ns"`
	Memory     int64         `json:"memory"`
	ACToLimit  float64       `json:"ac_to_limit"`
	LimitToTLE float64       `json:"limit_to_tle"`
}

// shardSubmission is a submission in a shard's result: its name, the
// verdict it expects, why it was skipped, its build's or a run's error, why
// its times are not the judge's, and its cases, in test order, or none
// when it was not judged.
type shardSubmission struct {
	Name       string      `json:"name"`
	Expect     string      `json:"expect"`
	Skipped    string      `json:"skipped,omitempty"`
	BuildError string      `json:"build_error,omitempty"`
	RunError   string      `json:"run_error,omitempty"`
	TimeNote   string      `json:"time_note,omitempty"`
	Cases      []shardCase `json:"cases"`
}

// shardCase is a case of a submission: whether this shard ran it, and
// then its class under the cutoff (AC, WA, TLE, RTE, FAIL or BUSY), its
// CPU time, what the judge said, and whether an interactor decided it
// before the solution ended (see caseRun).
type shardCase struct {
	Ran     bool          `json:"ran"`
	Class   string        `json:"class,omitempty"`
	CPU     time.Duration `json:"cpu_ns,omitempty"`
	Detail  string        `json:"detail,omitempty"`
	Decided bool          `json:"decided,omitempty"`
}

// writeShard writes the shard's result, of the submissions subs judged
// under limit, valid saying whether every input was, to its file, and
// says so on v.out.
func (v *verifier) writeShard(subs []*subRun, limit time.Duration, valid bool) error {
	r := v.shardResult(subs, limit, valid)
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(v.shard.file, append(data, '\n'), 0o644); err != nil {
		return err
	}
	ran := 0
	for _, s := range r.Submissions {
		for _, c := range s.Cases {
			ran += boolInt(c.Ran)
		}
	}
	fmt.Fprintf(v.out, "shard %d/%d of %s: %d cases run; merge the %d shards' results with ojkit verify -merge (this one is in %s)\n",
		r.Shard, r.Shards, r.Package, ran, r.Shards, v.shard.file)
	return nil
}

// shardResult returns the shard's result (see writeShard).
func (v *verifier) shardResult(subs []*subRun, limit time.Duration, valid bool) *shardResult {
	lim := v.pkg.Limits
	r := &shardResult{Version: shardVersion, Package: v.pkg.Name, Format: v.pkg.Format,
		Shard: v.shard.i, Shards: v.shard.n, TimeLimit: limit, TimeGiven: v.time > 0, Cutoff: lim.Cutoff(limit),
		Limits: shardLimits{Time: lim.Time, Memory: lim.Memory, ACToLimit: lim.ACToLimit, LimitToTLE: lim.LimitToTLE},
		Busy:   v.busy, Invalid: v.dropped, Valid: valid, Judged: subs != nil, Inputs: v.shard.inputs.String()}
	for _, c := range v.pkg.Cases {
		r.Tests = append(r.Tests, c.Name)
	}
	for _, s := range subs {
		r.Submissions = append(r.Submissions, s.result())
	}
	return r
}

// result returns the submission as a shard's result holds it.
func (s *subRun) result() shardSubmission {
	r := shardSubmission{Name: s.name, Expect: string(s.Expect), TimeNote: s.TimeNote}
	if s.Source == "" {
		r.Skipped = cmp.Or(s.Why, "skipped")
	}
	if s.buildErr != nil {
		r.BuildError = s.buildErr.Error()
	}
	if s.runErr != nil {
		r.RunError = s.runErr.Error()
	}
	for _, c := range s.cases {
		r.Cases = append(r.Cases, shardCase{Ran: c.ran, Class: string(c.class), CPU: c.cpu, Detail: c.detail, Decided: c.decided})
	}
	return r
}

// subRun returns the submission s of a shard's result as judging it left
// it.
func (s shardSubmission) subRun() *subRun {
	r := &subRun{name: s.Name, Submission: problempkg.Submission{Expect: verdict.Verdict(s.Expect),
		Program: problempkg.Program{Source: s.Name, Why: s.Skipped, TimeNote: s.TimeNote}}}
	if s.Skipped != "" {
		r.Source = ""
	}
	if s.BuildError != "" {
		r.buildErr = errors.New(s.BuildError)
	}
	if s.RunError != "" {
		r.runErr = errors.New(s.RunError)
	}
	for _, c := range s.Cases {
		r.cases = append(r.cases, caseRun{ran: c.Ran, class: verdict.Verdict(c.Class), cpu: c.CPU, detail: c.Detail, decided: c.Decided})
	}
	return r
}

// pkg returns the package as far as the report needs it: its name,
// limits and tests.
func (r *shardResult) pkg() *problempkg.Package {
	p := &problempkg.Package{Name: r.Package, Format: r.Format, Limits: problempkg.Limits{
		Time: r.Limits.Time, Memory: r.Limits.Memory, ACToLimit: r.Limits.ACToLimit, LimitToTLE: r.Limits.LimitToTLE}}
	for _, name := range r.Tests {
		p.Cases = append(p.Cases, problempkg.Case{Case: cases.Case{Name: name}})
	}
	return p
}
