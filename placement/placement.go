// Package placement puts pieces on boards for exact cover: a piece is a
// shape of cells, which may be turned (and flipped); a board is any set of
// cells of a grid (a rectangle, a triangle, one with holes); a placement is
// one orientation of a piece where all its cells are on the board; and the
// placements become the rows of a dancing-links matrix, one column per board
// cell and one per piece.
//
// The package is submission code: standard library and ojkit's dlx only, and
// it compiles with go1.7.
package placement

import "github.com/ojkit/ojkit/dlx"

// Cell is a cell of a grid: its row and column.
type Cell struct{ R, C int }

// Shape is a piece: the cells it covers, relative to any origin.
type Shape []Cell

// Picture returns the shape drawn by rows, one string a row: its cells are
// the '#' characters, at their row and column.
func Picture(rows ...string) Shape {
	var s Shape
	for r, row := range rows {
		for c := 0; c < len(row); c++ {
			if row[c] == '#' {
				s = append(s, Cell{r, c})
			}
		}
	}
	return s
}

// Rectangle returns the shape of a rows×cols rectangle.
func Rectangle(rows, cols int) Shape {
	s := make(Shape, 0, rows*cols)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			s = append(s, Cell{r, c})
		}
	}
	return s
}

// Same reports whether a is b moved and turned, or also mirrored when flip
// is set: one of b's orientations.
func Same(a, b Shape, flip bool) bool {
	n := normalize(a)
	for _, o := range Orientations(b, flip) {
		if equal(o, n) {
			return true
		}
	}
	return false
}

// normalize returns s moved so that its smallest row and column are 0,
// with its cells sorted by row, then column.
func normalize(s Shape) Shape {
	if len(s) == 0 {
		return nil
	}
	minR, minC := s[0].R, s[0].C
	for _, c := range s {
		if c.R < minR {
			minR = c.R
		}
		if c.C < minC {
			minC = c.C
		}
	}
	t := make(Shape, len(s))
	for i, c := range s {
		t[i] = Cell{c.R - minR, c.C - minC}
	}
	for i := 1; i < len(t); i++ { // insertion sort: shapes are small
		for j := i; j > 0 && less(t[j], t[j-1]); j-- {
			t[j], t[j-1] = t[j-1], t[j]
		}
	}
	return t
}

// less orders cells by row, then column.
func less(a, b Cell) bool { return a.R < b.R || a.R == b.R && a.C < b.C }

// equal reports whether two normalized shapes are the same.
func equal(a, b Shape) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Orientations returns the distinct orientations of s, normalized: its four
// quarter turns, and their mirror images too when flip is set, each once.
func Orientations(s Shape, flip bool) []Shape {
	var out []Shape
	cur := s
	for mirror := 0; mirror < 2; mirror++ {
		for turn := 0; turn < 4; turn++ {
			n := normalize(cur)
			seen := false
			for _, o := range out {
				seen = seen || equal(o, n)
			}
			if !seen {
				out = append(out, n)
			}
			next := make(Shape, len(cur))
			for i, c := range cur {
				next[i] = Cell{c.C, -c.R} // a quarter turn
			}
			cur = next
		}
		if !flip {
			break
		}
		mirrored := make(Shape, len(s))
		for i, c := range s {
			mirrored[i] = Cell{c.R, -c.C}
		}
		cur = mirrored
	}
	return out
}

// Board is a set of cells of a grid of Rows×Cols cells that pieces may
// cover, numbered row by row.
type Board struct {
	Rows, Cols int
	index      []int // the number of each grid cell on the board, or -1
	cells      []Cell
}

// NewBoard returns the board of the grid cells for which open reports true.
func NewBoard(rows, cols int, open func(r, c int) bool) *Board {
	b := &Board{Rows: rows, Cols: cols, index: make([]int, rows*cols)}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			b.index[r*cols+c] = -1
			if open(r, c) {
				b.index[r*cols+c] = len(b.cells)
				b.cells = append(b.cells, Cell{r, c})
			}
		}
	}
	return b
}

// Len returns the number of cells of the board.
func (b *Board) Len() int { return len(b.cells) }

// Cell returns the board's cell number i.
func (b *Board) Cell(i int) Cell { return b.cells[i] }

// Index returns the number of the grid cell (r, c) on the board, or -1 when
// it is not on the board.
func (b *Board) Index(r, c int) int {
	if r < 0 || r >= b.Rows || c < 0 || c >= b.Cols {
		return -1
	}
	return b.index[r*b.Cols+c]
}

// Placement is a piece in one orientation at one place: the piece's number
// and the board cells it covers.
type Placement struct {
	Piece int
	Cells []int
}

// Placements returns every placement of the pieces on b, piece by piece,
// orientation by orientation, and then by position row by row: each
// orientation (with mirror images when flip) at every offset where all its
// cells are on the board.
func Placements(b *Board, pieces []Shape, flip bool) []Placement {
	var out []Placement
	for p, piece := range pieces {
		for _, o := range Orientations(piece, flip) {
			for r := 0; r < b.Rows; r++ {
				for c := 0; c < b.Cols; c++ {
					if cells, ok := b.place(o, r, c); ok {
						out = append(out, Placement{p, cells})
					}
				}
			}
		}
	}
	return out
}

// place returns the board cells of the normalized shape o moved by (r, c),
// and whether they are all on the board.
func (b *Board) place(o Shape, r, c int) ([]int, bool) {
	cells := make([]int, len(o))
	for i, cell := range o {
		k := b.Index(cell.R+r, cell.C+c)
		if k < 0 {
			return nil, false
		}
		cells[i] = k
	}
	return cells, true
}

// AddRows resets s to the exact cover matrix of the placements on b: a
// primary column per board cell, then a column per piece, primary when every
// piece must be used (once) and secondary when each may be used at most
// once. Row i of s is placement pls[i].
func AddRows(s *dlx.Solver, b *Board, pls []Placement, pieces int, every bool) {
	if every {
		s.ResetSecondary(b.Len()+pieces, 0)
	} else {
		s.ResetSecondary(b.Len(), pieces)
	}
	row := make([]int, 0, 8)
	for _, pl := range pls {
		row = append(append(row[:0], pl.Cells...), b.Len()+pl.Piece)
		s.AddRow(row)
	}
}
