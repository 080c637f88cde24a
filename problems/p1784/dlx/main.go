// Command dlx is the second solution of Luogu P1784, written apart from
// ../main.go: it reads the input with package words (81 numbers 0-9, 0 an
// empty cell, and nothing after them), writes the solution as 9 rows of
// numbers separated by single spaces, and solves by dancing links (package
// dlx) instead of the band engine.
package main

import (
	"bufio"
	"errors"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/problems/internal/words"
)

func main() {
	words.Run("p1784-dlx", solve)
}

// solve answers the one grid of the input.
func solve(in *words.Reader, out *bufio.Writer) error {
	grid := make([]byte, 81)
	if err := in.Cells(grid, words.Digit); err != nil {
		return err
	}
	if err := in.End("the grid"); err != nil {
		return err
	}
	var solver dlx.Sudoku
	if !solver.Solve(grid) {
		return errors.New("the grid cannot be solved")
	}
	words.WriteSpaced(out, grid, 9, false)
	return nil
}
