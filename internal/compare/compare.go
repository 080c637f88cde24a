package compare

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/picture"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/tempdir"
	"github.com/ojkit/ojkit/internal/term"
	"github.com/ojkit/ojkit/internal/testlib"
	"github.com/ojkit/ojkit/internal/verdict"
)

// Judgement is the verdict on one output and what supports it: on WA the
// diff or the checker's message.
type Judgement struct {
	Verdict verdict.Verdict
	Detail  string
	// CheckerFailed reports a FAIL the checker gave itself, by its exit
	// status: it found the input or the answer wrong. A checker that crashed
	// or ran past its limits is FAIL without it.
	CheckerFailed bool
	// Difference is where the output first parts from the answer, when
	// the comparison placed it, as Diff shows.
	Difference *Place
	// Picture, on a WA of grids, draws the answer's and the output's side
	// by side; nil for other outputs and for a checker's or float's WA.
	Picture *picture.Picture
}

// Comparer judges a program's output on an input against the answer.
type Comparer interface {
	Compare(input, output, answer []byte) (Judgement, error)
	// Close releases what the comparer built.
	Close() error
}

// NewComparer returns the comparer of c: exact, lines, tokens, float EPS
// or checker (see directive.Compare); a checker's command (see
// runner.Build) is built once here, and run under CheckerLimits(caseTime)
// for cases of the CPU time limit caseTime.
func NewComparer(c directive.Compare, caseTime time.Duration) (Comparer, error) {
	switch c.Mode {
	case "exact":
		return exact{}, nil
	case "lines":
		return lines{}, nil
	case "tokens":
		return tokenwise{}, nil
	case "float":
		return tokenwise{numbers: true, eps: c.Eps}, nil
	}
	if c.Checker == "" {
		return nil, errNoChecker
	}
	sol, err := runner.Build(c.Checker)
	if err != nil {
		return nil, err
	}
	return NewChecker(sol, caseTime), nil
}

// NewChecker returns the testlib checker sol, built, for cases of CPU time
// limit caseTime, of a problem not scored; its Close removes the build.
func NewChecker(sol *runner.Solution, caseTime time.Duration) *Checker {
	return &Checker{sol: sol, Limits: CheckerLimits(caseTime)}
}

// AuxMinTime is the least CPU time a checker or an interactor is given, and
// how much longer than that its wall-clock limit is.
const AuxMinTime = 5 * time.Second

// CheckerLimits returns the limits of a checker's run on a case whose CPU
// time limit is caseTime (0 for none): twice that and at least AuxMinTime of
// CPU time, as judges give their checkers more than the solution, and
// AuxMinTime more of wall-clock time, so that a checker that never ends is
// FAIL within seconds.
func CheckerLimits(caseTime time.Duration) runner.Limits {
	t := max(AuxMinTime, 2*caseTime)
	return runner.Limits{Time: t, Wall: t + AuxMinTime}
}

// exact accepts only the answer's bytes. An output that differs only in
// whitespace is a presentation error, as POJ, HDU and UVa judge it.
type exact struct{}

func (exact) Compare(_, output, answer []byte) (Judgement, error) {
	if bytes.Equal(output, answer) {
		return Judgement{Verdict: verdict.AC}, nil
	}
	d := Diff(answer, output)
	if equalTokens(output, answer) {
		return Judgement{Verdict: verdict.PE, Detail: "only whitespace differs: a judge comparing tokens would accept it\n" + d, Difference: FirstDifference(answer, output)}, nil
	}
	return Judgement{Verdict: verdict.WA, Detail: d, Difference: FirstDifference(answer, output), Picture: picture.NewPicture(answer, output)}, nil
}

func (exact) Close() error { return nil }

// lines accepts the answer's lines, each without the whitespace at its end,
// and without the empty lines at the end of the output: Luogu's rule.
type lines struct{}

func (lines) Compare(_, output, answer []byte) (Judgement, error) {
	want, got := trimmedLines(answer), trimmedLines(output)
	i := 0
	for i < len(want) && i < len(got) && bytes.Equal(want[i], got[i]) {
		i++
	}
	if i == len(want) && i == len(got) {
		return Judgement{Verdict: verdict.AC}, nil
	}
	return Judgement{Verdict: verdict.WA, Detail: fmt.Sprintf("line %d, trailing whitespace aside: want %s, got %s\n%s", i+1, quoteAt(want, i), quoteAt(got, i), Diff(answer, output)),
		Difference: FirstDifference(answer, output), Picture: picture.NewPicture(answer, output)}, nil
}

