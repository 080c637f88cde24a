package sudokugen

import "math/bits"

// Effort returns the number of nodes a plain backtracking search visits before
// it finds the first solution of grid (or proves there is none): at each node
// it fills the empty cell with the fewest candidates, trying its values in
// increasing order, with no other deduction (no hidden singles). This is the
// search of the simple depth-first programs that judge solutions are often
// built on, so a grid with a large Effort is slow for them. The count stops at
// budget (0: no budget).
func Effort(grid []byte, budget int64) int64 {
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
	n := 2
	for n*n < len(grid) {
		n++
	}
	box := 2
	for box*box < n {
		box++
	}
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
