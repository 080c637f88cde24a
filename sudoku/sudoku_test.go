package sudoku

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/puzzle"
)

const poj3076Input = `--A----C-----O-I
-J--A-B-P-CGF-H-
--D--F-I-E----P-
-G-EL-H----M-J--
----E----C--G---
-I--K-GA-B---E-J
D-GP--J-F----A--
-E---C-B--DP--O-
E--F-M--D--L-K-A
-C--------O-I-L-
H-P-C--F-A--B---
---G-OD---J----H
K---J----H-A-P-L
--B--P--E--K--A-
-H--B--K--FI-C--
--F---C--D--H-N-
`

const poj3076Output = `FPAHMJECNLBDKOGI
OJMIANBDPKCGFLHE
LNDKGFOIJEAHMBPC
BGCELKHPOFIMAJDN
MFHBELPOACKJGNID
CILNKDGAHBMOPEFJ
DOGPIHJMFNLECAKB
JEKAFCNBGIDPLHOM
EBOFPMIJDGHLNKCA
NCJDHBAEKMOFIGLP
HMPLCGKFIAENBDJO
AKIGNODLBPJCEFMH
KDEMJIFNCHGAOPBL
GLBCDPMHEONKJIAF
PHNOBALKMJFIDCEG
IAFJOECGLDPBHMNK
`

// sudogob holds the SUDOGOB sample tables as 81-character lines.
var sudogob = []string{
	"3.6..25.." + "....38..." + "7.8.16.9." + "..7..386." + "82..7..45" + ".631..9.." + ".7.35.6.2" + "...82...." + "..29..7.4",
	"3.6..25.3" + "....38..." + "7.8.16.9." + "..7..386." + "82..7..45" + ".631..9.." + ".7.35.6.2" + "...82...." + "..29..7.4",
	"3.6..2..." + "....38..." + "7.8.16.9." + "..7..386." + "82..7..45" + ".631..9.." + ".7.35.6.2" + "...82...." + "..29..7.4",
}

const sudogobSolution = "316492578295738416748516293957243861821679345463185927179354682634827159582961734"

// mustLine reads one grid in the one-line layout (internal/puzzle).
func mustLine(t testing.TB, line string) []byte {
	t.Helper()
	return mustParse(t, line)
}

// mustLetters reads one grid in the letters layout (internal/puzzle).
func mustLetters(t testing.TB, text string) []byte {
	t.Helper()
	return mustParse(t, text)
}

// mustParse reads text as exactly one puzzle.
func mustParse(t testing.TB, text string) []byte {
	t.Helper()
	ps, err := puzzle.Read(strings.NewReader(text), "test")
	if err != nil || len(ps) != 1 {
		t.Fatalf("%q: %v (%d grids)", text, err, len(ps))
	}
	return ps[0].Grid
}

func TestSolveSamples(t *testing.T) {
	tests := []struct {
		name, puzzle, want string
		letters            bool
	}{
		{"poj3076", poj3076Input, poj3076Output, true},
		{"acwing166 #1", "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
			"417369825632158947958724316825437169791586432346912758289643571573291684164875293", false},
		{"acwing166 #2", "......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.",
			"416837529982465371735129468571298643293746185864351297647913852359682714128574936", false},
		{"poj3074", ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.",
			"527389416819426735436751829375692184194538267268174593643217958951843672782965341", false},
		{"sudogob #1", sudogob[0], sudogobSolution, false},
	}
	var s Solver
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var g []byte
			if tt.letters {
				g = mustLetters(t, tt.puzzle)
			} else {
				g = mustLine(t, tt.puzzle)
			}
			if !s.Solve(g) {
				t.Fatal("Solve = false, want true")
			}
			got := formatLine(g)
			if tt.letters {
				got = formatLetters(g)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("solution (-want +got):\n%s", diff)
			}
		})
	}
}

// conflictGrid returns a 9×9 grid with the given (cell, value) pairs.
func conflictGrid(pairs ...int) []byte {
	g := make([]byte, 81)
	for i := 0; i < len(pairs); i += 2 {
		g[pairs[i]] = byte(pairs[i+1])
	}
	return g
}

