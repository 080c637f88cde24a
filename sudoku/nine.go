package sudoku

// Solver9 solves, counts and enumerates 9×9 grids with the band bitboard engine
// (band9.go), several times faster there than Solver. It is a type of its own so
// that a bundled 9×9 submission carries only this engine and a 16×16 one only
// Solver's: the bundler keeps what a program can reach, type by type.
//
// Grids are as for Solver, with exactly 81 cells. The zero value is ready to use;
// reusing a Solver9 allocates nothing. A Solver9 must not be used by several
// goroutines at once.
type Solver9 struct {
	b9      band9
	target  []byte            // Solve: the grid to fill
	copyOut func([]byte) bool // Solve: copies the first solution to target
}

// Solve fills grid in place with its first solution and reports whether one
// exists. If there is none, grid is left unchanged. Solve panics if len(grid) is
// not 81.
func (s *Solver9) Solve(grid []byte) bool {
	check81(grid)
	if s.copyOut == nil {
		s.copyOut = func(solution []byte) bool {
			copy(s.target, solution)
			return false
		}
	}
	s.target = grid
	n := s.b9.search(grid, 1, s.copyOut)
	s.target = nil
	return n == 1
}

// Count returns the number of solutions of grid, stopping once it reaches limit;
// limit 0 counts them all. Count does not modify grid. It panics if len(grid) is
// not 81.
func (s *Solver9) Count(grid []byte, limit int64) int64 {
	check81(grid)
	return s.b9.search(grid, limit, nil)
}

// Enumerate calls visit with each solution of grid in turn until visit returns
// false, and returns the number of times it called visit. The solution slice is
// valid only during the call to visit. Enumerate does not modify grid. It panics
// if len(grid) is not 81.
func (s *Solver9) Enumerate(grid []byte, visit func(solution []byte) bool) int64 {
	check81(grid)
	return s.b9.search(grid, 0, visit)
}

// Guesses returns the number of guesses of the last call: candidates tried while
// another candidate of the same cell was still open.
func (s *Solver9) Guesses() int64 {
	return s.b9.guesses()
}

// SetDiagonals makes the two main diagonals houses too, each holding every
// digit once (X-Sudoku), for the calls that follow, or, with on false, plain
// Sudoku again.
func (s *Solver9) SetDiagonals(on bool) {
	s.b9.extra = nil
	if on {
		s.b9.extra = (*b9State).diagonals
	}
}

// SetTriads makes the calls that follow use, once a search proves hard, two
// ideas of tdoku's: the triad rules (a minirow or minicolumn where only three
// digits may lie takes them; one that must take three takes no other) and
// branching on where a digit lies in a band or stack rather than on a cell.
// They make fewer guesses on the hardest puzzles (docs/performance.md gives
// figures); with on false the engine is the plain one again.
// Their code enters a bundle only through SetTriads, so submissions call it
// only when their inputs need it.
func (s *Solver9) SetTriads(on bool) {
	s.b9.setTriads(on)
}

// check81 panics unless grid has 81 cells.
func check81(grid []byte) {
	if len(grid) != 81 {
		panic("sudoku: Solver9 needs a grid of 81 cells")
	}
}
