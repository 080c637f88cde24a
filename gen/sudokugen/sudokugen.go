// Package sudokugen generates Sudoku puzzles of box size 2 to 5 (4×4 to 25×25):
// full grids, puzzles dug to minimal, puzzles rated hard by the effort of the
// simple depth-first searches judge solutions use, puzzles with exactly K
// solutions, and puzzles with conflicting givens or no solution.
//
// Grids are as in package sudoku: N² cells row by row, 0 empty, 1..N a given.
// Every uniqueness check and solution count is made by the sudoku engines'
// Count (Solver9 for 9×9, Solver otherwise). All randomness comes from the
// Generator's rng.Rand, so a seed gives the same grids everywhere.
package sudokugen

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/ojkit/ojkit/gen/rng"
	"github.com/ojkit/ojkit/sudoku"
)

// Generator makes grids of one box size. It must not be used by several
// goroutines at once.
type Generator struct {
	box   int
	n     int
	cells int
	rng   *rng.Rand
	s     sudoku.Solver
	s9    sudoku.Solver9
	diag  bool // the two main diagonals are houses too (X-Sudoku, 9×9 only)
}

// New returns a generator of grids with box size box (2..5) drawing on r.
func New(box int, r *rng.Rand) *Generator {
	if box < 2 || box > 5 {
		panic("sudokugen: box size must be 2..5")
	}
	n := box * box
	g := &Generator{box: box, n: n, cells: n * n, rng: r}
	g.s.Learn()
	return g
}

// NewDiagonal returns a generator of 9×9 X-Sudoku grids, whose two main
// diagonals hold every digit once too, drawing on r. Hard does not know the
// diagonals: its ratings are of the plain grid.
func NewDiagonal(r *rng.Rand) *Generator {
	g := New(3, r)
	g.diag = true
	g.s9.SetDiagonals(true)
	return g
}

// Side returns N, the number of cells in a row.
func (g *Generator) Side() int { return g.n }

// Box returns the side of a box.
func (g *Generator) Box() int { return g.box }

// Rand returns the generator's random source.
func (g *Generator) Rand() *rng.Rand { return g.rng }

// Count returns the number of solutions of grid up to limit (0: all), by the
// sudoku engine for its size.
func (g *Generator) Count(grid []byte, limit int64) int64 {
	if len(grid) == 81 {
		return g.s9.Count(grid, limit)
	}
	return g.s.Count(grid, limit)
}

// solve fills grid with its first solution and reports whether it has one.
func (g *Generator) solve(grid []byte) bool {
	if len(grid) == 81 {
		return g.s9.Solve(grid)
	}
	return g.s.Solve(grid)
}

// Solution returns the first solution of grid, or nil if it has none.
func (g *Generator) Solution(grid []byte) []byte {
	sol := append([]byte(nil), grid...)
	if !g.solve(sol) {
		return nil
	}
	return sol
}

// Full returns a random complete grid: the boxes on the diagonal, independent
// of each other, get random permutations; the engine completes the grid; then
// the values are relabelled and the rows and columns shuffled inside their
// bands and stacks, and the bands and stacks among themselves.
func (g *Generator) Full() []byte {
	if g.diag {
		return g.fullDiagonal()
	}
	grid := make([]byte, g.cells)
	boxes := g.box
	if g.box == 2 {
		boxes = 1 // two diagonal 2×2 boxes may not complete
	}
	for bx := 0; bx < boxes; bx++ {
		for i, v := range g.rng.Perm(g.n) {
			r, c := bx*g.box+i/g.box, bx*g.box+i%g.box
			grid[r*g.n+c] = byte(v + 1)
		}
	}
	if !g.solve(grid) {
		panic("sudokugen: diagonal boxes always complete")
	}
	return g.shuffle(grid)
}

// diagonalSeeds is the number of random givens fullDiagonal places before
// the engine completes the grid.
const diagonalSeeds = 12

// fullDiagonal returns a random complete X-Sudoku grid: givens are drawn one
// by one at random places with random values, each kept when the grid still
// has a solution, and the engine completes the grid; then the values are
// relabelled and the grid turned or mirrored, which keeps the diagonals.
func (g *Generator) fullDiagonal() []byte {
	grid := make([]byte, g.cells)
	for _, c := range g.rng.Perm(g.cells)[:diagonalSeeds] {
		grid[c] = byte(g.rng.Range(1, g.n))
		if g.Count(grid, 1) == 0 {
			grid[c] = 0
		}
	}
	if !g.solve(grid) {
		panic("sudokugen: the kept givens always complete")
	}
	label := g.rng.Perm(g.n)
	out := make([]byte, g.cells)
	turn, mirror := g.rng.IntN(4), g.rng.IntN(2) == 1
	for r := 0; r < g.n; r++ {
		for c := 0; c < g.n; c++ {
			sr, sc := r, c
			for t := 0; t < turn; t++ {
				sr, sc = g.n-1-sc, sr
			}
			if mirror {
				sc = g.n - 1 - sc
			}
			out[r*g.n+c] = byte(label[grid[sr*g.n+sc]-1] + 1)
		}
	}
	return out
}

