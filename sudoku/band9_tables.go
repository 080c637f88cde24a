package sudoku

// Read-only look-up tables of the 9×9 engine, computed once when the program
// starts (by variable initializers: a bundled submission keeps them in order,
// which an init function would not guarantee). See the bit layout at the top of
// band9.go: a band word holds one digit's candidates in one band, bit r*9+c for
// band row r (0..2) and column c (0..8); box p of the band covers columns
// 3p..3p+2.
var (
	// b9BoxesOfRow maps the 9 bits of one band row to the 3-bit set of the
	// band's boxes in which the row has a candidate.
	b9BoxesOfRow = b9Table512(b9BoxesOf)

	// b9RowSingle maps the 9 bits of one band row to 1 when exactly one bit
	// is set, else 0.
	b9RowSingle = b9Table512(b9IsSingle)

	// b9Locked maps a "shrunk" band, bit r*3+p set when row r has a
	// candidate in box p, to the 27-bit mask of the cells that survive the
	// band's locked candidates: the digit takes one cell in each row and in
	// each box of the band, so only (row, box) pairs that belong to a perfect
	// matching of rows to boxes can hold it. A shrunk band without any
	// matching maps to 0, a contradiction.
	b9Locked = b9Table512(b9LockedMask)

	// b9ColumnKill maps the 9-bit set of columns in which a band has the
	// digit to the mask that clears, in the digit's other two bands, every
	// column that is the only one of its box: the box's digit lies in that
	// column (pointing), so the rest of the column cannot hold it.
	b9ColumnKill = b9Table512(b9KillMask)

	// b9Claim maps the 9-bit set of columns where only this band has the
	// digit to the mask of the band's cells that stay candidates: such a
	// column takes the digit inside this band, so its box keeps the digit in
	// that column only (claiming; with the matching step it also finds the
	// hidden singles of columns). Two such columns in one box empty the box,
	// a contradiction.
	b9Claim = b9Table512(b9ClaimMask)

	// b9ShrunkCells maps a shrunk band (bit r*3+p: row r in box p) to the
	// 27-bit mask of the cells of those (row, box) pairs.
	b9ShrunkCells = b9Table512(b9ShrunkCellsOf)

	// b9PeerCells maps a shrunk band to the cells of the rows and boxes of
	// its pairs.
	b9PeerCells = b9Table512(func(pairs uint32) uint32 { return b9ShrunkCellsOf(b9LinesOf(pairs)) })

	// b9OneBox maps a shrunk band to its pairs whose row has no other box.
	b9OneBox = b9Table512(b9OneBoxOf)

	// b9Lines maps a shrunk band to the pairs that share a row or a box
	// with one of its pairs.
	b9Lines = b9Table512(b9LinesOf)

	// b9Alone maps a 9-bit set of columns to those that are the only one
	// of the set in their box.
	b9Alone = b9Table512(func(cols uint32) uint32 { return ^b9KillMask(cols) & 0x1FF })

	// b9Configs maps a shrunk band to the number of its perfect matchings:
	// the configurations of the digit in the band (or, transposed, in a
	// stack).
	b9Configs = b9Table512(func(shrunk uint32) uint32 { return uint32(len(b9Matchings(shrunk))) })

	// b9FirstConfig maps a shrunk band with a perfect matching to the first
	// one (as a shrunk band), b9OtherConfigs to the union of the others.
	b9FirstConfig = b9Table512(func(shrunk uint32) uint32 {
		if ms := b9Matchings(shrunk); len(ms) > 0 {
			return ms[0]
		}
		return 0
	})
	b9OtherConfigs = b9Table512(b9OtherConfigsOf)

	// b9RowBox maps a band bit to the mask of the cells in its row or box.
	b9RowBox = b9BitTable(func(t uint) uint32 { return 0x1FF<<(t/9*9) | 0x1C0E07<<(t%9/3*3) })

	// b9Col maps a band bit to the mask of the cells of its column.
	b9Col = b9BitTable(func(t uint) uint32 { return b9Cols3 << (t % 9) })

	// b9Spread maps 8 bits to the 8 bytes of a little-endian uint64, bit i
	// to the low bit of byte i.
	b9Spread = b9SpreadTable()

	// b9Rows maps a 3-bit set of band rows to the 27-bit mask of their cells.
	b9Rows = b9RowsTable()
)

// b9Cols3 spreads a 9-bit column set to the same columns of all three rows.
const b9Cols3 = 1 | 1<<9 | 1<<18

// b9Table512 tabulates f over the 9-bit values.
func b9Table512(f func(uint32) uint32) (t [512]uint32) {
	for v := range t {
		t[v] = f(uint32(v))
	}
	return t
}

// b9BitTable tabulates f over the 27 bits of a band word.
func b9BitTable(f func(uint) uint32) (t [32]uint32) {
	for b := uint(0); b < 27; b++ {
		t[b] = f(b)
	}
	return t
}