func (lines) Close() error { return nil }

// trimmedLines returns the lines of b without the whitespace at their ends,
// and without the empty lines at the end.
func trimmedLines(b []byte) [][]byte {
	ls := bytes.Split(b, []byte("\n"))
	for i, l := range ls {
		ls[i] = bytes.TrimRight(l, " \t\r\v\f")
	}
	for len(ls) > 0 && len(ls[len(ls)-1]) == 0 {
		ls = ls[:len(ls)-1]
	}
	return ls
}

// tokenwise accepts the answer's tokens, however spaced, as testlib's
// checkers read them (see tokens). With numbers set, a token of the answer
// that is a decimal number accepts any number within eps of it, absolutely
// or relatively, as testlib's doubleCompare does; every other token must be
// the same.
type tokenwise struct {
	numbers bool
	eps     float64
}

func (t tokenwise) Compare(_, output, answer []byte) (Judgement, error) {
	want, got := tokens(answer), tokens(output)
	i := 0
	for i < len(want) && i < len(got) && t.same(want[i], got[i]) {
		i++
	}
	if i == len(want) && i == len(got) {
		return Judgement{Verdict: verdict.AC}, nil
	}
	j := Judgement{Verdict: verdict.WA, Detail: fmt.Sprintf("token %d: want %s, got %s", i+1, quoteAt(want, i), quoteAt(got, i))}
	if i < len(want) && i < len(got) && t.numbers {
		j.Detail += t.error(want[i], got[i])
	}
	if !t.numbers { // a number within eps would show as a cell that differs
		j.Picture = picture.NewPicture(answer, output)
	}
	j.Detail += "\n" + Diff(answer, output)
	j.Difference = FirstDifference(answer, output)
	return j, nil
}

func (tokenwise) Close() error { return nil }

// same reports whether the output's token got matches the answer's token
// want.
func (t tokenwise) same(want, got []byte) bool {
	if bytes.Equal(want, got) {
		return true
	}
	w, ok := number(want)
	if !t.numbers || !ok {
		return false
	}
	g, ok := number(got)
	return ok && near(w, g, t.eps)
}

// error says by how much the number got misses the answer's number want, or
// that it is no number.
func (t tokenwise) error(want, got []byte) string {
	w, ok := number(want)
	if !ok {
		return ""
	}
	g, ok := number(got)
	if !ok {
		return ", not a number"
	}
	return fmt.Sprintf(", off by %.3g, more than %g absolutely and relatively", math.Abs(g-w), t.eps)
}

// number returns the value of a token that is a finite decimal number, such
// as -12, 0.5 or 1e-9 (not inf, nan or hexadecimal).
func number(tok []byte) (float64, bool) {
	digits := false
	for _, c := range tok {
		switch {
		case '0' <= c && c <= '9':
			digits = true
		case c != '+' && c != '-' && c != '.' && c != 'e' && c != 'E':
			return 0, false
		}
	}
	if !digits {
		return 0, false
	}
	v, err := strconv.ParseFloat(string(tok), 64)
	return v, err == nil
}

// near reports whether got is within eps of want, absolutely or relatively
// (eps times |want|), with testlib's allowance of 1e-15 for rounding.
func near(want, got, eps float64) bool {
	const slack = 1e-15
	if math.Abs(got-want) <= eps+slack {
		return true
	}
	lo, hi := want*(1-eps), want*(1+eps)
	if lo > hi {
		lo, hi = hi, lo
	}
	return got+slack >= lo && got <= hi+slack
}

// quoteAt quotes the token or line items[i], or says there is none; a long
// one is cut, with its length.
func quoteAt(items [][]byte, i int) string {
	if i >= len(items) {
		return "end of output"
	}
	item := items[i]
	if len(item) <= clipWidth {
		return strconv.Quote(string(item))
	}
	return fmt.Sprintf("%s (%d bytes)", clip(string(item[:clipWidth+1]), 0), len(item))
}

// tokens splits b into tokens as testlib does: at spaces, tabs, CRs and LFs
// only, so that a no-break space or a form feed is part of a token.
func tokens(b []byte) [][]byte {
	return bytes.FieldsFunc(b, func(r rune) bool { return r < 0x80 && isSpace(byte(r)) })
}

