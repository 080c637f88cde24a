// Package dsu is a disjoint-set union (union-find): union by size, with
// path halving.
package dsu

// DSU holds disjoint sets of 0..n-1.
type DSU struct {
	// parent is an element's parent, or, for a set's root, minus the
	// set's size.
	parent []int
}

// New returns n sets of one element each.
func New(n int) *DSU {
	d := &DSU{make([]int, n)}
	for i := range d.parent {
		d.parent[i] = -1
	}
	return d
}

// Find returns the representative of x's set.
func (d *DSU) Find(x int) int {
	for d.parent[x] >= 0 {
		if p := d.parent[x]; d.parent[p] >= 0 {
			d.parent[x] = d.parent[p]
		}
		x = d.parent[x]
	}
	return x
}

// Unite joins the sets of a and b, and reports whether they were two.
func (d *DSU) Unite(a, b int) bool {
	a, b = d.Find(a), d.Find(b)
	if a == b {
		return false
	}
	if d.parent[a] > d.parent[b] {
		a, b = b, a
	}
	d.parent[a] += d.parent[b]
	d.parent[b] = a
	return true
}

// Same reports whether a and b are in one set.
func (d *DSU) Same(a, b int) bool { return d.Find(a) == d.Find(b) }

// Size returns the size of x's set.
func (d *DSU) Size(x int) int { return -d.parent[d.Find(x)] }
