package sudoku

import (
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/puzzle"
)

// ---- reference solver ----

// b9RefSolver is a plain backtracking solver used as the test oracle. At
// each node it fills a hidden single (a digit with one legal cell left in a
// row, column or box) if there is one, else it tries each legal digit of the
// empty cell with the fewest; a cell or house left without a legal choice is
// a dead end. row, col and box hold the digits used in each house (bit v for
// digit v).
type b9RefSolver struct {
	g             [81]byte
	row, col, box [9]uint
	limit, count  int64
	sols          [][]byte // solutions found, when keep is set
	keep          bool
}

// b9RefHouses lists the 27 houses of the grid as lists of cells.
var b9RefHouses = func() (h [27][9]int) {
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			h[i][j] = i*9 + j
			h[9+i][j] = j*9 + i
			h[18+i][j] = (i/3*3+j/3)*9 + i%3*3 + j%3
		}
	}
	return
}()

// b9RefLegal returns the 9-bit set of digits that may go into cell c of g.
func b9RefLegal(g *[81]byte, c int) uint {
	r, col := c/9, c%9
	br, bc := r/3*3, col/3*3
	used := uint(0)
	for k := 0; k < 9; k++ {
		used |= 1 << g[r*9+k]
		used |= 1 << g[k*9+col]
		used |= 1 << g[(br+k/3)*9+bc+k%3]
	}
	return ^(used >> 1) & 0x1FF
}

// b9RefValidGivens reports whether the givens are in 0..9 and do not conflict.
func b9RefValidGivens(grid []byte) bool {
	var g [81]byte
	for c := 0; c < 81; c++ {
		v := grid[c]
		if v > 9 {
			return false
		}
		if v != 0 && b9RefLegal(&g, c)&(1<<(v-1)) == 0 {
			return false
		}
		g[c] = v
	}
	return true
}

// b9RefCount counts the solutions of grid up to limit (0 = all), keeping
// copies of them when keep is set.
func b9RefCount(grid []byte, limit int64, keep bool) (int64, [][]byte) {
	if !b9RefValidGivens(grid) {
		return 0, nil
	}
	r := &b9RefSolver{limit: limit, keep: keep}
	for c := 0; c < 81; c++ {
		if v := grid[c]; v != 0 {
			r.set(c, v)
		}
	}
	r.rec()
	return r.count, r.sols
}

func (r *b9RefSolver) set(c int, v byte) {
	r.g[c] = v
	m := uint(1) << v
	r.row[c/9] ^= m
	r.col[c%9] ^= m
	r.box[c/27*3+c%9/3] ^= m
}

// free returns the digits (bit v for digit v) that may go into empty cell c.
func (r *b9RefSolver) free(c int) uint {
	return ^(r.row[c/9] | r.col[c%9] | r.box[c/27*3+c%9/3]) & 0x3FE
}

// rec searches the current grid; it returns false to stop.
func (r *b9RefSolver) rec() bool {
	var free [81]uint
	cell, moves := -1, uint(0) // the cell to fill and its digits to try
	fewest := 10
	for c := 0; c < 81; c++ {
		if r.g[c] != 0 {
			continue
		}
		free[c] = r.free(c)
		n := 0
		for x := free[c]; x != 0; x &= x - 1 {
			n++
		}
		if n < fewest {
			cell, moves, fewest = c, free[c], n
		}
	}
	if cell < 0 { // no empty cell: a solution
		r.count++
		if r.keep {
			s := make([]byte, 81)
			copy(s, r.g[:])
			r.sols = append(r.sols, s)
		}
		return r.limit == 0 || r.count < r.limit
	}
	for h := 0; h < 27 && fewest > 1; h++ {
		var used, once, twice uint
		for _, c := range b9RefHouses[h] {
			if r.g[c] != 0 {
				used |= 1 << r.g[c]
				continue
			}
			twice |= once & free[c]
			once |= free[c]
		}
		if 0x3FE&^used&^once != 0 {
			return true // a digit has no place left in house h
		}
		if single := once &^ twice; single != 0 {
			v := single & -single
			for _, c := range b9RefHouses[h] {
				if r.g[c] == 0 && free[c]&v != 0 {
					cell, moves, fewest = c, v, 1
				}
			}
		}
	}
	for v := byte(1); v <= 9; v++ {
		if moves>>v&1 == 0 {
			continue
		}
		r.set(cell, v)
		ok := r.rec()
		r.set(cell, v) // the masks toggle back
		r.g[cell] = 0
		if !ok {
			return false
		}
	}
	return true
}

