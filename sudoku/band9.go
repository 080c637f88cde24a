package sudoku

import (
	"encoding/binary"
	"math/bits"
)

//go:generate go run ../scripts/genband9 -o band9_update.go

// The 9×9 engine follows JCZSolve (zhouyundong, champagne): band-oriented
// bitboards updated by table look-ups.
//
// Bit layout. The grid is split into three bands of three rows. For digit d
// (0..8) and band b (0..2) the band word f[d*3+b] holds, in its low 27 bits,
// the cells of the band where d is still a candidate: bit r*9+c for band row
// r (0..2) and column c (0..8); box p of the band is bits 3p..3p+2 of each
// row. Cell k (0..80, row-major) is bit k%27 of band k/27.
//
// Updating a band word (update, in band9_update.go) takes a few look-ups:
//   - its "shrunk" form, bit r*3+p when row r has a candidate in box p,
//     indexes b9Locked, which keeps the (row, box) pairs that belong to some
//     perfect matching of the band's rows to its boxes: pointing and claiming
//     inside the band, hidden singles of boxes, and empty rows or boxes as a
//     contradiction;
//   - its column set indexes b9ColumnKill, which clears from the digit's other
//     two bands every column that is alone in its box (pointing along
//     columns), and, with the other bands' column sets, b9Claim, which keeps a
//     column found in one band only inside that band's box (claiming along
//     columns, hidden singles of columns);
//   - a row left with one candidate places the digit: its cell is cleared
//     from the other eight digits' words of the band.
//
// Besides f the state keeps cf, the value of each word at its last update
// (only words that changed are updated again), cells, the unsolved cells of
// each band, and rows, the (digit, row) pairs not placed yet: rows[d/3] has
// bit (d%3)*9+b*3+r for row r of band b. Naked singles and bivalue cells come
// from bit-sliced counters over the nine words of a band (cells with at
// least one, two, three candidates).
//
// Search is depth-first. The cell guessed on is a bivalue cell if any (else one
// with the fewest candidates), the one with the most unsolved cells in its row,
// column and box (the first bivalue cell near the leaves and in puzzles that
// fall quickly; see b9FewCells). With setTriads, a hard node (see hard) first
// applies the triad rules of band9_triads.go once propagation stalls, then
// branches on the configurations of a digit in a band or a stack instead
// (tdoku's choice; triadStep). Each guess but the last copies the state (240
// bytes) into the next slot of a preallocated stack; a refuted candidate (or
// configuration) is then removed from the parent, and the last candidate is
// placed in the parent itself. The copy is a small share of the CPU profiles of
// BenchmarkBand9_Top1465 and BenchmarkBand9Count, less than a trail (undo log)
// could save: a trail would record some ten words per placed digit, and the
// general engine's trail measured slower than its copy. A smaller state that
// tracks dirty words instead of cf measured slower too.

// b9All is the 27-bit mask of all cells of a band.
const b9All = 0x7FFFFFF

// b9State is the whole search state of one node; guessing copies it.
type b9State struct {
	f     [27]uint32 // candidates, index digit*3+band
	cf    [27]uint32 // f as of the last update of each word
	cells [3]uint32  // unsolved cells of each band
	rows  [3]uint32  // unplaced (digit, row) pairs, see the layout above
}

// band9 is the 9×9 engine: JCZSolve-style band bitboards with locked
// candidates, hidden and naked singles, and a depth-first search that guesses
// on a bivalue cell (else a cell with the fewest candidates) or, with
// setTriads, in hard nodes adds tdoku's triads and branches on
// configurations, copying the fixed-size state into a preallocated stack (see
// the notes above). The zero value is ready to use and a band9 can be
// reused; a search allocates nothing. A band9 is not safe for concurrent use;
// it is about 33 KB.
type band9 struct {
	// stack[k] is the state at guess depth k. A guess on a cell leaves one
	// unsolved cell fewer, and a node with fewer than two unsolved cells
	// never guesses; a guess on configurations leaves its digit with one
	// configuration in its band or stack, which none of the 54 (digit, band
	// or stack) pairs can get twice on one path. So depth 80+54 is the
	// deepest.
	stack  [135]b9State
	pairs  [3]uint32 // bivalue cells found by the last naked-single pass
	limit  int64     // stop after this many solutions
	count  int64     // solutions found
	nguess int64     // guesses made
	visit  func(solution []byte) bool
	sol    [86]byte // the solution given to visit is sol[:81]
	// extra, when set, applies houses besides rows, columns and boxes after
	// each update: it reports false on a contradiction (givens repeated in
	// a house included), and whether it changed a word. Only the solvers
	// that set it reach its code, so the bundles of the others leave it out.
	extra func(s *b9State) (ok, changed bool)
	// hardStep, when set (setTriads), is triadStep. Only the solvers that
	// set it reach its code, so the bundles of the others leave it out.
	hardStep func(*band9, *b9State, int) int
}

