// Command hdu1426 solves HDU 1426 "Sudoku Killer": groups of 9 lines of 9 cells
// separated by single spaces, a digit 1–9 or '?' for an empty cell, one empty line
// between groups, until end of input; each group has exactly one solution, printed
// as 9 lines of 9 digits separated by single spaces, one empty line between groups
// and none after the last.
//
//ojkit:judges HDU1426
//ojkit:limits 2s 32MiB
//ojkit:compare exact
package main

import (
	"fmt"

	"github.com/ojkit/ojkit/gridtext"
	"github.com/ojkit/ojkit/judgeio"
	"github.com/ojkit/ojkit/sudoku"
)

// side is the grid's side: 9 rows of 9 cells.
const side = 9

func main() {
	judgeio.Run("hdu1426", solveAll)
}

// solveAll answers every group of in.
func solveAll(in *judgeio.Reader, out *judgeio.Writer) error {
	var solver sudoku.Solver9
	grid := make([]byte, side*side)
	for n := 1; in.More(); n++ {
		if err := gridtext.ReadMarked(in, grid, '?'); err != nil {
			return fmt.Errorf("group %d: %v", n, err)
		}
		if !solver.Solve(grid) {
			return fmt.Errorf("group %d: no solution", n)
		}
		if n > 1 {
			out.WriteByte('\n')
		}
		gridtext.WriteNumbers(out, grid, side, false)
	}
	return in.Err()
}
