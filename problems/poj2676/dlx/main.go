// Command dlx is the second solution of POJ 2676, written apart from
// ../main.go: it reads the input with package words (the number of grids T,
// then T grids of 9 rows of 9 digits, '0' an empty cell), writes each solution
// as 9 rows of digits, and solves by dancing links (package dlx) instead of
// the band engine.
package main

import (
	"bufio"
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/problems/internal/words"
)

func main() {
	words.Run("poj2676-dlx", solveAll)
}

// solveAll answers the T grids of the input.
func solveAll(in *words.Reader, out *bufio.Writer) error {
	t, ok := words.Number(in.Next(), 1<<30)
	if !ok {
		return in.Errorf("the first word is not the number of grids")
	}
	var solver dlx.Sudoku
	grid := make([]byte, 81)
	for k := 1; k <= t; k++ {
		if err := in.Rows(grid, 9, words.DigitChar); err != nil {
			return fmt.Errorf("grid %d: %v", k, err)
		}
		if !solver.Solve(grid) {
			return fmt.Errorf("grid %d cannot be solved", k)
		}
		words.WriteRows(out, grid, 9, func(v byte) byte { return '0' + v })
	}
	return nil
}
