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
// The search is a branch and bound over the band engine. The cell guessed on
// has the fewest candidates and, among those, the widest gap between the
// scores of its best two, and its candidates are tried best score first, so
// that a good solution, and with it a tight cut, comes early.
// After propagation a node far enough from the leaves is bounded by the best
// score still possible in every cell, tightened unit by unit by the best
// assignment of the unit's missing digits to its empty cells, and abandoned
// when the bound does not exceed the best total found. Maximize panics if
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
	cell   [81]int64    // promising: the best score among each cell's candidates
	sets   [512]int64   // assignGain: the best score of each set of cells
	digit  [9]uint8     // assignGain: the missing digits of the unit
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
		if s.cells[0]|s.cells[1]|s.cells[2] == 0 {
			m.leaf(s)
			return
		}
		if m.found && unsolved(s) >= b9BoundCells && !m.promising(s) {
			return
		}
		band, bit := m.pick(s)
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

// pick chooses the cell to guess on: among the cells with the fewest
// candidates, the one whose best two candidates' scores differ most, so that
// the first guess settles the most score.
func (m *b9Max) pick(s *b9State) (uint, uint32) {
	fewest, spread := 10, int64(-1)
	var bestBand uint
	var bestBit uint32
	for band := uint(0); band < 3; band++ {
		for u := s.cells[band]; u != 0; u &= u - 1 {
			bit := u & -u
			cand := s.digits(band, bit)
			n := bits.OnesCount32(cand)
			if n > fewest {
				continue
			}
			c := int(band)*27 + bits.TrailingZeros32(bit)
			first, second, k := int64(0), int64(0), 0
			for _, d := range &m.order[c] {
				if cand&(1<<d) != 0 {
					if k == 0 {
						first = m.scores[c][d]
					} else {
						second = m.scores[c][d]
						break
					}
					k++
				}
			}
			if d := first - second; n < fewest || d > spread {
				fewest, spread, bestBand, bestBit = n, d, band, bit
			}
		}
	}
	return bestBand, bestBit
}

// b9BoundCells is the fewest unsolved cells at which dfs bounds a node:
// closer to the leaves a subtree is cheaper to search than to bound
// (BenchmarkMaximize).
const b9BoundCells = 30

// unsolved returns the number of unsolved cells of s.
func unsolved(s *b9State) int {
	return bits.OnesCount32(s.cells[0]) + bits.OnesCount32(s.cells[1]) + bits.OnesCount32(s.cells[2])
}

// promising reports whether a solution below s may total more than the best
// found. It starts from the sum over all cells of each cell's best candidate,
// then replaces, unit by unit (rows, then columns, then boxes), the part of
// that sum over the unit's empty cells by the best assignment of the unit's
// missing digits to them; every step keeps an upper bound, so it stops as soon
// as the bound falls to the best total found.
func (m *b9Max) promising(s *b9State) bool {
	cell := &m.cell
	var total int64
	for c := 0; c < 81; c++ {
		f := s.f[c/27:]
		t := uint(c % 27)
		for _, d := range &m.order[c] {
			if f[uint(d)*3]>>t&1 != 0 {
				cell[c] = m.scores[c][d]
				break
			}
		}
		total += cell[c]
	}
	if total <= m.best {
		return false
	}
	for f := 0; f < 3; f++ {
		t := total
		for u := 0; u < 9; u++ {
			gain, ok := m.assignGain(s, &b9MaxUnits[f*9+u])
			if !ok {
				return false
			}
			if t -= gain; t <= m.best {
				return false
			}
		}
	}
	return true
}

// noScore marks a set of cells that no assignment fills, in assignGain.
const noScore = -1 << 62

// assignGain returns by how much the best assignment of the missing digits of
// one unit to its empty cells, each digit to a cell where it is a candidate,
// falls short of the sum of those cells' best candidates in m.cell, and false
// if there is no such assignment. The assignment is found by dynamic
// programming over the sets of empty cells that take the first missing
// digits.
func (m *b9Max) assignGain(s *b9State, unit *[9]uint8) (int64, bool) {
	var empty [9]uint8
	var sum int64
	k, missing := uint(0), uint32(0x1FF)
	for _, c := range unit {
		band, t := uint(c)/27, uint(c)%27
		if s.cells[band]>>t&1 != 0 {
			empty[k] = c
			k++
			sum += m.cell[c]
			continue
		}
		for d := uint(0); d < 9; d++ {
			if s.f[d*3+band]>>t&1 != 0 {
				missing &^= 1 << d
				break
			}
		}
	}
	if bits.OnesCount32(missing) != int(k) {
		return 0, false
	}
	if k < 2 {
		return 0, true
	}
	best := &m.sets
	best[0] = 0
	full := uint32(1)<<k - 1
	for set := uint32(1); set <= full; set++ {
		best[set] = noScore
	}
	// Missing digit i goes to one of the cells of places[i] not in set; the
	// sets of i cells are reached from those of i-1.
	var places [9]uint32
	for i := uint(0); i < k; i++ {
		d := uint(bits.TrailingZeros32(missing))
		missing &= missing - 1
		for j := uint(0); j < k; j++ {
			c := uint(empty[j])
			if s.f[d*3+c/27]>>(c%27)&1 != 0 {
				places[i] |= 1 << j
			}
		}
		if places[i] == 0 {
			return 0, false
		}
		m.digit[i] = uint8(d)
	}
	sc := m.scores
	for set := uint32(0); set < full; set++ {
		v := best[set]
		if v == noScore {
			continue
		}
		i := bits.OnesCount32(set)
		d := m.digit[i]
		for p := places[i] &^ set; p != 0; p &= p - 1 {
			j := uint(bits.TrailingZeros32(p))
			if w := v + sc[empty[j]][d]; w > best[set|1<<j] {
				best[set|1<<j] = w
			}
		}
	}
	if best[full] == noScore {
		return 0, false
	}
	return sum - best[full], true
}

// b9MaxUnits lists the cells of the 27 units: rows, columns, boxes.
var b9MaxUnits = b9MakeUnits()

// b9MakeUnits returns the cells of each row, column and box.
func b9MakeUnits() (u [27][9]uint8) {
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			u[i][j] = uint8(i*9 + j)
			u[9+i][j] = uint8(j*9 + i)
			u[18+i][j] = uint8((i/3*3+j/3)*9 + i%3*3 + j%3)
		}
	}
	return u
}

// leaf keeps the solved state s if its total is the best so far.
func (m *b9Max) leaf(s *b9State) {
	b := m.b
	b.count++
	b.fill(s)
	var total int64
	for c, v := range b.sol[:81] {
		total += m.scores[c][v-1]
	}
	if !m.found || total > m.best {
		m.best, m.found = total, true
		copy(m.grid, b.sol[:81])
	}
}
