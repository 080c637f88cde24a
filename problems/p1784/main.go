// Command p1784 solves Luogu P1784 "数独": one 9×9 grid as 9 lines of 9 numbers
// separated by spaces, 0 for an empty cell, with exactly one solution; the solved
// grid is printed in the same layout, the numbers of a line separated by single
// spaces. The judge's data holds grids built to defeat a naive search, which the
// band bitboard engine does not mind.
//
//ojkit:judges LuoguP1784
//ojkit:limits 1s 125MiB
//ojkit:compare lines
package main

import (
	"errors"

	"github.com/ojkit/ojkit/gridtext"
	"github.com/ojkit/ojkit/judgeio"
	"github.com/ojkit/ojkit/sudoku"
)

// side is the grid's side: 9 rows of 9 cells.
const side = 9

func main() {
	judgeio.Run("p1784", solve)
}

// solve answers the one grid of in.
func solve(in *judgeio.Reader, out *judgeio.Writer) error {
	grid := make([]byte, side*side)
	if err := gridtext.ReadNumbers(in, grid, side); err != nil {
		return err
	}
	if in.More() {
		return in.Reject(in.Token(), "want the end of input after the grid, got")
	}
	var solver sudoku.Solver9
	if !solver.Solve(grid) {
		return errors.New("no solution")
	}
	gridtext.WriteNumbers(out, grid, side, false)
	return nil
}
