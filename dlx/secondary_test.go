package dlx

import (
	"math/rand"
	"sort"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// general is a generalized exact cover instance: its first primary columns are
// primary, the others secondary.
type general struct {
	matrix
	primary int
}

// loadGeneral resets s to g.
func loadGeneral(s *Solver, g general) {
	s.ResetSecondary(g.primary, g.cols-g.primary)
	for _, r := range g.rows {
		s.AddRow(r)
	}
}

// queens is the n-queens problem as Knuth models it: primary columns for the n
// ranks and the n files, secondary columns for the 2n-1 diagonals and the 2n-1
// anti-diagonals, and one row per square. Its covers are the placements of n
// queens that attack no other.
func queens(n int) general {
	g := general{matrix: matrix{name: "queens" + strconv.Itoa(n), cols: 6*n - 2}, primary: 2 * n}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			g.rows = append(g.rows, []int{r, n + c, 2*n + r + c, 4*n - 1 + r - c + n - 1})
		}
	}
	return g
}

func TestQueensCount(t *testing.T) {
	want := []int64{1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712}
	var got []int64
	var s Solver
	for n := 1; n <= len(want); n++ {
		loadGeneral(&s, queens(n))
		got = append(got, s.Count(0))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("n-queens counts for n = 1.. mismatch (-want +got):\n%s", diff)
	}
}

func TestQueensSolve(t *testing.T) {
	var s Solver
	for n := 1; n <= 10; n++ {
		loadGeneral(&s, queens(n))
		rows, ok := s.Solve()
		if ok != (n != 2 && n != 3) {
			t.Fatalf("n = %d: Solve() ok = %v", n, ok)
		}
		if ok {
			if err := checkQueens(n, rows); err != "" {
				t.Errorf("n = %d: Solve() = %v: %s", n, rows, err)
			}
		}
	}
}

// checkQueens returns what is wrong with rows (squares r*n+c) as a placement of
// n non-attacking queens, or "".
func checkQueens(n int, rows []int) string {
	if len(rows) != n {
		return strconv.Itoa(len(rows)) + " queens"
	}
	for i, a := range rows {
		for _, b := range rows[i+1:] {
			ra, ca, rb, cb := a/n, a%n, b/n, b%n
			if ra == rb || ca == cb || ra-ca == rb-cb || ra+ca == rb+cb {
				return "queens on " + strconv.Itoa(a) + " and " + strconv.Itoa(b) + " attack each other"
			}
		}
	}
	return ""
}

