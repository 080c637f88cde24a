// Command p4205 solves Luogu P4205 "[NOI2005] 智慧珠游戏" (the pearl puzzle):
// the board is a triangle of 10 rows, row i (from 1) holding i cells; twelve
// pieces A to L of 3 to 5 beads may each be turned and flipped. The input is
// the board as 10 lines, line i of i characters: a letter is a cell of that
// piece, already placed, and '.' an empty cell. The output is the board with
// every piece placed, in the same layout, or the line "No solution". The data
// promise at most one solution; the first found is printed.
//
// The pieces not yet placed are pieces of the placement package on the board
// of the empty cells, every piece used once, and dancing links finds a cover.
//
//ojkit:judges LuoguP4205
//ojkit:limits 1s 125MiB
//ojkit:compare lines
package main

import (
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/judgeio"
	"github.com/ojkit/ojkit/placement"
)

// rows is the number of rows of the triangle.
const rows = 10

// pictures draws the pieces A to L, one row of the picture per string, '#'
// a bead.
var pictures = [12][]string{
	{"##", "#."},          // A
	{"####"},              // B
	{"###", "#.."},        // C
	{"##", "##"},          // D
	{"#..", "#..", "###"}, // E
	{"####", ".#.."},      // F
	{"###", "#.#"},        // G
	{"###", "##."},        // H
	{"###.", "..##"},      // I
	{".#.", "###", ".#."}, // J
	{"#..", "##.", ".##"}, // K
	{"####", "#..."},      // L
}

func main() {
	judgeio.Run("p4205", solve)
}

// solve reads the board, places the missing pieces and writes the result.
func solve(in *judgeio.Reader, out *judgeio.Writer) error {
	var grid [rows][rows]byte
	if err := read(in, &grid); err != nil {
		return err
	}
	if err := checkPlaced(&grid); err != nil {
		return err
	}
	var s dlx.Solver
	if !fill(&grid, &s) {
		out.WriteString("No solution\n")
		return nil
	}
	for r := 0; r < rows; r++ {
		out.Write(grid[r][:r+1])
		out.WriteByte('\n')
	}
	return nil
}

// read reads the 10 lines of the board into grid.
func read(in *judgeio.Reader, grid *[rows][rows]byte) error {
	for r := 0; r < rows; r++ {
		line := in.Token()
		if line == nil {
			return fmt.Errorf("row %d: %v", r+1, in.Err())
		}
		if len(line) != r+1 {
			return in.Reject(line, fmt.Sprintf("row %d: want %d characters 'A'-'L' or '.', got", r+1, r+1))
		}
		for c, ch := range line {
			if ch != '.' && (ch < 'A' || ch > 'L') {
				return in.Reject(line, fmt.Sprintf("row %d: want %d characters 'A'-'L' or '.', got", r+1, r+1))
			}
			grid[r][c] = ch
		}
	}
	if in.More() {
		return in.Reject(in.Token(), "want the end of input after the 10 rows, got")
	}
	return nil
}

// checkPlaced checks that each letter on the board is its piece, whole, in
// one of its orientations.
func checkPlaced(grid *[rows][rows]byte) error {
	var cells [12]placement.Shape
	for r := 0; r < rows; r++ {
		for c := 0; c <= r; c++ {
			if ch := grid[r][c]; ch != '.' {
				cells[ch-'A'] = append(cells[ch-'A'], placement.Cell{R: r, C: c})
			}
		}
	}
	for p, s := range cells {
		if len(s) > 0 && !placement.Same(s, placement.Picture(pictures[p]...), true) {
			return fmt.Errorf("the cells of piece %c are not the piece %c, turned or flipped", 'A'+p, 'A'+p)
		}
	}
	return nil
}

// fill places the pieces missing from grid on its empty cells with s and
// reports whether they fit.
func fill(grid *[rows][rows]byte, s *dlx.Solver) bool {
	var missing []int
	var shapes []placement.Shape
	for p := 0; p < 12; p++ {
		if !onBoard(grid, byte('A'+p)) {
			missing = append(missing, p)
			shapes = append(shapes, placement.Picture(pictures[p]...))
		}
	}
	board := placement.NewBoard(rows, rows, func(r, c int) bool { return c <= r && grid[r][c] == '.' })
	pls := placement.Placements(board, shapes, true)
	placement.AddRows(s, board, pls, len(shapes), true)
	chosen, ok := s.Solve()
	if !ok {
		return false
	}
	for _, i := range chosen {
		for _, k := range pls[i].Cells {
			cell := board.Cell(k)
			grid[cell.R][cell.C] = byte('A' + missing[pls[i].Piece])
		}
	}
	return true
}

// onBoard reports whether letter is on the board.
func onBoard(grid *[rows][rows]byte, letter byte) bool {
	for r := 0; r < rows; r++ {
		for c := 0; c <= r; c++ {
			if grid[r][c] == letter {
				return true
			}
		}
	}
	return false
}