// ---- helpers ----

// b9SearchAll runs the engine and returns the count and copies of the solutions.
func b9SearchAll(b *band9, grid []byte, limit int64) (int64, [][]byte) {
	var sols [][]byte
	n := b.search(grid, limit, func(s []byte) bool {
		c := make([]byte, 81)
		copy(c, s)
		sols = append(sols, c)
		return true
	})
	return n, sols
}

// b9RandomSolution returns a random valid solved grid.
func b9RandomSolution(rng *rand.Rand) []byte {
	var g [81]byte
	var fill func(c int) bool
	fill = func(c int) bool {
		if c == 81 {
			return true
		}
		m := b9RefLegal(&g, c)
		perm := rng.Perm(9)
		for _, v := range perm {
			if m&(1<<uint(v)) != 0 {
				g[c] = byte(v + 1)
				if fill(c + 1) {
					return true
				}
			}
		}
		g[c] = 0
		return false
	}
	fill(0)
	return g[:]
}

// ---- tests ----

const b9EmptyGrid = "................................................................................."

func TestBand9Known(t *testing.T) {
	cases := []struct{ in, want string }{
		{"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
			"417369825632158947958724316825437169791586432346912758289643571573291684164875293"},
		{"......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.",
			"416837529982465371735129468571298643293746185864351297647913852359682714128574936"},
		{".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.",
			"527389416819426735436751829375692184194538267268174593643217958951843672782965341"},
	}
	var b band9
	for _, c := range cases {
		grid := mustLine(t, c.in)
		n, sols := b9SearchAll(&b, grid, 0)
		if n != 1 || len(sols) != 1 {
			t.Fatalf("%s: %d solutions, want 1", c.in, n)
		}
		if diff := cmp.Diff(c.want, formatLine(sols[0])); diff != "" {
			t.Errorf("%s: solution mismatch (-want +got):\n%s", c.in, diff)
		}
		// Solve-style call with limit 1.
		var got string
		if n := b.search(grid, 1, func(s []byte) bool { got = formatLine(s); return true }); n != 1 || got != c.want {
			t.Errorf("%s limit 1: n=%d got %s", c.in, n, got)
		}
	}
}

func TestBand9Empty(t *testing.T) {
	var b band9
	grid := mustLine(t, b9EmptyGrid)
	if n := b.search(grid, 1000, nil); n != 1000 {
		t.Errorf("empty grid count(1000) = %d", n)
	}
	seen := map[string]bool{}
	n := b.search(grid, 1000, func(s []byte) bool {
		if why := puzzle.CheckSolution(grid, s); why != nil {
			t.Fatalf("invalid solution: %s", why)
		}
		seen[formatLine(s)] = true
		return true
	})
	if n != 1000 || len(seen) != 1000 {
		t.Errorf("empty grid enumerate(1000): n=%d distinct=%d", n, len(seen))
	}
}

