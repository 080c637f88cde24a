package covergen

import (
	"sort"

	"github.com/ojkit/ojkit/gen/rng"
)

// Random returns a matrix with c.Ones ones at distinct random cells.
func Random(r *rng.Rand, c Config) *Instance {
	in := &Instance{Cols: c.Cols, Rows: make([][]int, c.Rows)}
	for _, cell := range r.Perm(c.Rows * c.Cols)[:c.Ones] {
		in.Rows[cell/c.Cols] = append(in.Rows[cell/c.Cols], cell%c.Cols)
	}
	return in
}

// Cover returns a matrix with a planted cover of about M/avg rows among
// random distractors.
func Cover(r *rng.Rand, c Config) *Instance {
	avg := max(1, c.Ones/c.Rows)
	k := clamp((c.Cols+avg/2)/avg, 1, c.Rows)
	planted := partition(r, r.Perm(c.Cols), k, 1)
	all := r.Perm(c.Cols)
	var distractors [][]int
	for _, size := range spread(c.Ones-c.Cols, c.Rows-k) {
		distractors = append(distractors, pick(r, all, size))
	}
	return assemble(r, c.Cols, planted, distractors, false)
}

// NoCover returns a matrix without a cover, by the parity obstruction
// described in the package comment; its Cover is nil.
func NoCover(r *rng.Rand, c Config) *Instance {
	perm := r.Perm(c.Cols)
	odd, rest := perm[:c.Odd], perm[c.Odd:]
	avg := max(2, c.Ones/c.Rows)
	pairs := clamp((c.Odd*c.Ones/c.Cols+1)/2, c.Odd, c.Rows-1)
	k := 0
	if len(rest) > 0 {
		k = clamp((len(rest)+avg/2)/avg, 1, c.Rows-pairs)
	}
	blocks := partition(r, rest, k, 1)
	pad := min(avg-2, len(rest))
	for i := 0; i < pairs; i++ {
		blocks = append(blocks, append(pairOf(r, odd, i), pick(r, rest, pad)...))
	}
	var distractors [][]int
	budget := c.Ones - len(rest) - pairs*(2+pad)
	for _, size := range spread(max(0, budget), c.Rows-k-pairs) {
		distractors = append(distractors, pick(r, rest, size))
	}
	return assemble(r, c.Cols, blocks, distractors, true)
}

// pairOf returns the i-th pair of columns of the odd set: the first len(odd)
// pairs run round a cycle, so that every column of it has ones; the others are
// random.
func pairOf(r *rng.Rand, odd []int, i int) []int {
	if i < len(odd) {
		return []int{odd[i], odd[(i+1)%len(odd)]}
	}
	p := r.Perm(len(odd))
	return []int{odd[p[0]], odd[p[1]]}
}

// LastRow returns a matrix with exactly one cover, described in the package
// comment, whose last row is the cover's most contested row.
func LastRow(r *rng.Rand, c Config) *Instance {
	avg := max(1, c.Ones/c.Rows)
	k := clamp((c.Cols+avg/2)/avg, 1, min(c.Rows, max(1, c.Cols/2)))
	blocks := partition(r, r.Perm(c.Cols), k, min(2, c.Cols))
	var open []int // blocks that can have distractors: 2 columns or more
	for i, b := range blocks {
		if len(b) >= 2 {
			open = append(open, i)
		}
	}
	count := make([]int, k)
	var distractors [][]int
	for _, size := range spread(c.Ones-c.Cols, c.Rows-k) {
		if len(open) == 0 {
			distractors = append(distractors, nil) // an empty row is in no cover
			continue
		}
		i := open[r.IntN(len(open))]
		count[i]++
		distractors = append(distractors, distractor(r, blocks, i, size))
	}
	in := assemble(r, c.Cols, blocks, distractors, false)
	in.moveLast(in.Cover[argMax(count)])
	return in
}

// distractor returns a row of about size columns whose first block is blocks[i]:
// its anchor (first column), some but not all of the block, and columns of later
// blocks.
func distractor(r *rng.Rand, blocks [][]int, i, size int) []int {
	b := blocks[i]
	inner := r.IntN(min(len(b)-1, max(1, size))) // other columns of b: 0..len(b)-2
	row := append([]int{b[0]}, pick(r, b[1:], inner)...)
	var later []int
	for _, lb := range blocks[i+1:] {
		later = append(later, lb...)
	}
	return append(row, pick(r, later, min(max(0, size-1-inner), len(later)))...)
}

// assemble shuffles the planted rows and the distractors together; the planted
// rows are the instance's cover, unless none is set.
func assemble(r *rng.Rand, cols int, planted, distractors [][]int, none bool) *Instance {
	all := append(append([][]int{}, planted...), distractors...)
	order := r.Perm(len(all))
	in := &Instance{Cols: cols, Rows: make([][]int, len(all))}
	for i, j := range order {
		in.Rows[j] = all[i]
		if i < len(planted) && !none {
			in.Cover = append(in.Cover, j)
		}
	}
	sort.Ints(in.Cover)
	return in
}

// moveLast swaps row i with the last row, keeping the cover's numbers right.
func (in *Instance) moveLast(i int) {
	last := len(in.Rows) - 1
	in.Rows[i], in.Rows[last] = in.Rows[last], in.Rows[i]
	for j, v := range in.Cover {
		switch v {
		case i:
			in.Cover[j] = last
		case last:
			in.Cover[j] = i
		}
	}
	sort.Ints(in.Cover)
}

// partition cuts cols into k groups of at least least columns each, of random
// sizes, in the order given.
func partition(r *rng.Rand, cols []int, k, least int) [][]int {
	if k == 0 {
		return nil
	}
	extra := len(cols) - k*least
	cuts := make([]int, k-1)
	for i := range cuts {
		cuts[i] = r.IntN(extra + 1)
	}
	sort.Ints(cuts)
	cuts = append(cuts, extra)
	groups := make([][]int, k)
	start, prev := 0, 0
	for i, cut := range cuts {
		size := least + cut - prev
		groups[i] = cols[start : start+size]
		start, prev = start+size, cut
	}
	return groups
}

// spread divides total into n sizes that differ by at most one.
func spread(total, n int) []int {
	sizes := make([]int, max(0, n))
	for i := range sizes {
		sizes[i] = total / n
		if i < total%n {
			sizes[i]++
		}
	}
	return sizes
}

// pick returns size distinct random elements of from (all of them if size is
// larger).
func pick(r *rng.Rand, from []int, size int) []int {
	size = min(size, len(from))
	row := make([]int, 0, size)
	for _, i := range r.Perm(len(from))[:size] {
		row = append(row, from[i])
	}
	return row
}

// clamp returns v limited to [lo, hi]; lo wins if hi < lo.
func clamp(v, lo, hi int) int {
	return max(lo, min(v, hi))
}

// argMax returns the index of the first largest element of a.
func argMax(a []int) int {
	best := 0
	for i, v := range a {
		if v > a[best] {
			best = i
		}
	}
	return best
}
