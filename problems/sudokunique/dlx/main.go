// Command dlx is the second solution of Kattis sudokunique, written apart from
// ../main.go: it reads the input with package words (boards of 81 numbers
// 0-9, 0 an empty cell, until the end of the input), writes for each the
// solution as 9 rows of numbers separated by single spaces when it is unique,
// "Non-unique" when there are several and "Find another job" when there is
// none, one empty line between answers, and counts by dancing links (package
// dlx) instead of the band engine.
package main

import (
	"bufio"
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/problems/internal/words"
)

func main() {
	words.Run("sudokunique-dlx", solveAll)
}

// solveAll answers every board of the input.
func solveAll(in *words.Reader, out *bufio.Writer) error {
	var solver dlx.Sudoku
	grid := make([]byte, 81)
	for k := 1; in.More(); k++ {
		if err := in.Cells(grid, words.Digit); err != nil {
			return fmt.Errorf("board %d: %v", k, err)
		}
		if k > 1 {
			out.WriteByte('\n')
		}
		switch solver.Count(grid, 2) {
		case 0:
			out.WriteString("Find another job\n")
		case 1:
			solver.Solve(grid)
			words.WriteSpaced(out, grid, 9, false)
		default:
			out.WriteString("Non-unique\n")
		}
	}
	return nil
}
