package sudoku

import "math/bits"

// Scores9 is a linear objective over the solutions of a 9×9 grid:
// Scores9[c][d-1] is what digit d in cell c (0..80, row-major) adds to the
// total of a solution. A weight per cell times the digit, a weight per
// (cell, digit) pair and, negated, a cost to minimise are all Scores9.
type Scores9 [81][9]int64

// Maximize fills grid in place with a solution whose total under scores is the
// largest of all its solutions, and returns that total and true. If grid has
// no solution it returns 0 and false and leaves grid unchanged. Among
// solutions of equal total, which one is chosen is unspecified.
//
// The search is a branch and bound over the band engine: after propagation,
// each node's total is bounded by the best score still possible in every cell
// (for a solved cell, its digit's), and a node whose bound does not exceed the
// best total found is abandoned. The cell guessed on is the engine's choice
// (fewest candidates) and its candidates are tried best score first, so that a
// good solution, and with it a tight cut, comes early. Maximize panics if
// len(grid) is not 81.
func (s *Solver9) Maximize(grid []byte, scores *Scores9) (int64, bool) {
	check81(grid)
	var m b9Max
	return m.run(&s.b9, grid, scores)
}

// b9Max is the state of one Maximize call.
type b9Max struct {
	b      *band9
	scores *Scores9
	order  [81][9]uint8 // the digits (0..8) of each cell, best score first
	grid   []byte       // receives each better solution
	best   int64        // the largest total found
	found  bool         // a solution was found
}

// run searches grid and returns the best total and whether there was a
// solution.
func (m *b9Max) run(b *band9, grid []byte, scores *Scores9) (int64, bool) {
	b.count, b.nguess = 0, 0
	if !b.load(grid) {
		return 0, false
	}
	m.b, m.scores, m.grid = b, scores, grid
	for c := range m.order {
		m.sortCell(c)
	}
	m.dfs(0)
	if !m.found {
		return 0, false
	}
	return m.best, true
}

// sortCell orders the digits of cell c by decreasing score (insertion sort;
// ties keep the smaller digit first).
func (m *b9Max) sortCell(c int) {
	o, sc := &m.order[c], &m.scores[c]
	for d := 0; d < 9; d++ {
		k := d
		for ; k > 0 && sc[o[k-1]] < sc[d]; k-- {
			o[k] = o[k-1]
		}
		o[k] = uint8(d)
	}
}

// dfs searches the subtree of stack[depth], recording each solution better
// than the best so far.
func (m *b9Max) dfs(depth int) {
	b := m.b
	s := &b.stack[depth]
	for {
		if !b.propagate(s) {
			return
		}
		bound := m.bound(s)
		if m.found && bound <= m.best {
			return
		}
		if s.cells[0]|s.cells[1]|s.cells[2] == 0 {
			m.record(s, bound)
			return
		}
		band, bit := b.pick(s)
		cand := s.digits(band, bit)
		order := &m.order[int(band)*27+bits.TrailingZeros32(bit)]
		for _, d := range order {
			if cand&(1<<d) == 0 {
				continue
			}
			cand &^= 1 << d
			i := uint(d)*3 + band
			if cand == 0 {
				s.place(i, bit)
				break
			}
			c := &b.stack[depth+1]
			*c = *s
			c.place(i, bit)
			b.nguess++
			m.dfs(depth + 1)
			s.f[i] &^= bit
		}
	}
}

// bound returns the largest total any solution below s can reach: the sum
// over all cells of the best score among the cell's candidates. In a solved
// state it is the state's total.
func (m *b9Max) bound(s *b9State) int64 {
	var total int64
	for c := 0; c < 81; c++ {
		f := s.f[c/27:]
		t := uint(c % 27)
		for _, d := range &m.order[c] {
			if f[uint(d)*3]>>t&1 != 0 {
				total += m.scores[c][d]
				break
			}
		}
	}
	return total
}

// record keeps the solved state s, of the given total, as the best so far.
func (m *b9Max) record(s *b9State, total int64) {
	m.best, m.found = total, true
	m.b.count++
	m.b.fill(s)
	copy(m.grid, m.b.sol[:81])
}
