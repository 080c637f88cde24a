// Command dlx is the second solution of SPOJ SUDOGOB, written apart from
// ../main.go: it reads the input with package words (the number of tables T,
// then T tables of 81 numbers 0-9, 0 an empty cell), writes for each the
// number of its solutions and, when it has exactly one, the solution as 9
// rows of numbers each followed by a space, and counts by dancing links
// (package dlx) instead of the band engine.
package main

import (
	"bufio"
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/problems/internal/words"
)

func main() {
	words.Run("sp13980-dlx", solveAll)
}

// solveAll answers the T tables of the input.
func solveAll(in *words.Reader, out *bufio.Writer) error {
	t, ok := words.Number(in.Next(), 1<<30)
	if !ok {
		return in.Errorf("the first word is not the number of tables")
	}
	var solver dlx.Sudoku
	grid := make([]byte, 81)
	for k := 1; k <= t; k++ {
		if err := in.Cells(grid, words.Digit); err != nil {
			return fmt.Errorf("table %d: %v", k, err)
		}
		var first []byte
		n := solver.Enumerate(grid, func(sol []byte) bool {
			if first == nil {
				first = append([]byte(nil), sol...)
			}
			return true
		})
		fmt.Fprintln(out, n)
		if n == 1 {
			words.WriteSpaced(out, first, 9, true)
		}
	}
	return nil
}
