// Command acwing169 solves AcWing 169 "数独2" / ZOJ 3122 (16×16): grids of 16 lines of
// 16 letters A–P, '-' for an empty cell, until end of input; each solved grid is
// printed in the same layout and followed by one empty line, the last one included.
//
//ojkit:judges AcWing169 ZOJ3122
//ojkit:go 1.7
//ojkit:limits 2s 64MiB
//ojkit:compare exact
package main

import (
	"fmt"

	"github.com/ojkit/ojkit/gridtext"
	"github.com/ojkit/ojkit/judgeio"
	"github.com/ojkit/ojkit/sudoku"
)

// side is the grid's side: 16 rows of 16 cells.
const side = 16

func main() {
	judgeio.Run("acwing169", solveAll)
}

// solveAll answers every grid of in.
func solveAll(in *judgeio.Reader, out *judgeio.Writer) error {
	var solver sudoku.Solver
	grid := make([]byte, side*side)
	for n := 1; in.More(); n++ {
		if err := gridtext.ReadLetters(in, grid, side); err != nil {
			return fmt.Errorf("grid %d: %v", n, err)
		}
		if !solver.Solve(grid) {
			return fmt.Errorf("grid %d: no solution", n)
		}
		gridtext.WriteLetters(out, grid, side)
		out.WriteByte('\n')
	}
	return in.Err()
}
