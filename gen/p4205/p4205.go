// Package p4205 is p4205's entry in gen's registry (see gen/problem): its
// second solutions, its tools and how its inputs are made, checked and shrunk.
package p4205

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/gen/problem"
	"github.com/ojkit/ojkit/gen/rng"
	"github.com/ojkit/ojkit/placement"
)

// p4205 is Luogu P4205 "[NOI2005] 智慧珠游戏": a triangle of 10 rows, row i
// holding i cells, as 10 lines of 'A'-'L' (a cell of a piece already placed)
// and '.' (empty); the pieces placed are whole and rightly shaped, and the
// data promise at most one way to place the others. An input holds one
// board.
type p4205 struct{}

func init() {
	problem.Register(problem.Entry{ID: "p4205", Solutions: []string{"anchor"}, Gen: p4205{}})
}

// pearlRows is the number of rows of the triangle.
const pearlRows = 10

// pearlPictures draws the pieces A to L.
var pearlPictures = [12]string{
	"##/#.", "####", "###/#..", "##/##", "#../#../###", "####/.#..",
	"###/#.#", "###/##.", "###./..##", ".#./###/.#.", "#../##./.##", "####/#...",
}

var p4205Kinds = []problem.Kind{
	{Name: "unique", Doc: "a random solved board with pieces taken away while one solution remains, as few left as that allows"},
	{Name: "random", Doc: "a random solved board with a random number of pieces taken away, keeping one solution"},
	{Name: "nosolution", Doc: "one to four pieces placed at random where the others cannot fit"},
	{Name: "max", Doc: "the most search: one or two pieces placed where the others cannot fit"},
}

func (p4205) ID() string                          { return "p4205" }
func (p4205) Kinds() []problem.Kind               { return p4205Kinds }
func (p4205) Join(c [][]byte) []byte              { return bytes.Join(c, nil) }
func (p p4205) Cases(in []byte) ([][]byte, error) { return problem.OneCase(p, in) }

// pearlBoard is a board: each cell's letter or '.'.
type pearlBoard [pearlRows][pearlRows]byte

func (p4205) Generate(o problem.Options) ([]byte, error) {
	if o.N > 1 {
		return nil, fmt.Errorf("-n %d: a p4205 input holds one board", o.N)
	}
	r := rng.New(o.Seed)
	switch o.Kind {
	case "", "unique":
		b := pearlSolved(r)
		for _, p := range r.Perm(12) {
			if v := b.without(byte('A' + p)); v.count(2) == 1 {
				b = v
			}
		}
		return b.text(), nil
	case "random":
		for {
			b := pearlSolved(r)
			for _, p := range r.Perm(12)[:r.Range(1, 12)] {
				b = b.without(byte('A' + p))
			}
			if b.count(2) == 1 {
				return b.text(), nil
			}
		}
	case "nosolution", "max":
		most := 4
		if o.Kind == "max" {
			most = 2
		}
		for {
			if b, ok := pearlPlaced(r, r.Range(1, most)); ok && b.count(1) == 0 {
				return b.text(), nil
			}
		}
	}
	return nil, fmt.Errorf("p4205 has no kind %q; its kinds: %v", o.Kind, problem.KindNames(p4205{}))
}

// pearlShape returns piece p's cells.
func pearlShape(p int) placement.Shape {
	return placement.Picture(strings.Split(pearlPictures[p], "/")...)
}

// cover returns the board of b's empty cells, the missing pieces' letters
// and a solver holding their placements, which pls lists.
func (b *pearlBoard) cover() (*placement.Board, []byte, []placement.Placement, *dlx.Solver) {
	var letters []byte
	var shapes []placement.Shape
	for p := 0; p < 12; p++ {
		if !b.has(byte('A' + p)) {
			letters = append(letters, byte('A'+p))
			shapes = append(shapes, pearlShape(p))
		}
	}
	board := placement.NewBoard(pearlRows, pearlRows, func(r, c int) bool { return c <= r && b[r][c] == '.' })
	pls := placement.Placements(board, shapes, true)
	s := new(dlx.Solver)
	placement.AddRows(s, board, pls, len(shapes), true)
	return board, letters, pls, s
}

// count returns the number of ways to complete b, up to limit.
func (b *pearlBoard) count(limit int64) int64 {
	_, _, _, s := b.cover()
	return s.Count(limit)
}

// has reports whether letter is on b.
func (b *pearlBoard) has(letter byte) bool {
	for r := 0; r < pearlRows; r++ {
		if bytes.IndexByte(b[r][:r+1], letter) >= 0 {
			return true
		}
	}
	return false
}

