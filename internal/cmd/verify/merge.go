package verify

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"time"

	"github.com/ojkit/ojkit/internal/events"
	"github.com/ojkit/ojkit/internal/verdict"
)

// isShardResult reports whether the file at path is a contest shard's
// result (see shardResult), rather than a library's.
func isShardResult(path string) bool {
	data, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	var r struct {
		Version int `json:"ojkit_verify_shard"`
	}
	return json.Unmarshal(data, &r) == nil && r.Version > 0
}

// runMerge merges the shard results c names and reports them as a run on
// one machine does, and returns its exit status.
func runMerge(c config, stdout, stderr io.Writer) int {
	v := &verifier{verbose: c.verbose, out: stdout, log: stderr}
	if c.json {
		v.out, v.json = io.Discard, events.NewReporter(events.New(stdout), "verify")
	}
	status := v.merge(c.merge)
	v.json.End(events.Summary{OK: status == 0, Counts: v.counts, ExitStatus: status, TimeLimitMS: v.limit.Milliseconds()})
	return status
}

// merge reads the shard results files, checks that they are the shards of
// one package, joins them and reports them; it returns the exit status.
func (v *verifier) merge(files []string) int {
	rs, err := readShards(files)
	if err != nil {
		return v.fail(fmt.Errorf("-merge: %v", err))
	}
	first := rs[0]
	v.pkg, v.dropped, v.limit, v.busy = first.pkg(), first.Invalid, first.TimeLimit, first.Busy
	if first.TimeGiven {
		v.time = first.TimeLimit
	}
	v.json.Begin(events.Start{Problem: v.pkg.Name, Cases: len(v.pkg.Cases)})
	fmt.Fprint(v.out, first.Inputs)
	if !first.Judged {
		return 1
	}
	ok, err := v.conclude(join(rs), first.TimeLimit, first.Valid)
	switch {
	case err != nil:
		return v.fail(err)
	case !ok:
		return 1
	}
	return 0
}

// readShards reads the shard results files and returns them in shard
// order, or an error unless they are the shards 1 to N of one package,
// each once, judged on the same tests and submissions under one time
// limit.
func readShards(files []string) ([]*shardResult, error) {
	var rs []*shardResult
	for _, f := range files {
		r, err := readShard(f)
		if err != nil {
			return nil, err
		}
		rs = append(rs, r)
	}
	if err := checkShards(files, rs); err != nil {
		return nil, err
	}
	slices.SortFunc(rs, func(a, b *shardResult) int { return a.Shard - b.Shard })
	return rs, nil
}

// readShard reads the shard result at path.
func readShard(path string) (*shardResult, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	r := &shardResult{}
	switch err := json.Unmarshal(data, r); {
	case err != nil:
		return nil, fmt.Errorf("%s: not a shard's result: %v", path, err)
	case r.Version == 0:
		return nil, fmt.Errorf("%s: not a contest shard's result (ojkit verify -shard I/N -result FILE PKGDIR writes one); merge a library's results apart", path)
	case r.Version != shardVersion:
		return nil, fmt.Errorf("%s: a shard result of format %d, and this ojkit reads %d: merge with the ojkit that verified the shards", path, r.Version, shardVersion)
	case r.Shards < 1 || r.Shard < 1 || r.Shard > r.Shards:
		return nil, fmt.Errorf("%s: shard %d/%d: want I/N with 1 <= I <= N", path, r.Shard, r.Shards)
	}
	return r, nil
}

// checkShards checks that rs, read from files, are the shards 1 to N of
// one package, each once, judged on the same tests and submissions under
// one time limit.
func checkShards(files []string, rs []*shardResult) error {
	first, seen := rs[0], map[int]string{}
	for k, r := range rs {
		f := files[k]
		switch {
		case r.Package != first.Package || r.Format != first.Format:
			return fmt.Errorf("%s is a shard of %q, %s of %q: merge one package's shards at a time", files[0], first.Package, f, r.Package)
		case r.Shards != first.Shards:
			return fmt.Errorf("%s is shard %d/%d, %s shard %d/%d: merge the shards of one run", files[0], first.Shard, first.Shards, f, r.Shard, r.Shards)
		case seen[r.Shard] != "":
			return fmt.Errorf("shard %d/%d given twice (%s and %s): give each shard's result once", r.Shard, r.Shards, seen[r.Shard], f)
		case !slices.Equal(r.Tests, first.Tests) || !sameSubmissions(r, first):
			return fmt.Errorf("%s and %s judged other tests or submissions of %q: verify every shard on the same copy of the package", files[0], f, r.Package)
		case r.TimeLimit != first.TimeLimit:
			return fmt.Errorf("the shards' time limits differ (%s in %s, %s in %s), which their accepted submissions set on machines of other speeds: verify the shards again with -time D, one limit for all", verdict.FormatTime(first.TimeLimit), files[0], verdict.FormatTime(r.TimeLimit), f)
		}
		seen[r.Shard] = f
	}
	for i := 1; i <= first.Shards; i++ {
		if seen[i] == "" {
			return fmt.Errorf("shard %d/%d missing: give the results of all %d shards", i, first.Shards, first.Shards)
		}
	}
	return nil
}

// sameSubmissions reports whether a and b hold the same submissions,
// expecting the same verdicts.
func sameSubmissions(a, b *shardResult) bool {
	return slices.EqualFunc(a.Submissions, b.Submissions, func(x, y shardSubmission) bool {
		return x.Name == y.Name && x.Expect == y.Expect && x.Skipped == y.Skipped
	})
}

// join returns the submissions of the shards rs, in shard order, as one
// run would have judged them: each case from the first shard that ran it,
// a build's or a run's error from the first that had one, and no case run
// after the first that fails, which decides the verdict (see judgeOne).
func join(rs []*shardResult) []*subRun {
	var subs []*subRun
	for k := range rs[0].Submissions {
		s := rs[0].Submissions[k].subRun()
		for _, r := range rs[1:] {
			add(s, r.Submissions[k].subRun())
		}
		s.stopAtFailure(rs[0].TimeLimit)
		subs = append(subs, s)
	}
	return subs
}

// add adds to s what another shard's t holds and s does not: its cases
// run, and its errors.
func add(s, t *subRun) {
	if s.buildErr == nil {
		s.buildErr = t.buildErr
	}
	if s.runErr == nil {
		s.runErr = t.runErr
	}
	if s.cases == nil {
		s.cases = t.cases
		return
	}
	for i, c := range t.cases {
		if i < len(s.cases) && !s.cases[i].ran {
			s.cases[i] = c
		}
	}
}

// stopAtFailure marks as not run the cases after the first that failed
// under limit, which a run of the whole package would not have begun (see
// judgeOne): a case neither AC under the cutoff nor starved.
func (s *subRun) stopAtFailure(limit time.Duration) {
	for i, c := range s.cases {
		if c.ran && c.class != verdict.AC && !c.starved(limit) {
			clear(s.cases[i+1:])
			return
		}
	}
}
