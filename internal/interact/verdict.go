package interact

import (
	"fmt"
	"strings"
	"syscall"

	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/testlib"
	"github.com/ojkit/ojkit/internal/verdict"
)

// InteractorVerdict returns what the interactor's run r says of the
// solution: AC, WA or PE from its exit status, testlib's or Kattis's (see
// testlib.ExitCodes), or FAIL, with a few words, when the interactor failed
// (testlib's FAIL, another status, a crash, a limit passed under lim); BUSY
// when the machine starved it.
func InteractorVerdict(r runner.Result, lim runner.Limits) (verdict.Verdict, string) {
	switch v, note := verdict.Classify(r, lim); {
	case v == verdict.BUSY:
		return v, "the interactor, " + note
	case v == verdict.TLE || v == verdict.MLE || r.Signal != 0:
		return verdict.FAIL, fmt.Sprintf("the interactor failed: %s (%s)", v, note)
	}
	e, _ := testlib.LookupExit("", r.ExitCode)
	switch e.Verdict {
	case "AC", "WA", "PE":
		return verdict.Verdict(e.Verdict), ""
	case "FAIL":
		return verdict.FAIL, fmt.Sprintf("the interactor failed (exit status %d, %s's %s; the test or the interactor is wrong, not the solution)", e.Code, e.Protocol, e.Name)
	}
	return verdict.FAIL, fmt.Sprintf("the interactor exited with status %d, a verdict of neither testlib (%s) nor Kattis (%s)",
		r.ExitCode, testlib.DescribeExits("testlib"), testlib.DescribeExits("Kattis"))
}

// maxMessage is the most of the interactor's stderr a Result's Message
// holds.
const maxMessage = 500

// message returns the interactor's stderr on one line, cut to maxMessage
// bytes.
func message(stderr []byte) string {
	s := strings.Join(strings.Fields(string(stderr)), " ")
	if len(s) > maxMessage {
		s = s[:maxMessage] + "..."
	}
	return s
}

// Rule is a judge family's rule for an interactive test: when each side
// sees the other's end, and which verdict stands. It is decided here, in one
// place, for every tool that plays a game.
//
// Testlib, the rule of Codeforces and Polygon (testlib interactors, ojkit's
// -interactor): each side sees the other's output end when the other closes
// it or ends. The interactor's WA before the solution ended stands, even
// when the machine then starved the solution; else BUSY when the machine
// starved either side; the solution's failure when it failed before the
// interactor ended (ILE when it was killed waiting with the interactor
// still running); WA when it
// ended while the interactor still wrote to it (a broken pipe); else the
// interactor's verdict, FAIL among them; else the solution's failure after
// the interactor accepted; else AC.
//
// KattisRule, the rule of problemtools (problemtools/judge/execute.py,
// _run_interactive, and support/interactive/interactive.cc), which BAPCtools
// follows: the validator sees the end of the submission's output only when
// the submission ends, not when it closes its stdout, and the submission
// never gets a broken pipe from a validator that ended with AC, nor the
// validator one from a submission that ended: the tool holds those ends
// (see Game.ends).
// The validator's verdict stands when it failed (FAIL, problemtools' JE) or
// rejected before the submission ended; else, as for Testlib, BUSY, the
// submission's failure (TLE, ILE, RTE, MLE), then the validator's verdict.
//
// DOMjudge (judge/judgedaemon.main.php, determineVerdict) decides as
// problemtools does, but its runpipe passes a closed stdout on at once: a
// validator that then rejects has ended first, and its WA stands. Packages
// in the Kattis format are judged by problemtools' rule, which the
// packages' own folders follow.
type Rule int

const (
	// Testlib is the rule of Codeforces and Polygon.
	Testlib Rule = iota
	// KattisRule is the rule of problemtools and BAPCtools.
	KattisRule
)

// rule returns the game's rule: Kattis for a Kattis output validator, else
// Testlib.
func (g Game) rule() Rule {
	if g.Kattis != nil {
		return KattisRule
	}
	return Testlib
}

