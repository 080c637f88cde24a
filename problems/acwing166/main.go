// Command acwing166 solves AcWing 166 / POJ 3074 "Sudoku" (9×9 on one line): each
// case is a line of 81 characters, '1'–'9' or '.', row by row, and the input ends
// with a line holding "end" (or at end of input); each answer is a line of 81
// digits, with no blank lines.
//
//ojkit:judges AcWing166 POJ3074 LuoguP10482 bailian2984
//ojkit:go 1.7
//ojkit:limits 1s 64MiB
//ojkit:compare exact
package main

import (
	"fmt"

	"github.com/ojkit/ojkit/gridtext"
	"github.com/ojkit/ojkit/judgeio"
	"github.com/ojkit/ojkit/sudoku"
)

// cells is the number of cells of a 9×9 grid.
const cells = 81

func main() {
	judgeio.Run("acwing166", solveAll)
}

// solveAll answers every case of in, up to the line "end".
func solveAll(in *judgeio.Reader, out *judgeio.Writer) error {
	var solver sudoku.Solver9
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