// shuffle returns a random grid equivalent to grid: values relabelled, rows
// and columns permuted while keeping the boxes, and possibly transposed.
func (g *Generator) shuffle(grid []byte) []byte {
	label := g.rng.Perm(g.n)
	rows, cols := g.linePerm(), g.linePerm()
	flip := g.rng.IntN(2) == 1
	out := make([]byte, g.cells)
	for r := 0; r < g.n; r++ {
		for c := 0; c < g.n; c++ {
			src := rows[r]*g.n + cols[c]
			if flip {
				src = cols[c]*g.n + rows[r]
			}
			if v := grid[src]; v != 0 {
				out[r*g.n+c] = byte(label[v-1] + 1)
			}
		}
	}
	return out
}

// linePerm returns a permutation of the N rows (or columns) that keeps boxes
// together: the bands are permuted, and the rows inside each band.
func (g *Generator) linePerm() []int {
	p := make([]int, 0, g.n)
	for _, band := range g.rng.Perm(g.box) {
		for _, k := range g.rng.Perm(g.box) {
			p = append(p, band*g.box+k)
		}
	}
	return p
}

// Keep returns full with only givens cells left, at random places; the result
// may have several solutions.
func (g *Generator) Keep(full []byte, givens int) []byte {
	out := make([]byte, g.cells)
	for _, c := range g.rng.Perm(g.cells)[:givens] {
		out[c] = full[c]
	}
	return out
}

// Minimize removes givens of grid, which must have exactly one solution, in
// random order while the solution stays unique, and returns the result: a
// minimal puzzle, in which no given can be removed without a second solution.
// It stops early, leaving a unique but not necessarily minimal puzzle, once
// only floor givens are left (floor 0: never).
func (g *Generator) Minimize(grid []byte, floor int) []byte {
	out := append([]byte(nil), grid...)
	left := 0
	for _, v := range out {
		if v != 0 {
			left++
		}
	}
	for _, c := range g.rng.Perm(g.cells) {
		if left <= floor {
			break
		}
		if out[c] != 0 && g.removable(out, c) {
			out[c] = 0
			left--
		}
	}
	return out
}

// removable reports whether the given at cell c of grid, which has exactly
// one solution, can be removed keeping the solution unique.
//
// Any second solution the removal lets in must differ from the first at c,
// since the other givens stay. The check is therefore one search for a
// solution per other value the peers of c leave, each narrowed by the fixed
// cell, which is cheaper than a count of two over the whole grid. On 25×25
// grids, where refuting each of many values repeats most of the work, that is
// done only for a cell with at most few25 other values, and the count of two
// is made otherwise.
func (g *Generator) removable(grid []byte, c int) bool {
	v := grid[c]
	defer func() { grid[c] = v }()
	used := g.used(grid, c)
	if g.box == 5 && g.n-bits.OnesCount32(used|1<<v) > few25 {
		grid[c] = 0
		return g.Count(grid, 2) == 1
	}
	for w := byte(1); int(w) <= g.n; w++ {
		if w == v || used&(1<<w) != 0 {
			continue
		}
		grid[c] = w
		if g.Count(grid, 1) > 0 {
			return false
		}
	}
	return true
}

// few25 is the most other values a 25×25 cell may have for removable to try
// them one by one.
const few25 = 2

// Minimal returns a random minimal puzzle.
func (g *Generator) Minimal() []byte {
	return g.Minimize(g.Full(), 0)
}

// Unique returns a random puzzle with exactly one solution and givens givens,
// or, when every given left is needed for uniqueness before that, a minimal
// puzzle with more.
func (g *Generator) Unique(givens int) []byte {
	return g.Minimize(g.Full(), givens)
}

// Hard returns the hardest of batch minimal puzzles, rated by Effort with the
// given node budget (ties to the first).
func (g *Generator) Hard(batch int, budget int64) []byte {
	var best []byte
	bestEffort := int64(-1)
	for i := 0; i < batch; i++ {
		p := g.Minimal()
		if e := Effort(p, budget); e > bestEffort {
			best, bestEffort = p, e
		}
	}
	return best
}

