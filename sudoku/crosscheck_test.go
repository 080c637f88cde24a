package sudoku_test

import (
	"math/rand"
	"testing"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/internal/puzzle"
	"github.com/ojkit/ojkit/sudoku"
)

// FuzzAgainstDLX checks the bitmask engines (Solver, and Solver9 on 9×9) against
// dancing links, an independent exact-cover search: on 4×4 and 9×9 grids made of
// a random solved grid's cells (kept with probability keep/256) and a few random
// cells that may conflict, all count the same solutions up to a limit, and every
// solution Solver enumerates is a valid grid that keeps the givens.
func FuzzAgainstDLX(f *testing.F) {
	f.Add(int64(1), uint8(120), uint8(0), false)
	f.Add(int64(2), uint8(60), uint8(2), true)
	f.Add(int64(3), uint8(200), uint8(1), true)
	var s sudoku.Solver
	var s9 sudoku.Solver9
	var d dlx.Sudoku
	f.Fuzz(func(t *testing.T, seed int64, keep, noise uint8, nine bool) {
		side := 4
		if nine {
			side = 9
		}
		grid := randomGivens(&d, rand.New(rand.NewSource(seed)), side, int(keep), int(noise%4))
		const limit = 300
		want := d.Count(grid, limit)
		if got := s.Count(grid, limit); got != want {
			t.Fatalf("Count(%v) = %d, DLX counts %d", grid, got, want)
		}
		if nine {
			if got := s9.Count(grid, limit); got != want {
				t.Fatalf("Solver9.Count(%v) = %d, DLX counts %d", grid, got, want)
			}
		}
		var n int64
		s.Enumerate(grid, func(sol []byte) bool {
			n++
			if err := puzzle.CheckSolution(grid, sol); err != nil {
				t.Fatalf("solution of %v: %v", grid, err)
			}
			return n < limit
		})
		if n != want {
			t.Fatalf("Enumerate(%v) visited %d solutions, DLX counts %d", grid, n, want)
		}
	})
}

// randomGivens returns a side×side grid: the cells of a random solved grid kept
// with probability keep/256, then noise cells set to random values.
func randomGivens(d *dlx.Sudoku, rng *rand.Rand, side, keep, noise int) []byte {
	grid := make([]byte, side*side)
	for _, c := range rng.Perm(side)[:1] {
		grid[c] = byte(rng.Intn(side) + 1)
	}
	d.Solve(grid)
	for i := range grid {
		if rng.Intn(256) >= keep {
			grid[i] = 0
		}
	}
	for i := 0; i < noise; i++ {
		grid[rng.Intn(len(grid))] = byte(rng.Intn(side) + 1)
	}
	return grid
}