// decide sets the verdict of a played game whose solution had the limits
// lim and interactor ilim, the interactor's message being msg, by rule
// (see Rule).
func (r *Result) decide(rule Rule, msg []byte, lim, ilim runner.Limits) {
	r.Message = message(msg)
	r.InteractorVerdict, r.Detail = InteractorVerdict(r.Interactor, ilim)
	solV, solNote := verdict.Classify(r.Solution, lim)
	// Both killed at their wall-clock limits, the interactor waited for
	// the solution, whichever of the two was killed first; and an
	// interactor that ended after the solution's wall-clock limit ended
	// because the solution was killed then, however late a loaded machine
	// found the solution's end.
	killed := r.Solution.WallTimedOut && (r.Interactor.WallTimedOut || r.InteractorEnd >= lim.WallLimit())
	solFirst := r.SolutionEnd <= r.InteractorEnd || killed
	r.Decided = r.InteractorVerdict == verdict.WA && !solFirst
	switch {
	case r.Decided:
		r.Verdict, r.Detail = verdict.WA, r.Message
	case solV == verdict.BUSY:
		r.Verdict, r.Detail = solV, "the solution, "+solNote
	case r.InteractorVerdict == verdict.BUSY:
		r.Verdict = verdict.BUSY
	case rule == KattisRule && r.InteractorVerdict == verdict.FAIL:
		r.Verdict = verdict.FAIL
		r.Detail = joinNote(r.Detail, r.Message)
	case solV != "" && solFirst && idle(r.Solution, lim):
		r.Verdict, r.Detail = verdict.ILE, r.idleness(lim)
	case solV != "" && solFirst:
		r.Verdict, r.Detail = solV, "the solution, before the interactor ended: "+solNote
	case solFirst && r.Interactor.Signal == syscall.SIGPIPE:
		r.Verdict, r.Detail = verdict.WA, "the solution ended while the interactor still wrote to it"
		r.InteractorVerdict = verdict.WA
	case r.InteractorVerdict != verdict.AC:
		r.Verdict = r.InteractorVerdict
		r.Detail = joinNote(r.Detail, r.Message)
	case solV != "" && r.Solution.Waiting == "sleeping":
		r.Verdict, r.Detail = solV, "the solution, after the interactor accepted: still running at the wall-clock limit, sleeping"
	case solV != "":
		r.Verdict, r.Detail = solV, "the solution, after the interactor accepted: "+solNote
	default:
		r.Verdict, r.Detail = verdict.AC, r.Message
	}
}

// joinNote joins the nonempty of a and b with ": ".
func joinNote(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + ": " + b
}

// idle reports whether the solution's run r was killed at its wall-clock
// limit while within its CPU time and memory: it was waiting, not
// computing.
func idle(r runner.Result, lim runner.Limits) bool {
	return r.WallTimedOut && !r.MemoryExceeded && (lim.Time <= 0 || r.CPU <= lim.Time)
}

// idleness says why the solution was still running at its wall-clock limit,
// with the interactor: still exchanging with it, blocked writing what the
// interactor did not read, or, from the last lines each side wrote, which
// side waited for what.
func (r *Result) idleness(lim runner.Limits) string {
	lines, total := r.Dialogue.Tail(1)
	limit := verdict.FormatTime(lim.WallLimit())
	switch {
	case r.Solution.Exchanging:
		done := ""
		if r.Dialogue != nil {
			done = fmt.Sprintf(", %d lines exchanged", total)
		}
		return fmt.Sprintf("still exchanging with the interactor at the wall-clock limit %s: too slow%s", limit, done)
	case r.Solution.Waiting == "writing":
		return fmt.Sprintf("at the wall-clock limit %s the solution was blocked writing, the interactor not reading it: more output than the interactor reads, or a query it does not expect?", limit)
	case r.Solution.Waiting == "sleeping":
		return fmt.Sprintf("at the wall-clock limit %s the solution was sleeping, neither reading nor writing", limit)
	case r.Solution.Waiting == "reading" && r.Interactor.Waiting == "sleeping":
		return fmt.Sprintf("at the wall-clock limit %s the solution waited for input, and the interactor was sleeping, not writing it", limit)
	}
	head := fmt.Sprintf("both sides waited past the wall-clock limit %s: ", limit)
	last, spoke := Line{}, len(lines) > 0
	if spoke {
		last = lines[len(lines)-1]
	}
	switch {
	case !spoke:
		return head + "the interactor waited for the solution's first line, and the solution, which wrote nothing, waited for input: a query written but not flushed?"
	case last.Dir == ToSolution:
		return head + fmt.Sprintf("the interactor waited for the solution's next line after it wrote %s, and the solution waited for input: a query written but not flushed?", quoteLine(last))
	case last.Cut:
		return head + fmt.Sprintf("the solution waited for an answer to %s, which has no newline, and the interactor waited for the rest of that line: a missing newline?", quoteLine(last))
	}
	return head + fmt.Sprintf("the solution waited for an answer to %s, and the interactor waited for more input after that line: a query shorter than the interactor reads?", quoteLine(last))
}

// quoteLine returns a line's text between backquotes, cut to 60 bytes.
func quoteLine(l Line) string {
	t := string(l.Text)
	if len(t) > 60 {
		t = t[:60] + "..."
	}
	return "`" + t + "`"
}