// ErrNoMulti is returned by Multi when no grid with exactly the asked number
// of solutions was found within its attempts.
var ErrNoMulti = errors.New("sudokugen: no grid with exactly that many solutions found")

// multiAttempts is the number of full grids Multi digs before giving up.
const multiAttempts = 200

// Multi returns a puzzle with exactly k solutions (k >= 1): givens are removed
// from a full grid in random order, each removal kept while the count stays at
// most k, until the count is k.
func (g *Generator) Multi(k int64) ([]byte, error) {
	if k < 1 {
		return nil, fmt.Errorf("sudokugen: Multi(%d): want at least one solution", k)
	}
	for i := 0; i < multiAttempts; i++ {
		if p, n := g.dig(g.Full(), k, k); n == k {
			return p, nil
		}
	}
	return nil, ErrNoMulti
}

// Sparse returns a puzzle with between 1 and max solutions and few givens:
// every removal of a given that keeps the count at most max is made.
func (g *Generator) Sparse(max int64) []byte {
	p, _ := g.dig(g.Full(), max, 0)
	return p
}

// dig removes givens of grid, which must have one solution, in random order,
// keeping each removal that leaves at most max solutions, and stops early once
// the count is stop (0: never). It returns grid and its count.
func (g *Generator) dig(grid []byte, max, stop int64) ([]byte, int64) {
	count := int64(1)
	for _, c := range g.rng.Perm(g.cells) {
		v := grid[c]
		grid[c] = 0
		n := g.Count(grid, max+1)
		if n > max {
			grid[c] = v
			continue
		}
		count = n
		if n == stop {
			break
		}
	}
	return grid, count
}

// Conflict returns puzzle with one empty cell set to the value of a given in
// the same row, column or box, so that two equal givens share a unit. It
// panics if puzzle has no given with an empty cell in one of its units.
func (g *Generator) Conflict(puzzle []byte) []byte {
	out := append([]byte(nil), puzzle...)
	for _, c := range g.rng.Perm(g.cells) {
		if out[c] == 0 {
			continue
		}
		peers := g.peers(c)
		g.rng.Shuffle(len(peers), func(i, j int) { peers[i], peers[j] = peers[j], peers[i] })
		for _, p := range peers {
			if out[p] == 0 {
				out[p] = out[c]
				return out
			}
		}
	}
	panic("sudokugen: Conflict needs a given with an empty peer")
}

// Unsolvable returns puzzle, which must have exactly one solution, with an
// empty cell set to a value that no given of its units holds but that differs
// from the solution's: no two givens conflict, yet there is no solution. It
// returns nil if every empty cell has only its solution value as a candidate.
func (g *Generator) Unsolvable(puzzle []byte) []byte {
	sol := g.Solution(puzzle)
	out := append([]byte(nil), puzzle...)
	for _, c := range g.rng.Perm(g.cells) {
		if out[c] != 0 {
			continue
		}
		used := g.used(out, c)
		for _, v := range g.rng.Perm(g.n) {
			val := byte(v + 1)
			if val != sol[c] && used&(1<<val) == 0 {
				out[c] = val
				return out
			}
		}
	}
	return nil
}

// used returns the values held by the peers of cell c in grid, bit v for
// value v.
func (g *Generator) used(grid []byte, c int) uint32 {
	r, k := c/g.n, c%g.n
	br, bk := r/g.box*g.box, k/g.box*g.box
	var m uint32
	for i := 0; i < g.n; i++ {
		m |= 1<<grid[r*g.n+i] | 1<<grid[i*g.n+k] | 1<<grid[(br+i/g.box)*g.n+bk+i%g.box]
		if g.diag && r == k {
			m |= 1 << grid[i*g.n+i]
		}
		if g.diag && r+k == g.n-1 {
			m |= 1 << grid[i*g.n+g.n-1-i]
		}
	}
	return m &^ 1
}

// peers returns the cells sharing a row, column or box with cell c.
func (g *Generator) peers(c int) []int {
	r, k := c/g.n, c%g.n
	br, bk := r/g.box*g.box, k/g.box*g.box
	var out []int
	for i := 0; i < g.cells; i++ {
		ir, ik := i/g.n, i%g.n
		onDiagonal := g.diag && (ir == ik && r == k || ir+ik == g.n-1 && r+k == g.n-1)
		if i != c && (ir == r || ik == k || (ir/g.box*g.box == br && ik/g.box*g.box == bk) || onDiagonal) {
			out = append(out, i)
		}
	}
	return out
}
