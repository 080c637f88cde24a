package stress

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/verdict"
)

// toolTime is the time limit of one run of a user's generator or validator.
const toolTime = 30 * time.Second

// commandSource is the user's own generator, run as `GEN SEED` with one input
// on its stdout (testlib's convention: deterministic from its arguments),
// and optionally the user's validator, which reads an input on stdin and
// exits 0 when it is valid. Without a problem-aware gen, an input's cases
// are its lines, or what its first line counts (see Cases), and a case is
// made simpler by dropping one of its tokens or making an integer token
// smaller (see Simpler).
type commandSource struct {
	gen      *runner.Solution
	validate *runner.Solution // nil: every input is valid
	// countEnd is set by Cases when the first line of the input counts its
	// cases: what follows the count on that line (its newline). Join then
	// writes the new count and countEnd in front of the cases.
	countEnd []byte
}

// newCommandSource builds the generator and, if validate is not empty, the
// validator.
func newCommandSource(gen, validate string) (*commandSource, error) {
	g, err := runner.Build(gen)
	if err != nil {
		return nil, fmt.Errorf("-gen: %w", err)
	}
	c := &commandSource{gen: g}
	if validate != "" {
		if c.validate, err = runner.Build(validate); err != nil {
			c.Close()
			return nil, fmt.Errorf("-validate: %w", err)
		}
	}
	return c, nil
}

// Close removes the builds.
func (c *commandSource) Close() error {
	err := c.gen.Close()
	if c.validate != nil {
		err = errors.Join(err, c.validate.Close())
	}
	return err
}

// Generate runs the generator with the seed as its one argument.
func (c *commandSource) Generate(ctx context.Context, seed uint64) ([]byte, error) {
	arg := strconv.FormatUint(seed, 10)
	out, err := runTool(ctx, c.gen, nil, arg)
	if err != nil {
		return nil, fmt.Errorf("-gen %s %s: %v", c.gen.Name, arg, err)
	}
	return out, nil
}

// Validate runs the validator on input; name is the input's name in the
// error.
func (c *commandSource) Validate(ctx context.Context, name string, input []byte) error {
	if c.validate == nil {
		return nil
	}
	if _, err := runTool(ctx, c.validate, input); err != nil {
		return fmt.Errorf("%s: -validate %s: %v", name, c.validate.Name, err)
	}
	return nil
}

// Validates reports whether -validate was given.
func (c *commandSource) Validates() bool { return c.validate != nil }

// runTool runs the generator or validator sol on input with args, within
// toolTime, and returns its output. A run that does not exit 0 is an error
// saying how it ended, with the first and last lines of its stderr (a Go
// panic says what went wrong first, a Python traceback last).
func runTool(ctx context.Context, sol *runner.Solution, input []byte, args ...string) ([]byte, error) {
	// The user's own tools see the user's files, as a generator that reads
	// a list of words needs.
	r, err := sol.Invoke(ctx, runner.Invocation{Input: input, Args: args, Unconfined: true}, runner.Limits{Time: toolTime})
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		return nil, err
	}
	v, what := verdict.Classify(r, runner.Limits{})
	if v == "" {
		return r.Stdout, nil
	}
	stderr := strings.TrimSpace(string(r.Stderr))
	if first := cli.FirstLine(stderr); first != "" {
		what += ": " + first
		if last := strings.TrimSpace(stderr[strings.LastIndexByte(stderr, '\n')+1:]); last != first {
			what += " … " + last
		}
	}
	return nil, errors.New(what)
}

