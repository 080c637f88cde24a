// Command dlx is the second solution of AcWing 169 (16×16), written apart from
// ../main.go: it reads the input with package words (grids of 16 rows of 16
// letters 'A'-'P', '-' an empty cell, until the end of the input), writes
// each solution as 16 rows followed by an empty line, and solves by dancing
// links (package dlx) instead of the bitmask engine.
package main

import (
	"bufio"
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/problems/internal/words"
)

func main() {
	words.Run("acwing169-dlx", solveAll)
}

// solveAll answers every grid of the input.
func solveAll(in *words.Reader, out *bufio.Writer) error {
	var solver dlx.Sudoku
	grid := make([]byte, 256)
	for k := 1; in.More(); k++ {
		if err := in.Rows(grid, 16, words.Letter(16)); err != nil {
			return fmt.Errorf("grid %d: %v", k, err)
		}
		if !solver.Solve(grid) {
			return fmt.Errorf("grid %d cannot be solved", k)
		}
		words.WriteRows(out, grid, 16, func(v byte) byte { return 'A' + v - 1 })
		out.WriteByte('\n')
	}
	return nil
}
