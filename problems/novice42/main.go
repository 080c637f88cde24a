// Command novice42 solves SPOJ NOVICE42 "Problem 2": the input is the number
// of grids T, then for each grid a header line "Grid NN" and 9 lines of 9
// digits, '0' for an empty cell; the output is, for each grid, its header
// line as given, the 9 lines of its solution in the same layout and an empty
// line. When a grid has several solutions, the lexicographically smallest
// (its 81 digits read row by row) is printed. As for the other inputs that
// begin with a count, what follows the last grid is not read.
//
// Solver9.SolveLexMin finds that solution without enumerating the others. A
// grid without a solution is input the statement does not allow.
//
//ojkit:judges SPOJ-NOVICE42
//ojkit:limits 2.419s 1536MiB
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
	judgeio.Run("novice42", solveAll)
}

// solveAll answers the grids of in.
func solveAll(in *judgeio.Reader, out *judgeio.Writer) error {
	t := in.Int()
	if err := in.Err(); err != nil {
		return fmt.Errorf("the grid count: %v", err)
	}
	var solver sudoku.Solver9
	grid := make([]byte, side*side)
	for n := 1; int64(n) <= t; n++ {
		label, err := readHeader(in, n)
		if err != nil {
			return err
		}
		if err := gridtext.ReadDigitRows(in, grid, side); err != nil {
			return fmt.Errorf("grid %d: %v", n, err)
		}
		if !solver.SolveLexMin(grid) {
			return fmt.Errorf("grid %d (Grid %s): no solution", n, label)
		}
		out.WriteString("Grid ")
		out.Write(label)
		out.WriteByte('\n')
		gridtext.WriteDigitRows(out, grid, side)
		out.WriteByte('\n')
	}
	return nil
}

// readHeader reads the header "Grid NN" of grid n and returns its label NN.
func readHeader(in *judgeio.Reader, n int) ([]byte, error) {
	if word := in.Token(); word != nil && string(word) != "Grid" {
		return nil, in.Reject(word, fmt.Sprintf("grid %d: want the header \"Grid NN\", got", n))
	}
	label := in.Token()
	if label == nil {
		return nil, fmt.Errorf("grid %d: the header: %v", n, in.Err())
	}
	return append([]byte(nil), label...), nil
}