func TestBand9Conflicts(t *testing.T) {
	base := mustLine(t, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	mk := func(f func(g []byte)) []byte {
		g := make([]byte, 81)
		copy(g, base)
		f(g)
		return g
	}
	cases := map[string][]byte{
		"row":      mk(func(g []byte) { g[1] = 4 }),
		"column":   mk(func(g []byte) { g[9] = 4 }),
		"box":      mk(func(g []byte) { g[10] = 4 }),
		"value":    mk(func(g []byte) { g[1] = 10 }),
		"value255": mk(func(g []byte) { g[80] = 255 }),
	}
	var b band9
	for name, g := range cases {
		calls := 0
		if n := b.search(g, 0, func([]byte) bool { calls++; return true }); n != 0 || calls != 0 {
			t.Errorf("%s conflict: n=%d calls=%d", name, n, calls)
		}
		if b.guesses() != 0 {
			t.Errorf("%s conflict: %d guesses", name, b.guesses())
		}
	}
}

func TestBand9SolvedAndUnsolvable(t *testing.T) {
	var b band9
	sol := mustLine(t, "417369825632158947958724316825437169791586432346912758289643571573291684164875293")
	if n := b.search(sol, 0, nil); n != 1 {
		t.Errorf("solved grid: %d", n)
	}
	// No direct conflict, but cell 0 (row 0, col 0, box 0) has no candidate:
	// row 0 holds 1..4, column 0 holds 5..8, box 0 holds 9.
	g := make([]byte, 81)
	copy(g[1:5], []byte{1, 2, 3, 4})
	g[4*9], g[5*9], g[6*9], g[7*9] = 5, 6, 7, 8
	g[10] = 9
	if !b9RefValidGivens(g) {
		t.Fatal("test grid has a direct conflict")
	}
	if n := b.search(g, 0, nil); n != 0 {
		t.Errorf("unsolvable grid: %d", n)
	}
	if n, _ := b9RefCount(g, 0, false); n != 0 {
		t.Errorf("oracle on unsolvable grid: %d", n)
	}
}

// b9PuzzleWithCount removes givens from random solutions in random order,
// skipping any removal that takes the count (per oracle) above hi, and returns
// the first puzzle with lo..hi solutions and its exact count.
func b9PuzzleWithCount(t *testing.T, rng *rand.Rand, lo, hi int64) ([]byte, int64) {
	for tries := 0; tries < 1000; tries++ {
		g := b9RandomSolution(rng)
		order := rng.Perm(81)
		for _, c := range order {
			old := g[c]
			g[c] = 0
			n, _ := b9RefCount(g, hi+1, false)
			if n > hi {
				g[c] = old
				continue
			}
			if n >= lo {
				return g, n
			}
		}
	}
	t.Fatalf("no puzzle with %d..%d solutions", lo, hi)
	return nil, 0
}

// TestBand9Multiple checks counts, solution sets, limits and stopping on
// puzzles with several solutions, with the triads off and on.
func TestBand9Multiple(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	var b band9
	for i, rg := range [][2]int64{{2, 2}, {2, 2}, {100, 900}, {300, 3000}, {2, 2}, {100, 900}, {300, 3000}} {
		b.setTriads(i >= 4)
		g, want := b9PuzzleWithCount(t, rng, rg[0], rg[1])
		n, sols := b9SearchAll(&b, g, 0)
		if n != want {
			t.Fatalf("%s: count %d, oracle %d", formatLine(g), n, want)
		}
		_, refSols := b9RefCount(g, 0, true)
		got := map[string]bool{}
		for _, s := range sols {
			if why := puzzle.CheckSolution(g, s); why != nil {
				t.Fatalf("invalid solution: %s", why)
			}
			got[formatLine(s)] = true
		}
		want2 := map[string]bool{}
		for _, s := range refSols {
			want2[formatLine(s)] = true
		}
		if diff := cmp.Diff(want2, got); diff != "" {
			t.Fatalf("%s: solution sets differ:\n%s", formatLine(g), diff)
		}
		// Limits are respected.
		for _, lim := range []int64{1, 2, want - 1, want, want + 1} {
			if lim <= 0 {
				continue
			}
			exp := lim
			if exp > want {
				exp = want
			}
			if n := b.search(g, lim, nil); n != exp {
				t.Errorf("limit %d: %d, want %d", lim, n, exp)
			}
		}
		// visit returning false stops at once.
		calls := 0
		if n := b.search(g, 0, func([]byte) bool { calls++; return false }); n != 1 || calls != 1 {
			t.Errorf("visit false: n=%d calls=%d", n, calls)
		}
	}
}

func TestBand9NoAlloc(t *testing.T) {
	var b band9
	grid := mustLine(t, "......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.")
	empty := mustLine(t, b9EmptyGrid)
	visit := func([]byte) bool { return true }
	b.search(empty, 2000, visit)
	allocs := testing.AllocsPerRun(20, func() {
		b.search(grid, 2, visit)
		b.search(empty, 500, nil)
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run", allocs)
	}
}

// TestB9Shrunk checks the table look-ups of b9Shrunk against the
// definition on every row pattern in each row and on random band words.
func TestB9Shrunk(t *testing.T) {
	want := func(w uint32) uint32 {
		var h uint32
		for r := uint(0); r < 3; r++ {
			for p := uint(0); p < 3; p++ {
				if w>>(9*r+3*p)&7 != 0 {
					h |= 1 << (3*r + p)
				}
			}
		}
		return h
	}
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 1<<16; i++ {
		w := uint32(i&0x1FF) << (9 * uint(i>>9%3))
		if i >= 3<<9 {
			w = rng.Uint32() & b9All
		}
		if got := b9Shrunk(w); got != want(w) {
			t.Fatalf("b9Shrunk(%#x) = %#x, want %#x", w, got, want(w))
		}
	}
}

// b9UpdateLoop is the loop form of the unrolled update in band9_update.go,
// without its skipping of fully placed digit groups.
func b9UpdateLoop(s *b9State) bool {
	for changed := true; changed; {
		changed = false
		for i := uint(0); i < 27; i++ {
			w := s.f[i]
			if w == s.cf[i] {
				continue
			}
			changed = true
			d, band := i/3, i%3
			w &= b9Locked[b9Shrunk(w)]
			if w == 0 {
				return false
			}
			s.f[i], s.cf[i] = w, w
			j, k := d*3+(band+1)%3, d*3+(band+2)%3
			ci, cj, ck := b9ColsOf(w), b9ColsOf(s.f[j]), b9ColsOf(s.f[k])
			if ci|cj|ck != 0x1FF {
				return false
			}
			s.f[j] &= b9ColumnKill[ci] & b9Claim[cj&^(ci|ck)]
			s.f[k] &= b9ColumnKill[ci] & b9Claim[ck&^(ci|cj)]
			sh := d%3*9 + band*3
			if nr := b9SingleRows(w) & (s.rows[d/3] >> sh) & 7; nr != 0 {
				s.rows[d/3] &^= nr << sh
				cells := w & b9Rows[nr]
				s.cells[band] &^= cells
				for e := band; e < 27; e += 3 {
					if e != i {
						s.f[e] &^= cells
					}
				}
			}
		}
	}
	return true
}

// b9LoadRandom loads into b.stack[0] the givens of ngivens random cells of a
// random solved grid, and returns the grid.
func b9LoadRandom(t *testing.T, rng *rand.Rand, b *band9, ngivens int) []byte {
	sol := b9RandomSolution(rng)
	g := make([]byte, 81)
	for _, c := range rng.Perm(81)[:ngivens] {
		g[c] = sol[c]
	}
	if !b.load(g) {
		t.Fatal("load failed on valid givens")
	}
	return sol
}

// TestBand9UpdateMatchesLoop walks random search paths (placing or removing
// random candidates of unsolved cells) and checks that the unrolled update
// reaches the same fixpoint as its loop form.
func TestBand9UpdateMatchesLoop(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	var b band9
	steps, contradictions := 0, 0
	for iter := 0; iter < 3000; iter++ {
		b9LoadRandom(t, rng, &b, rng.Intn(30))
		s := b.stack[0]
		for {
			ref := s
			ok, okRef := s.update(), b9UpdateLoop(&ref)
			if ok != okRef {
				t.Fatalf("update %v, loop form %v", ok, okRef)
			}
			if !ok {
				contradictions++
				break
			}
			if ref != s {
				t.Fatalf("states differ (-loop +unrolled):\n%s", cmp.Diff(ref, s, cmp.AllowUnexported(b9State{})))
			}
			steps++
			var unsolved []int
			for c := 0; c < 81; c++ {
				if s.cells[c/27]>>uint(c%27)&1 != 0 {
					unsolved = append(unsolved, c)
				}
			}
			if len(unsolved) == 0 {
				break
			}
			c := unsolved[rng.Intn(len(unsolved))]
			band, bit := uint(c/27), uint32(1)<<uint(c%27)
			cand := s.digits(band, bit)
			if cand == 0 {
				break // an empty cell: nakedSingles would report it
			}
			var ds []uint
			for d := uint(0); d < 9; d++ {
				if cand>>d&1 != 0 {
					ds = append(ds, d)
				}
			}
			d := ds[rng.Intn(len(ds))]
			if rng.Intn(2) == 0 {
				s.place(d*3+band, bit)
			} else {
				s.f[d*3+band] &^= bit
			}
		}
	}
	t.Logf("%d fixpoints compared, %d contradictions", steps, contradictions)
}

// FuzzBand9 takes the givens at random from a random solved grid, then
// overwrites up to three random cells with random values (which may make
// givens conflict or leave no solution), and compares the engine with the
// oracle: the count with limit 1000, the validity and distinctness of every
// solution, and counting without visit; even seeds with the triads on.
func FuzzBand9(f *testing.F) {
	f.Add(int64(1), uint8(20), uint8(0))
	f.Add(int64(2), uint8(17), uint8(0))
	f.Add(int64(3), uint8(30), uint8(1))
	f.Add(int64(4), uint8(5), uint8(0))
	f.Add(int64(5), uint8(40), uint8(2))
	var b band9
	f.Fuzz(func(t *testing.T, seed int64, ngivens, mutations uint8) {
		b.setTriads(seed%2 == 0)
		rng := rand.New(rand.NewSource(seed))
		sol := b9RandomSolution(rng)
		g := make([]byte, 81)
		for _, c := range rng.Perm(81)[:int(ngivens)%82] {
			g[c] = sol[c]
		}
		for m := 0; m < int(mutations%4); m++ {
			g[rng.Intn(81)] = byte(rng.Intn(11))
		}
		const limit = 1000
		want, _ := b9RefCount(g, limit, false)
		n, sols := b9SearchAll(&b, g, limit)
		if n != want || int64(len(sols)) != n {
			t.Fatalf("%s: count %d (visits %d), oracle %d", formatLine(g), n, len(sols), want)
		}
		seen := map[string]bool{}
		for _, s := range sols {
			if why := puzzle.CheckSolution(g, s); why != nil {
				t.Fatalf("%s: invalid solution %s: %s", formatLine(g), formatLine(s), why)
			}
			seen[formatLine(s)] = true
		}
		if int64(len(seen)) != n {
			t.Fatalf("%s: duplicate solutions", formatLine(g))
		}
		if mutations%4 == 0 && n < limit && !seen[formatLine(sol)] {
			t.Fatalf("%s: source grid not among the solutions", formatLine(g))
		}
		if n < limit {
			if c := b.search(g, 0, nil); c != n {
				t.Fatalf("%s: counting gives %d, enumeration %d", formatLine(g), c, n)
			}
		}
	})
}

// ---- benchmarks ----

// b9BenchCorpus solves the puzzles of a corpus in turn with the given limit,
// reporting puzzles/s and guesses/puzzle.
func b9BenchCorpus(b *testing.B, name string, limit int64) {
	puzzles := readPuzzles(b, puzzle.CorpusPath(name))
	var s band9
	var guesses int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.search(puzzles[i%len(puzzles)], limit, nil) < 1 {
			b.Fatalf("puzzle %d unsolved", i%len(puzzles))
		}
		guesses += s.guesses()
	}
	b.StopTimer()
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
	b.ReportMetric(float64(guesses)/float64(b.N), "guesses/puzzle")
}

func BenchmarkBand9_17Clue(b *testing.B)      { b9BenchCorpus(b, "puzzles2_17_clue.txt", 1) }
func BenchmarkBand9_Top1465(b *testing.B)     { b9BenchCorpus(b, "puzzles3_magictour_top1465.txt", 1) }
func BenchmarkBand9_Top1465Uniq(b *testing.B) { b9BenchCorpus(b, "puzzles3_magictour_top1465.txt", 2) }
func BenchmarkBand9_Hardest1905(b *testing.B) {
	b9BenchCorpus(b, "puzzles5_forum_hardest_1905_11+.txt", 1)
}
func BenchmarkBand9_Hardest1106(b *testing.B) { b9BenchCorpus(b, "puzzles6_forum_hardest_1106.txt", 1) }
func BenchmarkBand9_Serg(b *testing.B)        { b9BenchCorpus(b, "puzzles7_serg_benchmark.txt", 1) }

// b9CountPuzzle is a 16-given puzzle (a 17-clue puzzle less one given) with
// b9CountSolutions solutions.
const (
	b9CountPuzzle    = ".................1.....2.3......3.....1.4......5....6..3......4.7..8...962...7..."
	b9CountSolutions = 283581
)

// TestBand9CountPuzzle checks the count of the benchmark puzzle against the
// oracle.
func TestBand9CountPuzzle(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("slow oracle")
	}
	grid := mustLine(t, b9CountPuzzle)
	if n, _ := b9RefCount(grid, 0, false); n != b9CountSolutions {
		t.Fatalf("oracle: %d solutions", n)
	}
	var b band9
	if n := b.search(grid, 0, nil); n != b9CountSolutions {
		t.Errorf("count: %d", n)
	}
	var visits, bad int64
	n := b.search(grid, 0, func(s []byte) bool {
		visits++
		if puzzle.CheckSolution(grid, s) != nil {
			bad++
		}
		return true
	})
	if n != b9CountSolutions || visits != n || bad != 0 {
		t.Errorf("enumerate: n=%d visits=%d invalid=%d", n, visits, bad)
	}
}

