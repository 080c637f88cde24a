package sudoku

import (
	"math/rand"
	"testing"
)

// xCount counts the X-Sudoku completions of grid up to limit by a plain
// search over masks of rows, columns, boxes and the two diagonals.
func xCount(grid []byte, limit int) int {
	var g [81]byte
	copy(g[:], grid)
	var used [29]uint16 // rows 0-8, columns 9-17, boxes 18-26, diagonals 27-28
	houses := func(c int) []int {
		r, k := c/9, c%9
		h := []int{r, 9 + k, 18 + r/3*3 + k/3}
		if r == k {
			h = append(h, 27)
		}
		if r+k == 8 {
			h = append(h, 28)
		}
		return h
	}
	for c, v := range g {
		if v == 0 {
			continue
		}
		for _, h := range houses(c) {
			if used[h]&(1<<v) != 0 {
				return 0
			}
			used[h] |= 1 << v
		}
	}
	n := 0
	var rec func(c int)
	rec = func(c int) {
		for c < 81 && g[c] != 0 {
			c++
		}
		if c == 81 {
			n++
			return
		}
		hs := houses(c)
		for v := byte(1); v <= 9 && n < limit; v++ {
			free := true
			for _, h := range hs {
				free = free && used[h]&(1<<v) == 0
			}
			if !free {
				continue
			}
			for _, h := range hs {
				used[h] |= 1 << v
			}
			g[c] = v
			rec(c + 1)
			g[c] = 0
			for _, h := range hs {
				used[h] &^= 1 << v
			}
		}
	}
	rec(0)
	return n
}

// isXSolution reports whether sol is a complete X-Sudoku grid keeping the
// givens of grid.
func isXSolution(grid, sol []byte) bool {
	return xCount(sol, 2) == 1 && func() bool {
		for c, v := range grid {
			if v != 0 && sol[c] != v || sol[c] == 0 {
				return false
			}
		}
		return true
	}()
}

// randomXGrid returns givens of the X-Sudoku solution full, relabelled and
// turned half round, 24 to 43 of them; every tenth trial adds a given at
// random, which may break the houses.
func randomXGrid(r *rand.Rand, full []byte, trial int) []byte {
	label := r.Perm(9)
	grid := make([]byte, 81)
	for _, c := range r.Perm(81)[:24+r.Intn(20)] {
		grid[c] = byte(label[full[80-c]-1] + 1)
	}
	if trial%10 == 0 {
		grid[r.Intn(81)] = byte(1 + r.Intn(9))
	}
	return grid
}

// checkXSolutions fails unless the first 20 solutions enumerate gives are
// X-Sudoku completions of grid.
func checkXSolutions(t *testing.T, enumerate func([]byte, func([]byte) bool) int64, grid []byte) {
	t.Helper()
	seen := 0
	enumerate(grid, func(sol []byte) bool {
		if !isXSolution(grid, sol) {
			t.Fatalf("%v is not an X-Sudoku completion of %v", sol, grid)
		}
		seen++
		return seen < 20
	})
}

func TestDiagonals(t *testing.T) {
	t.Parallel()
	var s Solver9
	s.SetDiagonals(true)
	full := make([]byte, 81)
	if !s.Solve(full) || !isXSolution(make([]byte, 81), full) {
		t.Fatalf("the empty grid solved with diagonals: %v", full)
	}
	r := rand.New(rand.NewSource(1))
	for trial := 0; trial < 300; trial++ {
		grid := randomXGrid(r, full, trial)
		want := xCount(grid, 20)
		if got := s.Count(grid, 20); int(got) != want {
			t.Fatalf("trial %d: Count = %d, want %d, grid %v", trial, got, want, grid)
		}
		checkXSolutions(t, s.Enumerate, grid)
	}
	conflict := make([]byte, 81)
	conflict[0], conflict[80] = 5, 5
	if n := s.Count(conflict, 0); n != 0 {
		t.Errorf("two 5s on the main diagonal: %d solutions, want 0", n)
	}
	s.SetDiagonals(false)
	if n := s.Count(conflict, 2); n != 2 {
		t.Errorf("without diagonals: Count(2) = %d, want 2", n)
	}
}

// diagonalHouses returns the two main diagonals of an n×n grid.
func diagonalHouses(n int) [][]int {
	h := [][]int{make([]int, n), make([]int, n)}
	for i := 0; i < n; i++ {
		h[0][i], h[1][i] = i*n+i, i*n+n-1-i
	}
	return h
}

// TestSolverHouses checks the general engine with the diagonals as extra
// houses against Solver9 with SetDiagonals on 9×9 grids (counts up to 20,
// every solution an X-Sudoku completion), and on 16×16 that the solution of
// the empty grid holds every value once on each diagonal.
func TestSolverHouses(t *testing.T) {
	var s9 Solver9
	s9.SetDiagonals(true)
	full := make([]byte, 81)
	s9.Solve(full)
	var s Solver
	s.SetHouses(diagonalHouses(9))
	r := rand.New(rand.NewSource(2))
	for trial := 0; trial < 200; trial++ {
		grid := randomXGrid(r, full, trial)
		want := s9.Count(grid, 20)
		if got := s.Count(grid, 20); got != want {
			t.Fatalf("trial %d: Solver.Count = %d, Solver9.Count = %d, grid %v", trial, got, want, grid)
		}
		checkXSolutions(t, s.Enumerate, grid)
	}
	grid := make([]byte, 256)
	s.SetHouses(diagonalHouses(16))
	if !s.Solve(grid) {
		t.Fatal("the empty 16×16 grid has no solution with its diagonals")
	}
	for _, h := range diagonalHouses(16) {
		var used uint32
		for _, c := range h {
			used |= 1 << grid[c]
		}
		if used != 0x1FFFE {
			t.Errorf("16×16 diagonal %v holds %b", h, used)
		}
	}
	s.SetHouses([][]int{{0, 1}})
	defer func() {
		if recover() == nil {
			t.Error("a house of 2 cells on a 16×16 grid did not panic")
		}
	}()
	s.Count(grid, 1)
}