// b9BoxesOf computes one entry of b9BoxesOfRow.
func b9BoxesOf(row uint32) uint32 {
	var boxes uint32
	for p := uint(0); p < 3; p++ {
		if row>>(3*p)&7 != 0 {
			boxes |= 1 << p
		}
	}
	return boxes
}

// b9IsSingle computes one entry of b9RowSingle.
func b9IsSingle(row uint32) uint32 {
	if row != 0 && row&(row-1) == 0 {
		return 1
	}
	return 0
}

// b9KillMask computes one entry of b9ColumnKill.
func b9KillMask(cols uint32) uint32 {
	kill, _ := b9ColumnMasks(cols)
	return kill
}

// b9ClaimMask computes one entry of b9Claim.
func b9ClaimMask(cols uint32) uint32 {
	_, claim := b9ColumnMasks(cols)
	return claim
}

// b9SpreadTable computes b9Spread.
func b9SpreadTable() (t [256]uint64) {
	for x := uint(0); x < 256; x++ {
		for i := uint(0); i < 8; i++ {
			t[x] |= uint64(x>>i&1) << (8 * i)
		}
	}
	return t
}

// b9RowsTable computes b9Rows.
func b9RowsTable() (t [8]uint32) {
	for r := uint(0); r < 8; r++ {
		for k := uint(0); k < 3; k++ {
			if r>>k&1 != 0 {
				t[r] |= 0x1FF << (9 * k)
			}
		}
	}
	return t
}

// b9LockedMask computes one entry of b9Locked.
func b9LockedMask(shrunk uint32) uint32 {
	perms := [6][3]uint{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	var pairs uint32 // bit r*3+p: (row r, box p) is in some perfect matching
	for _, perm := range perms {
		var m uint32
		for r := uint(0); r < 3; r++ {
			m |= 1 << (3*r + perm[r])
		}
		if shrunk&m == m {
			pairs |= m
		}
	}
	var cells uint32
	for r := uint(0); r < 3; r++ {
		for p := uint(0); p < 3; p++ {
			if pairs>>(3*r+p)&1 != 0 {
				cells |= 7 << (9*r + 3*p)
			}
		}
	}
	return cells
}

// b9Matchings returns the perfect matchings of rows to boxes that shrunk
// allows, each as a shrunk band of three pairs, in a fixed order.
func b9Matchings(shrunk uint32) []uint32 {
	var ms []uint32
	for p0 := uint(0); p0 < 3; p0++ {
		for p1 := uint(0); p1 < 3; p1++ {
			if m := uint32(1)<<p0 | 1<<(3+p1) | 1<<(9-p0-p1); p1 != p0 && shrunk&m == m {
				ms = append(ms, m)
			}
		}
	}
	return ms
}

// b9OtherConfigsOf computes one entry of b9OtherConfigs.
func b9OtherConfigsOf(shrunk uint32) uint32 {
	var pairs uint32
	ms := b9Matchings(shrunk)
	for i := 1; i < len(ms); i++ {
		pairs |= ms[i]
	}
	return pairs
}

// b9ShrunkCellsOf computes one entry of b9ShrunkCells.
func b9ShrunkCellsOf(pairs uint32) uint32 {
	var cells uint32
	for k := uint(0); k < 9; k++ {
		cells |= pairs >> k & 1 * 7 << (k/3*9 + k%3*3)
	}
	return cells
}

// b9OneBoxOf computes one entry of b9OneBox.
func b9OneBoxOf(pairs uint32) uint32 {
	var one uint32
	for r := uint(0); r < 3; r++ {
		if row := pairs >> (3 * r) & 7; row&(row-1) == 0 {
			one |= row << (3 * r)
		}
	}
	return one
}

// b9LinesOf computes one entry of b9Lines.
func b9LinesOf(pairs uint32) uint32 {
	var lines uint32
	for k := uint(0); k < 9; k++ {
		if pairs>>k&1 != 0 {
			lines |= 7<<(k/3*3) | 0x49<<(k%3)
		}
	}
	return lines
}

// b9ColumnMasks computes the entries of b9ColumnKill and b9Claim for the
// column set cols.
func b9ColumnMasks(cols uint32) (kill, claim uint32) {
	kill, claim = ^uint32(0), b9All
	for p := uint(0); p < 3; p++ {
		c := cols >> (3 * p) & 7
		if c == 0 {
			continue
		}
		box := uint32(7*b9Cols3) << (3 * p)
		if c&(c-1) == 0 { // one column in this box
			kill &^= c * b9Cols3 << (3 * p)
			claim = claim&^box | c*b9Cols3<<(3*p)
		} else {
			claim &^= box
		}
	}
	return kill, claim
}
