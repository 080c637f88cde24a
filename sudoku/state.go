package sudoku

import "math/bits"

// A search state is one []uint32 of 4·N²+1 words:
//
//	[0, N²)       cand: the candidate mask of each cell; a solved cell holds
//	              solved | 1<<value
//	[N², 4·N²)    places: for unit u and value v, word N² + u·N + v is the mask of
//	              the places of u where v is still a candidate, or done (all high
//	              bits set) once v is placed in u
//	4·N²          the number of empty cells
//
// The two views are kept in step: bit v of a cell's mask is set exactly when the
// cell's place bit is set in the masks of v in its row, column and box (for units
// where v is not done yet).
//
// Propagation is event driven: when a cell is left with one candidate (a naked
// single) its index goes to the queue; when a unit-value is left with one place (a
// hidden single) N² + u·N + v goes there. An empty mask of either kind is a
// contradiction, reported at once.
const (
	solved = uint32(1) << 31
	done   = ^uint32(0)
)

// newState returns a fresh state buffer for the current size.
func (s *Solver) newState() []uint32 {
	return make([]uint32, 4*s.cells+1)
}

// load sets level 0 to the empty grid and places the givens of grid, which must
// be consistent. It reports false on a contradiction.
func (s *Solver) load(grid []byte) bool {
	if len(s.levels) == 0 {
		s.levels = append(s.levels, s.newState())
	}
	st := s.levels[0]
	cells := s.cells
	for i := 0; i < cells; i++ {
		st[i] = s.full
	}
	for i := cells; i < 4*cells; i++ {
		st[i] = s.full
	}
	st[4*cells] = uint32(cells)
	s.cur = st
	s.qhead, s.qtail = 0, 0
	for c, v := range grid {
		if v != 0 && st[c]&solved == 0 && !s.place(c, int(v)-1) {
			return false
		}
	}
	return true
}

// push queues a single.
func (s *Solver) push(e int) {
	s.queue[s.qtail] = int32(e)
	s.qtail++
}

// place puts value v in the empty cell c, which must have v as a candidate, and
// eliminates v from c's peers. It reports false on a contradiction.
func (s *Solver) place(c, v int) bool {
	cur := s.cur
	bit := uint32(1) << uint(v)
	m := cur[c]
	cur[c] = solved | bit
	cur[len(cur)-1]--
	l := &s.link[c]
	w0, w1, w2 := int(l.word[0]), int(l.word[1]), int(l.word[2])
	p0, p1, p2 := uint(l.place[0]), uint(l.place[1]), uint(l.place[2])
	for o := m &^ bit; o != 0; o &= o - 1 {
		x := bits.TrailingZeros32(o)
		if !s.unplace(w0+x, p0) || !s.unplace(w1+x, p1) || !s.unplace(w2+x, p2) {
			return false
		}
	}
	m0, m1, m2 := cur[w0+v], cur[w1+v], cur[w2+v]
	cur[w0+v], cur[w1+v], cur[w2+v] = done, done, done
	return s.clearUnit(w0, m0&^(1<<p0), v, 0) &&
		s.clearUnit(w1, m1&^(1<<p1), v, 1) &&
		s.clearUnit(w2, m2&^(1<<p2), v, 2)
}

// clearUnit eliminates v from the cells at places o of the unit whose place
// masks start at word w; the unit is the skip-th of each of those cells.
func (s *Solver) clearUnit(w int, o uint32, v, skip int) bool {
	at := s.cellAt[w-s.cells:]
	for ; o != 0; o &= o - 1 {
		if !s.eliminate(int(at[bits.TrailingZeros32(o)]), v, skip) {
			return false
		}
	}
	return true
}

// eliminate removes candidate v from cell c, if present, and reports false on a
// contradiction. The cell's skip-th unit (0 row, 1 column, 2 box, 3 none) is not
// updated: the caller has marked v done there.
func (s *Solver) eliminate(c, v, skip int) bool {
	cur := s.cur
	bit := uint32(1) << uint(v)
	m := cur[c]
	if m&bit == 0 {
		return true
	}
	m &^= bit
	cur[c] = m
	if m&(m-1) == 0 {
		if m == 0 {
			s.weight[c]++
			return false
		}
		s.push(c)
	}
	l := &s.link[c]
	return (skip == 0 || s.unplace(int(l.word[0])+v, uint(l.place[0]))) &&
		(skip == 1 || s.unplace(int(l.word[1])+v, uint(l.place[1]))) &&
		(skip == 2 || s.unplace(int(l.word[2])+v, uint(l.place[2])))
}

// unplace clears place p from the place mask at word i and reports false if the
// mask becomes empty. A done mask keeps its high bits and never triggers.
func (s *Solver) unplace(i int, p uint) bool {
	m := s.cur[i] &^ (1 << p)
	s.cur[i] = m
	if m&(m-1) == 0 {
		if m == 0 {
			s.weight[i]++
			return false
		}
		s.push(i)
	}
	return true
}

// fire acts on one queued single and reports false on a contradiction.
func (s *Solver) fire(e int) bool {
	cur, cells := s.cur, s.cells
	m := cur[e]
	if e < cells {
		if m&solved != 0 {
			return true
		}
		return s.place(e, bits.TrailingZeros32(m))
	}
	if m&solved != 0 {
		return true // the value was placed in the unit meanwhile
	}
	h := e - cells
	u := int(uint32(h) * s.recip >> 20) // h / N
	return s.place(int(s.cellAt[u*s.n+bits.TrailingZeros32(m)]), h-u*s.n)
}

// propagate fires the queued singles, and then applies locked candidates when the
// size calls for it, until nothing changes. It reports false on a contradiction;
// the queue is empty on return either way.
func (s *Solver) propagate() bool {
	for {
		for s.qhead < s.qtail {
			e := int(s.queue[s.qhead])
			s.qhead++
			if !s.fire(e) {
				s.qhead, s.qtail = 0, 0
				return false
			}
		}
		s.qhead, s.qtail = 0, 0
		if len(s.houses) > 0 {
			changed, ok := s.applyHouses()
			if !ok {
				s.qhead, s.qtail = 0, 0
				return false
			}
			if changed {
				continue
			}
		}
		if !s.locked {
			return true
		}
		changed, ok := s.lockedCandidates()
		if !ok {
			s.qhead, s.qtail = 0, 0
			return false
		}
		if !changed {
			return true
		}
	}
}

// fill writes the solved current state to s.sol.
func (s *Solver) fill() {
	for c := 0; c < s.cells; c++ {
		s.sol[c] = byte(bits.TrailingZeros32(s.cur[c]&^solved) + 1)
	}
	if !s.inTail {
		return
	}
	for i := 0; i < s.tail.n; i++ {
		s.sol[s.tail.cell[i]] = byte(bits.TrailingZeros32(s.tail.val[i]) + 1)
	}
}
