package compare

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/tempdir"
	"github.com/ojkit/ojkit/internal/term"
	"github.com/ojkit/ojkit/internal/verdict"
)

// The exit statuses of a Kattis output validator (and of an input
// validator): 42 accepts, 43 rejects.
const (
	KattisAccept = 42
	KattisReject = 43
)

// KattisDefault is the default output validator of the Kattis problem
// package format, as problemtools' default_validator judges: tokens compared
// case-insensitively, whitespace ignored, unless its flags say otherwise.
type KattisDefault struct {
	caseSensitive, spaceSensitive bool
	// absTol and relTol are the float tolerances, negative when unset.
	absTol, relTol float64
}

// NewKattisDefault returns the default validator with the flags of a
// problem and its test group: case_sensitive, space_change_sensitive,
// float_tolerance EPS, float_relative_tolerance EPS and
// float_absolute_tolerance EPS.
func NewKattisDefault(flags []string) (*KattisDefault, error) {
	k := &KattisDefault{absTol: -1, relTol: -1}
	for i := 0; i < len(flags); i++ {
		switch f := flags[i]; f {
		case "case_sensitive":
			k.caseSensitive = true
		case "space_change_sensitive":
			k.spaceSensitive = true
		case "float_tolerance", "float_relative_tolerance", "float_absolute_tolerance":
			if i+1 == len(flags) {
				return nil, fmt.Errorf("validator flag %s: want a number after it", f)
			}
			i++
			eps, ok := kattisFloat(flags[i])
			if !ok {
				return nil, fmt.Errorf("validator flag %s %s: want a number", f, flags[i])
			}
			if f != "float_absolute_tolerance" {
				k.relTol = eps
			}
			if f != "float_relative_tolerance" {
				k.absTol = eps
			}
		default:
			return nil, fmt.Errorf("validator flag %q: the default validator knows case_sensitive, space_change_sensitive, float_tolerance, float_relative_tolerance and float_absolute_tolerance", f)
		}
	}
	return k, nil
}

// kattisFloat parses a token as the default validator's isfloat does: a
// whole finite number.
func kattisFloat(tok string) (float64, bool) {
	v, err := strconv.ParseFloat(tok, 64)
	if err != nil && !strings.Contains(err.Error(), "range") {
		return 0, false
	}
	return v, !math.IsInf(v, 0) && !math.IsNaN(v)
}

// kattisSpace reports whether C's isspace holds for c.
func kattisSpace(c byte) bool {
	return c == ' ' || '\t' <= c && c <= '\r'
}

// kattisToken is a token and the whitespace before it.
type kattisToken struct {
	space, text []byte
	line        int
}

// kattisTokens splits b into tokens, each with the whitespace before it;
// the last element holds the trailing whitespace and no text.
func kattisTokens(b []byte) []kattisToken {
	var ts []kattisToken
	line := 1
	for i := 0; ; {
		j := i
		for j < len(b) && kattisSpace(b[j]) {
			if b[j] == '\n' {
				line++
			}
			j++
		}
		k := j
		for k < len(b) && !kattisSpace(b[k]) {
			k++
		}
		ts = append(ts, kattisToken{space: b[i:j], text: b[j:k], line: line})
		if k == j {
			return ts
		}
		i = k
	}
}

// Compare judges output against answer.
func (k *KattisDefault) Compare(_, output, answer []byte) (Judgement, error) {
	want, got := kattisTokens(answer), kattisTokens(output)
	for i := 0; ; i++ { // each list ends in a token without text
		w, g := want[i], got[i]
		switch {
		case k.spaceSensitive && !bytes.Equal(w.space, g.space):
			return k.wrong(w, g, fmt.Sprintf("Space change error: want %q, got %q", w.space, g.space)), nil
		case len(w.text) == 0 && len(g.text) == 0:
			return Judgement{Verdict: verdict.AC}, nil
		case len(w.text) == 0:
			return k.wrong(w, g, "Trailing output:\n"+shortToken(g.text)), nil
		case len(g.text) == 0:
			return k.wrong(w, g, fmt.Sprintf("User EOF while judge had more output\n(Next judge token: %s)", shortToken(w.text))), nil
		}
		if why := k.mismatch(w.text, g.text); why != "" {
			return k.wrong(w, g, why), nil
		}
	}
}