func TestCount(t *testing.T) {
	solved := mustLine(t, sudogobSolution)
	noValue := append([]byte(nil), solved...)
	noValue[40] = 0
	tests := []struct {
		name  string
		grid  []byte
		limit int64
		want  int64
	}{
		{"sudogob #1", mustLine(t, sudogob[0]), 0, 1},
		{"sudogob #2 conflicting", mustLine(t, sudogob[1]), 0, 0},
		{"sudogob #3", mustLine(t, sudogob[2]), 0, 2},
		{"empty 4x4", make([]byte, 16), 0, 288},
		{"empty 4x4 limit", make([]byte, 16), 100, 100},
		{"empty 9x9 limit", make([]byte, 81), 1000, 1000},
		{"two solutions", mustLine(t, "...4.2578.9573..1.7485..29.9.724..6182...9.45....85927.7935..8263.8.7159.82961.34"), 0, 2},
		{"356 solutions", mustLine(t, "...4.2.78..57...1.7..5..29....24..6182.............92...93...8263....15...2..1..."), 0, 356},
		{"solved", solved, 0, 1},
		{"one empty cell", noValue, 0, 1},
		{"row conflict", conflictGrid(0, 5, 8, 5), 0, 0},
		{"column conflict", conflictGrid(0, 5, 72, 5), 0, 0},
		{"box conflict", conflictGrid(0, 5, 20, 5), 0, 0},
		{"value above N", conflictGrid(0, 10), 0, 0},
		{"4x4 value above N", []byte{5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 0, 0},
		// No two givens clash, but cell 8 (row 0, column 8) sees 1..8 in its row
		// and 9 in its column.
		{"no candidate", conflictGrid(0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 80, 9), 0, 0},
		// Row 0 needs a 1 but columns 0..8 of row 0 are blocked or taken.
		{"value with no place", conflictGrid(3, 2, 4, 3, 5, 4, 6, 5, 7, 6, 8, 7, 9, 1, 60, 1, 34, 1, 2, 8), 0, 0},
	}
	var s Solver
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := append([]byte(nil), tt.grid...)
			if diff := cmp.Diff(tt.want, s.Count(tt.grid, tt.limit)); diff != "" {
				t.Errorf("Count (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(before, tt.grid); diff != "" {
				t.Errorf("Count modified the grid (-want +got):\n%s", diff)
			}
			if tt.limit == 0 && len(tt.grid) == 16 || tt.want < 1000 && strings.Contains(tt.name, "solution") {
				if diff := cmp.Diff(bruteCount(tt.grid, 0), tt.want); diff != "" {
					t.Errorf("brute force disagrees with the table (-brute +table):\n%s", diff)
				}
			}
		})
	}
}

func TestSolveUnsolvableLeavesGrid(t *testing.T) {
	var s Solver
	for _, line := range []string{sudogob[1], "12345678.........9" + strings.Repeat(".", 63)} {
		g := mustLine(t, line)
		before := append([]byte(nil), g...)
		if s.Solve(g) {
			t.Errorf("Solve(%s) = true, want false", line)
		}
		if diff := cmp.Diff(before, g); diff != "" {
			t.Errorf("Solve changed the grid (-want +got):\n%s", diff)
		}
	}
}

func TestEnumerate(t *testing.T) {
	var s Solver
	givens := mustLine(t, "...4.2.78..57...1.7..5..29....24..6182.............92...93...8263....15...2..1...")
	seen := map[string]bool{}
	n := s.Enumerate(givens, func(sol []byte) bool {
		if msg := puzzle.CheckSolution(givens, sol); msg != nil {
			t.Fatal(msg)
		}
		seen[string(sol)] = true
		return true
	})
	if diff := cmp.Diff(int64(356), n); diff != "" {
		t.Errorf("Enumerate (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(356, len(seen)); diff != "" {
		t.Errorf("distinct solutions (-want +got):\n%s", diff)
	}

	calls := 0
	n = s.Enumerate(givens, func([]byte) bool {
		calls++
		return calls < 10
	})
	if diff := cmp.Diff(int64(10), n); diff != "" {
		t.Errorf("Enumerate stopping at the 10th (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(10, calls); diff != "" {
		t.Errorf("calls to visit (-want +got):\n%s", diff)
	}
}

func TestGuesses(t *testing.T) {
	var s Solver
	g := mustLine(t, sudogob[0]) // solved by singles
	s.Solve(g)
	if diff := cmp.Diff(int64(0), s.Guesses()); diff != "" {
		t.Errorf("Guesses after an easy puzzle (-want +got):\n%s", diff)
	}
	s.Count(make([]byte, 16), 0)
	if s.Guesses() == 0 {
		t.Error("Guesses = 0 after counting the empty 4×4 grid")
	}
}

func TestBadLengthPanics(t *testing.T) {
	for _, n := range []int{0, 1, 15, 80, 82, 1296} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Count on a grid of length %d did not panic", n)
				}
			}()
			var s Solver
			s.Count(make([]byte, n), 1)
		}()
	}
}