// equalTokens reports whether a and b hold the same tokens.
func equalTokens(a, b []byte) bool {
	x, y := tokens(a), tokens(b)
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if !bytes.Equal(x[i], y[i]) {
			return false
		}
	}
	return true
}

// Checker is a testlib-protocol checker: `CMD INPUT OUTPUT ANSWER` exits
// with one of testlib's codes in testlib.ExitCodes, its message on stderr.
// A checker that crashes or passes its Limits is FAIL, saying so with what
// it wrote on stderr.
type Checker struct {
	sol *runner.Solution
	// Limits limit each run of the checker (see CheckerLimits).
	Limits runner.Limits
	// Scored reports a problem whose tests are scored, such as a Polygon
	// problem with points: testlib's points exit accepts the output, with
	// the score the message gives. A judge of accepted or not takes it
	// for no verdict.
	Scored bool
}

// Compare runs the checker on the three files.
func (c *Checker) Compare(input, output, answer []byte) (Judgement, error) {
	dir, err := tempdir.New("checker")
	if err != nil {
		return Judgement{}, err
	}
	defer os.RemoveAll(dir)
	var args []string
	for _, f := range []struct {
		name string
		data []byte
	}{{"input", input}, {"output", output}, {"answer", answer}} {
		path := filepath.Join(dir, f.name)
		if err := os.WriteFile(path, f.data, 0o644); err != nil {
			return Judgement{}, err
		}
		args = append(args, path)
	}
	r, err := c.sol.Run(nil, c.Limits, args...)
	if err != nil {
		return Judgement{}, fmt.Errorf("checker %s: %v", c.sol.Name, err)
	}
	msg := strings.TrimSpace(string(r.Stderr))
	if msg == "" {
		msg = strings.TrimSpace(term.Escape(string(r.Stdout)))
	}
	if r.TimedOut || r.Signal != 0 || r.MemoryExceeded {
		return Judgement{Verdict: verdict.FAIL, Detail: c.failure(r, msg)}, nil
	}
	if r.ExitCode == testlib.Points && c.Scored {
		return Judgement{Verdict: verdict.AC, Detail: msg}, nil
	}
	return exitJudgement(r.ExitCode, msg), nil
}

// failure says why the checker's run r failed, with its message msg.
func (c *Checker) failure(r runner.Result, msg string) string {
	why := "killed by signal " + r.Signal.String()
	switch {
	case r.WallTimedOut:
		why = fmt.Sprintf("still running at its wall-clock limit, %s (%s of CPU time): it must end", verdict.FormatTime(c.Limits.WallLimit()), verdict.FormatTime(r.CPU))
	case r.TimedOut:
		why = fmt.Sprintf("past its CPU time limit, %s (twice the case's, at least %s)", verdict.FormatTime(c.Limits.Time), verdict.FormatTime(AuxMinTime))
	case r.MemoryExceeded:
		why = "past its memory limit"
	}
	if msg == "" {
		msg = "nothing on stderr"
	}
	return fmt.Sprintf("the checker %s failed: %s; it wrote: %s", c.sol.Name, why, msg)
}

// exitJudgement returns the judgement of a testlib checker's exit status
// code with its message msg (see testlib.ExitCodes). A presentation error is
// WA, as the judges that run testlib checkers count it.
func exitJudgement(code int, msg string) Judgement {
	e, _ := testlib.LookupExit("testlib", code)
	switch e.Verdict {
	case "AC", "WA":
		return Judgement{Verdict: verdict.Verdict(e.Verdict), Detail: msg}
	case "PE":
		return Judgement{Verdict: verdict.WA, Detail: "presentation error: " + msg}
	case "":
		return Judgement{Verdict: verdict.FAIL, Detail: fmt.Sprintf("checker exit status %d, not a verdict of testlib's (%s): %s", code, testlib.DescribeExits("testlib"), msg)}
	}
	return Judgement{Verdict: verdict.FAIL, Detail: fmt.Sprintf("checker exit status %d: %s", code, msg), CheckerFailed: true}
}

// Close removes the checker's build.
func (c *Checker) Close() error { return c.sol.Close() }

// errNoChecker is returned by NewComparer for mode checker without a command.
var errNoChecker = errors.New("compare mode checker needs a checker command")