// setTriads makes hard nodes use the triad rules and the configuration
// branch (on) or not.
func (b *band9) setTriads(on bool) {
	b.hardStep = nil
	if on {
		b.hardStep = (*band9).triadStep
	}
}

// search looks for solutions of grid (81 cells, row-major, 0 empty, 1..9
// given). It calls visit with each solution (81 bytes 1..9, valid only during
// the call) until visit returns false or limit solutions were found (limit 0
// = all), and returns the number found. visit may be nil (counting). Givens
// that conflict (two equal in a row, column or box) or a value > 9 give 0
// without any search.
func (b *band9) search(grid []byte, limit int64, visit func(solution []byte) bool) int64 {
	b.count, b.nguess = 0, 0
	if len(grid) < 81 || !b.load(grid[:81]) {
		return 0
	}
	if limit <= 0 {
		limit = 1<<63 - 1
	}
	b.limit = limit
	b.visit = visit
	b.dfs(0)
	b.visit = nil
	return b.count
}

// guesses returns the number of guesses made by the last search: one for
// each candidate the search tried while another candidate of the same cell
// was still open (that is, one per saved state); the last candidate of a cell,
// forced once the others were refuted, does not count.
func (b *band9) guesses() int64 { return b.nguess }

// load checks the givens and sets stack[0] to the start state. It reports
// false for a value above 9 or two equal givens in a row, column or box.
func (b *band9) load(grid []byte) bool {
	var given [27]uint32 // given cells of each band word
	var taken [3]uint32  // given cells of each band
	var over uint
	for r := uint(0); r < 9; r++ {
		band, shift := r/3, r%3*9
		for c, v := range grid[r*9 : r*9+9] {
			if v == 0 {
				continue
			}
			over |= uint(v) + 6 // above 15 for a value above 9
			bit := uint32(1) << (shift + uint(c))
			given[uint(v-1)%9*3+band] |= bit // %9 keeps a bad value in range
			taken[band] |= bit
		}
	}
	// Each word keeps its givens and loses the other given cells and the
	// peers of its givens; the first update does the rest. The givens of a
	// digit lie in distinct rows, columns and boxes when they occupy as
	// many columns, (row, box) pairs, rows and boxes as there are givens.
	s := &b.stack[0]
	bad := over >> 4
	for i := 0; i < 27; i += 3 {
		g0, g1, g2 := given[i], given[i+1], given[i+2]
		h0, h1, h2 := b9Shrunk(g0), b9Shrunk(g1), b9Shrunk(g2)
		c0, c1, c2 := b9ColsOf(g0), b9ColsOf(g1), b9ColsOf(g2)
		n := bits.OnesCount32(g0) + bits.OnesCount32(g1) + bits.OnesCount32(g2)
		pairs := bits.OnesCount32(h0) + bits.OnesCount32(h1) + bits.OnesCount32(h2)
		lines := b9RowsBoxes(h0) + b9RowsBoxes(h1) + b9RowsBoxes(h2)
		bad |= uint(n ^ bits.OnesCount32(c0|c1|c2) | n ^ pairs | 2*n ^ lines)
		cols := (c0 | c1 | c2) * b9Cols3
		s.f[i] = b9All&^(taken[0]|cols|b9PeerCells[h0]) | g0
		s.f[i+1] = b9All&^(taken[1]|cols|b9PeerCells[h1]) | g1
		s.f[i+2] = b9All&^(taken[2]|cols|b9PeerCells[h2]) | g2
	}
	for i := range s.cf {
		s.cf[i] = 0
	}
	for i := 0; i < 3; i++ {
		s.cells[i] = b9All
		s.rows[i] = b9All
	}
	return bad == 0
}

// b9RowsBoxes returns the number of rows plus the number of boxes in which the
// shrunk band h has a pair.
func b9RowsBoxes(h uint32) int {
	return bits.OnesCount32((h|h>>1|h>>2)&0x49 | (h|h>>3|h>>6)&7<<9)
}

