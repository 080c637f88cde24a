package sudokugen

import "math/bits"

// singlesEffort counts the nodes of a search that, at each node, fills naked
// singles (a cell with one candidate) and hidden singles (a value with one
// place in a row, column or box) until none is left, then branches on the
// empty cell with the fewest candidates.
func singlesEffort(grid []byte, budget int64) int64 {
	s := newSinglesSearch(grid, budget)
	if s == nil {
		return 0
	}
	s.search(0)
	return s.nodes
}

// filled marks a filled cell in a candidate slice; the cell's value is its
// one other bit.
const filled = 1 << 31

// singlesSearch is the state of singlesEffort. The state of the node at depth
// d is frames[d], its candidates: for an empty cell the values its peers leave
// it (bit v for value v), for a filled cell filled and its value.
type singlesSearch struct {
	all    uint32  // the bits of the values 1..N
	units  [][]int // the rows, columns and boxes, as cell lists
	peers  [][]int // the cells sharing a unit with each cell
	frames [][]uint32
	queue  []int // empty cells left with one candidate
	dead   bool  // an empty cell has no candidate left
	nodes  int64
	budget int64
}

// newSinglesSearch loads grid, or returns nil if its givens conflict.
func newSinglesSearch(grid []byte, budget int64) *singlesSearch {
	n, box := side(len(grid))
	s := &singlesSearch{all: uint32(1)<<uint(n+1) - 2, budget: budget}
	s.units, s.peers = unitsOf(n, box)
	root := make([]uint32, len(grid))
	for c := range root {
		root[c] = s.all
	}
	for c, v := range grid {
		if v == 0 {
			continue
		}
		if root[c]&filled != 0 || root[c]&(1<<v) == 0 {
			return nil
		}
		s.place(root, c, v)
	}
	s.frames = [][]uint32{root}
	return s
}

// side returns N and the box size of a grid of cells cells.
func side(cells int) (int, int) {
	n := 2
	for n*n < cells {
		n++
	}
	box := 2
	for box*box < n {
		box++
	}
	return n, box
}

// unitsOf returns the 3N units of a grid of side n and the peers of each cell.
func unitsOf(n, box int) ([][]int, [][]int) {
	units := make([][]int, 3*n)
	for c := 0; c < n*n; c++ {
		r, k := c/n, c%n
		units[r] = append(units[r], c)
		units[n+k] = append(units[n+k], c)
		units[2*n+r/box*box+k/box] = append(units[2*n+r/box*box+k/box], c)
	}
	peers := make([][]int, n*n)
	for c := range peers {
		r, k := c/n, c%n
		for p := 0; p < n*n; p++ {
			pr, pk := p/n, p%n
			if p != c && (pr == r || pk == k || pr/box == r/box && pk/box == k/box) {
				peers[c] = append(peers[c], p)
			}
		}
	}
	return units, peers
}

// place fills cell c with value v in cand: its peers lose v, and those left
// with one candidate join the queue.
func (s *singlesSearch) place(cand []uint32, c int, v byte) {
	cand[c] = filled | 1<<v
	bit := uint32(1) << v
	for _, p := range s.peers[c] {
		m := cand[p]
		if m&bit == 0 || m&filled != 0 {
			continue
		}
		m &^= bit
		cand[p] = m
		switch {
		case m == 0:
			s.dead = true
		case m&(m-1) == 0:
			s.queue = append(s.queue, p)
		}
	}
}

// search fills the empty cells of frames[depth] and reports whether it found
// a solution or ran out of budget.
func (s *singlesSearch) search(depth int) bool {
	s.nodes++
	if s.budget > 0 && s.nodes >= s.budget {
		return true
	}
	cand := s.frames[depth]
	if !s.fillSingles(cand) {
		return false
	}
	best, bestCount := -1, 99
	for c, m := range cand {
		if m&filled == 0 && bits.OnesCount32(m) < bestCount {
			best, bestCount = c, bits.OnesCount32(m)
		}
	}
	if best < 0 {
		return true
	}
	if len(s.frames) == depth+1 {
		s.frames = append(s.frames, make([]uint32, len(cand)))
	}
	next := s.frames[depth+1]
	for m := cand[best]; m != 0; m &= m - 1 {
		copy(next, cand)
		s.queue, s.dead = s.queue[:0], false
		s.place(next, best, byte(bits.TrailingZeros32(m)))
		if s.search(depth + 1) {
			return true
		}
	}
	return false
}

// fillSingles fills naked and hidden singles in cand until there are none
// left, and reports false if an empty cell is left without candidates or a
// value without a place in some unit.
func (s *singlesSearch) fillSingles(cand []uint32) bool {
	for {
		for len(s.queue) > 0 && !s.dead {
			c := s.queue[len(s.queue)-1]
			s.queue = s.queue[:len(s.queue)-1]
			if m := cand[c]; m&filled == 0 {
				s.place(cand, c, byte(bits.TrailingZeros32(m)))
			}
		}
		if s.dead {
			return false
		}
		placed := false
		for _, u := range s.units {
			ok, p := s.hiddenSingles(cand, u)
			if !ok || s.dead {
				return false
			}
			placed = placed || p
		}
		if !placed {
			return true
		}
	}
}

// hiddenSingles fills the values that have one place left in unit u. It
// reports false if a value has no place, and whether it filled a cell.
func (s *singlesSearch) hiddenSingles(cand []uint32, u []int) (ok, placed bool) {
	var once, more, given uint32
	for _, c := range u {
		m := cand[c]
		if m&filled != 0 {
			given |= m
			continue
		}
		more |= once & m
		once |= m
	}
	if (once|given)&s.all != s.all {
		return false, false
	}
	for h := once &^ more &^ given; h != 0; h &= h - 1 {
		bit := h & -h
		for _, c := range u {
			if cand[c]&bit != 0 && cand[c]&filled == 0 {
				s.place(cand, c, byte(bits.TrailingZeros32(bit)))
				placed = true
				break
			}
		}
	}
	return true, placed
}
