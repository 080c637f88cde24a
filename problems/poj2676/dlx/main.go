// Command dlx is the second solution of POJ 2676, kept for diffing: it reads,
// writes and rejects input as ../main.go does, with the same judgeio reader and
// gridtext layout, and has its own search engine, dancing links (package dlx)
// instead of the 9×9 band engine. Where a grid has several solutions the two may
// print different ones; the problem's checker accepts either.
//
//ojkit:go 1.7
package main

import (
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/gridtext"
	"github.com/ojkit/ojkit/judgeio"
)

// side is the grid's side: 9 rows of 9 cells.
const side = 9

func main() {
	judgeio.Run("poj2676", solveAll)
}

// solveAll answers the T grids of in.
func solveAll(in *judgeio.Reader, out *judgeio.Writer) error {
	t := in.Int()
	if err := in.Err(); err != nil {
		return fmt.Errorf("the grid count: %v", err)
	}
	var solver dlx.Sudoku
	grid := make([]byte, side*side)
	for n := 1; int64(n) <= t; n++ {
		if err := gridtext.ReadDigitRows(in, grid, side); err != nil {
			return fmt.Errorf("grid %d: %v", n, err)
		}
		if !solver.Solve(grid) {
			return fmt.Errorf("grid %d: no solution", n)
		}
		gridtext.WriteDigitRows(out, grid, side)
	}
	return nil
}
