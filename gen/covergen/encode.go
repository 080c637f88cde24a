package covergen

import (
	"fmt"
	"sort"
	"strings"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/gen/rng"
)

// Sudoku returns the exact-cover matrix of a Sudoku puzzle and the cover
// that spells solution: one row per candidate (cell, value) that no given of
// the cell's row, column or box rules out (a given cell has only its value),
// and 4N² columns (each cell filled, each value once per row, column and
// box). The rows are shuffled. It fails if the matrix exceeds the statement's
// limits.
func Sudoku(r *rng.Rand, puzzle, solution []byte) (*Instance, error) {
	n, box := 2, 2
	for n*n < len(puzzle) {
		n++
	}
	for box*box < n {
		box++
	}
	used := make([]uint32, 3*n)
	unitsOf := func(c int) (int, int, int) {
		row, col := c/n, c%n
		return row, n + col, 2*n + row/box*box + col/box
	}
	for c, v := range puzzle {
		if v != 0 {
			a, b, d := unitsOf(c)
			used[a] |= 1 << v
			used[b] |= 1 << v
			used[d] |= 1 << v
		}
	}
	in := &Instance{Cols: 4 * n * n}
	for c, given := range puzzle {
		a, b, d := unitsOf(c)
		for v := 1; v <= n; v++ {
			if given != 0 && int(given) != v || given == 0 && (used[a]|used[b]|used[d])&(1<<uint(v)) != 0 {
				continue
			}
			if int(solution[c]) == v {
				in.Cover = append(in.Cover, len(in.Rows))
			}
			k := v - 1
			in.Rows = append(in.Rows, []int{c, n*n + a*n + k, n*n + b*n + k, n*n + d*n + k})
		}
	}
	if len(in.Rows) > MaxSide || in.Cols > MaxSide || in.Ones() > MaxOnes {
		return nil, errTooBig
	}
	shuffleRows(r, in)
	return in, nil
}

// pentominoes are the twelve free pentominoes, one orientation each.
var pentominoes = []string{
	".##|##.|.#.", "#####", "####|#...", "##..|.###", "##|##|#.", "###|.#.|.#.",
	"#.#|###", "#..|#..|###", "#..|##.|.##", ".#.|###|.#.", "####|.#..", "##.|.#.|.##",
}

// pentominoBoards are the rectangles of 60 cells the pentominoes tile.
var pentominoBoards = [][2]int{{6, 10}, {5, 12}, {4, 15}, {3, 20}}

// Pentomino returns the placements of the twelve pentominoes on a random
// rectangle of 60 cells (6×10, 5×12, 4×15 or 3×20) as an exact-cover matrix
// of 12 piece columns and 60 cell columns: a random tiling, found by dancing
// links over the placements in random order, and random other placements, rows
// rows in all (at most the number of placements), shuffled.
func Pentomino(r *rng.Rand, rows int) (*Instance, error) {
	board := pentominoBoards[r.IntN(len(pentominoBoards))]
	all := placements(board[0], board[1])
	r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	var s dlx.Solver
	s.Reset(12 + board[0]*board[1])
	for _, p := range all {
		s.AddRow(p)
	}
	tiling, ok := s.Solve()
	if !ok {
		return nil, fmt.Errorf("covergen: no pentomino tiling of %d×%d", board[0], board[1])
	}
	rows = max(len(tiling), min(rows, len(all), MaxSide))
	in := &Instance{Cols: 12 + board[0]*board[1]}
	inTiling := make([]bool, len(all))
	for _, i := range tiling {
		inTiling[i] = true
		in.Cover = append(in.Cover, len(in.Rows))
		in.Rows = append(in.Rows, all[i])
	}
	for i := 0; i < len(all) && len(in.Rows) < rows; i++ {
		if !inTiling[i] {
			in.Rows = append(in.Rows, all[i])
		}
	}
	shuffleRows(r, in)
	return in, nil
}

// placements returns every placement of every pentomino on an h×w board, as
// the columns it covers: its piece (0..11), then 12+cell for its cells.
func placements(h, w int) [][]int {
	var out [][]int
	for piece, shape := range pentominoes {
		for _, cells := range orientations(shape) {
			maxR, maxC := 0, 0
			for _, rc := range cells {
				maxR, maxC = max(maxR, rc[0]), max(maxC, rc[1])
			}
			for dr := 0; dr+maxR < h; dr++ {
				for dc := 0; dc+maxC < w; dc++ {
					row := []int{piece}
					for _, rc := range cells {
						row = append(row, 12+(rc[0]+dr)*w+rc[1]+dc)
					}
					out = append(out, row)
				}
			}
		}
	}
	return out
}

// orientations returns the distinct rotations and reflections of a shape
// ("#" cells, rows separated by "|"), each moved to the origin, in a fixed
// order.
func orientations(shape string) [][][2]int {
	var base [][2]int
	for r, line := range strings.Split(shape, "|") {
		for c, ch := range line {
			if ch == '#' {
				base = append(base, [2]int{r, c})
			}
		}
	}
	seen := map[string]bool{}
	var out [][][2]int
	for t := 0; t < 8; t++ {
		cells := make([][2]int, len(base))
		for i, rc := range base {
			r, c := rc[0], rc[1]
			if t&4 != 0 {
				c = -c
			}
			for k := 0; k < t&3; k++ {
				r, c = c, -r
			}
			cells[i] = [2]int{r, c}
		}
		cells = normalize(cells)
		key := fmt.Sprint(cells)
		if !seen[key] {
			seen[key] = true
			out = append(out, cells)
		}
	}
	return out
}

// normalize moves cells so that their least row and column are 0 and sorts
// them.
func normalize(cells [][2]int) [][2]int {
	minR, minC := cells[0][0], cells[0][1]
	for _, rc := range cells {
		minR, minC = min(minR, rc[0]), min(minC, rc[1])
	}
	for i := range cells {
		cells[i][0] -= minR
		cells[i][1] -= minC
	}
	sort.Slice(cells, func(i, j int) bool {
		if cells[i][0] != cells[j][0] {
			return cells[i][0] < cells[j][0]
		}
		return cells[i][1] < cells[j][1]
	})
	return cells
}
