// Command dlx is the second solution of Luogu P1074 (target sudoku), written
// apart from ../main.go: it reads the input with package words (81 numbers
// 0-9, 0 an empty cell, and nothing after them) and enumerates every solution
// by dancing links (package dlx), keeping the largest total of weight × digit,
// where a cell's weight is 10 less its ring's distance from the centre; it
// prints -1 when there is no solution.
package main

import (
	"bufio"
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/problems/internal/words"
)

func main() {
	words.Run("p1074-dlx", solve)
}

// ring returns how far cell c's ring is from the centre, 0 to 4.
func ring(c int) int {
	d := 0
	for _, x := range []int{c/9 - 4, c%9 - 4, 4 - c/9, 4 - c%9} {
		if x > d {
			d = x
		}
	}
	return d
}

// solve answers the one grid of the input.
func solve(in *words.Reader, out *bufio.Writer) error {
	grid := make([]byte, 81)
	if err := in.Cells(grid, words.Digit); err != nil {
		return err
	}
	if err := in.End("the grid"); err != nil {
		return err
	}
	best := -1
	var solver dlx.Sudoku
	solver.Enumerate(grid, func(solution []byte) bool {
		total := 0
		for c, v := range solution {
			total += (10 - ring(c)) * int(v)
		}
		if total > best {
			best = total
		}
		return true
	})
	fmt.Fprintln(out, best)
	return nil
}
