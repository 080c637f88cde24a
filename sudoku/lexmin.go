package sudoku

// SolveLexMin fills grid in place with its lexicographically smallest
// solution (the cells read row by row) and reports whether one exists; if
// there is none, grid is left unchanged. It does not enumerate the
// solutions: it keeps one solution as a witness and, cell by cell in order,
// asks Solve whether a smaller digit than the witness's still leaves the
// grid solvable, taking the new solution as the witness when it does (see
// BenchmarkLexMin).
func (s *Solver9) SolveLexMin(grid []byte) bool {
	return lexMin(grid, s.Solve)
}

// SolveLexMin is Solver9.SolveLexMin for grids of any size Solver takes.
func (s *Solver) SolveLexMin(grid []byte) bool {
	return lexMin(grid, s.Solve)
}

// lexMin fills grid with its lexicographically smallest solution using
// solve, which fills a grid in place with a solution when it has one.
func lexMin(grid []byte, solve func(grid []byte) bool) bool {
	n := len(grid)
	witness := make([]byte, n)
	copy(witness, grid)
	if !solve(witness) {
		return false
	}
	prefix := make([]byte, n) // the givens and the cells decided so far
	copy(prefix, grid)
	try := make([]byte, n)
	for i := 0; i < n; i++ {
		if grid[i] != 0 {
			continue
		}
		for d := byte(1); d < witness[i]; d++ {
			copy(try, prefix)
			try[i] = d
			if solve(try) {
				witness, try = try, witness
				break
			}
		}
		prefix[i] = witness[i]
	}
	copy(grid, witness)
	return true
}