// dfs solves stack[depth] and its subtrees. It reports false when the
// search must stop (limit reached or visit returned false).
func (b *band9) dfs(depth int) bool {
	s := &b.stack[depth]
	for {
		if !b.propagate(s) {
			return true
		}
		if s.cells[0]|s.cells[1]|s.cells[2] == 0 {
			return b.found(s)
		}
		if b.hardStep != nil {
			if r := b.hardStep(b, s, depth); r == 2 {
				continue
			} else if r >= 0 {
				return r == 1
			}
		}
		band, bit := b.pick(s)
		cand := s.digits(band, bit)
		for cand&(cand-1) != 0 {
			i := uint(bits.TrailingZeros32(cand))*3 + band
			cand &= cand - 1
			c := &b.stack[depth+1]
			*c = *s
			c.place(i, bit)
			b.nguess++
			if !b.dfs(depth + 1) {
				return false
			}
			s.f[i] &^= bit
		}
		s.place(uint(bits.TrailingZeros32(cand))*3+band, bit)
	}
}

// digits returns the 9-bit set of the candidates of the cell bit of band.
func (s *b9State) digits(band uint, bit uint32) uint32 {
	t := uint(bits.TrailingZeros32(bit)) & 31
	f := s.f[band : band+25]
	return f[0]>>t&1 | f[3]>>t&1<<1 | f[6]>>t&1<<2 | f[9]>>t&1<<3 | f[12]>>t&1<<4 |
		f[15]>>t&1<<5 | f[18]>>t&1<<6 | f[21]>>t&1<<7 | f[24]>>t&1<<8
}

// found reports a solution; it returns false when the search must stop.
func (b *band9) found(s *b9State) bool {
	b.count++
	if b.visit != nil {
		b.fill(s)
		if !b.visit(b.sol[:81]) {
			return false
		}
	}
	return b.count < b.limit
}

// fill writes the solution held by the solved state s into b.sol. For each
// band it forms the four bit planes of the digit values (plane k: the cells
// whose value has bit k), spreads each 8-cell slice of a plane to 8 bytes
// with b9Spread and stores the combined bytes 8 at a time. The last slice of
// a band spills 5 zero bytes into the next band, which its own slices then
// overwrite (b.sol has room for the spill of the last band).
func (b *band9) fill(s *b9State) {
	for band := 0; band < 3; band++ {
		f := s.f[band : band+25]                  // digit d (0..8) is f[3*d]
		p0 := f[0] | f[6] | f[12] | f[18] | f[24] // values 1, 3, 5, 7, 9
		p1 := f[3] | f[6] | f[15] | f[18]         // 2, 3, 6, 7
		p2 := f[9] | f[12] | f[15] | f[18]        // 4, 5, 6, 7
		p3 := f[21] | f[24]                       // 8, 9
		out := b.sol[band*27 : band*27+32]
		le := binary.LittleEndian
		le.PutUint64(out[0:8], b9Bytes(p0, p1, p2, p3))
		le.PutUint64(out[8:16], b9Bytes(p0>>8, p1>>8, p2>>8, p3>>8))
		le.PutUint64(out[16:24], b9Bytes(p0>>16, p1>>16, p2>>16, p3>>16))
		le.PutUint64(out[24:32], b9Bytes(p0>>24, p1>>24, p2>>24, p3>>24))
	}
}

// b9Bytes returns the values of 8 cells as 8 bytes, from the low 8 bits of
// the four bit planes.
func b9Bytes(p0, p1, p2, p3 uint32) uint64 {
	return b9Spread[p0&0xFF] | b9Spread[p1&0xFF]<<1 | b9Spread[p2&0xFF]<<2 | b9Spread[p3&0xFF]<<3
}

// b9Shrunk returns the shrunk form of band word w that indexes b9Locked: bit
// r*3+p set when row r has a candidate in box p.
func b9Shrunk(w uint32) uint32 {
	return b9BoxesOfRow[w&0x1FF] | b9BoxesOfRow[w>>9&0x1FF]<<3 | b9BoxesOfRow[w>>18&0x1FF]<<6
}

// b9ColsOf returns the 9-bit set of the columns where band word w has a
// candidate.
func b9ColsOf(w uint32) uint32 {
	return (w | w>>9 | w>>18) & 0x1FF
}

// b9SingleRows returns the 3-bit set of the rows of band word w that have
// exactly one candidate.
func b9SingleRows(w uint32) uint32 {
	return b9RowSingle[w&0x1FF] | b9RowSingle[w>>9&0x1FF]<<1 | b9RowSingle[w>>18&0x1FF]<<2
}

// settle removes cells, just placed in band band, from the band's unsolved
// cells and from its words of all nine digits: the caller restores the word
// of the digit placed.
func (s *b9State) settle(band int, cells uint32) {
	s.cells[band] &^= cells
	s.f[band] &^= cells
	s.f[band+3] &^= cells
	s.f[band+6] &^= cells
	s.f[band+9] &^= cells
	s.f[band+12] &^= cells
	s.f[band+15] &^= cells
	s.f[band+18] &^= cells
	s.f[band+21] &^= cells
	s.f[band+24] &^= cells
}

