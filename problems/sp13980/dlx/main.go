// Command dlx is the second solution of SPOJ SUDOGOB, kept for diffing: it shares
// no code with ../main.go but the judge's rules, reading with fmt.Fscan and
// counting with dancing links (package dlx) instead of the bitmask engine.
//
//ojkit:go 1.7
package main

import (
	"bufio"
	"fmt"
	"os"

	"github.com/ojkit/ojkit/dlx"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var t int
	fmt.Fscan(in, &t)
	var solver dlx.Sudoku
	grid := make([]byte, 81)
	unique := make([]byte, 81)
	for ; t > 0; t-- {
		for i := range grid {
			if _, err := fmt.Fscan(in, &grid[i]); err != nil {
				fmt.Fprintln(os.Stderr, "dlx:", err)
				os.Exit(1)
			}
		}
		count := solver.Enumerate(grid, func(s []byte) bool {
			copy(unique, s)
			return true
		})
		fmt.Fprintln(out, count)
		if count == 1 {
			for i, v := range unique {
				fmt.Fprintf(out, "%d ", v)
				if i%9 == 8 {
					fmt.Fprintln(out)
				}
			}
		}
	}
}
