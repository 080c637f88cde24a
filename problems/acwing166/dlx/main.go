// Command dlx is the second solution of AcWing 166 / POJ 3074, written apart
// from ../main.go: it reads the input with package words (one word a grid of
// 81 cells, '1'-'9' a given and '.' or '0' an empty cell, until the word "end"
// or the end of the input), writes each solution as one line of 81 digits,
// and solves by dancing links (package dlx) instead of the band engine.
package main

import (
	"bufio"
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/problems/internal/words"
)

func main() {
	words.Run("acwing166-dlx", solveAll)
}

// solveAll answers the grids up to "end".
func solveAll(in *words.Reader, out *bufio.Writer) error {
	var solver dlx.Sudoku
	grid := make([]byte, 81)
	for k := 1; ; k++ {
		w := in.Next()
		if w == "" || w == "end" {
			return nil
		}
		if len(w) != 81 {
			return in.Errorf("case %d has %d characters, not 81", k, len(w))
		}
		for i := 0; i < 81; i++ {
			switch c := w[i]; {
			case c == '.' || c == '0':
				grid[i] = 0
			case c >= '1' && c <= '9':
				grid[i] = c - '0'
			default:
				return in.Errorf("case %d: %q is not a cell", k, c)
			}
		}
		if !solver.Solve(grid) {
			return fmt.Errorf("case %d cannot be solved", k)
		}
		for _, v := range grid {
			out.WriteByte('0' + v)
		}
		out.WriteByte('\n')
	}
}
