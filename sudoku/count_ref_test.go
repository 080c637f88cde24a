package sudoku

import "math/bits"

// plainRef is the yardstick for counting speed: plain backtracking on 9×9 with
// row, column and box masks, the empty cell with the fewest candidates first
// (naked singles only). It assumes consistent givens.
type plainRef struct {
	row, col, box [9]uint32
	empty         []int
	count         int64
	limit         int64
}

func (p *plainRef) rec(k int) bool {
	if k == len(p.empty) {
		p.count++
		return p.count >= p.limit
	}
	best, bi := 10, k
	var bm uint32
	for i := k; i < len(p.empty); i++ {
		c := p.empty[i]
		m := 0x1ff &^ (p.row[c/9] | p.col[c%9] | p.box[c/27*3+c%9/3])
		if n := bits.OnesCount32(m); n < best {
			best, bi, bm = n, i, m
			if n <= 1 {
				break
			}
		}
	}
	if best == 0 {
		return false
	}
	p.empty[k], p.empty[bi] = p.empty[bi], p.empty[k]
	c := p.empty[k]
	r, cc, b := c/9, c%9, c/27*3+c%9/3
	for ; bm != 0; bm &= bm - 1 {
		bit := bm & -bm
		p.row[r] |= bit
		p.col[cc] |= bit
		p.box[b] |= bit
		stop := p.rec(k + 1)
		p.row[r] &^= bit
		p.col[cc] &^= bit
		p.box[b] &^= bit
		if stop {
			return true
		}
	}
	p.empty[k], p.empty[bi] = p.empty[bi], p.empty[k]
	return false
}

// newPlainRef prepares the reference counter for a 9×9 grid.
func newPlainRef(g []byte, limit int64) *plainRef {
	p := &plainRef{limit: limit}
	for c, v := range g {
		if v == 0 {
			p.empty = append(p.empty, c)
			continue
		}
		bit := uint32(1) << (v - 1)
		p.row[c/9] |= bit
		p.col[c%9] |= bit
		p.box[c/27*3+c%9/3] |= bit
	}
	return p
}
