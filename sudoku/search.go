package sudoku

import "math/bits"

// search explores the propagated state at levels[d] and reports whether the
// search must stop (limit reached or visit returned false). Each option but the
// last is tried on a copy of the state one level down; the last one reuses the
// state in place. Once few cells are empty the tail search finishes.
func (s *Solver) search(d int) bool {
	for {
		if free := int(s.cur[4*s.cells]); free <= s.tailAt {
			if free == 0 {
				return s.solution()
			}
			return s.finish()
		}
		e, opts := s.choose()
		s.guesses++
		if s.budget > 0 && s.guesses > s.budget {
			s.gaveUp = true
			return true
		}
		for opts&(opts-1) != 0 {
			o := bits.TrailingZeros32(opts)
			opts &= opts - 1
			next := s.level(d + 1)
			copy(next, s.levels[d])
			s.cur = next
			if s.try(e, o) && s.search(d+1) {
				return true
			}
			s.cur = s.levels[d]
		}
		if !s.try(e, bits.TrailingZeros32(opts)) {
			return false
		}
	}
}

// level returns the state buffer of depth d, allocating it on first use.
func (s *Solver) level(d int) []uint32 {
	for len(s.levels) <= d {
		s.levels = append(s.levels, s.newState())
	}
	return s.levels[d]
}

// try applies option o of choice e to the current state and propagates. It
// reports false on a contradiction.
func (s *Solver) try(e, o int) bool {
	s.qhead, s.qtail = 0, 0
	c, v := e, o
	if e >= s.cells {
		h := e - s.cells
		u := int(uint32(h) * s.recip >> 20)
		c, v = int(s.cellAt[u*s.n+o]), h-u*s.n
	}
	return s.place(c, v) && s.propagate()
}

// choose returns the choice to branch on: a cell (e < N²) whose options are its
// candidates, or a unit-value (e = N² + u·N + v) whose options are its places.
func (s *Solver) choose() (e int, opts uint32) {
	if s.weighted {
		return s.chooseWeighted()
	}
	return s.chooseFewest()
}

// chooseFewest returns the choice with the fewest options, cells first on ties.
func (s *Solver) chooseFewest() (e int, opts uint32) {
	cur, cells := s.cur, s.cells
	best := 64
	for i := 0; i < 4*cells; i++ {
		m := cur[i]
		if m&solved != 0 {
			continue
		}
		if k := bits.OnesCount32(m); k < best {
			best, e, opts = k, i, m
			if k == 2 {
				break
			}
		}
	}
	return e, opts
}

// chooseWeighted returns the choice with the fewest options per failure
// (dom/wdeg): every contradiction found on a cell or unit-value adds one to its
// weight, and the choice minimising options/(1+weight) wins, so the search
// learns where the puzzle is tight. On minimal 16×16 puzzles it cuts the
// choice points many times over (BenchmarkMinimal16); on 9×9 it saves fewer
// choice points than it costs (BenchmarkTop1465), so tuningFor enables it
// from box size 4.
func (s *Solver) chooseWeighted() (e int, opts uint32) {
	cur, w := s.cur, s.weight
	best, bw := int64(64), int64(1)
	for i := 0; i < 4*s.cells; i++ {
		m := cur[i]
		if m&solved != 0 {
			continue
		}
		k, wi := int64(bits.OnesCount32(m)), int64(w[i])+1
		if k*bw < best*wi {
			best, bw, e, opts = k, wi, i, m
		}
	}
	return e, opts
}
