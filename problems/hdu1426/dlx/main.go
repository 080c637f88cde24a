// Command dlx is the second solution of HDU 1426 "Sudoku Killer", written apart
// from ../main.go: it reads the input with package words (groups of 81 cells
// until the end of the input, each '1'-'9' or '?' for an empty cell), writes
// each solution as 9 rows of numbers separated by single spaces with one empty
// line between groups, and solves by dancing links (package dlx) instead of
// the band engine.
package main

import (
	"bufio"
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/problems/internal/words"
)

func main() {
	words.Run("hdu1426-dlx", solveAll)
}

// mark reads one cell: '?' empty, '1'-'9' a given.
func mark(w string) (byte, bool) {
	if w == "?" {
		return 0, true
	}
	return w[0] - '0', len(w) == 1 && w[0] >= '1' && w[0] <= '9'
}

// solveAll answers every group of the input.
func solveAll(in *words.Reader, out *bufio.Writer) error {
	var solver dlx.Sudoku
	grid := make([]byte, 81)
	for k := 1; in.More(); k++ {
		if err := in.Cells(grid, mark); err != nil {
			return fmt.Errorf("group %d: %v", k, err)
		}
		if !solver.Solve(grid) {
			return fmt.Errorf("group %d cannot be solved", k)
		}
		if k > 1 {
			out.WriteByte('\n')
		}
		words.WriteSpaced(out, grid, 9, false)
	}
	return nil
}
