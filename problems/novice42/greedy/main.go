// Command greedy is a second solution of SPOJ NOVICE42, written apart from
// main.go: it reads the input with bufio.Scanner words, and builds the
// lexicographically smallest solution cell by cell in reading order, giving
// each empty cell the smallest digit after which a depth-first search (on the
// cell with the fewest candidates) still completes the grid.
package main

import (
	"bufio"
	"fmt"
	"math/bits"
	"os"
	"strconv"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Split(bufio.ScanWords)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	if err := run(sc, w); err != nil {
		w.Flush()
		fmt.Fprintln(os.Stderr, "novice42-greedy:", err)
		os.Exit(1)
	}
}

// run answers every grid of the input.
func run(sc *bufio.Scanner, w *bufio.Writer) error {
	if !sc.Scan() {
		return fmt.Errorf("no grid count")
	}
	t, err := strconv.Atoi(sc.Text())
	if err != nil {
		return fmt.Errorf("grid count %q is not a number", sc.Text())
	}
	for k := 1; k <= t; k++ {
		var b board
		label, err := b.read(sc, k)
		if err != nil {
			return err
		}
		if !b.smallest() {
			return fmt.Errorf("Grid %s cannot be solved", label)
		}
		fmt.Fprintf(w, "Grid %s\n", label)
		for r := 0; r < 9; r++ {
			for c := 0; c < 9; c++ {
				w.WriteByte('0' + b.cell[r*9+c])
			}
			w.WriteByte('\n')
		}
		w.WriteByte('\n')
	}
	return nil
}

// board is a grid with the digits used in each row, column and box.
type board struct {
	cell          [81]byte
	row, col, box [9]uint16
}

// read reads grid k's header and rows into b and returns the header's label.
func (b *board) read(sc *bufio.Scanner, k int) (string, error) {
	if !sc.Scan() || sc.Text() != "Grid" {
		return "", fmt.Errorf("grid %d does not start with \"Grid\"", k)
	}
	if !sc.Scan() {
		return "", fmt.Errorf("grid %d has no label", k)
	}
	label := sc.Text()
	for r := 0; r < 9; r++ {
		if !sc.Scan() {
			return "", fmt.Errorf("Grid %s stops after %d rows", label, r)
		}
		line := sc.Text()
		if len(line) != 9 {
			return "", fmt.Errorf("Grid %s, row %d is %q, not 9 digits", label, r+1, line)
		}
		for c := 0; c < 9; c++ {
			d := line[c]
			if d < '0' || d > '9' {
				return "", fmt.Errorf("Grid %s, row %d is %q, not 9 digits", label, r+1, line)
			}
			if d != '0' && !b.put(r*9+c, d-'0') {
				return "", fmt.Errorf("Grid %s cannot be solved: %c repeats in row %d's houses", label, d, r+1)
			}
		}
	}
	return label, nil
}

// free returns the digits cell i may still take, as bits 1..9.
func (b *board) free(i int) uint16 {
	r, c := i/9, i%9
	return ^(b.row[r] | b.col[c] | b.box[r/3*3+c/3]) & 0x3fe
}

// put writes digit d in cell i, reporting false if a house has it already.
func (b *board) put(i int, d byte) bool {
	if b.free(i)&(1<<d) == 0 {
		return false
	}
	r, c := i/9, i%9
	b.cell[i] = d
	b.row[r] |= 1 << d
	b.col[c] |= 1 << d
	b.box[r/3*3+c/3] |= 1 << d
	return true
}

// take erases the digit of cell i.
func (b *board) take(i int) {
	r, c, d := i/9, i%9, b.cell[i]
	b.cell[i] = 0
	b.row[r] &^= 1 << d
	b.col[c] &^= 1 << d
	b.box[r/3*3+c/3] &^= 1 << d
}

// smallest fills b with its lexicographically smallest solution, if any.
func (b *board) smallest() bool {
	for i := 0; i < 81; i++ {
		if b.cell[i] != 0 {
			continue
		}
		placed := false
		for d := byte(1); d <= 9 && !placed; d++ {
			if !b.put(i, d) {
				continue
			}
			probe := *b
			if probe.complete() {
				placed = true
			} else {
				b.take(i)
			}
		}
		if !placed {
			return false
		}
	}
	return true
}

// complete reports whether b can be completed, filling it if so.
func (b *board) complete() bool {
	best, bestN := -1, 10
	for i := 0; i < 81; i++ {
		if b.cell[i] == 0 {
			if n := bits.OnesCount16(b.free(i)); n < bestN {
				best, bestN = i, n
			}
		}
	}
	if best < 0 {
		return true
	}
	for f := b.free(best); f != 0; f &= f - 1 {
		b.put(best, byte(bits.TrailingZeros16(f)))
		if b.complete() {
			return true
		}
		b.take(best)
	}
	return false
}
