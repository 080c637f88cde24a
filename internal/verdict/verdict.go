package verdict

import (
	"bytes"
	"fmt"
	"time"

	"github.com/ojkit/ojkit/internal/runner"
)

// Verdict is the outcome of one test, as the judges name it.
type Verdict string

// The verdicts. PE, presentation error, is an output right but for its
// whitespace, under exact comparison. ILE, idleness limit exceeded, is an
// interactive solution and its interactor waiting for each other. FAIL is a
// checker's or an interactor's failure: the test or the checker is wrong,
// not the solution. BUSY is no verdict: the run was killed at the wall-clock
// limit while it waited for a CPU the machine's other work held, so it says
// nothing of the solution; it is run again.
const (
	AC   Verdict = "AC"
	WA   Verdict = "WA"
	PE   Verdict = "PE"
	RE   Verdict = "RE"
	TLE  Verdict = "TLE"
	MLE  Verdict = "MLE"
	OLE  Verdict = "OLE"
	ILE  Verdict = "ILE"
	FAIL Verdict = "FAIL"
	BUSY Verdict = "BUSY"
)

// RTE is the Kattis format's run-time error, as its packages' expectations
// and problemtools name it: ojkit's RE, and MLE and OLE, which Kattis does
// not tell apart.
const RTE Verdict = "RTE"

// Classify returns the verdict a run earns before its output is looked at,
// with a few words on it, or "" if the program ran to a clean exit within
// the limits lim. A program over the memory limit is MLE even when it then
// ran out of time, as on the judges, which stop it when it passes the limit
// (runner's Limits.Memory does too). A run over the CPU time limit is TLE
// whether or not it was killed for it: the supervisor samples CPU time, so a
// program may end a little past the limit before it is seen.
func Classify(r runner.Result, lim runner.Limits) (Verdict, string) {
	switch {
	case r.MemoryExceeded || lim.Memory > 0 && r.MaxRSS > lim.Memory:
		return MLE, fmt.Sprintf("peak RSS %s over the limit %s", FormatMemory(r.MaxRSS), FormatMemory(lim.Memory))
	case r.ProcessesExceeded:
		return RE, fmt.Sprintf("killed for starting more than %d processes at once", runner.MaxProcesses)
	case r.WallTimedOut && starved(r, lim):
		return BUSY, fmt.Sprintf("not judged: the machine was busy (CPU %s of %s wall, %s waiting for a CPU)",
			FormatTime(r.CPU), FormatTime(r.Wall), FormatTime(r.RunDelay))
	case r.WallTimedOut:
		return TLE, fmt.Sprintf("killed at the wall-clock limit after %s of CPU time: waiting rather than computing?", FormatTime(r.CPU))
	case r.TimedOut || lim.Time > 0 && r.CPU > lim.Time:
		return TLE, fmt.Sprintf("CPU time over the limit %s", FormatTime(lim.Time))
	case r.OutputExceeded:
		return OLE, fmt.Sprintf("more than %s of output", FormatMemory(OutputLimit(lim)))
	case r.Signal != 0:
		return RE, "killed by signal " + r.Signal.String()
	case r.ExitCode != 0:
		return RE, fmt.Sprintf("exit status %d", r.ExitCode)
	}
	return "", ""
}

// starved reports whether a run killed at the wall-clock limit under its CPU
// time limit spent a quarter of the wall-clock time or more, and half the
// time it did not compute, waiting for a CPU rather than sleeping or waiting
// for input.
func starved(r runner.Result, lim runner.Limits) bool {
	return (lim.Time <= 0 || r.CPU < lim.Time) && 4*r.RunDelay >= r.Wall && 2*r.RunDelay >= r.Wall-r.CPU
}

// FormatRunTime writes a run's CPU time, and its wall-clock time too when
// the program spent much of it waiting.
func FormatRunTime(r runner.Result) string {
	s := FormatTime(r.CPU)
	if r.Wall > 2*r.CPU && r.Wall-r.CPU >= 50*time.Millisecond {
		s += " (wall " + FormatTime(r.Wall) + ")"
	}
	return s
}

// OutputLimit returns the most output a run with limits lim may write, to
// stdout or to one file.
func OutputLimit(lim runner.Limits) int64 {
	if lim.Output > 0 {
		return lim.Output
	}
	return runner.DefaultOutput
}

// HiddenPath returns, for a run whose stderr says a file was not found,
// where runs see a view of their own of the files, the rule that may be
// why: a program that runs another by a path of its own (a wrapper script)
// finds nothing there. It returns "" otherwise.
func HiddenPath(r runner.Result) string {
	if !runner.PrivateView() {
		return ""
	}
	for _, s := range []string{"No such file or directory", "not found", "can't open", "cannot open", "Permission denied"} {
		if bytes.Contains(r.Stderr, []byte(s)) {
			return hiddenPathRule
		}
	}
	return ""
}

// hiddenPathRule is what HiddenPath says.
const hiddenPathRule = "a run sees only the system and the files its command line names (ojkit help runs): name every file it opens or program it starts on the command line, or set OJKIT_BOX=off to let runs see your files"
