package sudoku

import "math/bits"

// lockedCandidates applies one round of locked candidates: a value whose places in
// a box lie in one row or column of it is removed from the rest of that line
// (pointing), and a value whose places in a line lie in one box is removed from
// the rest of that box (claiming). It reports whether it removed anything and
// false as its second result on a contradiction.
func (s *Solver) lockedCandidates() (changed, ok bool) {
	for bx := 0; bx < s.n; bx++ {
		c, ok := s.pointing(bx)
		if !ok {
			return false, false
		}
		changed = changed || c
	}
	for line := 0; line < 2*s.n; line++ {
		c, ok := s.claiming(line)
		if !ok {
			return false, false
		}
		changed = changed || c
	}
	return changed, true
}

// pointing applies pointing to every value of box bx.
func (s *Solver) pointing(bx int) (changed, ok bool) {
	cur, cells, n, b := s.cur, s.cells, s.n, s.box
	band, stack := bx/b, bx%b
	base := cells + (2*n+bx)*n
	for v := 0; v < n; v++ {
		m := cur[base+v]
		if m&solved != 0 {
			continue
		}
		low := bits.TrailingZeros32(m)
		if k := low / b; m&^s.band[k] == 0 {
			r := band*b + k
			o := cur[cells+r*n+v] &^ s.band[stack]
			changed = changed || o != 0
			for ; o != 0; o &= o - 1 {
				if !s.eliminate(r*n+bits.TrailingZeros32(o), v, 3) {
					return false, false
				}
			}
		}
		if k := low % b; m&^s.stack[k] == 0 {
			col := stack*b + k
			o := cur[cells+(n+col)*n+v] &^ s.band[band]
			changed = changed || o != 0
			for ; o != 0; o &= o - 1 {
				if !s.eliminate(bits.TrailingZeros32(o)*n+col, v, 3) {
					return false, false
				}
			}
		}
	}
	return changed, true
}

// claiming applies claiming to every value of line (a row below N, else a
// column).
func (s *Solver) claiming(line int) (changed, ok bool) {
	cur, cells, n, b := s.cur, s.cells, s.n, s.box
	base := cells + line*n
	for v := 0; v < n; v++ {
		m := cur[base+v]
		if m&solved != 0 {
			continue
		}
		k := bits.TrailingZeros32(m) / b
		if m&^s.band[k] != 0 {
			continue
		}
		var bx int
		var keep uint32
		if line < n {
			bx, keep = line/b*b+k, s.band[line%b]
		} else {
			bx, keep = k*b+(line-n)/b, s.stack[(line-n)%b]
		}
		u := (2*n + bx) * n
		o := cur[cells+u+v] &^ keep
		changed = changed || o != 0
		for ; o != 0; o &= o - 1 {
			if !s.eliminate(int(s.cellAt[u+bits.TrailingZeros32(o)]), v, 3) {
				return false, false
			}
		}
	}
	return changed, true
}
