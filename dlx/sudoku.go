package dlx

// Sudoku solves N×N Sudoku grids (N = box², box 2..5) as exact cover
// problems on a plain DLX Solver, independently of any bitboard engine.
//
// A grid is a slice of N² cells, row by row: 0 is an empty cell, 1..N a
// given. The matrix has 4·N² columns (each cell filled; each digit once per
// row, column and box) and one row per candidate (cell, digit). A given cell
// contributes only its own digit, and an empty cell only the digits that no
// given of its row, column or box holds; so conflicting givens simply give
// 0 solutions, as does a given greater than N. A grid whose length is not 16,
// 81, 256 or 625 is a programming error: the methods panic.
//
// The zero value is ready to use; re-using one Sudoku across grids
// allocates nothing once warmed. A Sudoku is not safe for concurrent use.
type Sudoku struct {
	dlx   Solver
	n     int      // digits, N = box²
	cells []int32  // cell of each matrix row
	digit []byte   // digit 1..N of each matrix row
	seen  []uint32 // digits given in each row, column and box (3·N masks)
	sol   []byte   // solution handed to Enumerate's visit
	cols  [4]int   // the columns of the row being added
}

// Solve fills grid in place with the first solution found and returns true,
// or leaves grid unchanged and returns false if it has no solution.
func (z *Sudoku) Solve(grid []byte) bool {
	if !z.build(grid) {
		return false
	}
	rows, ok := z.dlx.Solve()
	if ok {
		z.fill(grid, rows)
	}
	return ok
}

// Count returns the number of solutions of grid, stopping at limit; a limit
// of 0 or less means no limit. grid is not modified.
func (z *Sudoku) Count(grid []byte, limit int64) int64 {
	if !z.build(grid) {
		return 0
	}
	return z.dlx.Count(limit)
}

// Enumerate calls visit with each solution of grid until visit returns
// false, and returns the number of solutions visited. The slice given to
// visit is owned by the Sudoku and only valid during the call; grid is not
// modified. visit must not call methods of the Sudoku.
func (z *Sudoku) Enumerate(grid []byte, visit func(solution []byte) bool) int64 {
	if visit == nil {
		panic("dlx: Sudoku.Enumerate: nil visit")
	}
	if !z.build(grid) {
		return 0
	}
	if cap(z.sol) < len(grid) {
		z.sol = make([]byte, len(grid))
	}
	sol := z.sol[:len(grid)]
	return z.dlx.Enumerate(func(rows []int) bool {
		z.fill(sol, rows)
		return visit(sol)
	})
}

// Nodes returns the number of search nodes of the last Solve, Count or
// Enumerate.
func (z *Sudoku) Nodes() int64 { return z.dlx.Nodes() }

// fill writes the digits of the chosen matrix rows into grid.
func (z *Sudoku) fill(grid []byte, rows []int) {
	for _, r := range rows {
		grid[z.cells[r]] = z.digit[r]
	}
}

// boxOf returns the box size of a grid of n cells, panicking if there is
// none in 2..5.
func boxOf(cells int) int {
	for b := 2; b <= 5; b++ {
		if b*b*b*b == cells {
			return b
		}
	}
	panic("dlx: Sudoku: grid length must be 16, 81, 256 or 625")
}

// build makes the exact cover matrix of grid. It returns false if a given
// is greater than N, when the grid has no solution.
func (z *Sudoku) build(grid []byte) bool {
	box := boxOf(len(grid))
	n := box * box
	z.n = n
	if !z.markGivens(grid, box) {
		return false
	}
	z.dlx.Reset(4 * n * n)
	z.cells, z.digit = z.cells[:0], z.digit[:0]
	for i, v := range grid {
		r, c := i/n, i%n
		b := r/box*box + c/box
		if v != 0 {
			z.addRow(i, r, c, b, int(v))
			continue
		}
		used := z.seen[r] | z.seen[n+c] | z.seen[2*n+b]
		for d := 1; d <= n; d++ {
			if used&(1<<uint(d)) == 0 {
				z.addRow(i, r, c, b, d)
			}
		}
	}
	return true
}

// markGivens records in z.seen the digits given in each row, column and
// box. It returns false if a given is greater than N.
func (z *Sudoku) markGivens(grid []byte, box int) bool {
	n := box * box
	if cap(z.seen) < 3*n {
		z.seen = make([]uint32, 3*n)
	}
	z.seen = z.seen[:3*n]
	for i := range z.seen {
		z.seen[i] = 0
	}
	for i, v := range grid {
		if int(v) > n {
			return false
		}
		if v == 0 {
			continue
		}
		bit := uint32(1) << uint(v)
		r, c := i/n, i%n
		z.seen[r] |= bit
		z.seen[n+c] |= bit
		z.seen[2*n+r/box*box+c/box] |= bit
	}
	return true
}

// addRow adds the matrix row "digit d in cell i (row r, column c, box b)".
func (z *Sudoku) addRow(i, r, c, b, d int) {
	n := z.n
	nn := n * n
	z.cols[0] = i
	z.cols[1] = nn + r*n + d - 1
	z.cols[2] = 2*nn + c*n + d - 1
	z.cols[3] = 3*nn + b*n + d - 1
	z.dlx.AddRow(z.cols[:])
	z.cells = append(z.cells, int32(i))
	z.digit = append(z.digit, byte(d))
}
