// Command poj2918 solves POJ 2918 "Tudoku": a first line with the number of
// scenarios, then per scenario 9 lines of 9 digits, '0' for an empty cell, each
// scenario followed by an empty line (the last may lack it). For each it prints a
// line "Scenario #i:", the solved board in the same layout and an empty line,
// after every scenario, the last included.
//
//ojkit:judges POJ2918
//ojkit:limits 1s 64MiB
//ojkit:compare exact
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
	judgeio.Run("poj2918", solveAll)
}

// solveAll answers the scenarios of in.
func solveAll(in *judgeio.Reader, out *judgeio.Writer) error {
	t := in.Int()
	if err := in.Err(); err != nil {
		return fmt.Errorf("the scenario count: %v", err)
	}
	var solver sudoku.Solver9
	grid := make([]byte, side*side)
	for n := 1; int64(n) <= t; n++ {
		if err := gridtext.ReadDigitRows(in, grid, side); err != nil {
			return fmt.Errorf("scenario %d: %v", n, err)
		}
		if !solver.Solve(grid) {
			return fmt.Errorf("scenario %d: no solution", n)
		}
		gridtext.WriteCaseHeader(out, "Scenario", n)
		gridtext.WriteDigitRows(out, grid, side)
		out.WriteByte('\n')
	}
	return nil
}
