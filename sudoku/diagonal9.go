package sudoku

import "math/bits"

// b9Diagonals holds the cells of the two main diagonals in each band word's
// layout: [0][b] the cells (r, r) of band b, [1][b] the cells (r, 8-r).
var b9Diagonals = b9DiagonalTable()

// b9DiagonalTable computes b9Diagonals.
func b9DiagonalTable() (t [2][3]uint32) {
	for r := uint(0); r < 9; r++ {
		t[0][r/3] |= 1 << (r%3*9 + r)
		t[1][r/3] |= 1 << (r%3*9 + 8 - r)
	}
	return t
}

// b9BoxCols holds the cells of box p of a band word, for each p.
var b9BoxCols = [3]uint32{0x1C0E07, 0x1C0E07 << 3, 0x1C0E07 << 6}

// diagonals applies the two main diagonals as houses, for X-Sudoku: a digit
// placed on a diagonal leaves the diagonal's other cells, and a digit left
// with one cell on a diagonal is placed there (the next update does the
// rest); a digit whose cells on a diagonal lie in one box leaves the rest of
// the box, and one whose cells in a box on a diagonal lie on the diagonal
// leaves the rest of the diagonal (see locked). It reports false on a
// contradiction, a digit placed twice on a diagonal (givens too: the first
// update settles them) or with no cell left on one, and whether it changed a
// word.
func (s *b9State) diagonals() (ok, changed bool) {
	for d := uint(0); d < 27; d += 3 {
		for k := range b9Diagonals {
			m := &b9Diagonals[k]
			c0, c1, c2 := s.f[d]&m[0], s.f[d+1]&m[1], s.f[d+2]&m[2]
			n := bits.OnesCount32(c0) + bits.OnesCount32(c1) + bits.OnesCount32(c2)
			if n == 0 {
				return false, false
			}
			p0, p1, p2 := c0&^s.cells[0], c1&^s.cells[1], c2&^s.cells[2]
			switch placed := bits.OnesCount32(p0) + bits.OnesCount32(p1) + bits.OnesCount32(p2); {
			case placed > 1:
				return false, false
			case placed == 1 && n > 1:
				s.f[d] &^= c0 &^ p0
				s.f[d+1] &^= c1 &^ p1
				s.f[d+2] &^= c2 &^ p2
				changed = true
			case placed == 0 && n == 1:
				switch {
				case c0 != 0:
					s.place(d, c0)
				case c1 != 0:
					s.place(d+1, c1)
				default:
					s.place(d+2, c2)
				}
				changed = true
			case placed == 0:
				changed = s.locked(d, k, c0, c1, c2) || changed
			}
		}
	}
	return true, changed
}

// locked applies the locked candidates of digit word group d (its band words
// d, d+1, d+2) on diagonal k, whose cells in the three bands are c0, c1, c2:
// the diagonal crosses one box in each band, so cells in one band only are
// in one box, and the digit leaves the box's other cells; and when the
// digit's cells in a box the diagonal crosses all lie on it, the digit
// leaves the diagonal's cells in the other bands. It reports whether it
// changed a word.
func (s *b9State) locked(d uint, k int, c0, c1, c2 uint32) bool {
	m := &b9Diagonals[k]
	cand := [3]uint32{c0, c1, c2}
	changed := false
	for b := uint(0); b < 3; b++ {
		box := b9BoxCols[b]
		if k == 1 {
			box = b9BoxCols[2-b]
		}
		w := s.f[d+b]
		if cand[(b+1)%3]|cand[(b+2)%3] == 0 && w&box&^m[b] != 0 {
			s.f[d+b] = w &^ (box &^ m[b])
			changed = true
		}
		if cand[b] != 0 && w&box&^m[b] == 0 {
			for o := uint(1); o < 3; o++ {
				if x := (b + o) % 3; cand[x] != 0 {
					s.f[d+x] &^= cand[x]
					changed = true
				}
			}
		}
	}
	return changed
}