// TestSizes solves and counts on every size with the same Solver, switching
// sizes back and forth.
func TestSizes(t *testing.T) {
	var s Solver
	rng := rand.New(rand.NewSource(5))
	for round := 0; round < 2; round++ {
		for b := 2; b <= 5; b++ {
			sol := randomSolved(&s, rng, b)
			if msg := puzzle.CheckSolution(make([]byte, len(sol)), sol); msg != nil {
				t.Fatalf("box %d: %s", b, msg)
			}
			if diff := cmp.Diff(int64(1), s.Count(sol, 0)); diff != "" {
				t.Errorf("box %d: Count(solved) (-want +got):\n%s", b, diff)
			}
		}
	}
}

func TestBrute4(t *testing.T) {
	all := allSolved4()
	if diff := cmp.Diff(288, len(all)); diff != "" {
		t.Fatalf("solved 4×4 grids (-want +got):\n%s", diff)
	}
	var s Solver
	rng := rand.New(rand.NewSource(4))
	for i := 0; i < 3000; i++ {
		g := make([]byte, 16)
		for c := range g {
			if rng.Intn(3) == 0 {
				g[c] = byte(rng.Intn(5))
			}
		}
		compare4(t, &s, all, g)
	}
}

// allSolved4 lists every solved 4×4 grid.
func allSolved4() [][]byte {
	var all [][]byte
	var s Solver
	s.Enumerate(make([]byte, 16), func(sol []byte) bool {
		all = append(all, append([]byte(nil), sol...))
		return true
	})
	return all
}

// compare4 checks Count and Enumerate on a 4×4 grid against the solved grids
// that keep its givens.
func compare4(t *testing.T, s *Solver, all [][]byte, g []byte) {
	t.Helper()
	var want int64
	for _, sol := range all {
		if keeps(g, sol) {
			want++
		}
	}
	if want != bruteCount(g, 0) {
		t.Fatalf("oracles disagree on %v", g)
	}
	if got := s.Count(g, 0); got != want {
		t.Fatalf("Count(%v) = %d, want %d", g, got, want)
	}
	got := s.Enumerate(g, func(sol []byte) bool {
		if msg := puzzle.CheckSolution(g, sol); msg != nil {
			t.Fatalf("Enumerate(%v): %s", g, msg)
		}
		return true
	})
	if got != want {
		t.Fatalf("Enumerate(%v) = %d, want %d", g, got, want)
	}
	h := append([]byte(nil), g...)
	if s.Solve(h) != (want > 0) {
		t.Fatalf("Solve(%v) disagrees with count %d", g, want)
	}
}

// keeps reports whether sol has every given of g (values above 4 never match).
func keeps(g, sol []byte) bool {
	for c, v := range g {
		if v != 0 && v != sol[c] {
			return false
		}
	}
	return true
}

func FuzzCount4(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{1, 0, 0, 0, 0, 2})
	f.Add([]byte{1, 1})
	f.Add([]byte{5})
	all := allSolved4()
	var s Solver
	f.Fuzz(func(t *testing.T, data []byte) {
		g := make([]byte, 16)
		for i := 0; i < len(data) && i < 16; i++ {
			g[i] = data[i] % 6
		}
		compare4(t, &s, all, g)
	})
}