// Cases splits input into its cases. When the first line is one integer K
// and the other lines split into K groups of the same length, as in the
// common "T, then T cases" layout, the cases are those groups and Join writes
// their count in front. When instead the first line is an integer n and n
// tokens follow ("n, then n numbers"), the input is one case, which Simpler
// shortens with its count. Otherwise the cases are the lines, each with its
// newline.
func (c *commandSource) Cases(input []byte) ([][]byte, error) {
	lines := bytes.SplitAfter(input, []byte("\n"))
	if len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	c.countEnd = nil
	if len(lines) < 2 {
		return lines, nil
	}
	count := bytes.TrimRight(lines[0], " \t\r\n")
	k, err := strconv.Atoi(string(count))
	rest := lines[1:]
	switch {
	case err != nil || k < 1:
		return lines, nil
	case len(rest)%k != 0 && len(tokens(bytes.Join(rest, nil))) == k:
		return [][]byte{input}, nil
	case len(rest)%k != 0:
		return lines, nil
	}
	c.countEnd = lines[0][len(count):]
	per := len(rest) / k
	cases := make([][]byte, k)
	for i := range cases {
		cases[i] = bytes.Join(rest[i*per:(i+1)*per], nil)
	}
	return cases, nil
}

// Join concatenates the cases, after their count when Cases found one.
func (c *commandSource) Join(cases [][]byte) []byte {
	var out []byte
	if c.countEnd != nil {
		out = strconv.AppendInt(out, int64(len(cases)), 10)
		out = append(out, c.countEnd...)
	}
	for _, cs := range cases {
		out = append(out, cs...)
	}
	return out
}

// Simpler returns variants of a case, simplest first: each with one token
// dropped (see dropToken); each with one token dropped and the case's first
// token, when it is a positive integer, one less (a count of what follows,
// as in "n, then n numbers"); then each with one integer token replaced by
// 0, half its value or the integer one nearer 0.
func (c *commandSource) Simpler(line []byte) [][]byte {
	toks := tokens(line)
	var out [][]byte
	for i := range toks {
		out = append(out, dropToken(line, toks, i))
	}
	if n, err := strconv.ParseInt(tokenText(line, toks, 0), 10, 64); err == nil && n > 0 {
		count := []byte(strconv.FormatInt(n-1, 10))
		for i := 1; i < len(toks); i++ {
			dropped := dropToken(line, toks, i)
			out = append(out, slices.Concat(dropped[:toks[0].start], count, dropped[toks[0].end:]))
		}
	}
	for i, t := range toks {
		v, err := strconv.ParseInt(tokenText(line, toks, i), 10, 64)
		if err != nil || v == 0 {
			continue
		}
		seen := map[int64]bool{v: true}
		nearer := v - 1
		if v < 0 {
			nearer = v + 1
		}
		for _, s := range []int64{0, v / 2, nearer} {
			if !seen[s] {
				seen[s] = true
				out = append(out, slices.Concat(line[:t.start], []byte(strconv.FormatInt(s, 10)), line[t.end:]))
			}
		}
	}
	return out
}

// dropToken returns a copy of line without its token i and the blanks that
// separate it from the rest of its line: those before it, or after it when it
// comes first on its line; a token alone on its line goes with the whole line.
func dropToken(line []byte, toks []span, i int) []byte {
	from, to := toks[i].start, toks[i].end
	switch {
	case i > 0 && bytes.IndexByte(line[toks[i-1].end:from], '\n') < 0:
		from = toks[i-1].end
	case i+1 < len(toks) && bytes.IndexByte(line[to:toks[i+1].start], '\n') < 0:
		to = toks[i+1].start
	default:
		from = bytes.LastIndexByte(line[:from], '\n') + 1
		if nl := bytes.IndexByte(line[to:], '\n'); nl >= 0 {
			to += nl + 1
		} else {
			to = len(line)
		}
	}
	return slices.Concat(line[:from], line[to:])
}

// tokenText returns token i of line, or "" if there is none.
func tokenText(line []byte, toks []span, i int) string {
	if i >= len(toks) {
		return ""
	}
	return string(line[toks[i].start:toks[i].end])
}

// span is a token's place in a line: line[start:end].
type span struct{ start, end int }

// tokens returns the places of the blank-separated tokens of line.
func tokens(line []byte) []span {
	var out []span
	for i := 0; i < len(line); {
		if isBlank(line[i]) {
			i++
			continue
		}
		j := i
		for j < len(line) && !isBlank(line[j]) {
			j++
		}
		out = append(out, span{i, j})
		i = j
	}
	return out
}

func isBlank(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\r'
}
