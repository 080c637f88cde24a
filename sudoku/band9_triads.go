package sudoku

import "math/bits"

// Triads and configurations, the two ideas of tdoku (t-dillon/tdoku) that the
// engine uses once a search proves hard (see hard).
//
// Triads. A minirow (the three cells of a row inside a box) and a minicolumn
// (the three cells of a column inside a box) each hold exactly three digits.
// For each of the 54 triads triads counts the digits that may lie in it and
// the digits that must: a digit must lie in a minirow when its row has it in
// that box only (the matching of b9Locked leaves such a row with one box), and
// in a minicolumn when its column has it in that band only, or its box in
// that column only. A triad where only three digits may lie takes them all; a
// triad that must take three digits takes no other.
//
// Each digit's triads are packed into one uint64: for band b, bits 18b..18b+8
// are its minirows (the shrunk form, bit r*3+p) and bits 18b+9..18b+17 its
// minicolumns (bit c for column c). Bit-sliced counters over the nine digits
// give the triads with three and with four candidates at once.

// b9TriadAll is the set of all 54 triad bits.
const b9TriadAll = (1<<18 - 1) | (1<<18-1)<<18 | (1<<18-1)<<36

// triads applies the two triad rules above once to the whole grid and keeps
// in may the triads that may hold each digit. It reports false on a
// contradiction (a triad with fewer than three digits that may lie in it, or
// more than three that must) and whether it removed a candidate.
func (s *b9State) triads(may *[9]uint64) (ok, changed bool) {
	var must [9]uint64
	var m1, m2, m3, m4, n1, n2, n3, n4 uint64
	for d := 0; d < 9; d++ {
		f := s.f[d*3 : d*3+3]
		c0, c1, c2 := b9ColsOf(f[0]), b9ColsOf(f[1]), b9ColsOf(f[2])
		h0, h1, h2 := b9Shrunk(f[0]), b9Shrunk(f[1]), b9Shrunk(f[2])
		x := uint64(h0|c0<<9) | uint64(h1|c1<<9)<<18 | uint64(h2|c2<<9)<<36
		v0 := b9Alone[c0] | c0&^(c1|c2)
		v1 := b9Alone[c1] | c1&^(c0|c2)
		v2 := b9Alone[c2] | c2&^(c0|c1)
		y := uint64(b9OneBox[h0]|v0<<9) | uint64(b9OneBox[h1]|v1<<9)<<18 | uint64(b9OneBox[h2]|v2<<9)<<36
		may[d], must[d] = x, y
		m4 |= m3 & x
		m3 |= m2 & x
		m2 |= m1 & x
		m1 |= x
		n4 |= n3 & y
		n3 |= n2 & y
		n2 |= n1 & y
		n1 |= y
	}
	if m3 != b9TriadAll || n4 != 0 {
		return false, false
	}
	three := m3 &^ m4 // triads where exactly three digits may lie
	full := n3        // triads where three digits must lie
	for d := uint(0); d < 9; d++ {
		x, y := may[d], must[d]
		fresh := x & three &^ y // triads the digit newly must lie in
		drop := x & full &^ y   // triads the digit cannot lie in
		if fresh|drop == 0 {
			continue
		}
		for band := uint(0); band < 3; band++ {
			i := d*3 + band
			h := uint32(fresh>>(18*band)) & 0x1FF
			v := uint32(fresh>>(18*band+9)) & 0x1FF
			clear := b9ShrunkCells[b9Lines[h]&^h] | b9ShrunkCells[uint32(drop>>(18*band))&0x1FF] |
				(uint32(drop>>(18*band+9))&0x1FF)*b9Cols3
			if v != 0 {
				j, k := d*3+(band+1)%3, d*3+(band+2)%3
				if w := s.f[j] &^ (v * b9Cols3); w != s.f[j] {
					s.f[j], changed = w, true
				}
				if w := s.f[k] &^ (v * b9Cols3); w != s.f[k] {
					s.f[k], changed = w, true
				}
			}
			if w := s.f[i] &^ clear; w != s.f[i] {
				s.f[i], changed = w, true
			}
		}
	}
	return true, changed
}

// A configuration of a digit in a band is the box the digit takes in each
// row of the band: a perfect matching of the band's rows to its boxes, one of
// six. In a stack it is the column the digit takes in each band. A branch on
// configurations takes the band or stack with the fewest (digit, triad)
// candidates among those not yet fixed, and in it a digit with two
// configurations, else three: the first configuration is tried in a copy of
// the state, then the others in the state itself. With two or three
// configurations the cells of the others leave out some cell of the first, so
// the two sides of the branch differ.

