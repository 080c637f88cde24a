// Package sparsetable answers range-minimum queries on a fixed list of
// integers in O(1), after O(n log n) preparation.
package sparsetable

import "math/bits"

// Table holds the minima of a list's ranges whose lengths are powers of
// two.
type Table struct {
	// min[k][i] is the minimum of a[i : i+1<<k].
	min [][]int
}

// New returns the Table of a, which it does not keep.
func New(a []int) *Table {
	t := &Table{[][]int{append([]int(nil), a...)}}
	for k := 1; 1<<k <= len(a); k++ {
		prev, half := t.min[k-1], 1<<(k-1)
		row := make([]int, len(a)-1<<k+1)
		for i := range row {
			row[i] = min(prev[i], prev[i+half])
		}
		t.min = append(t.min, row)
	}
	return t
}

// Min returns the minimum of a[l:r], which must not be empty.
func (t *Table) Min(l, r int) int {
	k := bits.Len(uint(r-l)) - 1
	return min(t.min[k][l], t.min[k][r-1<<k])
}
