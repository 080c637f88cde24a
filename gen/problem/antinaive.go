package problem

import (
	"sort"

	"github.com/ojkit/ojkit/gen/sudokugen"
)

// The antinaive kind: 9×9 grids built to defeat the naive search many judge
// solutions use, which fills the empty cells in row order and tries 1..9 in
// each. A grid is made slow for it without changing its difficulty for any
// other solver, by symmetries that keep a grid valid and its solutions unique:
// rows are reordered (bands and rows within bands) so that the emptiest come
// first, and the digits are relabelled so that the solution of the empty cells,
// read in row order, meets 9, 8, 7... first, the values the naive search tries
// last.

// antinaiveBatch and antinaiveBudget set the kind: how many minimal grids it
// turns against the naive search, and the node budget of each rating.
const (
	antinaiveBatch  = 8
	antinaiveBudget = 2e6
)

// KindAntinaive is the kind antinaive: minimal grids rearranged against a
// naive search (see antinaive).
func KindAntinaive(n int) GridKind {
	doc := "a minimal grid reordered and relabelled against a row-order search trying 1..9: the slowest of a batch for it"
	return GridKind{Kind{"antinaive", doc, nil}, n,
		func(g *sudokugen.Generator, o Options) ([]byte, error) {
			var best []byte
			bestNodes := int64(-1)
			for i := 0; i < antinaiveBatch; i++ {
				puzzle := g.Minimal()
				for _, flip := range []bool{false, true} {
					grid := antinaive(g, puzzle, flip)
					if nodes := naiveEffort(grid, antinaiveBudget); nodes > bestNodes {
						best, bestNodes = grid, nodes
					}
				}
			}
			return best, nil
		}}
}

// antinaive returns the unique 9×9 grid puzzle (transposed first if flip) with
// its rows reordered, the emptiest band first and the emptiest row first in each
// band, and its digits relabelled so that the solution, read over the empty
// cells in row order, takes the labels 9, 8, 7... as its digits first appear.
func antinaive(g *sudokugen.Generator, puzzle []byte, flip bool) []byte {
	src := append([]byte(nil), puzzle...)
	if flip {
		for r := 0; r < 9; r++ {
			for c := 0; c < 9; c++ {
				src[r*9+c] = puzzle[c*9+r]
			}
		}
	}
	order := emptiestRows(src)
	grid := make([]byte, 81)
	for r, from := range order {
		copy(grid[r*9:r*9+9], src[from*9:from*9+9])
	}
	sol := g.Solution(grid)
	label := make([]byte, 10)
	next := byte(9)
	for c, v := range grid {
		if d := sol[c]; v == 0 && label[d] == 0 {
			label[d], next = next, next-1
		}
	}
	for d := 1; d <= 9; d++ {
		if label[d] == 0 {
			label[d], next = next, next-1
		}
	}
	for c, v := range grid {
		grid[c] = label[v]
	}
	return grid
}

// emptiestRows returns the rows of grid in the order that keeps bands together
// and puts the band with the most empty cells first, and in each band the row
// with the most empty cells first (ties in the original order).
func emptiestRows(grid []byte) []int {
	empties := make([]int, 9)
	for c, v := range grid {
		if v == 0 {
			empties[c/9]++
		}
	}
	bands := []int{0, 1, 2}
	bandEmpties := func(b int) int { return empties[3*b] + empties[3*b+1] + empties[3*b+2] }
	sort.SliceStable(bands, func(i, j int) bool { return bandEmpties(bands[i]) > bandEmpties(bands[j]) })
	var order []int
	for _, b := range bands {
		rows := []int{3 * b, 3*b + 1, 3*b + 2}
		sort.SliceStable(rows, func(i, j int) bool { return empties[rows[i]] > empties[rows[j]] })
		order = append(order, rows...)
	}
	return order
}

// naiveEffort returns the number of nodes the naive search visits before it
// finds the first solution of the 9×9 grid: it fills the empty cells in row
// order, trying 1..9 in each. The count stops at budget (0: no budget).
func naiveEffort(grid []byte, budget int64) int64 {
	var row, col, box [9]uint16
	var empty []int
	for c, v := range grid {
		if v == 0 {
			empty = append(empty, c)
			continue
		}
		row[c/9] |= 1 << v
		col[c%9] |= 1 << v
		box[c/27*3+c%9/3] |= 1 << v
	}
	nodes := int64(0)
	var search func(k int) bool
	search = func(k int) bool {
		if nodes++; k == len(empty) || budget > 0 && nodes >= budget {
			return true
		}
		c := empty[k]
		r, k9, b := c/9, c%9, c/27*3+c%9/3
		for v := 1; v <= 9; v++ {
			bit := uint16(1) << v
			if (row[r]|col[k9]|box[b])&bit != 0 {
				continue
			}
			row[r], col[k9], box[b] = row[r]|bit, col[k9]|bit, box[b]|bit
			done := search(k + 1)
			row[r], col[k9], box[b] = row[r]&^bit, col[k9]&^bit, box[b]&^bit
			if done {
				return true
			}
		}
		return false
	}
	search(0)
	return nodes
}
