// Command insertion is a second solution of AtCoder Practice Contest B
// "Interactive Sorting", written apart from main.go: it talks through
// bufio and fmt, and sorts 5 balls by the classic seven-comparison scheme
// (two pairs, their heavier balls, the fifth ball into the chain of three,
// the last into the chain below its partner) and more balls by binary
// insertion, at most 99 queries for 26.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	var n, q int
	if _, err := fmt.Fscan(in, &n, &q); err != nil || n < 1 || n > 26 {
		fmt.Fprintln(os.Stderr, "practice2-insertion: want N from 1 to 26 and Q")
		os.Exit(1)
	}
	ask := func(a, b int) bool {
		fmt.Fprintf(out, "? %c %c\n", 'A'+a, 'A'+b)
		out.Flush()
		var ans string
		if _, err := fmt.Fscan(in, &ans); err != nil || ans != "<" && ans != ">" {
			fmt.Fprintf(os.Stderr, "practice2-insertion: want < or > after ? %c %c\n", 'A'+a, 'A'+b)
			os.Exit(1)
		}
		return ans == "<"
	}
	var order []int
	if n == 5 {
		order = sortFive(ask)
	} else {
		order = binaryInsertion(n, ask)
	}
	out.WriteString("! ")
	for _, b := range order {
		out.WriteByte(byte('A' + b))
	}
	out.WriteString("\n")
	out.Flush()
}

// binaryInsertion sorts balls 0..n-1, inserting each into the sorted ones
// by binary search.
func binaryInsertion(n int, lighter func(a, b int) bool) []int {
	var sorted []int
	for x := 0; x < n; x++ {
		sorted = insertBelow(sorted, len(sorted), x, lighter)
	}
	return sorted
}

// insertBelow inserts x into sorted[:end] by binary search and returns the
// whole slice.
func insertBelow(sorted []int, end, x int, lighter func(a, b int) bool) []int {
	lo, hi := 0, end
	for lo < hi {
		mid := (lo + hi) / 2
		if lighter(x, sorted[mid]) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	sorted = append(sorted, 0)
	copy(sorted[lo+1:], sorted[lo:])
	sorted[lo] = x
	return sorted
}

// sortFive sorts balls 0..4 with seven queries: a < b and c < d after two,
// b < d after the third (swapping the pairs), so a < b < d; e goes into that
// chain with two, and c, lighter than d, into the two or three balls below
// d with two more.
func sortFive(lighter func(a, b int) bool) []int {
	a, b, c, d, e := 0, 1, 2, 3, 4
	if lighter(b, a) {
		a, b = b, a
	}
	if lighter(d, c) {
		c, d = d, c
	}
	if lighter(d, b) {
		a, b, c, d = c, d, a, b
	}
	// e into a < b < d: compare with b, then with a or d.
	var chain []int
	if lighter(e, b) {
		if lighter(e, a) {
			chain = []int{e, a, b, d}
		} else {
			chain = []int{a, e, b, d}
		}
	} else if lighter(e, d) {
		chain = []int{a, b, e, d}
	} else {
		chain = []int{a, b, d, e}
	}
	below := 0
	for chain[below] != d {
		below++
	}
	return insertBelow(chain, below, c, lighter)
}
