package judging

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/runner"
)

// Judgement is the verdict on one output and what supports it: on WA the
// diff or the checker's message.
type Judgement struct {
	Verdict Verdict
	Detail  string
}

// Comparer judges a program's output on an input against the answer.
type Comparer interface {
	Compare(input, output, answer []byte) (Judgement, error)
	// Close releases what the comparer built.
	Close() error
}

// NewComparer returns the comparer of mode exact, lines, tokens or checker;
// checker is the checker command (see runner.Build), built once here.
func NewComparer(mode, checker string) (Comparer, error) {
	switch mode {
	case "exact":
		return exact{}, nil
	case "lines":
		return lines{}, nil
	case "tokens":
		return tokens{}, nil
	case "checker":
		if checker == "" {
			return nil, errNoChecker
		}
		sol, err := runner.Build(checker)
		if err != nil {
			return nil, err
		}
		return &Checker{sol: sol, Time: time.Minute}, nil
	}
	return nil, fmt.Errorf("unknown compare mode %q, want exact, lines, tokens or checker", mode)
}

// exact accepts only the answer's bytes. An output that differs only in
// whitespace is a presentation error, as POJ, HDU and UVa judge it.
type exact struct{}

func (exact) Compare(_, output, answer []byte) (Judgement, error) {
	if bytes.Equal(output, answer) {
		return Judgement{Verdict: AC}, nil
	}
	d := Diff(answer, output)
	if equalTokens(output, answer) {
		return Judgement{Verdict: PE, Detail: "only whitespace differs: a judge comparing tokens would accept it\n" + d}, nil
	}
	return Judgement{Verdict: WA, Detail: d}, nil
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
		return Judgement{Verdict: AC}, nil
	}
	return Judgement{Verdict: WA, Detail: fmt.Sprintf("line %d, trailing whitespace aside: want %s, got %s\n%s", i+1, quoteAt(want, i), quoteAt(got, i), Diff(answer, output))}, nil
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

// tokens accepts the answer's whitespace-separated tokens, however spaced.
type tokens struct{}

func (tokens) Compare(_, output, answer []byte) (Judgement, error) {
	if equalTokens(output, answer) {
		return Judgement{Verdict: AC}, nil
	}
	want, got := bytes.Fields(answer), bytes.Fields(output)
	i := 0
	for i < len(want) && i < len(got) && bytes.Equal(want[i], got[i]) {
		i++
	}
	return Judgement{Verdict: WA, Detail: fmt.Sprintf("token %d: want %s, got %s\n%s", i+1, quoteAt(want, i), quoteAt(got, i), Diff(answer, output))}, nil
}

func (tokens) Close() error { return nil }

// quoteAt quotes the token or line items[i], or says there is none.
func quoteAt(items [][]byte, i int) string {
	if i >= len(items) {
		return "end of output"
	}
	return fmt.Sprintf("%q", items[i])
}

// equalTokens reports whether a and b hold the same tokens.
func equalTokens(a, b []byte) bool {
	x, y := bytes.Fields(a), bytes.Fields(b)
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

// Checker is a testlib-protocol checker: `CMD INPUT OUTPUT ANSWER` exits 0
// (accepted), 1 (wrong answer), 2 (presentation error, judged WA) or 3
// (FAIL), with its message on stderr.
type Checker struct {
	sol *runner.Solution
	// Time limits each run of the checker.
	Time time.Duration
}

// Compare runs the checker on the three files.
func (c *Checker) Compare(input, output, answer []byte) (Judgement, error) {
	dir, err := os.MkdirTemp("", "ojkit-check-")
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
	r, err := c.sol.Run(nil, runner.Limits{Time: c.Time}, args...)
	if err != nil {
		return Judgement{}, fmt.Errorf("checker %s: %v", c.sol.Name, err)
	}
	msg := strings.TrimSpace(string(r.Stderr))
	if msg == "" {
		msg = strings.TrimSpace(string(r.Stdout))
	}
	switch {
	case r.TimedOut || r.Signal != 0:
		v, note := Classify(r, runner.Limits{})
		return Judgement{Verdict: FAIL, Detail: fmt.Sprintf("checker %s: %s %s", c.sol.Name, v, note)}, nil
	case r.ExitCode == 0:
		return Judgement{Verdict: AC, Detail: msg}, nil
	case r.ExitCode == 1:
		return Judgement{Verdict: WA, Detail: msg}, nil
	case r.ExitCode == 2:
		return Judgement{Verdict: WA, Detail: "presentation error: " + msg}, nil
	}
	return Judgement{Verdict: FAIL, Detail: fmt.Sprintf("checker exit status %d: %s", r.ExitCode, msg)}, nil
}

// Close removes the checker's build.
func (c *Checker) Close() error { return c.sol.Close() }