// TestSecondaryCases pins the rules of secondary columns on small matrices:
// primary columns 0..primary-1 exactly once, the others at most once.
func TestSecondaryCases(t *testing.T) {
	cases := []struct {
		g     general
		want  []int // rows of Solve; nil when there is no cover
		count int64
	}{
		// Rows 0 and 1 clash in secondary column 2; {0,3}, {1,2} and {2,3} remain.
		{general{matrix{"clash", 3, [][]int{{0, 2}, {1, 2}, {0}, {1}}}, 2}, []int{0, 3}, 3},
		{general{matrix{"secondary-unused", 4, [][]int{{0}, {1}}}, 2}, []int{0, 1}, 1},
		{general{matrix{"secondary-only-row-never-chosen", 3, [][]int{{2}, {0, 1}}}, 2}, []int{1}, 1},
		{general{matrix{"no-primary", 2, [][]int{{0}, {1}}}, 0}, []int{}, 1},
		{general{matrix{"all-primary", 2, [][]int{{0}, {1}, {0, 1}}}, 2}, []int{0, 1}, 2},
		{general{matrix{"blocked", 3, [][]int{{0, 2}, {1, 2}}}, 2}, nil, 0},
	}
	for _, tc := range cases {
		t.Run(tc.g.name, func(t *testing.T) {
			var s Solver
			loadGeneral(&s, tc.g)
			got, ok := s.Solve()
			if ok != (tc.want != nil) {
				t.Fatalf("Solve() ok = %v, want %v", ok, tc.want != nil)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Solve() rows mismatch (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.count, s.Count(0)); diff != "" {
				t.Errorf("Count(0) mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// bruteForceGeneral returns the sorted keys of all generalized covers of g:
// the sets of rows, each holding a primary column, that hold every primary
// column once and every secondary column at most once.
func bruteForceGeneral(g general) []string {
	masks := make([]uint64, len(g.rows))
	for i, r := range g.rows {
		for _, c := range r {
			masks[i] |= 1 << uint(c)
		}
	}
	primary := uint64(1)<<uint(g.primary) - 1
	covers := []string{}
	for set := 0; set < 1<<uint(len(g.rows)); set++ {
		acc, ok := union(masks, set)
		for i := range masks {
			if set&(1<<uint(i)) != 0 && masks[i]&primary == 0 {
				ok = false
			}
		}
		if ok && acc&primary == primary {
			covers = append(covers, key(members(set)))
		}
	}
	sort.Strings(covers)
	return covers
}

func TestSecondaryAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	var s Solver
	for i := 0; i < 2000; i++ {
		cols := rng.Intn(9)
		g := general{randomMatrix(rng, cols, rng.Intn(14), 0.1+0.4*rng.Float64()), rng.Intn(cols + 1)}
		checkGeneral(t, &s, g)
	}
}

// checkGeneral compares Enumerate, Count and Solve on g with the brute-force
// generalized covers.
func checkGeneral(t *testing.T, s *Solver, g general) {
	t.Helper()
	want := bruteForceGeneral(g)
	loadGeneral(s, g)
	got := enumerate(s)
	if got == nil {
		got = []string{}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("primary %d, rows %v: Enumerate mismatch (-want +got):\n%s", g.primary, g.rows, diff)
	}
	if diff := cmp.Diff(int64(len(want)), s.Count(0)); diff != "" {
		t.Fatalf("primary %d, rows %v: Count(0) mismatch (-want +got):\n%s", g.primary, g.rows, diff)
	}
	if rows, ok := s.Solve(); ok != (len(want) > 0) || ok && sort.SearchStrings(want, key(rows)) == len(want) {
		t.Fatalf("primary %d, rows %v: Solve() = %v, %v; covers %v", g.primary, g.rows, rows, ok, want)
	}
}

// TestSecondaryReuse alternates generalized and plain problems on one Solver:
// each answers as on a fresh Solver, without allocating once grown.
func TestSecondaryReuse(t *testing.T) {
	q6, k6, k5 := queens(6), matchings(6), general{matchings(5), 4}
	var got [3]int64
	run := func(s *Solver) {
		loadGeneral(s, q6)
		got[0] = s.Count(0)
		load(s, k6)
		got[1] = s.Count(0)
		loadGeneral(s, k5)
		got[2] = s.Count(0)
	}
	var s Solver
	want := [3]int64{4, 15, 3} // K5 with vertex 4 secondary: the perfect matchings of K4
	for round := 0; round < 2; round++ {
		run(&s)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("round %d: mismatch (-want +got):\n%s", round, diff)
		}
	}
	if n := testing.AllocsPerRun(5, func() { run(&s) }); n != 0 {
		t.Errorf("AllocsPerRun = %v, want 0", n)
	}
}

func TestResetSecondaryPanics(t *testing.T) {
	var s Solver
	mustPanic(t, "negative column count -1, 2", func() { s.ResetSecondary(-1, 2) })
	mustPanic(t, "negative column count 2, -1", func() { s.ResetSecondary(2, -1) })
	mustPanic(t, "column 5 out of range [0,5)", func() { s.ResetSecondary(2, 3); s.AddRow([]int{5}) })
}

// BenchmarkQueens counts the placements of n queens.
func BenchmarkQueens(b *testing.B) {
	for _, tc := range []struct {
		n    int
		want int64
	}{{8, 92}, {10, 724}, {12, 14200}} {
		b.Run("n="+strconv.Itoa(tc.n), func(b *testing.B) {
			var s Solver
			loadGeneral(&s, queens(tc.n))
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if n := s.Count(0); n != tc.want {
					b.Fatalf("Count = %d, want %d", n, tc.want)
				}
			}
			b.ReportMetric(float64(b.N)*float64(tc.want)/b.Elapsed().Seconds(), "covers/s")
			b.ReportMetric(float64(s.Nodes()), "nodes/op")
		})
	}
}

// FuzzSecondary decodes a small generalized matrix from the fuzz bytes, as
// FuzzCount does with data[1] giving the primary columns (the first
// data[1] % (cols+1)), and compares the solver with the brute force.
func FuzzSecondary(f *testing.F) {
	f.Add([]byte{3, 2, 0x05, 0x06, 0x01, 0x02}) // TestSecondaryCases' clash
	f.Add([]byte{4, 0, 0x01, 0x02})
	f.Add([]byte{8, 4, 0x11, 0x22, 0x44, 0x88, 0x0f})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		cols := int(data[0]) % 9
		g := general{matrix{name: "fuzz", cols: cols}, int(data[1]) % (cols + 1)}
		for _, b := range data[2:] {
			if len(g.rows) == 14 {
				break
			}
			r := []int{}
			for c := 0; c < cols; c++ {
				if b&(1<<uint(c)) != 0 {
					r = append(r, c)
				}
			}
			g.rows = append(g.rows, r)
		}
		var s Solver
		checkGeneral(t, &s, g)
	})
}
