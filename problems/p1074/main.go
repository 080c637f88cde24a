// Command p1074 solves Luogu P1074 "靶形数独" (NOIP 2009 target sudoku): one
// 9×9 grid as 9 lines of 9 numbers, 0 for an empty cell, at least 24 givens and
// any number of solutions. Cell (r, c), from 0, weighs 10 - max(|r-4|, |c-4|):
// 10 in the centre, then 9, 8, 7, 6 outwards. It prints the largest total of
// weight × digit over all solutions, or -1 if there is none. The search is
// the band engine's branch and bound (sudoku.Solver9.Maximize), which the
// grids with few givens and many solutions need.
//
//ojkit:judges LuoguP1074
//ojkit:limits 2s 125MiB
//ojkit:compare lines
package main

import (
	"github.com/ojkit/ojkit/gridtext"
	"github.com/ojkit/ojkit/judgeio"
	"github.com/ojkit/ojkit/sudoku"
)

// side is the grid's side: 9 rows of 9 cells.
const side = 9

func main() {
	judgeio.Run("p1074", solve)
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
	var scores sudoku.Scores9
	for c := range scores {
		for d := range scores[c] {
			scores[c][d] = weight(c) * int64(d+1)
		}
	}
	var solver sudoku.Solver9
	best, ok := solver.Maximize(grid, &scores)
	if !ok {
		best = -1
	}
	out.WriteInt(best)
	out.WriteByte('\n')
	return nil
}

// weight returns the weight of cell c: 10 - max(|r-4|, |c-4|).
func weight(c int) int64 {
	r, k := abs(c/side-4), abs(c%side-4)
	if k > r {
		r = k
	}
	return int64(10 - r)
}

// abs returns |x|.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
