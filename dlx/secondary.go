package dlx

import "strconv"

// ResetSecondary empties the matrix and gives it primary+secondary columns and
// no rows, for a generalized exact cover problem: columns 0..primary-1 are
// primary, and a cover holds each of them exactly once; columns primary and up
// are secondary, and a cover holds each of them at most once. Rows are added with
// AddRow as usual, and Solve, Count and Enumerate find these covers; the search
// branches on primary columns only. A row without primary columns is never part
// of a cover. Reset(cols) is ResetSecondary(cols, 0).
//
// ResetSecondary panics if primary or secondary is negative.
func (s *Solver) ResetSecondary(primary, secondary int) {
	if primary < 0 || secondary < 0 {
		panic("dlx: ResetSecondary: negative column count " +
			strconv.Itoa(primary) + ", " + strconv.Itoa(secondary))
	}
	s.reset(primary, secondary)
}
