// Command dlx is the second solution of HDU 1426, kept for diffing: it reads,
// writes and rejects input as ../main.go does, with the same judgeio reader and
// gridtext layout, and has its own search engine, dancing links (package dlx)
// instead of the 9×9 band engine.
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
	judgeio.Run("hdu1426", solveAll)
}

// solveAll answers every group of in.
func solveAll(in *judgeio.Reader, out *judgeio.Writer) error {
	var solver dlx.Sudoku
	grid := make([]byte, side*side)
	for n := 1; in.More(); n++ {
		if err := gridtext.ReadMarked(in, grid, '?'); err != nil {
			return fmt.Errorf("group %d: %v", n, err)
		}
		if !solver.Solve(grid) {
			return fmt.Errorf("group %d: no solution", n)
		}
		if n > 1 {
			out.WriteByte('\n')
		}
		gridtext.WriteNumbers(out, grid, side, false)
	}
	return in.Err()
}
