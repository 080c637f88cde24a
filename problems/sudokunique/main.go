// Command sudokunique solves Kattis "sudokunique": up to 100 boards until the
// end of the input, each 9 lines of 9 digits separated by spaces (0 erased),
// a blank line between boards. For each board it prints the solution in the
// same layout if it is unique, "Non-unique" if there are several, and "Find
// another job" if there is none, conflicting givens included; one empty line
// between the outputs of adjacent boards.
//
//ojkit:judges Kattis-sudokunique
//ojkit:limits unverified
//ojkit:compare tokens
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
	judgeio.Run("sudokunique", solveAll)
}

// solveAll answers every board of in.
func solveAll(in *judgeio.Reader, out *judgeio.Writer) error {
	var solver sudoku.Solver9
	grid := make([]byte, side*side)
	for n := 1; in.More(); n++ {
		if err := gridtext.ReadNumbers(in, grid, side); err != nil {
			return fmt.Errorf("board %d: %v", n, err)
		}
		if n > 1 {
			out.WriteByte('\n')
		}
		switch solver.Count(grid, 2) {
		case 0:
			out.WriteString("Find another job\n")
		case 1:
			solver.Solve(grid)
			gridtext.WriteNumbers(out, grid, side, false)
		default:
			out.WriteString("Non-unique\n")
		}
	}
	return nil
}
