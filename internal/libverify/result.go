package libverify

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/ojkit/ojkit/internal/verdict"
)

// Result is competitive-verifier's result.json (its VerifyCommandResult):
// the verifications of each file, by the file's path from the root of the
// git repository that holds the module (from the module's root outside
// one), slash-separated.
type Result struct {
	TotalSeconds float64                `json:"total_seconds"`
	Files        map[string]*FileResult `json:"files"`
}

// FileResult is the verifications of one file; Newest reports those made
// by the run that wrote the result, rather than kept from a previous one.
type FileResult struct {
	Verifications []Verification `json:"verifications"`
	Newest        bool           `json:"newest"`
}

// Status values of a Verification.
const (
	Success = "success"
	Failure = "failure"
	Skipped = "skipped"
)

// Verification is one verification of a file: its status (Success,
// Failure or Skipped), how long its cases took together and the slowest
// one's, the most memory one used, its cases, and when it ran. Key,
// which competitive-verifier ignores, is the hash of what was verified:
// the program with everything it imports and the problem's tests, so that a
// later run with the same key need not judge again.
type Verification struct {
	Name              string     `json:"verification_name,omitempty"`
	Status            string     `json:"status"`
	Elapsed           float64    `json:"elapsed"`
	Slowest           float64    `json:"slowest"`
	Heaviest          float64    `json:"heaviest"`
	Testcases         []Testcase `json:"testcases,omitempty"`
	LastExecutionTime time.Time  `json:"last_execution_time"`
	Key               string     `json:"ojkit_key,omitempty"`
}

// Testcase is the result of one case: its name, its status (AC, WA, RE,
// TLE or MLE, the verdicts competitive-verifier knows), and its CPU time
// in seconds and peak memory in megabytes.
type Testcase struct {
	Name    string  `json:"name"`
	Status  string  `json:"status"`
	Elapsed float64 `json:"elapsed"`
	Memory  float64 `json:"memory"`
}

// judgeStatus returns the status of a case of verdict v: v itself where
// competitive-verifier knows it, WA for a presentation error, TLE for an
// idle interactive solution, and RE for the rest (a crash, an output past
// its limit, a checker's failure).
func judgeStatus(v verdict.Verdict) string {
	switch v {
	case verdict.AC, verdict.WA, verdict.TLE, verdict.MLE:
		return string(v)
	case verdict.PE:
		return "WA"
	case verdict.ILE:
		return "TLE"
	}
	return "RE"
}

// ReadResult reads the result file at path.
func ReadResult(path string) (*Result, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	r := &Result{}
	if err := json.Unmarshal(data, r); err != nil {
		return nil, fmt.Errorf("%s: not a result.json: %v", path, err)
	}
	if r.Files == nil {
		r.Files = map[string]*FileResult{}
	}
	return r, nil
}

// Write writes r as indented JSON to w.
func (r *Result) Write(w io.Writer) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// Merge returns the result of the runs of rs, shards of one verification:
// every file of each, and where two hold the same file, the one whose
// verification ran last. Its total time is the sum of theirs.
func Merge(rs ...*Result) *Result {
	m := &Result{Files: map[string]*FileResult{}}
	for _, r := range rs {
		m.TotalSeconds += r.TotalSeconds
		for name, f := range r.Files {
			if old, ok := m.Files[name]; !ok || last(f).After(last(old)) {
				m.Files[name] = f
			}
		}
	}
	return m
}

// last returns when the last of f's verifications ran.
func last(f *FileResult) time.Time {
	var t time.Time
	for _, v := range f.Verifications {
		if v.LastExecutionTime.After(t) {
			t = v.LastExecutionTime
		}
	}
	return t
}

// unchanged returns the verification of file in r that succeeded with key,
// and whether there is one.
func (r *Result) unchanged(file, key string) (Verification, bool) {
	if r == nil || r.Files[file] == nil {
		return Verification{}, false
	}
	for _, v := range r.Files[file].Verifications {
		if v.Key == key && v.Status == Success {
			return v, true
		}
	}
	return Verification{}, false
}
