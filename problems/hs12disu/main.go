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
	"fmt"

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
	if err := readRows(in, grid); err != nil {
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

// readRows reads the 9 rows of the grid, each a token of 9 characters, '.'
// or '1'-'9'.
func readRows(in *judgeio.Reader, grid []byte) error {
	for r := 0; r < side; r++ {
		row := in.Token()
		if row == nil {
			return fmt.Errorf("row %d: %v", r+1, in.Err())
		}
		if len(row) != side {
			return in.Reject(row, fmt.Sprintf("row %d: want 9 characters '1'-'9' or '.', got", r+1))
		}
		for c, ch := range row {
			switch {
			case ch == '.':
				grid[r*side+c] = 0
			case ch >= '1' && ch <= '9':
				grid[r*side+c] = ch - '0'
			default:
				return in.Reject(row, fmt.Sprintf("row %d: want 9 characters '1'-'9' or '.', got", r+1))
			}
		}
	}
	return nil
}
