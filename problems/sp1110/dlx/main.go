// Command dlx is the second solution of SPOJ SUDOKU (16×16), written apart from
// ../main.go: it reads the input with package words (the number of grids K,
// then K grids of 16 rows of 16 letters 'A'-'P', '-' an empty cell), writes
// the solutions with one empty line between them, and solves by dancing links
// (package dlx) instead of the bitmask engine.
package main

import (
	"bufio"
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/problems/internal/words"
)

func main() {
	words.Run("sp1110-dlx", solveAll)
}

// solveAll answers the K grids of the input.
func solveAll(in *words.Reader, out *bufio.Writer) error {
	count, ok := words.Number(in.Next(), 1<<30)
	if !ok {
		return in.Errorf("the first word is not the number of grids")
	}
	var solver dlx.Sudoku
	grid := make([]byte, 256)
	for k := 1; k <= count; k++ {
		if err := in.Rows(grid, 16, words.Letter(16)); err != nil {
			return fmt.Errorf("grid %d: %v", k, err)
		}
		if !solver.Solve(grid) {
			return fmt.Errorf("grid %d cannot be solved", k)
		}
		if k > 1 {
			out.WriteByte('\n')
		}
		words.WriteRows(out, grid, 16, func(v byte) byte { return 'A' + v - 1 })
	}
	return nil
}
