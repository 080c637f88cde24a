package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/ojkit/ojkit/gen/practice2"
	"github.com/ojkit/ojkit/gen/rng"
	"github.com/ojkit/ojkit/internal/testlib"
)

// sorter sorts balls 0..n-1 with the query lighter.
type sorter func(n int, lighter func(a, b int) bool) []int

// binaryInsertion inserts each ball into the sorted ones by binary search:
// 8 queries in the worst case for 5 balls, one more than the fewest.
func binaryInsertion(n int, lighter func(a, b int) bool) []int {
	var sorted []int
	for x := 0; x < n; x++ {
		lo, hi := 0, len(sorted)
		for lo < hi {
			if mid := (lo + hi) / 2; lighter(x, sorted[mid]) {
				hi = mid
			} else {
				lo = mid + 1
			}
		}
		sorted = append(sorted[:lo], append([]int{x}, sorted[lo:]...)...)
	}
	return sorted
}

// fewQueries asks whether each ball is lighter than the next, then answers
// in label order: right only when the labels are in order.
func fewQueries(n int, lighter func(a, b int) bool) []int {
	order := make([]int, n)
	for i := range order {
		order[i] = i
		if i > 0 {
			lighter(i-1, i)
		}
	}
	return order
}

// play runs the interactor on test against a solution that sorts with s,
// over pipes, and returns the interactor's exit status, message and the
// number of queries the solution asked.
func play(t *testing.T, test string, s sorter) (int, string, int) {
	t.Helper()
	st, err := practice2.ParseSorting("test", []byte(test))
	if err != nil {
		t.Fatal(err)
	}
	solR, solW := io.Pipe() // solution -> interactor
	intR, intW := io.Pipe() // interactor -> solution
	type result struct {
		code int
		msg  string
	}
	done := make(chan result, 1)
	go func() {
		code, msg, _ := interact(st, solR, intW)
		solR.CloseWithError(io.ErrClosedPipe)
		intW.Close()
		done <- result{code, msg}
	}()
	in := bufio.NewReader(intR)
	var n, q int
	if _, err := fmt.Fscan(in, &n, &q); err != nil {
		t.Fatal(err)
	}
	queries, broken := 0, false
	lighter := func(a, b int) bool {
		if broken {
			return false
		}
		queries++
		var ans string
		_, err := fmt.Fprintf(solW, "? %c %c\n", 'A'+a, 'A'+b)
		if err == nil {
			_, err = fmt.Fscan(in, &ans)
		}
		broken = err != nil
		return ans == "<"
	}
	order := s(n, lighter)
	if !broken {
		var b strings.Builder
		for _, x := range order {
			b.WriteByte(byte('A' + x))
		}
		fmt.Fprintf(solW, "! %s\n", b.String())
	}
	solW.Close()
	r := <-done
	return r.code, r.msg, queries
}

func TestFixedWeights(t *testing.T) {
	for _, c := range []struct {
		test string
		s    sorter
		code int
		msg  string
	}{
		{"5 7\nCAEBD\n", binaryInsertion, testlib.Accepted, "ok 5 balls sorted with"},
		{"26 100\nQWERTYUIOPASDFGHJKLZXCVBNM\n", binaryInsertion, testlib.Accepted, "ok 26 balls sorted with"},
		{"5 7\nEDCBA\n", binaryInsertion, testlib.WrongAnswer, "wrong answer more than 7 queries"},
		{"5 7\nABCDE\n", fewQueries, testlib.Accepted, "ok 5 balls sorted with 4 queries"},
		{"5 7\nABCED\n", fewQueries, testlib.WrongAnswer, "wrong answer ABCDE: D is heavier than E"},
	} {
		code, msg, _ := play(t, c.test, c.s)
		if code != c.code || !strings.HasPrefix(msg, c.msg) {
			t.Errorf("%q: exit %d %q, want %d %q...", c.test, code, msg, c.code, c.msg)
		}
	}
}

// TestAdversaryCatchesLuck: binary insertion, which sorts most orders of 5
// balls within 7 queries, needs 8 against the adversary whatever its seed,
// and answering in label order after a few queries is a guess the adversary
// refuses even when its answers happen to agree.
func TestAdversaryCatchesLuck(t *testing.T) {
	for seed := 0; seed < 20; seed++ {
		code, msg, queries := play(t, fmt.Sprintf("5 7\nadaptive %d\n", seed), binaryInsertion)
		if code != testlib.WrongAnswer || msg != "wrong answer more than 7 queries" || queries != 8 {
			t.Errorf("seed %d: exit %d %q after %d queries, want WA at the 8th", seed, code, msg, queries)
		}
		code, msg, _ = play(t, fmt.Sprintf("26 100\nadaptive %d\n", seed), fewQueries)
		if code != testlib.WrongAnswer || !strings.Contains(msg, "heavier than") && !strings.Contains(msg, "the order is a guess") {
			t.Errorf("seed %d: label order after 25 queries: exit %d %q, want WA", seed, code, msg)
		}
	}
	if code, msg, _ := play(t, "26 100\nadaptive 1\n", binaryInsertion); code != testlib.Accepted {
		t.Errorf("binary insertion of 26 balls (99 queries at most): exit %d %q", code, msg)
	}
}

// TestAdversaryIsConsistent asks random queries and checks that the answers
// never contradict each other: no ball is both above and below another, and
// each answer agrees with the closure of the earlier ones.
func TestAdversaryIsConsistent(t *testing.T) {
	for _, n := range []int{5, 26} {
		r := rng.New(uint64(n))
		ad := newAdversary(n, rng.New(7))
		said := map[[2]int]bool{}
		for q := 0; q < 400; q++ {
			a, b := r.IntN(n), r.IntN(n)
			if a == b {
				continue
			}
			got := ad.lighter(a, b)
			if prev, ok := said[[2]int{a, b}]; ok && prev != got {
				t.Fatalf("n=%d: ? %c %c answered %v, then %v", n, 'A'+a, 'A'+b, prev, got)
			}
			said[[2]int{a, b}], said[[2]int{b, a}] = got, !got
		}
		for a := 0; a < n; a++ {
			if ad.above[a]&ad.below[a] != 0 || ad.above[a]>>uint(a)&1 == 1 {
				t.Fatalf("n=%d: ball %c is above and below the same ball", n, 'A'+a)
			}
		}
	}
}

// TestAdversaryKeepsMostOrders: against 5 balls the adversary's first
// answer keeps 60 of 120 orders, and each answer keeps at least half of
// what was left.
func TestAdversaryKeepsMostOrders(t *testing.T) {
	ad := newAdversary(5, rng.New(1))
	if got := ad.orders(); got != 120 {
		t.Fatalf("orders before any query: %d, want 120", got)
	}
	before := ad.orders()
	for _, q := range [][2]int{{0, 1}, {2, 3}, {1, 3}, {4, 1}, {4, 0}, {2, 1}} {
		ad.lighter(q[0], q[1])
		after := ad.orders()
		if 2*after < before {
			t.Errorf("? %c %c left %d of %d orders", 'A'+q[0], 'A'+q[1], after, before)
		}
		before = after
	}
}
