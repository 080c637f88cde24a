// Command interactor is the interactor of AtCoder Practice Contest B
// "Interactive Sorting" (problems/practice2), in the testlib convention:
//
//	interactor INPUT OUTPUT [ANSWER]
//
// INPUT is the test (see gen -p practice2): `N Q`, then the labels from the
// lightest ball to the heaviest, or `adaptive SEED`. The interactor writes
// `N Q` to the solution, answers each query `? c1 c2` with `<` (c1 is
// lighter) or `>`, and judges the answer `! ORDER`, which it writes to
// OUTPUT. Queries and answers are read as whitespace-separated tokens.
//
// With fixed weights the answer must be their order. An adaptive test has no
// weights: an adversary answers each query consistently with every earlier
// answer, choosing the answer that keeps the most orders possible (counted
// exactly for up to 10 balls; for more, the answer that makes the fewest
// new pairs of balls comparable), and accepts only an order that the answers
// force, so that a solution that was merely lucky is caught.
//
// Exit status and the one-line message on stderr, as testlib's:
//
//	0 ok            the balls sorted within Q queries
//	1 wrong answer  more than Q queries, a wrong or unforced order
//	2 wrong output  a malformed query or answer, a label out of range
//	3 FAIL          bad usage or a bad INPUT file
//
// Example:
//
//	ojkit judge -p practice2 -v ./problems/practice2
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"

	"github.com/ojkit/ojkit/gen/practice2"
	"github.com/ojkit/ojkit/gen/rng"
	"github.com/ojkit/ojkit/internal/testlib"
)

func main() {
	if len(os.Args) < 3 || len(os.Args) > 4 {
		fmt.Fprintln(os.Stderr, "usage: interactor INPUT OUTPUT [ANSWER] (a practice2 test; the solution on stdin and stdout)")
		os.Exit(testlib.Fail)
	}
	input, err := os.ReadFile(os.Args[1])
	if err != nil {
		fail(err)
	}
	test, err := practice2.ParseSorting(os.Args[1], input)
	if err != nil {
		fail(err)
	}
	code, msg, order := interact(test, os.Stdin, os.Stdout)
	if err := os.WriteFile(os.Args[2], []byte(order+"\n"), 0o644); err != nil {
		fail(err)
	}
	fmt.Fprintln(os.Stderr, msg)
	os.Exit(code)
}

// fail reports a failure of the interactor itself.
func fail(err error) {
	fmt.Fprintln(os.Stderr, "FAIL", err)
	os.Exit(testlib.Fail)
}

// oracle answers queries and judges the final order.
type oracle interface {
	// lighter answers the query whether ball a is lighter than ball b.
	lighter(a, b int) bool
	// judge returns "" if order is accepted, else why not.
	judge(order []int) string
}

// newOracle returns the oracle of a test: its fixed weights, or an
// adversary.
func newOracle(t practice2.Sorting) oracle {
	if t.Adaptive {
		return newAdversary(t.N, rng.New(t.Seed))
	}
	var w fixed
	for i := 0; i < len(t.Order); i++ {
		w.rank[t.Order[i]-'A'] = i
	}
	return &w
}

// interact talks with the solution, returning the exit status, the message
// and the solution's order as it wrote it.
func interact(t practice2.Sorting, sol io.Reader, toSol io.Writer) (int, string, string) {
	fmt.Fprintf(toSol, "%d %d\n", t.N, t.Q)
	o := newOracle(t)
	sc := bufio.NewScanner(sol)
	sc.Split(bufio.ScanWords)
	next := func() (string, bool) {
		if !sc.Scan() {
			return "", false
		}
		return sc.Text(), true
	}
	for queries := 0; ; {
		cmd, ok := next()
		if !ok {
			return testlib.WrongAnswer, fmt.Sprintf("wrong answer the solution ended after %d queries without an answer", queries), ""
		}
		switch cmd {
		case "?":
			queries++
			if queries > t.Q {
				return testlib.WrongAnswer, fmt.Sprintf("wrong answer more than %d queries", t.Q), ""
			}
			a, msg := label(next, t.N)
			if msg != "" {
				return testlib.BadFormat, fmt.Sprintf("wrong output format query %d: %s", queries, msg), ""
			}
			b, msg := label(next, t.N)
			if msg != "" {
				return testlib.BadFormat, fmt.Sprintf("wrong output format query %d: %s", queries, msg), ""
			}
			if a == b {
				return testlib.WrongAnswer, fmt.Sprintf("wrong answer query %d compares %c with itself", queries, 'A'+a), ""
			}
			ans := ">"
			if o.lighter(a, b) {
				ans = "<"
			}
			fmt.Fprintln(toSol, ans)
		case "!":
			s, _ := next()
			order, msg := parseOrder(s, t.N)
			if msg != "" {
				return testlib.BadFormat, "wrong output format the answer: " + msg, s
			}
			if why := o.judge(order); why != "" {
				return testlib.WrongAnswer, "wrong answer " + s + ": " + why, s
			}
			return testlib.Accepted, fmt.Sprintf("ok %d balls sorted with %d queries", t.N, queries), s
		default:
			return testlib.BadFormat, fmt.Sprintf("wrong output format want `? c1 c2` or `! ORDER`, got %q", cmd), ""
		}
	}
}

// label reads a ball's label, one of the first n capital letters, returning
// its index or what is wrong.
func label(next func() (string, bool), n int) (int, string) {
	s, ok := next()
	switch {
	case !ok:
		return 0, "the input ends where a label was due"
	case len(s) != 1 || s[0] < 'A' || s[0] >= byte('A'+n):
		return 0, fmt.Sprintf("%q is not one of the first %d capital letters", s, n)
	}
	return int(s[0] - 'A'), ""
}

// parseOrder reads the answer's order: each of the first n capital letters
// once.
func parseOrder(s string, n int) ([]int, string) {
	if len(s) != n {
		return nil, fmt.Sprintf("%q has %d labels, want %d", s, len(s), n)
	}
	seen := make([]bool, n)
	order := make([]int, n)
	for i := 0; i < n; i++ {
		c := s[i]
		if c < 'A' || c >= byte('A'+n) || seen[c-'A'] {
			return nil, fmt.Sprintf("%q is not an order of the first %d capital letters", s, n)
		}
		seen[c-'A'] = true
		order[i] = int(c - 'A')
	}
	return order, ""
}

// fixed is a test with fixed weights: rank[b] is ball b's place from the
// lightest.
type fixed struct {
	rank [26]int
}

func (w *fixed) lighter(a, b int) bool { return w.rank[a] < w.rank[b] }

func (w *fixed) judge(order []int) string {
	for i := 1; i < len(order); i++ {
		if a, b := order[i-1], order[i]; w.rank[a] > w.rank[b] {
			return fmt.Sprintf("%c is heavier than %c", 'A'+a, 'A'+b)
		}
	}
	return ""
}
