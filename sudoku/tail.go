package sudoku

import "math/bits"

// tailMax bounds the empty cells left to the tail search.
const tailMax = 64

// tail is the state of the finishing search: once few cells are empty, plain
// backtracking over those cells alone (candidates and mutual conflicts only)
// beats the full propagation, which mostly updates masks that are about to be
// discarded: counting is faster with it from 24 empty cells on (BenchmarkCount9),
// and solving is not slower (BenchmarkTop1465).
type tail struct {
	n    int             // cells in the tail
	cell [tailMax]int16  // their indexes in the grid
	peer [tailMax]uint64 // tail cells sharing a unit with each
	val  [tailMax]uint32 // the value bit chosen for each
	cand [tailMax]uint32 // candidates
}

// finish runs the tail search on the empty cells of the current state, at most
// tailMax of them, and reports whether the search must stop.
func (s *Solver) finish() bool {
	t := &s.tail
	t.n = 0
	for c := 0; c < s.cells; c++ {
		if m := s.cur[c]; m&solved == 0 {
			t.cell[t.n] = int16(c)
			t.cand[t.n] = m
			t.n++
		}
	}
	var units [3 * maxN]uint64
	n := s.n
	for i := 0; i < t.n; i++ {
		c := t.cell[i]
		units[s.rowOf[c]] |= uint64(1) << uint(i)
		units[n+int(s.colOf[c])] |= uint64(1) << uint(i)
		units[2*n+int(s.boxOf[c])] |= uint64(1) << uint(i)
	}
	for i := 0; i < t.n; i++ {
		c := t.cell[i]
		t.peer[i] = (units[s.rowOf[c]] | units[n+int(s.colOf[c])] | units[2*n+int(s.boxOf[c])]) &^ (uint64(1) << uint(i))
		if len(s.houses) > 0 {
			t.peer[i] |= s.housePeers(i)
		}
	}
	s.inTail = true
	stop := s.tailSearch(uint64(1)<<uint(t.n) - 1)
	s.inTail = false
	return stop
}

// tailSearch assigns the open tail cells (a mask of tail indexes), fewest
// candidates first, and reports whether the search must stop. A value taken by
// a cell is removed from its open peers for the time of the recursive call.
func (s *Solver) tailSearch(open uint64) bool {
	if open == 0 {
		return s.solution()
	}
	t := &s.tail
	best, bi := 64, 0
	for o := open; o != 0; o &= o - 1 {
		i := bits.TrailingZeros64(o)
		if k := bits.OnesCount32(t.cand[i]); k < best {
			best, bi = k, i
			if k <= 1 {
				break
			}
		}
	}
	if best == 0 {
		return false
	}
	if best > 1 {
		s.guesses++
	}
	open &^= uint64(1) << uint(bi)
	peers := t.peer[bi] & open
	for m := t.cand[bi]; m != 0; m &= m - 1 {
		bit := m & -m
		hit, dead := uint64(0), false
		for o := peers; o != 0; o &= o - 1 {
			j := bits.TrailingZeros64(o)
			if c := t.cand[j]; c&bit != 0 {
				t.cand[j] = c &^ bit
				hit |= uint64(1) << uint(j)
				dead = dead || c == bit
			}
		}
		t.val[bi] = bit
		stop := !dead && s.tailSearch(open)
		for o := hit; o != 0; o &= o - 1 {
			t.cand[bits.TrailingZeros64(o)] |= bit
		}
		if stop {
			return true
		}
	}
	return false
}
