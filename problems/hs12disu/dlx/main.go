// Command dlx is a second solution of SPOJ HS12DISU (X-Sudoku), written
// apart from main.go: it reads the nine rows with bufio.Scanner and solves
// the grid as an exact cover by dancing links, one row per (cell, digit) and
// a column for each cell, each (row, digit), (column, digit) and (box, digit),
// and each (diagonal, digit) of the two main diagonals.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"github.com/ojkit/ojkit/dlx"
)

func main() {
	grid, err := readGrid(bufio.NewScanner(os.Stdin))
	if err != nil {
		fmt.Fprintln(os.Stderr, "hs12disu-dlx:", err)
		os.Exit(1)
	}
	var s dlx.Solver
	s.Reset(4*81 + 18)
	type choice struct{ cell, digit int }
	var choices []choice
	for cell, given := range grid {
		for d := 1; d <= 9; d++ {
			if given != 0 && d != given {
				continue
			}
			s.AddRow(columns(cell, d))
			choices = append(choices, choice{cell, d})
		}
	}
	rows, ok := s.Solve()
	if !ok {
		fmt.Fprintln(os.Stderr, "hs12disu-dlx: the grid has no X-Sudoku solution")
		os.Exit(1)
	}
	for _, i := range rows {
		grid[choices[i].cell] = choices[i].digit
	}
	var out strings.Builder
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			out.WriteByte(byte('0' + grid[r*9+c]))
		}
		out.WriteByte('\n')
	}
	fmt.Print(out.String())
}

// columns returns the exact cover columns that digit d in cell covers.
func columns(cell, d int) []int {
	r, c := cell/9, cell%9
	cols := []int{cell, 81 + r*9 + d - 1, 162 + c*9 + d - 1, 243 + (r/3*3+c/3)*9 + d - 1}
	if r == c {
		cols = append(cols, 324+d-1)
	}
	if r+c == 8 {
		cols = append(cols, 333+d-1)
	}
	return cols
}

// readGrid reads nine non-blank lines of nine characters, '.' or '1'-'9',
// trimmed of spaces, and nothing after them.
func readGrid(sc *bufio.Scanner) ([81]int, error) {
	var grid [81]int
	r := 0
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		if r == 9 {
			return grid, fmt.Errorf("%q after the ninth row", line)
		}
		if len(line) != 9 || strings.Trim(line, ".123456789") != "" {
			return grid, fmt.Errorf("row %d is %q, not 9 of '.' and '1'-'9'", r+1, line)
		}
		for c := 0; c < 9; c++ {
			if line[c] != '.' {
				grid[r*9+c] = int(line[c] - '0')
			}
		}
		r++
	}
	if r < 9 {
		return grid, fmt.Errorf("%d rows, want 9", r)
	}
	return grid, nil
}
