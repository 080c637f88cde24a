package problem

import (
	"bytes"
	"testing"

	"github.com/ojkit/ojkit/gen/rng"
	"github.com/ojkit/ojkit/gen/sudokugen"
)

// TestAntinaive checks that antinaive keeps a grid's solution count, puts 9
// first in the solution of the first empty cell, and makes the naive search
// slower than on the grid it started from, over a few minimal grids.
func TestAntinaive(t *testing.T) {
	g := sudokugen.New(3, rng.New(1))
	var before, after int64
	for i := 0; i < 4; i++ {
		puzzle := g.Minimal()
		for _, flip := range []bool{false, true} {
			grid := antinaive(g, puzzle, flip)
			if n := g.Count(grid, 2); n != 1 {
				t.Fatalf("antinaive grid %d (flip %v) has %d solutions, want 1:\n%v", i, flip, n, grid)
			}
			givens := func(b []byte) int { return len(b) - bytes.Count(b, []byte{0}) }
			if givens(grid) != givens(puzzle) {
				t.Errorf("antinaive grid %d has %d givens, the puzzle %d", i, givens(grid), givens(puzzle))
			}
			first := bytes.IndexByte(grid, 0)
			if sol := g.Solution(grid); sol[first] != 9 {
				t.Errorf("antinaive grid %d: the first empty cell's solution is %d, want 9", i, sol[first])
			}
			before += naiveEffort(puzzle, 0)
			after += naiveEffort(grid, 0)
		}
	}
	if after <= before {
		t.Errorf("naive search nodes: %d on the antinaive grids, %d on the grids they came from; want more", after, before)
	}
}

// TestNaiveEffort pins the naive search's node count on a grid it solves
// without a wrong guess and on one it must back out of.
func TestNaiveEffort(t *testing.T) {
	grid := sudokugen.New(3, rng.New(1)).Full()
	grid[0], grid[1] = 0, 0
	if got := naiveEffort(grid, 0); got != 3 {
		t.Errorf("naiveEffort with two cells to fill = %d, want 3 (the root and one node a cell)", got)
	}
	if got := naiveEffort(grid, 2); got != 2 {
		t.Errorf("naiveEffort with budget 2 = %d, want 2", got)
	}
}
