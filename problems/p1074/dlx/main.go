// Command dlx is the second solution of Luogu P1074, kept for diffing: it reads,
// writes and rejects input as ../main.go does, with the same judgeio reader and
// gridtext layout, and has its own engine and no bound: it enumerates every
// solution by dancing links (package dlx) and keeps the largest total.
//
//ojkit:go 1.7
package main

import (
	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/gridtext"
	"github.com/ojkit/ojkit/judgeio"
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
	var weights [side * side]int64
	for c := range weights {
		weights[c] = weight(c)
	}
	best := int64(-1)
	var solver dlx.Sudoku
	solver.Enumerate(grid, func(solution []byte) bool {
		var total int64
		for c, v := range solution {
			total += weights[c] * int64(v)
		}
		if total > best {
			best = total
		}
		return true
	})
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
