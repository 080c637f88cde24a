// Command dlx is the second solution of SPOJ SUDOGOB, kept for diffing: it reads,
// writes and rejects input as ../main.go does, with the same judgeio reader and
// gridtext layout, and has its own counting engine, dancing links (package dlx)
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
	judgeio.Run("sp13980", solveAll)
}

// solveAll answers the T tables of in.
func solveAll(in *judgeio.Reader, out *judgeio.Writer) error {
	t := in.Int()
	if err := in.Err(); err != nil {
		return fmt.Errorf("the table count: %v", err)
	}
	var solver dlx.Sudoku
	grid := make([]byte, side*side)
	first := make([]byte, side*side)
	keepFirst := func(solution []byte) bool {
		copy(first, solution)
		return true
	}
	for n := int64(1); n <= t; n++ {
		if err := gridtext.ReadNumbers(in, grid, side); err != nil {
			return fmt.Errorf("table %d: %v", n, err)
		}
		count := solver.Enumerate(grid, keepFirst)
		out.WriteInt(count)
		out.WriteByte('\n')
		if count == 1 {
			gridtext.WriteNumbers(out, first, side, true)
		}
	}
	return nil
}
