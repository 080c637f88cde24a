package sudoku

import "strconv"

// SetHouses gives the grids of the calls that follow extra houses besides the
// rows, columns and boxes: each house is a set of N cells (indexes into the
// grid) that must hold every value once, such as the two main diagonals of
// X-Sudoku. SetHouses(nil) removes them. A house whose cells are not N
// distinct cells of the grid makes the next call panic. With extra houses,
// Solve and Count search depth-first only, as if Learn had not been called.
//
// The houses take part in propagation after each round of singles: a value
// placed in a house leaves its other cells, a value left with one cell in a
// house is placed there, and a value placed twice or left with no cell is a
// contradiction; the finishing search treats the cells of a house as peers.
func (s *Solver) SetHouses(houses [][]int) {
	s.houses = s.houses[:0]
	for _, h := range houses {
		cells := make([]int32, len(h))
		for i, c := range h {
			cells[i] = int32(c)
		}
		s.houses = append(s.houses, cells)
	}
}

// checkHouses panics unless every extra house is N distinct cells of the
// current size.
func (s *Solver) checkHouses() {
	for k, h := range s.houses {
		seen := make(map[int32]bool, len(h))
		for _, c := range h {
			if c < 0 || int(c) >= s.cells || seen[c] {
				panic("sudoku: SetHouses: house " + strconv.Itoa(k) + " is not N distinct cells of the grid")
			}
			seen[c] = true
		}
		if len(h) != s.n {
			panic("sudoku: SetHouses: house " + strconv.Itoa(k) + " is not N distinct cells of the grid")
		}
	}
}

// applyHouses runs the extra houses' deductions on the current state (see
// SetHouses), queueing the singles they make. It reports whether it changed
// the state, and false as ok on a contradiction.
func (s *Solver) applyHouses() (changed, ok bool) {
	cur := s.cur
	for _, h := range s.houses {
		for v := 0; v < s.n; v++ {
			bit := uint32(1) << uint(v)
			placed, cands, last := 0, 0, -1
			for _, c := range h {
				m := cur[c]
				if m&bit == 0 {
					continue
				}
				if m&solved != 0 {
					placed++
				} else {
					cands++
					last = int(c)
				}
			}
			switch {
			case placed > 1 || placed+cands == 0:
				return false, false
			case placed == 1 && cands > 0:
				for _, c := range h {
					if cur[c]&(solved|bit) == bit && !s.eliminate(int(c), v, 3) {
						return false, false
					}
				}
				changed = true
			case placed == 0 && cands == 1:
				if !s.place(last, v) {
					return false, false
				}
				changed = true
			}
		}
	}
	return changed, true
}

// housePeers returns, for the tail search, the tail cells (a mask of tail
// indexes) that share an extra house with tail cell i.
func (s *Solver) housePeers(i int) uint64 {
	t := &s.tail
	c := int32(t.cell[i])
	var peers uint64
	for _, h := range s.houses {
		in := false
		var mask uint64
		for _, hc := range h {
			in = in || hc == c
			for j := 0; j < t.n; j++ {
				if int32(t.cell[j]) == hc {
					mask |= 1 << uint(j)
				}
			}
		}
		if in {
			peers |= mask
		}
	}
	return peers &^ (1 << uint(i))
}
