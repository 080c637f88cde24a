// Package fenwick is a Fenwick tree (binary indexed tree): point updates
// and prefix sums of n integers, each in O(log n).
package fenwick

// Tree holds n integers, all 0 at first.
type Tree struct {
	// t[i-1] is the sum of the integers i-lowbit(i)..i-1.
	t []int
}

// New returns a Tree of n zeros.
func New(n int) *Tree { return &Tree{make([]int, n)} }

// Add adds x to the i-th integer, from 0.
func (f *Tree) Add(i, x int) {
	for i++; i <= len(f.t); i += i & -i {
		f.t[i-1] += x
	}
}

// Prefix returns the sum of the integers 0..r-1.
func (f *Tree) Prefix(r int) int {
	s := 0
	for ; r > 0; r &= r - 1 {
		s += f.t[r-1]
	}
	return s
}

// Sum returns the sum of the integers l..r-1.
func (f *Tree) Sum(l, r int) int { return f.Prefix(r) - f.Prefix(l) }