// mismatch says why the output's token got does not match the answer's
// token want, or returns "".
func (k *KattisDefault) mismatch(want, got []byte) string {
	if jv, ok := kattisFloat(string(want)); ok && (k.absTol >= 0 || k.relTol >= 0) {
		tv, ok := kattisFloat(string(got))
		if !ok {
			return "Expected float, got: " + shortToken(got)
		}
		d := math.Abs(jv - tv)
		if d <= k.absTol || d <= k.relTol*math.Abs(jv) {
			return ""
		}
		return fmt.Sprintf("Too large difference.\n Judge: %s\n User:  %s\n Absolute error: %g (abs tolerance %g)\n Relative error: %g (rel tolerance %g)",
			shortToken(want), shortToken(got), d, k.absTol, d/math.Abs(jv), k.relTol)
	}
	if bytes.Equal(want, got) || !k.caseSensitive && bytes.EqualFold(want, got) {
		return ""
	}
	return fmt.Sprintf("String tokens mismatch\nJudge: %q\nUser: %q", shortToken(want), shortToken(got))
}

// wrong returns a WA that says where, as the default validator's
// judgemessage.txt does.
func (k *KattisDefault) wrong(w, g kattisToken, why string) Judgement {
	return Judgement{Verdict: verdict.WA, Detail: fmt.Sprintf("Wrong answer on line %d of output (corresponding to line %d in answer file)\n%s", g.line, w.line, why)}
}

// shortToken shortens a token for a message.
func shortToken(tok []byte) string {
	if len(tok) <= 35 {
		return string(tok)
	}
	return string(tok[:30]) + "..."
}

// Close releases nothing.
func (*KattisDefault) Close() error { return nil }

// KattisValidator is a custom output validator of the Kattis problem
// package format: `VALIDATOR input answer feedback_dir [flags] < output`
// accepts with exit status 42 and rejects with 43, its message in
// feedback_dir/judgemessage.txt; any other end is FAIL.
type KattisValidator struct {
	sol *runner.Solution
	// Limits limit each run (see CheckerLimits).
	Limits runner.Limits
	// Flags follow the feedback directory on the validator's command line.
	Flags []string
	owner bool // Close removes the build
}

// NewKattisValidator returns the validator sol, built, to judge cases whose
// CPU time limit is caseTime; its Close removes the build.
func NewKattisValidator(sol *runner.Solution, caseTime time.Duration) *KattisValidator {
	return &KattisValidator{sol: sol, Limits: CheckerLimits(caseTime), owner: true}
}

// WithFlags returns the validator run with flags, sharing v's build: its
// Close leaves the build to v's.
func (v *KattisValidator) WithFlags(flags []string) *KattisValidator {
	return &KattisValidator{sol: v.sol, Limits: v.Limits, Flags: flags}
}

// Compare runs the validator on the case.
func (v *KattisValidator) Compare(input, output, answer []byte) (Judgement, error) {
	dir, err := tempdir.New("validator")
	if err != nil {
		return Judgement{}, err
	}
	defer os.RemoveAll(dir)
	if err := os.Mkdir(filepath.Join(dir, FeedbackDir), 0o755); err != nil {
		return Judgement{}, err
	}
	return v.Validate(context.Background(), dir, input, output, answer)
}

