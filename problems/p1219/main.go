// Command p1219 solves Luogu P1219 "[USACO1.5] 八皇后 Checker Challenge": the
// input is one line with n, 6 <= n <= 13; the output is the first three
// placements of n non-attacking queens on an n×n board in lexicographic order,
// each a line of n column numbers (1-based, the i-th the column of the queen in
// row i) separated by single spaces, then a line with the number of placements.
//
// The search places the queens row by row, trying the free columns from left to
// right, so it meets the placements in lexicographic order; the columns and the
// two diagonal directions under attack are bitmasks.
//
//ojkit:judges LuoguP1219
//ojkit:limits 1s 125MiB
//ojkit:compare lines
package main

import (
	"fmt"

	"github.com/ojkit/ojkit/judgeio"
)

// Bounds on n from the statement.
const (
	minN = 6
	maxN = 13
)

// shown is the number of placements printed in full.
const shown = 3

func main() {
	judgeio.Run("p1219", solve)
}

// solve reads n and writes the first placements and their count.
func solve(in *judgeio.Reader, out *judgeio.Writer) error {
	n, err := readN(in)
	if err != nil {
		return err
	}
	var q queens
	q.n = n
	q.place(0, 0, 0, 0)
	for _, p := range q.first[:q.kept] {
		out.WriteInts(p[:n], 1)
	}
	out.WriteInt(q.count)
	out.WriteByte('\n')
	return nil
}

// readN reads n, the only number of the input.
func readN(in *judgeio.Reader) (int, error) {
	n := in.Int()
	if err := in.Err(); err != nil {
		return 0, fmt.Errorf("n: %v", err)
	}
	if n < minN || n > maxN {
		return 0, fmt.Errorf("n = %d: want 6 <= n <= 13", n)
	}
	if in.More() {
		return 0, in.Reject(in.Token(), "want the end of input after n, got")
	}
	return int(n), nil
}

// queens is the state of the search.
type queens struct {
	n     int
	bit   [maxN]uint32     // the column of the queen in each row placed, as a one-bit mask
	first [shown][maxN]int // the first placements found, as 0-based columns
	kept  int              // how many of first are filled
	count int64            // placements found
}

// place places the queens of rows row.. given the columns and the diagonals
// already attacked, as bitmasks over the columns of row: ld holds the squares
// attacked along down-left diagonals, rd along down-right ones.
func (q *queens) place(row int, cols, ld, rd uint32) {
	if row == q.n {
		q.found()
		return
	}
	full := uint32(1)<<uint(q.n) - 1
	for free := full &^ (cols | ld | rd); free != 0; free &= free - 1 {
		bit := free & -free
		q.bit[row] = bit
		q.place(row+1, cols|bit, (ld|bit)>>1, (rd|bit)<<1)
	}
}

// found counts the placement in q.bit and keeps it if it is among the first.
func (q *queens) found() {
	if q.kept < shown {
		for row, bit := range q.bit[:q.n] {
			q.first[q.kept][row] = lowBit(bit)
		}
		q.kept++
	}
	q.count++
}

// lowBit returns the index of the only one bit of bit.
func lowBit(bit uint32) int {
	i := 0
	for bit > 1 {
		bit >>= 1
		i++
	}
	return i
}
