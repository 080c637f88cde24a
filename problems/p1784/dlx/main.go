// Command dlx is the second solution of Luogu P1784, kept for diffing: it reads,
// writes and rejects input as ../main.go does, with the same judgeio reader and
// gridtext layout, and has its own search engine, dancing links (package dlx)
// instead of the 9×9 band engine.
//
//ojkit:go 1.7
package main

import (
	"errors"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/gridtext"
	"github.com/ojkit/ojkit/judgeio"
)

// side is the grid's side: 9 rows of 9 cells.
const side = 9

func main() {
	judgeio.Run("p1784", solve)
}

// solve answers the one grid of in.
func solve(in *judgeio.Reader, out *judgeio.Writer) error {
	grid := make([]byte, side*side)
	if err := gridtext.ReadNumbers(in, grid, side); err != nil {
		return err
	}
	if in.More() {
		return in.Reject(in.Token(), "want the end of input after the grid, got")
	}
	var solver dlx.Sudoku
	if !solver.Solve(grid) {
		return errors.New("no solution")
	}
	gridtext.WriteNumbers(out, grid, side, false)
	return nil
}
