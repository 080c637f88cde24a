package sudokugen

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/gen/rng"
	"github.com/ojkit/ojkit/internal/puzzle"
)

func TestFullIsValid(t *testing.T) {
	for box := 2; box <= 5; box++ {
		g := New(box, rng.New(uint64(box)))
		for i := 0; i < 3; i++ {
			full := g.Full()
			if err := puzzle.CheckSolution(full, full); err != nil {
				t.Errorf("box %d grid %d: %v", box, i, err)
			}
		}
	}
}

// checkMinimal fails unless p has one solution and each given removed leaves
// two or more.
func checkMinimal(t *testing.T, g *Generator, name string, p []byte) {
	t.Helper()
	if n := g.Count(p, 2); n != 1 {
		t.Fatalf("%s: %d solutions, want 1", name, n)
	}
	h := append([]byte(nil), p...)
	for c, v := range p {
		if v == 0 {
			continue
		}
		h[c] = 0
		if n := g.Count(h, 2); n != 2 {
			t.Errorf("%s: without the given at cell %d: %d solutions, want 2", name, c, n)
		}
		h[c] = v
	}
}

func TestMinimalIsMinimal(t *testing.T) {
	for box, count := range map[int]int{2: 20, 3: 20, 4: 2} {
		g := New(box, rng.New(1))
		for i := 0; i < count; i++ {
			checkMinimal(t, g, fmt.Sprintf("box %d grid %d", box, i), g.Minimal())
		}
	}
}

// TestRemovableAgreesWithCount checks removable against the plain check, a
// count of two with the given removed, on every given of unique grids.
func TestRemovableAgreesWithCount(t *testing.T) {
	for box, givens := range map[int]int{2: 8, 3: 30, 4: 120, 5: 400} {
		g := New(box, rng.New(13))
		p := g.Unique(givens)
		checked := 0
		for c, v := range p {
			if v == 0 || (box >= 4 && c%7 != 0) {
				continue
			}
			p[c] = 0
			want := g.Count(p, 2) == 1
			p[c] = v
			if got := g.removable(p, c); got != want {
				t.Errorf("box %d cell %d: removable = %v, want %v", box, c, got, want)
			}
			if p[c] != v {
				t.Fatalf("box %d cell %d: removable changed the grid", box, c)
			}
			checked++
		}
		if checked == 0 {
			t.Errorf("box %d: no given checked", box)
		}
	}
}

func TestUniqueStopsAtGivens(t *testing.T) {
	g := New(3, rng.New(5))
	for _, givens := range []int{60, 40, 30} {
		p := g.Unique(givens)
		if n := g.Count(p, 2); n != 1 {
			t.Errorf("Unique(%d): %d solutions, want 1", givens, n)
		}
		if got := countGivens(p); got != givens {
			t.Errorf("Unique(%d): %d givens", givens, got)
		}
	}
}

// TestMultiCounts checks that Multi's grids have exactly the asked number of
// solutions by both engines: the sudoku package's and dancing links.
func TestMultiCounts(t *testing.T) {
	var z dlx.Sudoku
	for _, box := range []int{2, 3} {
		g := New(box, rng.New(2))
		for _, k := range []int64{1, 2, 3, 7, 50, 1000} {
			if box == 2 && k > 3 {
				continue
			}
			p, err := g.Multi(k)
			if err != nil {
				t.Fatalf("box %d: Multi(%d): %v", box, k, err)
			}
			if n := g.Count(p, 0); n != k {
				t.Errorf("box %d: Multi(%d): sudoku counts %d", box, k, n)
			}
			if n := z.Count(p, 0); n != k {
				t.Errorf("box %d: Multi(%d): dlx counts %d", box, k, n)
			}
		}
	}
}

func TestSparseStaysUnderMax(t *testing.T) {
	g := New(3, rng.New(4))
	for i := 0; i < 5; i++ {
		p := g.Sparse(100)
		if n := g.Count(p, 0); n < 1 || n > 100 {
			t.Errorf("Sparse(100): %d solutions", n)
		}
	}
}