// place puts the digit of band word i in the cell bit by clearing the rest
// of its row; the next update does the eliminations.
func (s *b9State) place(i uint, bit uint32) {
	s.f[i] &= ^(uint32(0x1FF) << (uint(bits.TrailingZeros32(bit)) / 9 * 9)) | bit
}

// propagate applies singles and locked candidates until nothing changes. It
// returns false on a contradiction; otherwise b.pairs holds the bivalue
// cells (when the grid is not solved).
func (b *band9) propagate(s *b9State) bool {
	for {
		if !s.update() {
			return false
		}
		if b.extra != nil {
			ok, changed := b.extra(s)
			if !ok {
				return false
			}
			if changed {
				continue
			}
		}
		if s.cells[0]|s.cells[1]|s.cells[2] == 0 {
			return true
		}
		n := b.nakedSingles(s)
		if n < 0 {
			return false
		}
		if n == 0 {
			return true
		}
	}
}

// nakedSingles places every unsolved cell that has one candidate left and
// records the bivalue cells in b.pairs. It returns -1 when a cell has no
// candidate (two such cells of one row with the same digit included), 1 when
// it placed a digit, else 0.
func (b *band9) nakedSingles(s *b9State) int {
	applied := 0
	for band := uint(0); band < 3; band++ {
		u := s.cells[band]
		if u == 0 {
			b.pairs[band] = 0
			continue
		}
		// r1, r2, r3: cells with at least one, two, three candidates.
		var r1, r2, r3 uint32
		for d := band; d < 27; d += 3 {
			w := s.f[d]
			r3 |= r2 & w
			r2 |= r1 & w
			r1 |= w
		}
		if u&^r1 != 0 {
			return -1
		}
		b.pairs[band] = r2 &^ r3 & u
		one := u &^ r2
		if one == 0 {
			continue
		}
		applied = 1
		for ; one != 0; one &= one - 1 {
			bit := one & -one
			c := s.digits(band, bit)
			if c == 0 { // an earlier single of its digit took its row
				return -1
			}
			s.place(uint(bits.TrailingZeros32(c))*3+band, bit)
		}
	}
	return applied
}

// pick takes the first bivalue cell instead of scoring them all in nodes
// with at most b9FewCells unsolved cells, and in nodes with at most
// b9EasyCells while the search has made fewer than b9EasyGuesses guesses: so
// close to the leaves, and in puzzles that fall quickly, the scoring costs
// more than the guesses it saves (it matters for enumeration speed too).
const (
	b9FewCells    = 20
	b9EasyCells   = 40
	b9EasyGuesses = 8
)

// pick chooses the cell to guess on: among the cells with the fewest
// candidates (bivalue cells when there are any) the one with the most
// unsolved cells in its row, column and box, whose placement prunes most
// (fewer guesses than taking the first bivalue cell: the guesses/puzzle of
// BenchmarkBand9_Top1465). It returns the band and the cell's bit.
func (b *band9) pick(s *b9State) (uint, uint32) {
	best, bestBand, bestBit := -1, uint(0), uint32(0)
	if n := bits.OnesCount32(s.cells[0]) + bits.OnesCount32(s.cells[1]) + bits.OnesCount32(s.cells[2]); n <= b9FewCells || n <= b9EasyCells && b.nguess < b9EasyGuesses {
		for band := uint(0); band < 3; band++ {
			if p := b.pairs[band]; p != 0 {
				return band, p & -p
			}
		}
	}
	for band := uint(0); band < 3; band++ {
		for p := b.pairs[band]; p != 0; p &= p - 1 {
			if n := s.peers(band, p); n > best {
				best, bestBand, bestBit = n, band, p&-p
			}
		}
	}
	if best >= 0 {
		return bestBand, bestBit
	}
	fewest := 10
	for band := uint(0); band < 3; band++ {
		for u := s.cells[band]; u != 0; u &= u - 1 {
			bit := u & -u
			n := bits.OnesCount32(s.digits(band, bit))
			if n > fewest {
				continue
			}
			if m := s.peers(band, u); n < fewest || m > best {
				fewest, best, bestBand, bestBit = n, m, band, bit
			}
		}
	}
	return bestBand, bestBit
}

// peers counts the unsolved cells in the row, column and box of the lowest
// cell of set in band (the cell itself included).
func (s *b9State) peers(band uint, set uint32) int {
	t := bits.TrailingZeros32(set) & 31
	col := b9Col[t]
	return bits.OnesCount32(s.cells[band]&b9RowBox[t]) +
		bits.OnesCount32(s.cells[0]&col|(s.cells[1]&col)<<1|(s.cells[2]&col)<<2)
}