// BenchmarkBand9Count counts the solutions of b9CountPuzzle (visit nil).
func BenchmarkBand9Count(b *testing.B) {
	b9BenchCount(b, nil)
}

// BenchmarkBand9Enumerate enumerates them with a visit that reads each one.
func BenchmarkBand9Enumerate(b *testing.B) {
	var sum int
	b9BenchCount(b, func(s []byte) bool { sum += int(s[40]); return true })
}

func b9BenchCount(b *testing.B, visit func([]byte) bool) {
	grid := mustLine(b, b9CountPuzzle)
	var s band9
	var sols int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sols += s.search(grid, 0, visit)
	}
	b.StopTimer()
	if sols != int64(b.N)*b9CountSolutions {
		b.Fatalf("%d solutions in %d runs", sols, b.N)
	}
	b.ReportMetric(float64(sols)/b.Elapsed().Seconds(), "solutions/s")
}

// b9Holds reports whether state s still has every value of the solved grid
// sol as a candidate.
func b9Holds(s *b9State, sol []byte) bool {
	for c, v := range sol {
		if s.f[int(v-1)*3+c/27]>>uint(c%27)&1 == 0 {
			return false
		}
	}
	return true
}

// TestBand9TriadsAndConfigs walks random search paths that keep a known
// solution (givens from it, then candidates it does not use removed) and
// checks at each fixpoint of update that the triad rules keep the solution
// and report no contradiction, that they report a change exactly when they
// made one, and that a configuration branch splits the solution's side off:
// the solution survives exactly one of the two masks.
func TestBand9TriadsAndConfigs(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	var b band9
	removed, branches := 0, 0
	for iter := 0; iter < 2000; iter++ {
		sol := b9LoadRandom(t, rng, &b, 17+rng.Intn(15))
		s := b.stack[0]
		for step := 0; step < 40; step++ {
			if !s.update() {
				t.Fatalf("update found a contradiction in a state that holds a solution")
			}
			before := s
			var may [9]uint64
			ok, changed := s.triads(&may)
			if !ok || !b9Holds(&s, sol) {
				t.Fatalf("triads: ok %v, solution kept %v", ok, b9Holds(&s, sol))
			}
			if changed != (before.f != s.f) {
				t.Fatalf("triads reported changed %v, words changed %v", changed, before.f != s.f)
			}
			if changed {
				removed++
				continue
			}
			if d, try, rest, ok := pickConfig(&may); ok {
				branches++
				inTry, inRest := true, true
				for band := uint(0); band < 3; band++ {
					w := s.f[d*3+band]
					inTry = inTry && b9Holds(&b9State{f: b9Only(s.f, d*3+band, w&try[band])}, sol)
					inRest = inRest && b9Holds(&b9State{f: b9Only(s.f, d*3+band, w&rest[band])}, sol)
				}
				if inTry == inRest {
					t.Fatalf("digit %d: solution in the first configuration %v, in the others %v", d+1, inTry, inRest)
				}
			}
			// Remove a random candidate the solution does not use.
			c := rng.Intn(81)
			d := uint(rng.Intn(9))
			if byte(d+1) != sol[c] {
				s.f[d*3+uint(c/27)] &^= 1 << uint(c%27)
			}
		}
	}
	if removed == 0 || branches == 0 {
		t.Fatalf("triads removed candidates %d times, %d configuration branches checked", removed, branches)
	}
	t.Logf("triads removed candidates %d times, %d configuration branches checked", removed, branches)
}

// b9Only returns f with word i replaced by w.
func b9Only(f [27]uint32, i uint, w uint32) [27]uint32 {
	f[i] = w
	return f
}
