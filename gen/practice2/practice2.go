// Package practice2 is practice2's entry in gen's registry (see gen/problem):
// its second solutions, its tools and how its inputs are made, checked and
// shrunk.
package practice2

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/ojkit/ojkit/gen/problem"
	"github.com/ojkit/ojkit/gen/rng"
)

// practice2 is AtCoder Practice Contest B "Interactive Sorting", an
// interactive problem: its inputs are the interactor's INPUT files (see
// Sorting), not what the solution reads.
type practice2 struct{}

func init() {
	problem.Register(problem.Entry{ID: "practice2", Solutions: []string{"insertion"}, Tools: []string{"interactor"}, Gen: practice2{}})
}

// The subtasks of practice_2: (N, Q).
var sortingSubtasks = [][2]int{{26, 1000}, {26, 100}, {5, 7}}

var practice2Kinds = []problem.Kind{
	{Name: "random", Doc: "a random subtask, (26, 1000), (26, 100) or (5, 7), and a random order of the balls' weights"},
	{Name: "adaptive", Doc: "a random subtask and the interactor's adversary, which answers so as to keep the most orders possible"},
}

func (practice2) ID() string                          { return "practice2" }
func (practice2) Kinds() []problem.Kind               { return practice2Kinds }
func (practice2) Join(c [][]byte) []byte              { return bytes.Join(c, nil) }
func (p practice2) Cases(in []byte) ([][]byte, error) { return problem.OneCase(p, in) }

// Sorting is a test of practice_2 as its interactor reads it: the first line
// `N Q`, and the second either the N labels from the lightest ball to the
// heaviest, or `adaptive SEED`: no weights fixed, the adversary answering,
// its ties broken by SEED.
type Sorting struct {
	N, Q     int
	Order    string // the labels by weight, or "" when adaptive
	Adaptive bool
	Seed     uint64
}

// Text writes the test in its input format.
func (s Sorting) Text() []byte {
	if s.Adaptive {
		return []byte(fmt.Sprintf("%d %d\nadaptive %d\n", s.N, s.Q, s.Seed))
	}
	return []byte(fmt.Sprintf("%d %d\n%s\n", s.N, s.Q, s.Order))
}

func (practice2) Generate(o problem.Options) ([]byte, error) {
	if o.N > 1 {
		return nil, fmt.Errorf("-n %d: a practice2 input holds one test", o.N)
	}
	r := rng.New(o.Seed)
	sub := sortingSubtasks[r.IntN(len(sortingSubtasks))]
	s := Sorting{N: sub[0], Q: sub[1]}
	switch o.Kind {
	case "", "random":
		var b strings.Builder
		for _, i := range r.Perm(s.N) {
			b.WriteByte(byte('A' + i))
		}
		s.Order = b.String()
	case "adaptive":
		s.Adaptive, s.Seed = true, r.Uint64()%1000000
	default:
		return nil, fmt.Errorf("practice2 has no kind %q; its kinds: %v", o.Kind, problem.KindNames(practice2{}))
	}
	return s.Text(), nil
}

func (practice2) Validate(name string, input []byte) error {
	_, err := ParseSorting(name, input)
	return err
}

// ParseSorting checks a practice_2 test strictly (see Sorting) and returns
// it; name is the file's name in errors.
func ParseSorting(name string, input []byte) (Sorting, error) {
	t, err := problem.SplitLines(name, input)
	if err != nil {
		return Sorting{}, err
	}
	nq, err := t.ReadFields("`N Q`", problem.Field{Name: "N", Lo: 1, Hi: 26}, problem.Field{Name: "Q", Lo: 1, Hi: 1000})
	if err != nil {
		return Sorting{}, err
	}
	s := Sorting{N: nq[0], Q: nq[1]}
	if !isSubtask(s.N, s.Q) {
		return Sorting{}, t.Errorf(1, 1, "(N, Q) = (%d, %d): want (26, 1000), (26, 100) or (5, 7)", s.N, s.Q)
	}
	if t.EOF() {
		return Sorting{}, t.Errorf(t.LineNo(), 1, "input ends early: want the order of the weights or `adaptive SEED`")
	}
	line := t.Peek()
	if seed, ok := strings.CutPrefix(line, "adaptive "); ok {
		v, err := strconv.ParseUint(seed, 10, 64)
		if err != nil || strconv.FormatUint(v, 10) != seed {
			return Sorting{}, t.Errorf(t.LineNo(), len("adaptive ")+1, "want `adaptive SEED`, SEED a whole number")
		}
		s.Adaptive, s.Seed = true, v
	} else if err := checkOrder(line, s.N); err != nil {
		return Sorting{}, t.Errorf(t.LineNo(), err.col, "%s", err.msg)
	} else {
		s.Order = line
	}
	t.Next++
	return s, t.EndOfInput("the second line")
}

// isSubtask reports whether (n, q) is a subtask of practice_2.
func isSubtask(n, q int) bool {
	for _, s := range sortingSubtasks {
		if s == [2]int{n, q} {
			return true
		}
	}
	return false
}

// orderError is a fault of an order line: its column and what is wrong.
type orderError struct {
	col int
	msg string
}

// checkOrder checks that line holds each of the first n capital letters once.
func checkOrder(line string, n int) *orderError {
	seen := map[byte]bool{}
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c < 'A' || c >= byte('A'+n):
			return &orderError{i + 1, fmt.Sprintf("%q is not one of the first %d capital letters (or want `adaptive SEED`)", c, n)}
		case seen[c]:
			return &orderError{i + 1, fmt.Sprintf("%c twice in the order", c)}
		}
		seen[c] = true
	}
	if len(line) != n {
		return &orderError{len(line) + 1, fmt.Sprintf("an order of %d balls, want %d", len(line), n)}
	}
	return nil
}

// Simpler makes the weights nearer to the labels' order, one swap of
// neighbours out of order at a time, and an adversary's seed 0.
func (practice2) Simpler(c []byte) [][]byte {
	s, err := ParseSorting("case", c)
	if err != nil {
		return nil
	}
	if s.Adaptive {
		if s.Seed == 0 {
			return nil
		}
		s.Seed = 0
		return [][]byte{s.Text()}
	}
	var out [][]byte
	for i := 0; i+1 < len(s.Order); i++ {
		if s.Order[i] > s.Order[i+1] {
			v := []byte(s.Order)
			v[i], v[i+1] = v[i+1], v[i]
			w := s
			w.Order = string(v)
			out = append(out, w.Text())
		}
	}
	return out
}
