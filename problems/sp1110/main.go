// Command sp1110 solves SPOJ SUDOKU (Luogu SP1110), 16×16: a first line with the
// number of grids K (K ≤ 10), then K grids of 16 lines of 16 letters A–P, '-' for
// an empty cell; each solved grid is printed in the same layout, one empty line
// between grids and none after the last.
//
//ojkit:judges SPOJ-SUDOKU LuoguSP1110
//ojkit:limits unverified
//ojkit:compare tokens
package main

import (
	"fmt"

	"github.com/ojkit/ojkit/gridtext"
	"github.com/ojkit/ojkit/judgeio"
	"github.com/ojkit/ojkit/sudoku"
)

// side is the grid's side: 16 rows of 16 cells.
const side = 16

func main() {
	judgeio.Run("sp1110", solveAll)
}

// solveAll answers the K grids of in.
func solveAll(in *judgeio.Reader, out *judgeio.Writer) error {
	k := in.Int()
	if err := in.Err(); err != nil {
		return fmt.Errorf("the grid count: %v", err)
	}
	var solver sudoku.Solver
	grid := make([]byte, side*side)
	for n := int64(1); n <= k; n++ {
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
	return nil
}
