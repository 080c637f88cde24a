package sudoku

import (
	"bytes"
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/puzzle"
)

// targetScores returns the objective of NOIP 2009 "target sudoku": cell (r, c)
// weighs 10 - max(|r-4|, |c-4|) and a solution totals weight × digit.
func targetScores() *Scores9 {
	var sc Scores9
	for c := range sc {
		r, k := c/9-4, c%9-4
		if r < 0 {
			r = -r
		}
		if k < 0 {
			k = -k
		}
		if k > r {
			r = k
		}
		for d := range sc[c] {
			sc[c][d] = int64(10-r) * int64(d+1)
		}
	}
	return &sc
}

// randomScores returns scores drawn from -span..span.
func randomScores(rng *rand.Rand, span int64) *Scores9 {
	var sc Scores9
	for c := range sc {
		for d := range sc[c] {
			sc[c][d] = rng.Int63n(2*span+1) - span
		}
	}
	return &sc
}

// total returns the total of solution under sc.
func total(sc *Scores9, solution []byte) int64 {
	var t int64
	for c, v := range solution {
		t += sc[c][v-1]
	}
	return t
}

// bestByEnumeration is the oracle: the largest total over every solution
// Enumerate lists, and whether there is one.
func bestByEnumeration(grid []byte, sc *Scores9) (int64, bool) {
	var s Solver9
	var best int64
	found := false
	s.Enumerate(grid, func(sol []byte) bool {
		if t := total(sc, sol); !found || t > best {
			best, found = t, true
		}
		return true
	})
	return best, found
}

// randomPuzzle returns a random grid with givens kept from a random solution
// and at most max solutions, from min givens up.
func randomPuzzle(rng *rand.Rand, min, max int) []byte {
	var s Solver9
	for {
		sol := b9RandomSolution(rng)
		g := make([]byte, 81)
		for _, c := range rng.Perm(81)[:min+rng.Intn(20)] {
			g[c] = sol[c]
		}
		if s.Count(g, int64(max)+1) <= int64(max) {
			return g
		}
	}
}

type maxResult struct {
	Total int64
	OK    bool
}

// TestMaximizeMatchesEnumeration compares Maximize with the best total over
// all solutions on random grids with up to a few thousand solutions, under the
// target-sudoku weights, random scores and scores with many ties, and checks
// the grid it fills.
func TestMaximizeMatchesEnumeration(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(1))
	var s Solver9
	for i := 0; i < 300; i++ {
		g := randomPuzzle(rng, 22, 5000)
		sc := [...]*Scores9{targetScores(), randomScores(rng, 1000), randomScores(rng, 1)}[i%3]
		want := maxResult{}
		want.Total, want.OK = bestByEnumeration(g, sc)
		work := append([]byte(nil), g...)
		got := maxResult{}
		got.Total, got.OK = s.Maximize(work, sc)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("grid %d %s, scores %d: (-want +got)\n%s", i, formatLine(g), i%3, diff)
		}
		if why := puzzle.CheckSolution(g, work); why != nil {
			t.Fatalf("grid %d %s: %v", i, formatLine(g), why)
		}
		if tot := total(sc, work); tot != got.Total {
			t.Fatalf("grid %d %s: the filled grid totals %d, Maximize returned %d", i, formatLine(g), tot, got.Total)
		}
	}
}

// TestMaximizeTarget checks the two samples of NOIP 2009 "target sudoku".
func TestMaximizeTarget(t *testing.T) {
	cases := []struct {
		grid string
		want int64
	}{
		{"7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6.8.4.8.5.4.12", 2829},
		{"...7.24539....8...74...5.1.195.8.....7.....25.3.5791.8...6.1....6.9....1........6", 2852},
	}
	var s Solver9
	for _, c := range cases {
		g := mustLine(t, c.grid)
		got := maxResult{}
		got.Total, got.OK = s.Maximize(g, targetScores())
		if diff := cmp.Diff(maxResult{c.want, true}, got); diff != "" {
			t.Errorf("%s: (-want +got)\n%s", c.grid, diff)
		}
	}
}

// TestMaximizeNoSolution checks that grids without a solution (conflicting
// givens, a value above 9, a dead end found by search) give false and stay
// unchanged.
func TestMaximizeNoSolution(t *testing.T) {
	grids := []string{
		"11...............................................................................",
		"1........1.......................................................................",
		"1.........1......................................................................",
		"A................................................................................",
		// No direct conflict, but cell 0 has no candidate: its row holds
		// 1..4, its column 5..8, its box 9.
		".1234...." + ".9......." + "........." + "........." + "5........" +
			"6........" + "7........" + "8........" + ".........",
	}
	var s Solver9
	for _, line := range grids {
		g := []byte(line)
		for i, ch := range g {
			switch {
			case ch == '.':
				g[i] = 0
			case ch >= '1' && ch <= '9':
				g[i] = ch - '0'
			default:
				g[i] = 10
			}
		}
		before := append([]byte(nil), g...)
		got := maxResult{}
		got.Total, got.OK = s.Maximize(g, targetScores())
		if diff := cmp.Diff(maxResult{}, got); diff != "" {
			t.Errorf("%s: (-want +got)\n%s", line, diff)
		}
		if !bytes.Equal(g, before) {
			t.Errorf("%s: grid changed to %v", line, g)
		}
	}
}

// TestMaximizeNoAlloc checks that Maximize allocates nothing.
func TestMaximizeNoAlloc(t *testing.T) {
	var s Solver9
	sc := targetScores()
	g := mustLine(t, "7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6.8.4.8.5.4.12")
	work := make([]byte, 81)
	allocs := testing.AllocsPerRun(20, func() {
		copy(work, g)
		s.Maximize(work, sc)
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run", allocs)
	}
}
