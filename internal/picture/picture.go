package picture

import (
	"fmt"
	"io"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/ojkit/ojkit/internal/term"
)

// Limits of a Picture: how many grids it draws, the most rows and columns
// of each it shows, and the widest cell and smallest side of a grid.
const (
	pictureGrids = 2
	pictureRows  = 30
	pictureCols  = 40
	widestCell   = 4
	smallestSide = 3
)

// A Picture draws the grids of an answer and an output of one shape side
// by side, the cells that differ marked: the WA report of a Sudoku, a
// placement or a cover problem. A grid is a run of three or more lines of
// the same number of cells, three or more: the tokens of a line of several,
// else the characters of its one token; but a line of the k×k cells of a
// Sudoku (81, 256 or 625) is a k×k grid of its own, as AcWing's Sudoku
// writes one a line. It holds only what it draws.
type Picture struct {
	grids []gridPair // the first grids that differ, at most pictureGrids
	more  int        // the grids that differ after them
}

// gridPair is a grid of the answer and the output's grid in its place,
// each cut to the window shown.
type gridPair struct {
	line       int // the first line of the grid, from 1
	rows, cols int // the size of the whole grid
	diffs      int // how many cells differ
	row0, col0 int // the first row and column shown, from 0
	want, got  [][]string
}

// NewPicture returns the picture of want and got, or nil when they are not
// grids of one shape, line for line, or no cell of their grids differs.
func NewPicture(want, got []byte) *Picture {
	w, g := cellLines(want), cellLines(got)
	if len(w) != len(g) {
		return nil
	}
	for i := range w {
		if len(w[i]) != len(g[i]) {
			return nil
		}
	}
	p := &Picture{}
	for start := 0; start < len(w); {
		end := start + 1
		for end < len(w) && len(w[end]) == len(w[start]) && sudokuSide(len(w[start])) == 0 {
			end++
		}
		if gp, ok := newGridPair(start, w[start:end], g[start:end]); ok && gp.diffs > 0 {
			if len(p.grids) < pictureGrids {
				p.grids = append(p.grids, gp)
			} else {
				p.more++
			}
		}
		start = end
	}
	if len(p.grids) == 0 {
		return nil
	}
	return p
}

// cellLines splits b into lines and each line into its cells, the tokens
// of a line of several, else the characters of its token; trailing empty
// lines are dropped.
func cellLines(b []byte) [][]string {
	lines := strings.Split(string(b), "\n")
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	cells := make([][]string, len(lines))
	for i, l := range lines {
		cells[i] = strings.Fields(l)
		if len(cells[i]) == 1 {
			cells[i] = strings.Split(cells[i][0], "")
		}
	}
	return cells
}

// newGridPair returns the grid of the lines want from line start (from 0),
// all of one length, and of got's lines in their place, or false when they
// are no grid.
func newGridPair(start int, want, got [][]string) (gridPair, bool) {
	if len(want) == 1 {
		want, got = square(want[0]), square(got[0])
	}
	if len(want) < smallestSide || len(want[0]) < smallestSide || !narrow(want) || !narrow(got) {
		return gridPair{}, false
	}
	gp := gridPair{line: start + 1, rows: len(want), cols: len(want[0]), row0: -1}
	for r := range want {
		for c := range want[r] {
			if want[r][c] != got[r][c] {
				gp.diffs++
				if gp.row0 < 0 {
					gp.row0, gp.col0 = r, c
				}
			}
		}
	}
	gp.row0 = window(gp.row0, gp.rows, pictureRows)
	gp.col0 = window(gp.col0, gp.cols, pictureCols)
	gp.want, gp.got = cut(want, gp.row0, gp.col0), cut(got, gp.row0, gp.col0)
	return gp, true
}

// sudokuSide returns the side k of a Sudoku of n cells, k×k with k itself
// a square of 3 or more, else 0.
func sudokuSide(n int) int {
	k := isqrt(n)
	if b := isqrt(k); k*k != n || b*b != k || b < 3 {
		return 0
	}
	return k
}

// isqrt returns the square root of n rounded down.
func isqrt(n int) int { return int(math.Sqrt(float64(n))) }

// square returns the cells of one line as the rows of a k×k grid when
// they are a Sudoku's (see sudokuSide), else as one row.
func square(cells []string) [][]string {
	k := sudokuSide(len(cells))
	if k == 0 {
		return [][]string{cells}
	}
	rows := make([][]string, k)
	for i := range rows {
		rows[i] = cells[i*k : (i+1)*k]
	}
	return rows
}