func FuzzCount9(f *testing.F) {
	f.Add(int64(1), uint8(20))
	f.Add(int64(2), uint8(30))
	f.Add(int64(3), uint8(17))
	var s Solver
	f.Fuzz(func(t *testing.T, seed int64, givens uint8) {
		rng := rand.New(rand.NewSource(seed))
		sol := randomSolved(&s, rng, 3)
		g := make([]byte, 81)
		k := 20 + int(givens)%50
		for _, c := range rng.Perm(81)[:k] {
			g[c] = sol[c]
		}
		const limit = 20000
		want := s.Count(g, limit)
		var calls int64
		got := s.Enumerate(g, func(x []byte) bool {
			if msg := puzzle.CheckSolution(g, x); msg != nil {
				t.Fatalf("%s: %s", formatLine(g), msg)
			}
			calls++
			return calls < limit
		})
		if got != want {
			t.Fatalf("%s: Enumerate %d, Count %d", formatLine(g), got, want)
		}
		if got < 1 {
			t.Fatalf("%s: no solution, but it was cut from one", formatLine(g))
		}
		h := append([]byte(nil), g...)
		if !s.Solve(h) {
			t.Fatalf("%s: Solve failed", formatLine(g))
		}
		if msg := puzzle.CheckSolution(g, h); msg != nil {
			t.Fatalf("%s: Solve: %s", formatLine(g), msg)
		}
	})
}

func TestNoAllocs(t *testing.T) {
	var s Solver
	g16 := mustLetters(t, poj3076Input)
	g9 := mustLine(t, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	many := mustLine(t, "...4.2.78..57...1.7..5..29....24..6182.............92...93...8263....15...2..1...")
	work := make([]byte, 256)
	visit := func([]byte) bool { return true }
	for _, g := range [][]byte{g16, g9, many} {
		w := work[:len(g)]
		run := func() {
			copy(w, g)
			s.Solve(w)
			s.Count(g, 0)
			s.Enumerate(g, visit)
		}
		run()
		if n := testing.AllocsPerRun(20, run); n != 0 {
			t.Errorf("%d allocations per run on a grid of %d cells, want 0", int(n), len(g))
		}
	}
}

// cdclSolve runs the clause-learning search alone on grid, reducing the learned
// clauses at every decision and rephasing as often as it can (gaps of 2, 3, 4
// ... conflicts), to exercise both.
func cdclSolve(s *Solver, grid []byte) ([]byte, bool) {
	s.setSize(len(grid))
	if !s.consistent(grid) {
		return nil, false
	}
	sat := newCDCL(s.geom)
	sat.keepFirst = -1 << 20
	sat.rephaseEvery = 1
	sol := make([]byte, len(grid))
	return sol, sat.count(grid, sol, 1) == 1
}

// TestCDCL checks the clause-learning search on its own against the oracles:
// 1000 random 4×4 grids made as TestBrute4 makes them, and the committed
// corpora.
func TestCDCL(t *testing.T) {
	var s Solver
	rng := rand.New(rand.NewSource(6))
	for i := 0; i < 1000; i++ {
		g := make([]byte, 16)
		for c := range g {
			if rng.Intn(3) == 0 {
				g[c] = byte(rng.Intn(5))
			}
		}
		sol, ok := cdclSolve(&s, g)
		if want := bruteCount(g, 1) > 0; ok != want {
			t.Fatalf("cdcl on %v: %v, want %v", g, ok, want)
		}
		if msg := puzzle.CheckSolution(g, sol); ok && msg != nil {
			t.Fatalf("cdcl on %v: %s", g, msg)
		}
	}
	grids := append(readPuzzles(t, minimal9Path), readPuzzles(t, minimal16Path)...)
	grids = append(grids, mustLine(t, "12345678.........9"+strings.Repeat(".", 63)))
	grids = append(grids, sparse25(rng, 0.45), sparse25(rng, 0.6))
	for _, g := range grids {
		sol, ok := cdclSolve(&s, g)
		if want := s.Count(g, 1) > 0; ok != want {
			t.Fatalf("cdcl on\n%s: %v, want %v", formatLetters(g), ok, want)
		}
		if msg := puzzle.CheckSolution(g, sol); ok && msg != nil {
			t.Fatalf("cdcl on\n%s: %s", formatLetters(g), msg)
		}
	}
}

// cdclCount counts up to limit solutions of grid with clause learning alone,
// reducing and rephasing as often as cdclSolve does, and checks the first.
func cdclCount(t *testing.T, s *Solver, grid []byte, limit int64) int64 {
	t.Helper()
	s.setSize(len(grid))
	if !s.consistent(grid) {
		return 0
	}
	sat := newCDCL(s.geom)
	sat.keepFirst = -1 << 20
	sat.rephaseEvery = 1
	first := make([]byte, len(grid))
	n := sat.count(grid, first, limit)
	if msg := puzzle.CheckSolution(grid, first); n > 0 && msg != nil {
		t.Fatalf("cdcl count on\n%s: first solution: %s", formatLetters(grid), msg)
	}
	return n
}

// TestCDCLCount checks counting by clause learning (each solution blocked in
// turn) against brute force on random 4×4 grids, up to the empty grid's 288
// solutions, and against the depth-first search on larger grids.
func TestCDCLCount(t *testing.T) {
	var s Solver
	rng := rand.New(rand.NewSource(8))
	for i := 0; i < 300; i++ {
		g := make([]byte, 16)
		for c := range g {
			if rng.Intn(4) == 0 {
				g[c] = byte(rng.Intn(5))
			}
		}
		limit := int64(1 + rng.Intn(300))
		if got, want := cdclCount(t, &s, g, limit), bruteCount(g, limit); got != want {
			t.Fatalf("cdcl count of %v up to %d = %d, want %d", g, limit, got, want)
		}
	}
	grids := append(readPuzzles(t, minimal9Path)[:10], readPuzzles(t, minimal16Path)[:3]...)
	grids = append(grids, mustLine(t, "12345678.........9"+strings.Repeat(".", 63)), sparse25(rng, 0.5))
	for _, g := range grids {
		seen := 0
		want := s.Enumerate(g, func([]byte) bool { seen++; return seen < 5 })
		if got := cdclCount(t, &s, g, 5); got != want {
			t.Fatalf("cdcl count on\n%s up to 5 = %d, want %d", formatLetters(g), got, want)
		}
	}
}

// sparse25 returns a 25×25 grid keeping each cell of a patterned solution with
// probability keep: consistent, with one or many solutions.
func sparse25(rng *rand.Rand, keep float64) []byte {
	const b, n = 5, 25
	g := make([]byte, n*n)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			if rng.Float64() < keep {
				g[r*n+c] = byte((b*(r%b)+r/b+c)%n + 1)
			}
		}
	}
	return g
}

