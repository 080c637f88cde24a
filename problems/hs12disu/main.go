// Command hs12disu solves SPOJ HS12DISU "O-Diagonal sudoku": X-Sudoku, whose
// two main diagonals hold every digit once besides the rows, columns and
// boxes. The input is one grid as 9 lines of 9 characters, '.' an empty cell
// and '1'-'9' a given; the output is a solution in the same layout, digits
// only. A grid may have several solutions, and any is accepted; one always
// exists.
//
// Solver9 with SetDiagonals(true) solves it: the band engine with the diagonals
// as houses.
//
//ojkit:judges SPOJ-HS12DISU
//ojkit:limits 0.1s 1536MiB
//ojkit:compare checker
package main

import (
	"errors"

	"github.com/ojkit/ojkit/gridtext"
	"github.com/ojkit/ojkit/judgeio"
	"github.com/ojkit/ojkit/sudoku"
)

// side is the grid's side: 9 rows of 9 cells.
const side = 9

func main() {
	judgeio.Run("hs12disu", solve)
}

// solve reads the grid and writes a solution.
func solve(in *judgeio.Reader, out *judgeio.Writer) error {
	grid := make([]byte, side*side)
	if err := gridtext.ReadMarkedRows(in, grid, side, '.'); err != nil {
		return err
	}
	if in.More() {
		return in.Reject(in.Token(), "want the end of input after the grid, got")
	}
	var s sudoku.Solver9
	s.SetDiagonals(true)
	if !s.Solve(grid) {
		return errors.New("the grid has no solution")
	}
	gridtext.WriteDigitRows(out, grid, side)
	return nil
}
