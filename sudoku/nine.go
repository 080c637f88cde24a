package sudoku

// The Solver's 9×9 calls go to the band bitboard engine (band9.go), which is
// several times faster there than the general engine.

// solve9 is Solve for a 9×9 grid.
func (s *Solver) solve9(grid []byte) bool {
	if s.copyOut == nil {
		s.copyOut = func(solution []byte) bool {
			copy(s.target, solution)
			return false
		}
	}
	s.target = grid
	n := s.b9.search(grid, 1, s.copyOut)
	s.target = nil
	s.guesses = s.b9.guesses()
	return n == 1
}

// search9 is Count and Enumerate for a 9×9 grid.
func (s *Solver) search9(grid []byte, limit int64, visit func([]byte) bool) int64 {
	n := s.b9.search(grid, limit, visit)
	s.guesses = s.b9.guesses()
	return n
}