// Validate runs the validator on the case in dir, a directory of the
// caller's holding the feedback directory, dir/feedback, which keeps what
// the validator writes there: a multi-pass problem's validator writes the
// next pass's input there, and reads what it wrote in earlier passes.
func (v *KattisValidator) Validate(ctx context.Context, dir string, input, output, answer []byte) (Judgement, error) {
	in, ans, feedback := filepath.Join(dir, "input"), filepath.Join(dir, "answer"), filepath.Join(dir, FeedbackDir)
	if err := writeEach(map[string][]byte{in: input, ans: answer}); err != nil {
		return Judgement{}, err
	}
	os.Remove(filepath.Join(feedback, "judgemessage.txt")) // each pass's own
	args := append([]string{in, ans, feedback + string(filepath.Separator)}, v.Flags...)
	// The validator writes its feedback in dir, which it sees writable.
	r, err := v.sol.Invoke(ctx, runner.Invocation{Input: output, Dir: dir, Args: args}, v.Limits)
	if err != nil {
		return Judgement{}, fmt.Errorf("output validator %s: %v", v.sol.Name, err)
	}
	msg := KattisMessage(feedback, r.Stderr)
	switch {
	case r.TimedOut || r.Signal != 0 || r.MemoryExceeded:
		return Judgement{Verdict: verdict.FAIL, Detail: fmt.Sprintf("the output validator %s failed: %s", v.sol.Name, crash(r, v.Limits, msg))}, nil
	case r.ExitCode == KattisAccept:
		return Judgement{Verdict: verdict.AC, Detail: msg}, nil
	case r.ExitCode == KattisReject:
		return Judgement{Verdict: verdict.WA, Detail: msg}, nil
	}
	return Judgement{Verdict: verdict.FAIL, Detail: fmt.Sprintf("output validator exit status %d, neither 42 (accept) nor 43 (reject): %s", r.ExitCode, msg), CheckerFailed: true}, nil
}

// Close removes the validator's build, unless it is shared (see WithFlags).
func (v *KattisValidator) Close() error {
	if !v.owner {
		return nil
	}
	return v.sol.Close()
}

// KattisMessage returns what a Kattis validator said: its
// judgemessage.txt in the feedback directory, or else its stderr.
func KattisMessage(feedback string, stderr []byte) string {
	data, err := os.ReadFile(filepath.Join(feedback, "judgemessage.txt"))
	if err != nil || len(bytes.TrimSpace(data)) == 0 {
		data = stderr
	}
	const most = 2000
	s := strings.TrimSpace(term.Escape(string(data)))
	if len(s) > most {
		s = s[:most] + "..."
	}
	return s
}

// crash says how a helper program's run r under lim ended when it did not
// exit, with its message msg.
func crash(r runner.Result, lim runner.Limits, msg string) string {
	why := "killed by signal " + r.Signal.String()
	switch {
	case r.WallTimedOut:
		why = fmt.Sprintf("still running at its wall-clock limit, %s", verdict.FormatTime(lim.WallLimit()))
	case r.TimedOut:
		why = fmt.Sprintf("past its CPU time limit, %s", verdict.FormatTime(lim.Time))
	case r.MemoryExceeded:
		why = "past its memory limit"
	}
	if msg == "" {
		msg = "nothing on stderr"
	}
	return why + "; it wrote: " + msg
}

// writeEach writes each file of files.
func writeEach(files map[string][]byte) error {
	for path, data := range files {
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Command returns the command line that runs the validator (see
// runner.Solution.Command).
func (v *KattisValidator) Command() []string { return v.sol.Command() }

// FeedbackDir is the name of a Kattis output validator's feedback
// directory in the directory of a case's files.
const FeedbackDir = "feedback"

// TakeNextPass returns the nextpass.in that a Kattis output validator wrote
// into its feedback directory to ask for another pass of a multi-pass
// problem, and removes it, or returns nil when it wrote none.
func TakeNextPass(feedback string) ([]byte, error) {
	path := filepath.Join(feedback, "nextpass.in")
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return data, os.Remove(path)
}
