package judging

import (
	"fmt"

	"github.com/ojkit/ojkit/internal/runner"
)

// Verdict is the outcome of one test, as the judges name it.
type Verdict string

// The verdicts. FAIL is a checker's failure: the test or the checker is
// wrong, not the solution.
const (
	AC   Verdict = "AC"
	WA   Verdict = "WA"
	RE   Verdict = "RE"
	TLE  Verdict = "TLE"
	MLE  Verdict = "MLE"
	OLE  Verdict = "OLE"
	FAIL Verdict = "FAIL"
)

// Classify returns the verdict a run earns before its output is looked at,
// with a few words on it, or "" if the program ran to a clean exit within
// the limits. memory is the limit on peak RSS in bytes. A program over the
// memory limit is MLE even when it then ran out of time, as on the judges,
// which stop it when it passes the limit (runner's Limits.Memory does too).
func Classify(r runner.Result, memory int64) (Verdict, string) {
	switch {
	case r.MemoryExceeded || memory > 0 && r.MaxRSS > memory:
		return MLE, fmt.Sprintf("peak RSS %s over the limit %s", FormatMemory(r.MaxRSS), FormatMemory(memory))
	case r.TimedOut:
		return TLE, "killed at the time limit"
	case r.OutputExceeded:
		return OLE, fmt.Sprintf("more than %s of output", FormatMemory(int64(len(r.Stdout))))
	case r.Signal != 0:
		return RE, "killed by signal " + r.Signal.String()
	case r.ExitCode != 0:
		return RE, fmt.Sprintf("exit status %d", r.ExitCode)
	}
	return "", ""
}