// TestSizeChangeWithLearning solves grids of changing sizes with one Solver,
// clause learning forced after the first choice point: the clause-learning
// state of one size must never serve another.
func TestSizeChangeWithLearning(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	four := []byte{1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0}
	grids := [][]byte{
		sparse25(rng, 0.45),
		readPuzzles(t, minimal16Path)[0],
		readPuzzles(t, minimal9Path)[0],
		readPuzzles(t, minimal16Path)[1],
		four,
		sparse25(rng, 0.5),
	}
	var s Solver
	s.Learn()
	for i, g := range grids {
		s.setSize(len(g))
		s.hardAfter = 1
		sol := append([]byte(nil), g...)
		if !s.Solve(sol) {
			t.Fatalf("grid %d (%d cells): no solution, want one", i, len(g))
		}
		if err := puzzle.CheckSolution(g, sol); err != nil {
			t.Fatalf("grid %d (%d cells): %v", i, len(g), err)
		}
	}
}

// TestLearnIsOptIn solves a 16×16 grid with the choice-point budget at 1:
// without Learn the depth-first search runs to the end; after Learn the grid
// goes to clause learning. Both answers are checked.
func TestLearnIsOptIn(t *testing.T) {
	g := readPuzzles(t, minimal16Path)[0]
	for _, learn := range []bool{false, true} {
		var s Solver
		if learn {
			s.Learn()
		}
		s.setSize(len(g))
		s.hardAfter = 1
		sol := append([]byte(nil), g...)
		if !s.Solve(sol) {
			t.Fatalf("learn %v: no solution, want one", learn)
		}
		if err := puzzle.CheckSolution(g, sol); err != nil {
			t.Fatalf("learn %v: %v", learn, err)
		}
		l, _ := s.learner.(*cdclLearner)
		if used := l != nil && l.sat != nil; used != learn {
			t.Errorf("learn %v: clause learning used: %v", learn, used)
		}
	}
}
