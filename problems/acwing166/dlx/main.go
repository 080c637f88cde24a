// Command dlx is the second solution of AcWing 166 / POJ 3074, kept for diffing:
// it shares no code with ../main.go but the judge's rules, reading words with
// bufio.Scanner and solving with dancing links (package dlx) instead of the
// bitmask engine.
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
	sc := bufio.NewScanner(os.Stdin)
	sc.Split(bufio.ScanWords)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var solver dlx.Sudoku
	for n := 1; sc.Scan() && sc.Text() != "end"; n++ {
		grid := []byte(sc.Text())
		for i, c := range grid {
			grid[i] = 0
			if c >= '1' && c <= '9' {
				grid[i] = c - '0'
			}
		}
		if len(grid) != 81 || !solver.Solve(grid) {
			fmt.Fprintf(os.Stderr, "dlx: case %d: bad puzzle or no solution\n", n)
			os.Exit(1)
		}
		for i := range grid {
			grid[i] += '0'
		}
		out.Write(grid)
		out.WriteString("\n")
	}
}
