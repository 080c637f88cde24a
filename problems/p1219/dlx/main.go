// Command dlx is the second solution of Luogu P1219 (n queens), written apart
// from ../main.go: it reads n with package words and writes the placements
// with fmt, and finds them another way, as Knuth's generalized exact cover solved by dancing
// links (package dlx): one primary column per row and per column of the board,
// which a placement holds exactly once, one secondary column per diagonal, which
// it holds at most once, and one matrix row per square.
//
// The search meets the placements in an order of its own, so the first three in
// lexicographic order are kept as they come.
package main

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/problems/internal/words"
)

// Bounds on n from the statement.
const (
	minN = 6
	maxN = 13
)

// shown is the number of placements printed in full.
const shown = 3

// placement holds the 0-based column of the queen in each row.
type placement [maxN]int

func main() {
	words.Run("p1219-dlx", solve)
}

// solve reads n and writes the first placements and their count.
func solve(in *words.Reader, out *bufio.Writer) error {
	n, err := readN(in)
	if err != nil {
		return err
	}
	var s dlx.Solver
	load(&s, n)
	k := keeper{n: n}
	count := s.Enumerate(k.visit)
	for i := 0; i < k.kept; i++ {
		writePlacement(out, k.first[i][:n])
	}
	fmt.Fprintln(out, count)
	return nil
}

// readN reads n, the one word of the input, a number from 6 to 13.
func readN(in *words.Reader) (int, error) {
	n, ok := words.Number(in.Next(), maxN)
	if !ok || n < minN {
		return 0, in.Errorf("the input is not one number n from 6 to 13")
	}
	return n, in.End("n")
}

// load makes s the n-queens matrix: primary columns 0..n-1 for the rows of the
// board and n..2n-1 for its columns, secondary columns for the 2n-1 diagonals
// r+c and the 2n-1 anti-diagonals r-c; matrix row r*n+c is the square (r, c).
func load(s *dlx.Solver, n int) {
	s.ResetSecondary(2*n, 4*n-2)
	cols := make([]int, 4)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			cols[0], cols[1] = r, n+c
			cols[2], cols[3] = 2*n+r+c, 5*n-2+r-c
			s.AddRow(cols)
		}
	}
}

// keeper keeps the first placements in lexicographic order among those it is
// shown.
type keeper struct {
	n     int
	first [shown]placement
	kept  int
	cand  placement
}

// visit takes one cover, the squares r*n+c of a placement, and keeps the
// placement if it is among the first; it never stops the search.
func (k *keeper) visit(rows []int) bool {
	for _, sq := range rows {
		k.cand[sq/k.n] = sq % k.n
	}
	i := k.kept
	for i > 0 && less(&k.cand, &k.first[i-1], k.n) {
		i--
	}
	if i == shown {
		return true
	}
	if k.kept < shown {
		k.kept++
	}
	for j := k.kept - 1; j > i; j-- {
		k.first[j] = k.first[j-1]
	}
	k.first[i] = k.cand
	return true
}

// less reports whether the first n columns of a come before those of b.
func less(a, b *placement, n int) bool {
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// writePlacement writes the 1-based columns of p on one line, separated by
// single spaces.
func writePlacement(out *bufio.Writer, p []int) {
	cols := make([]string, len(p))
	for i, c := range p {
		cols[i] = strconv.Itoa(c + 1)
	}
	out.WriteString(strings.Join(cols, " ") + "\n")
}
