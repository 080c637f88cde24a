// Command poj2676 solves POJ 2676 "Sudoku" (Luogu P10481, SPOJ BSUDO): a first
// line with the number of grids T, then T grids of 9 lines of exactly 9 digits,
// '0' for an empty cell (empty lines between grids are tolerated). Each grid is
// printed solved in the same layout, with no blank lines. A grid may have
// several solutions and the judge accepts any one: this prints the first the
// engine finds.
//
//ojkit:judges POJ2676 LuoguP10481 SPOJ-BSUDO
//ojkit:limits 2s 64MiB
//ojkit:compare checker
package main

import (
	"fmt"

	"github.com/ojkit/ojkit/gridtext"
	"github.com/ojkit/ojkit/judgeio"
	"github.com/ojkit/ojkit/sudoku"
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
	var solver sudoku.Solver9
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