// narrow reports whether no cell of rows is wider than widestCell.
func narrow(rows [][]string) bool {
	for _, row := range rows {
		for _, c := range row {
			if len(c) > widestCell {
				return false
			}
		}
	}
	return true
}

// window returns the first of size places of n shown, so that the place
// first (-1 for none) is shown with two before it where it can be.
func window(first, n, size int) int {
	return max(0, min(first-2, n-size))
}

// cut returns copies of the rows and columns of rows shown from row0 and
// col0, which keep none of the whole output alive.
func cut(rows [][]string, row0, col0 int) [][]string {
	rows = rows[row0:min(len(rows), row0+pictureRows)]
	out := make([][]string, len(rows))
	for i, r := range rows {
		for _, cell := range r[col0:min(len(r), col0+pictureCols)] {
			out[i] = append(out[i], strings.Clone(cell))
		}
	}
	return out
}

// Write draws the picture on w: each grid's answer on the left, the output
// on the right, the cells that differ painted (the answer's green, the
// output's red) or, without colour, in brackets. A nil picture draws
// nothing.
func (p *Picture) Write(w io.Writer, pal term.Palette) {
	if p == nil {
		return
	}
	for _, g := range p.grids {
		g.write(w, pal)
	}
	if p.more > 0 {
		fmt.Fprintf(w, "(%d more grids differ)\n", p.more)
	}
}

// write draws the grid pair on w.
func (g gridPair) write(w io.Writer, pal term.Palette) {
	differ := fmt.Sprintf("%d cells differ", g.diffs)
	if g.diffs == 1 {
		differ = "1 cell differs"
	}
	fmt.Fprintf(w, "the grid at line %d, %d×%d: %s", g.line, g.rows, g.cols, differ)
	if shown := g.shown(); shown != "" {
		fmt.Fprintf(w, " (%s shown)", shown)
	}
	fmt.Fprintln(w)
	width := 1
	for r := range g.want {
		for c := range g.want[r] {
			width = max(width, utf8.RuneCountInString(g.want[r][c]), utf8.RuneCountInString(g.got[r][c]))
		}
	}
	side := len(g.want[0])*(width+1) + 1
	fmt.Fprintf(w, "%-*s   %s\n", side, " want", " got")
	for r := range g.want {
		differs := make([]bool, len(g.want[r]))
		for c := range differs {
			differs[c] = g.want[r][c] != g.got[r][c]
		}
		left := drawRow(g.want[r], differs, width, pal, term.Green)
		right := drawRow(g.got[r], differs, width, pal, term.Red)
		fmt.Fprintln(w, strings.TrimRight(left+"   "+right, " "))
	}
}

// shown says which rows and columns of the grid the picture shows, or ""
// when it shows them all.
func (g gridPair) shown() string {
	var parts []string
	if n := len(g.want); n < g.rows {
		parts = append(parts, fmt.Sprintf("rows %d-%d", g.row0+1, g.row0+n))
	}
	if n := len(g.want[0]); n < g.cols {
		parts = append(parts, fmt.Sprintf("columns %d-%d", g.col0+1, g.col0+n))
	}
	return strings.Join(parts, ", ")
}

// drawRow draws a row of cells, each right-aligned in width and preceded
// by a space; the cells that differ are painted in c or, without colour,
// each run of them is put in brackets, which take the spaces around it.
func drawRow(cells []string, differs []bool, width int, pal term.Palette, c term.Colour) string {
	var b strings.Builder
	for i, cell := range cells {
		b.WriteByte(slot(differs, i, pal.On()))
		cell = fmt.Sprintf("%*s", width, cell)
		if differs[i] {
			cell = pal.Paint(c, cell)
		}
		b.WriteString(cell)
	}
	b.WriteByte(slot(differs, len(cells), pal.On()))
	return b.String()
}

// slot returns what goes before cell i of a row (after the last, for i
// past it): a space, or a bracket that opens or closes a run of cells that
// differ when the picture has no colour.
func slot(differs []bool, i int, colour bool) byte {
	before := i > 0 && differs[i-1]
	at := i < len(differs) && differs[i]
	switch {
	case colour || before == at:
		return ' '
	case at:
		return '['
	}
	return ']'
}
