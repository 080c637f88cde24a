// Command dlx is the second solution of POJ 2918 "Tudoku", written apart from
// ../main.go: it reads the input with package words (the number of scenarios,
// then each as 9 rows of 9 digits, '0' an empty cell), writes each as
// "Scenario #i:", its 9 solved rows and an empty line, and solves by dancing
// links (package dlx) instead of the band engine.
package main

import (
	"bufio"
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/problems/internal/words"
)

func main() {
	words.Run("poj2918-dlx", solveAll)
}

// solveAll answers every scenario of the input.
func solveAll(in *words.Reader, out *bufio.Writer) error {
	t, ok := words.Number(in.Next(), 1<<30)
	if !ok {
		return in.Errorf("the first word is not the number of scenarios")
	}
	var solver dlx.Sudoku
	grid := make([]byte, 81)
	for k := 1; k <= t; k++ {
		if err := in.Rows(grid, 9, words.DigitChar); err != nil {
			return fmt.Errorf("scenario %d: %v", k, err)
		}
		if !solver.Solve(grid) {
			return fmt.Errorf("scenario %d cannot be solved", k)
		}
		fmt.Fprintf(out, "Scenario #%d:\n", k)
		words.WriteRows(out, grid, 9, func(v byte) byte { return '0' + v })
		out.WriteByte('\n')
	}
	return nil
}