// without returns b with piece letter taken away.
func (b pearlBoard) without(letter byte) pearlBoard {
	for r := 0; r < pearlRows; r++ {
		for c := 0; c <= r; c++ {
			if b[r][c] == letter {
				b[r][c] = '.'
			}
		}
	}
	return b
}

// pearlEmpty returns the empty board.
func pearlEmpty() pearlBoard {
	var b pearlBoard
	for r := 0; r < pearlRows; r++ {
		for c := 0; c <= r; c++ {
			b[r][c] = '.'
		}
	}
	return b
}

// pearlSolved returns a random solved board: the placements are given to
// the solver in random order.
func pearlSolved(r *rng.Rand) pearlBoard {
	b := pearlEmpty()
	board, letters, pls, _ := b.cover()
	r.Shuffle(len(pls), func(i, j int) { pls[i], pls[j] = pls[j], pls[i] })
	var s dlx.Solver
	placement.AddRows(&s, board, pls, len(letters), true)
	rows, _ := s.Solve()
	for _, i := range rows {
		b.put(board, pls[i], letters[pls[i].Piece])
	}
	return b
}

// put writes letter in the cells of pl.
func (b *pearlBoard) put(board *placement.Board, pl placement.Placement, letter byte) {
	for _, k := range pl.Cells {
		cell := board.Cell(k)
		b[cell.R][cell.C] = letter
	}
}

// pearlPlaced returns a board with k pieces placed at random, and false if
// they did not fit.
func pearlPlaced(r *rng.Rand, k int) (pearlBoard, bool) {
	b := pearlEmpty()
	for _, p := range r.Perm(12)[:k] {
		board, letters, pls, _ := b.cover()
		var mine []placement.Placement
		for _, pl := range pls {
			if letters[pl.Piece] == byte('A'+p) {
				mine = append(mine, pl)
			}
		}
		if len(mine) == 0 {
			return b, false
		}
		b.put(board, mine[r.IntN(len(mine))], byte('A'+p))
	}
	return b, true
}

// text writes b in the input format.
func (b *pearlBoard) text() []byte {
	var out bytes.Buffer
	for r := 0; r < pearlRows; r++ {
		out.Write(b[r][:r+1])
		out.WriteByte('\n')
	}
	return out.Bytes()
}

func (p4205) Validate(name string, input []byte) error {
	_, err := parsePearl(name, input)
	return err
}

// parsePearl checks a P4205 input strictly and returns its board.
func parsePearl(name string, input []byte) (pearlBoard, error) {
	var b pearlBoard
	t, err := problem.SplitLines(name, input)
	if err != nil {
		return b, err
	}
	for r := 0; r < pearlRows; r++ {
		if t.EOF() {
			return b, t.Errorf(t.LineNo(), 1, "input ends early: want 10 rows")
		}
		line := t.Peek()
		for c := 0; c < len(line) || c <= r; c++ {
			switch {
			case c >= len(line) || c > r:
				return b, t.Errorf(t.LineNo(), c+1, "row %d: want %d characters 'A'-'L' or '.'", r+1, r+1)
			case line[c] != '.' && (line[c] < 'A' || line[c] > 'L'):
				return b, t.Errorf(t.LineNo(), c+1, "%q: want 'A'-'L' or '.'", line[c])
			}
			b[r][c] = line[c]
		}
		t.Next++
	}
	if err := t.EndOfInput("the 10 rows"); err != nil {
		return b, err
	}
	if err := b.checkPieces(); err != "" {
		return b, t.Errorf(1, 1, "%s", err)
	}
	if b.count(2) > 1 {
		return b, t.Errorf(1, 1, "more than one way to place the other pieces; the data promise at most one")
	}
	return b, nil
}

// checkPieces returns "" when every letter on b is its piece, whole and
// turned or flipped, else what is wrong.
func (b *pearlBoard) checkPieces() string {
	for p := 0; p < 12; p++ {
		var cells placement.Shape
		for r := 0; r < pearlRows; r++ {
			for c := 0; c <= r; c++ {
				if b[r][c] == byte('A'+p) {
					cells = append(cells, placement.Cell{R: r, C: c})
				}
			}
		}
		if len(cells) > 0 && !placement.Same(cells, pearlShape(p), true) {
			return fmt.Sprintf("the cells of %c are not the piece %c", 'A'+p, 'A'+p)
		}
	}
	return ""
}

// Simpler takes one piece away, where the solution stays unique or there
// is still none.
func (p4205) Simpler(c []byte) [][]byte {
	b, err := parsePearl("case", c)
	if err != nil {
		return nil
	}
	var out [][]byte
	for p := 0; p < 12; p++ {
		if letter := byte('A' + p); b.has(letter) {
			if v := b.without(letter); v.count(2) <= 1 {
				out = append(out, v.text())
			}
		}
	}
	return out
}
