package sudoku

const (
	maxBox   = 5
	maxN     = maxBox * maxBox
	maxCells = maxN * maxN
)

// geom holds the read-only tables of one grid size. Units are numbered rows
// 0..N-1, columns N..2N-1, boxes 2N..3N-1; a place in a unit is the column in a
// row, the row in a column, and the row-major index inside a box.
type geom struct {
	box     int     // B, the side of a box
	n       int     // N = B², values and cells per unit
	cells   int     // N²
	full    uint32  // the mask of all N values
	recip   uint32  // x*recip>>20 == x/N for 0 <= x < 3N²
	rowOf   []uint8 // cell -> row
	colOf   []uint8 // cell -> column
	boxOf   []uint8 // cell -> box
	placeOf []uint8 // cell -> place in its box
	link    []cellLink
	cellAt  []int16  // unit*N + place -> cell
	band    []uint32 // k -> places k*B..k*B+B-1: a box's row, or a band of a line
	stack   []uint32 // k -> places k, k+B, k+2B...: a box's column
}

// tuning holds the search options chosen for one grid size.
type tuning struct {
	locked    bool  // propagate locked candidates
	weighted  bool  // branch by options per failure
	tailAt    int   // hand over to the tail search at this many empty cells
	hardAfter int64 // Solve and small Counts: choice points before clause learning (0: never)
}

// tuningFor returns the search options for box size b. Locked candidates and
// dom/wdeg branching cut the choice points of 16×16 grids many times over and
// pay for themselves from box size 4 on, not on 9×9 (BenchmarkMinimal16,
// BenchmarkTop1465). Beyond hardAfter choice points Solve, and Count up to
// hardCountMax, switch to clause learning.
func tuningFor(b int) tuning {
	t := tuning{locked: b >= 4, weighted: b >= 4, tailAt: 24}
	if b >= 4 {
		t.hardAfter = 2000
	}
	return t
}

// setSize builds the tables for a grid of the given length, keeping them when the
// size is unchanged. It panics on a length that is not a Sudoku size.
func (s *Solver) setSize(cells int) {
	if cells == s.cells && s.cells != 0 {
		return
	}
	b := 0
	for k := 2; k <= maxBox; k++ {
		if k*k*k*k == cells {
			b = k
		}
	}
	if b == 0 {
		panic("sudoku: grid length must be 16, 81, 256 or 625")
	}
	s.geom = newGeom(b)
	s.tuning = tuningFor(b)
	s.levels = s.levels[:0]
	s.queue = make([]int32, 4*cells)
	s.sol = make([]byte, cells)
	s.weight = make([]int32, 4*cells)
}

// newGeom computes the tables for box size b.
func newGeom(b int) geom {
	n := b * b
	g := geom{box: b, n: n, cells: n * n, full: uint32(1)<<uint(n) - 1}
	g.recip = 1<<20/uint32(n) + 1
	g.rowOf = make([]uint8, g.cells)
	g.colOf = make([]uint8, g.cells)
	g.boxOf = make([]uint8, g.cells)
	g.placeOf = make([]uint8, g.cells)
	g.cellAt = make([]int16, 3*g.cells)
	g.link = make([]cellLink, g.cells)
	for c := 0; c < g.cells; c++ {
		r, k := c/n, c%n
		bx, p := r/b*b+k/b, r%b*b+k%b
		g.rowOf[c], g.colOf[c] = uint8(r), uint8(k)
		g.boxOf[c], g.placeOf[c] = uint8(bx), uint8(p)
		g.cellAt[r*n+k] = int16(c)
		g.cellAt[(n+k)*n+r] = int16(c)
		g.cellAt[(2*n+bx)*n+p] = int16(c)
		g.link[c] = cellLink{
			word:  [3]int32{int32(g.cells + r*n), int32(g.cells + (n+k)*n), int32(g.cells + (2*n+bx)*n)},
			place: [3]uint8{uint8(k), uint8(r), uint8(p)},
		}
	}
	g.band = make([]uint32, b)
	g.stack = make([]uint32, b)
	for k := 0; k < b; k++ {
		g.band[k] = (uint32(1)<<uint(b) - 1) << uint(k*b)
		for j := 0; j < b; j++ {
			g.stack[k] |= 1 << uint(j*b+k)
		}
	}
	return g
}

// cellLink locates a cell in its row, column and box.
type cellLink struct {
	word  [3]int32 // index in a state of the place mask of value 0 in the unit
	place [3]uint8 // the cell's place in the unit
}
