// Command dlx is the second solution of SPOJ SUDOKU, kept for diffing: it
// shares no code with ../main.go but the judge's rules, reading lines with
// bufio.Scanner and solving with dancing links (package dlx) instead of the
// bitmask engine.
//
//ojkit:go 1.7
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"github.com/ojkit/ojkit/dlx"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var solver dlx.Sudoku
	var rows []string
	grids, k := 0, -1
	for grids != k && sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		if k < 0 {
			fmt.Sscan(line, &k)
			continue
		}
		if rows = append(rows, line); len(rows) < 16 {
			continue
		}
		grid := []byte(strings.Join(rows, ""))
		rows = rows[:0]
		for i, c := range grid {
			grid[i] = 0
			if c != '-' {
				grid[i] = c - 'A' + 1
			}
		}
		if len(grid) != 256 || !solver.Solve(grid) {
			fmt.Fprintf(os.Stderr, "dlx: grid %d: bad grid or no solution\n", grids+1)
			os.Exit(1)
		}
		if grids++; grids > 1 {
			out.WriteString("\n")
		}
		for r := 0; r < 16; r++ {
			for _, v := range grid[r*16 : r*16+16] {
				out.WriteByte('A' + v - 1)
			}
			out.WriteString("\n")
		}
	}
}