// b9FixedTriads is the number of (digit, triad) candidates of a band or a
// stack whose nine digits each have one configuration left: three each.
const b9FixedTriads = 27

// pickConfig chooses a configuration branch from each digit's triads may.
// It returns the digit and, for each of its three band words, the mask that
// keeps its first configuration (try) and the one that keeps the others
// (rest); ok is false when every band and stack is fixed or the one chosen
// has no digit with two or three configurations.
func pickConfig(may *[9]uint64) (d uint, try, rest [3]uint32, ok bool) {
	var count [6]int // candidates of bands 0..2 and stacks 0..2
	for _, x := range may {
		count[0] += bits.OnesCount64(x & 0x1FF)
		count[1] += bits.OnesCount64(x >> 18 & 0x1FF)
		count[2] += bits.OnesCount64(x >> 36 & 0x1FF)
		count[3] += bits.OnesCount64(x & (7<<9 | 7<<27 | 7<<45))
		count[4] += bits.OnesCount64(x & (7<<12 | 7<<30 | 7<<48))
		count[5] += bits.OnesCount64(x & (7<<15 | 7<<33 | 7<<51))
	}
	best, k := 1000, -1
	for i, n := range count {
		if n > b9FixedTriads && n < best {
			best, k = n, i
		}
	}
	if k < 0 {
		return 0, try, rest, false
	}
	fewest, shrunk := uint32(4), uint32(0)
	for i, x := range may {
		v := b9Stack(x, uint(k-3)*3)
		if k < 3 {
			v = uint32(x>>(18*uint(k))) & 0x1FF
		}
		if n := b9Configs[v]; n >= 2 && n < fewest {
			fewest, shrunk, d = n, v, uint(i)
			if n == 2 {
				break
			}
		}
	}
	if fewest > 3 {
		return 0, try, rest, false
	}
	first, others := b9FirstConfig[shrunk], b9OtherConfigs[shrunk]
	if k < 3 {
		try = [3]uint32{b9All, b9All, b9All}
		rest = try
		try[k], rest[k] = b9ShrunkCells[first], b9ShrunkCells[others]
		return d, try, rest, true
	}
	sh := uint(k-3) * 3
	keep := b9All &^ (uint32(7) << sh * b9Cols3)
	for band := uint(0); band < 3; band++ {
		try[band] = keep | (first>>(3*band)&7)<<sh*b9Cols3
		rest[band] = keep | (others>>(3*band)&7)<<sh*b9Cols3
	}
	return d, try, rest, true
}

// b9Stack returns, from a digit's packed triads x, the shrunk form of its
// stack whose first column is c: bit b*3+j when band b has the digit in
// column c+j.
func b9Stack(x uint64, c uint) uint32 {
	return uint32(x>>(9+c))&7 | uint32(x>>(27+c))&7<<3 | uint32(x>>(45+c))&7<<6
}

// Until it finds its first solution, a search proves hard when it has made
// b9HardGuesses guesses, and a node is hard while it has more than
// b9HardCells unsolved cells: easy puzzles (most 17-clue puzzles, serg's),
// the nodes near the leaves and the enumeration of many solutions keep the
// cheaper cell choice and propagation, whose guesses cost less.
const (
	b9HardGuesses = 10
	b9HardCells   = 55
)

// hard reports whether node s is hard.
func (b *band9) hard(s *b9State) bool {
	return b.count == 0 && (b.nguess >= b9HardGuesses ||
		bits.OnesCount32(s.cells[0])+bits.OnesCount32(s.cells[1])+bits.OnesCount32(s.cells[2]) > b9HardCells)
}

// triadStep is the step of hard nodes, called at node s, stack[depth], once
// propagate has stalled on it: the triad rules, and when they remove nothing a
// configuration branch, the first configuration searched in stack[depth+1]
// and the others left in s. It returns what the search at s does next: -1
// guess on a cell (s is not hard or has no configuration branch), 2 its loop
// again (the triads removed candidates or the branch is done), 1 return true
// (a contradiction) and 0 return false (the search must stop).
func (b *band9) triadStep(s *b9State, depth int) int {
	if !b.hard(s) {
		return -1
	}
	var may [9]uint64
	ok, changed := s.triads(&may)
	if !ok {
		return 1
	}
	if changed {
		return 2
	}
	d, try, rest, ok := pickConfig(&may)
	if !ok {
		return -1
	}
	c := &b.stack[depth+1]
	*c = *s
	for k := uint(0); k < 3; k++ {
		c.f[d*3+k] &= try[k]
	}
	b.nguess++
	if !b.dfs(depth + 1) {
		return 0
	}
	for k := uint(0); k < 3; k++ {
		s.f[d*3+k] &= rest[k]
	}
	return 2
}
