// Command dlx is the second solution of AcWing 166 / POJ 3074, kept for diffing: it
// reads, writes and rejects input as ../main.go does, with the same judgeio reader
// and gridtext layout, and has its own search engine, dancing links (package dlx)
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

// cells is the number of cells of a 9×9 grid.
const cells = 81

func main() {
	judgeio.Run("acwing166", solveAll)
}

// solveAll answers every case of in, up to the line "end".
func solveAll(in *judgeio.Reader, out *judgeio.Writer) error {
	var solver dlx.Sudoku
	grid := make([]byte, cells)
	for n := 1; in.More(); n++ {
		tok := in.Token()
		if string(tok) == "end" {
			break
		}
		if err := gridtext.DecodeDigitLine(in, tok, grid); err != nil {
			return fmt.Errorf("case %d: %v", n, err)
		}
		if !solver.Solve(grid) {
			return fmt.Errorf("case %d: no solution", n)
		}
		gridtext.WriteDigitLine(out, grid)
	}
	return in.Err()
}
