// Command dlx is the second solution of POJ 3076 / UVa 1309, kept for diffing: it
// reads, writes and rejects input as ../main.go does, with the same judgeio reader
// and gridtext layout, and has its own search engine, dancing links (package dlx)
// instead of the bitmask engine.
//
//ojkit:go 1.7
package main

import (
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/gridtext"
	"github.com/ojkit/ojkit/judgeio"
)

// side is the grid's side: 16 rows of 16 cells.
const side = 16

func main() {
	judgeio.Run("poj3076", solveAll)
}

// solveAll answers every grid of in.
func solveAll(in *judgeio.Reader, out *judgeio.Writer) error {
	var solver dlx.Sudoku
	grid := make([]byte, side*side)
	for n := 1; in.More(); n++ {
		if err := gridtext.ReadLetters(in, grid, side); err != nil {
			return fmt.Errorf("grid %d: %v", n, err)
		}
		if !solver.Solve(grid) {
			return fmt.Errorf("grid %d: no solution", n)
		}
		if n > 1 {
			out.WriteByte('\n')
		}
		gridtext.WriteLetters(out, grid, side)
	}
	return in.Err()
}
