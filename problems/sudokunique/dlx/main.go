// Command dlx is the second solution of Kattis sudokunique, kept for diffing:
// it reads, writes and rejects input as ../main.go does, with the same judgeio
// reader and gridtext layout, and has its own engine, dancing links (package
// dlx) instead of the 9×9 band engine.
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
	judgeio.Run("sudokunique", solveAll)
}

// solveAll answers every board of in.
func solveAll(in *judgeio.Reader, out *judgeio.Writer) error {
	var solver dlx.Sudoku
	grid := make([]byte, side*side)
	for n := 1; in.More(); n++ {
		if err := gridtext.ReadNumbers(in, grid, side); err != nil {
			return fmt.Errorf("board %d: %v", n, err)
		}
		if n > 1 {
			out.WriteByte('\n')
		}
		switch solver.Count(grid, 2) {
		case 0:
			out.WriteString("Find another job\n")
		case 1:
			solver.Solve(grid)
			gridtext.WriteNumbers(out, grid, side, false)
		default:
			out.WriteString("Non-unique\n")
		}
	}
	return nil
}
