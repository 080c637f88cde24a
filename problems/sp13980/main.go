// Command sp13980 solves SPOJ SUDOGOB "Sudoku goblin" (Luogu SP13980): a first line
// with the number of tables T, then T tables of 9 lines of 9 numbers 0–9 (0 empty),
// whose givens may contradict each other. For each table it prints the exact number
// of solutions on a line and, when that number is 1, the solution as 9 lines in
// which every number is followed by one space. No blank lines.
//
//ojkit:judges SPOJ-SUDOGOB LuoguSP13980
//ojkit:limits unverified
//ojkit:compare tokens
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
	judgeio.Run("sp13980", solveAll)
}

// solveAll answers the T tables of in.
func solveAll(in *judgeio.Reader, out *judgeio.Writer) error {
	t := in.Int()
	if err := in.Err(); err != nil {
		return fmt.Errorf("the table count: %v", err)
	}
	var solver sudoku.Solver9
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
