package sudokugen

import "math/bits"

// Effort rates how hard grid is for the simple depth-first programs that judge
// solutions are often built on: the number of nodes their search visits before
// it finds the first solution (or proves there is none), counting at most
// budget (0: no budget). The search branches on the empty cell with the fewest
// candidates, the first such cell in row order, and tries its values in
// increasing order.
//
// Up to 9×9 it makes no other deduction, as the plain programs for those sizes
// do. From 16×16 on it also fills naked and hidden singles before each branch:
// the programs people submit for the large grids do so, since without it they
// are too slow; and the plain search spends nearly its whole budget on almost
// every minimal large grid, so its count no longer tells one grid from another.
func Effort(grid []byte, budget int64) int64 {
	if len(grid) > 81 {
		return singlesEffort(grid, budget)
	}
	return plainEffort(grid, budget)
}

// plainEffort counts the nodes of the plain search, which fills one cell a
// node with no deduction.
func plainEffort(grid []byte, budget int64) int64 {
	e := newEffortSearch(grid, budget)
	if e == nil {
		return 0
	}
	e.search()
	return e.nodes
}

// effortSearch is the state of Effort: the grid and the values used by each
// row, column and box.
type effortSearch struct {
	n, box int
	grid   []byte
	empty  []int
	row    []uint32
	col    []uint32
	blk    []uint32
	nodes  int64
	budget int64
}

// newEffortSearch loads grid, or returns nil if its givens conflict.
func newEffortSearch(grid []byte, budget int64) *effortSearch {
	n, box := side(len(grid))
	e := &effortSearch{n: n, box: box, grid: append([]byte(nil), grid...), budget: budget,
		row: make([]uint32, n), col: make([]uint32, n), blk: make([]uint32, n)}
	for c, v := range grid {
		if v == 0 {
			e.empty = append(e.empty, c)
			continue
		}
		r, k, b := e.units(c)
		bit := uint32(1) << v
		if (e.row[r]|e.col[k]|e.blk[b])&bit != 0 {
			return nil
		}
		e.row[r] |= bit
		e.col[k] |= bit
		e.blk[b] |= bit
	}
	return e
}

// units returns the row, column and box of cell c.
func (e *effortSearch) units(c int) (int, int, int) {
	r, k := c/e.n, c%e.n
	return r, k, r/e.box*e.box + k/e.box
}

// search fills the empty cells and reports whether it
// found a solution or ran out of budget.
func (e *effortSearch) search() bool {
	e.nodes++
	if e.budget > 0 && e.nodes >= e.budget {
		return true
	}
	best, bestFree, bestCount := -1, uint32(0), 99
	all := uint32(1)<<uint(e.n+1) - 2
	for i, c := range e.empty {
		if e.grid[c] != 0 {
			continue
		}
		r, k, b := e.units(c)
		free := all &^ (e.row[r] | e.col[k] | e.blk[b])
		cnt := bits.OnesCount32(free)
		if cnt < bestCount {
			best, bestFree, bestCount = i, free, cnt
			if cnt <= 1 {
				break
			}
		}
	}
	if best < 0 {
		return true
	}
	c := e.empty[best]
	r, k, b := e.units(c)
	for v := 1; v <= e.n; v++ {
		bit := uint32(1) << uint(v)
		if bestFree&bit == 0 {
			continue
		}
		e.grid[c] = byte(v)
		e.row[r] |= bit
		e.col[k] |= bit
		e.blk[b] |= bit
		done := e.search()
		e.row[r] &^= bit
		e.col[k] &^= bit
		e.blk[b] &^= bit
		e.grid[c] = 0
		if done {
			return true
		}
	}
	return false
}