func TestConflictAndUnsolvable(t *testing.T) {
	for _, box := range []int{2, 3, 4} {
		g := New(box, rng.New(6))
		p := g.Minimal()
		c := g.Conflict(p)
		if diff := countGivens(c) - countGivens(p); diff != 1 {
			t.Errorf("box %d: Conflict added %d givens, want 1", box, diff)
		}
		if _, _, ok := equalGivens(box, c); !ok {
			t.Errorf("box %d: Conflict's grid has no two equal givens in a unit", box)
		}
		u := g.Unsolvable(p)
		if u == nil {
			continue // every empty cell forced by the givens alone
		}
		if _, _, ok := equalGivens(box, u); ok {
			t.Errorf("box %d: Unsolvable's grid has two equal givens in a unit", box)
		}
		if n := g.Count(u, 0); n != 0 {
			t.Errorf("box %d: Unsolvable's grid has %d solutions", box, n)
		}
	}
}

// TestHardIsHarder checks that Hard keeps the grid of highest Effort: no
// lower than the effort of a plain minimal grid from the same stream.
func TestHardIsHarder(t *testing.T) {
	g := New(3, rng.New(8))
	hard := Effort(g.Hard(30, 0), 0)
	var sum int64
	for i := 0; i < 30; i++ {
		sum += Effort(g.Minimal(), 0)
	}
	if hard*30 <= sum {
		t.Errorf("hard effort %d is not above the mean of 30 minimal grids, %d", hard, sum/30)
	}
}

func TestEffort(t *testing.T) {
	full := New(3, rng.New(9)).Full()
	if e := Effort(full, 0); e != 1 {
		t.Errorf("Effort of a full grid = %d, want 1 (the root)", e)
	}
	one := append([]byte(nil), full...)
	one[40] = 0
	if e := Effort(one, 0); e != 2 {
		t.Errorf("Effort with one empty cell = %d, want 2", e)
	}
	bad := append([]byte(nil), one...)
	bad[40] = bad[41]
	if e := Effort(bad, 0); e != 0 {
		t.Errorf("Effort of conflicting givens = %d, want 0", e)
	}
	if e := Effort(make([]byte, 256), 100); e != 100 {
		t.Errorf("Effort with budget 100 = %d, want 100", e)
	}
	box := New(4, rng.New(9)).Full() // one box emptied: every cell a naked single
	for c := range box {
		if c%16 < 4 && c/16 < 4 {
			box[c] = 0
		}
	}
	if e := Effort(box, 0); e != 1 {
		t.Errorf("Effort of a 16×16 grid filled by singles = %d, want 1 (the root)", e)
	}
	if e := plainEffort(box, 0); e != 17 {
		t.Errorf("plainEffort of 16 empty cells = %d, want 17 (one node a cell)", e)
	}
}

// TestHardKeepsHighestEffort checks that Hard keeps the first grid of highest
// Effort among the minimal grids the same stream gives.
func TestHardKeepsHighestEffort(t *testing.T) {
	const batch = 4
	hard := New(4, rng.New(12)).Hard(batch, 0)
	g := New(4, rng.New(12))
	var want []byte
	best := int64(-1)
	for i := 0; i < batch; i++ {
		p := g.Minimal()
		if e := Effort(p, 0); e > best {
			want, best = p, e
		}
	}
	if diff := cmp.Diff(want, hard); diff != "" {
		t.Errorf("Hard (-want +got):\n%s", diff)
	}
}

func countGivens(g []byte) int {
	n := 0
	for _, v := range g {
		if v != 0 {
			n++
		}
	}
	return n
}

// equalGivens finds two equal givens sharing a unit.
func equalGivens(box int, g []byte) (int, int, bool) {
	n := box * box
	for a := range g {
		for b := a + 1; b < len(g); b++ {
			if g[a] == 0 || g[a] != g[b] {
				continue
			}
			ra, ca, rb, cb := a/n, a%n, b/n, b%n
			if ra == rb || ca == cb || ra/box == rb/box && ca/box == cb/box {
				return a, b, true
			}
		}
	}
	return 0, 0, false
}
