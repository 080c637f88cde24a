// Command bitset is a second solution of AcWing 2713 (repeated cover), written
// apart from main.go: it reads the input a byte at a time, keeps each row as
// a bitset of its columns, and deepens the number of rows one at a time; a
// branch is cut when the rows chosen plus a lower bound pass the depth, the
// bound being the number of uncovered columns taken greedily so that no row
// holds two of them. At each step it branches on the rows of the uncovered
// column held by the fewest rows.
package main

import (
	"bufio"
	"fmt"
	"math"
	"math/bits"
	"os"
	"strconv"
	"strings"
)

// set is a set of columns, up to 128.
type set [2]uint64

func (s set) has(c int) bool    { return s[c>>6]>>uint(c&63)&1 == 1 }
func (s *set) add(c int)        { s[c>>6] |= 1 << uint(c&63) }
func (s set) or(t set) set      { return set{s[0] | t[0], s[1] | t[1]} }
func (s set) covers(t set) bool { return s[0]&t[0] == t[0] && s[1]&t[1] == t[1] }

func main() {
	rows, m, err := readInput(bufio.NewReader(os.Stdin))
	if err != nil {
		fmt.Fprintln(os.Stderr, "acwing2713-bitset:", err)
		os.Exit(1)
	}
	var all set
	for c := 0; c < m; c++ {
		all.add(c)
	}
	var union set
	for _, r := range rows {
		union = union.or(r)
	}
	if !union.covers(all) {
		fmt.Fprintln(os.Stderr, "acwing2713-bitset: some column has no 1 in any row")
		os.Exit(1)
	}
	s := searcher{rows: rows, m: m, all: all}
	for s.limit = 0; !s.dfs(set{}); s.limit++ {
	}
	sortNumbers(s.chosen)
	out := make([]string, len(s.chosen))
	for i, r := range s.chosen {
		out[i] = strconv.Itoa(r + 1)
	}
	fmt.Printf("%d\n%s\n", len(out), strings.Join(out, " "))
}

// sortNumbers sorts a short slice in increasing order.
func sortNumbers(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// searcher is the state of the deepening search.
type searcher struct {
	rows   []set
	m      int
	all    set
	limit  int
	chosen []int
}

// dfs reports whether at most limit-len(chosen) more rows cover what covered
// lacks, leaving them in chosen.
func (s *searcher) dfs(covered set) bool {
	if covered.covers(s.all) {
		return true
	}
	if len(s.chosen)+s.bound(covered) > s.limit {
		return false
	}
	col, best := -1, len(s.rows)+1
	for c := 0; c < s.m; c++ {
		if covered.has(c) {
			continue
		}
		n := 0
		for _, r := range s.rows {
			if r.has(c) {
				n++
			}
		}
		if n < best {
			col, best = c, n
		}
	}
	for i, r := range s.rows {
		if !r.has(col) {
			continue
		}
		s.chosen = append(s.chosen, i)
		if s.dfs(covered.or(r)) {
			return true
		}
		s.chosen = s.chosen[:len(s.chosen)-1]
	}
	return false
}

// bound returns a lower bound on the rows still needed, the larger of two.
// Uncovered columns are taken one by one, each time marking every column any
// row through it holds, so that no row holds two columns taken: one row
// each. And each uncovered column weighs 1/k, k the most uncovered columns a
// row through it holds; a row holds at most weight 1, so the total weight,
// rounded up, is a bound too.
func (s *searcher) bound(covered set) int {
	fresh := make([]int, len(s.rows))
	for i, r := range s.rows {
		fresh[i] = bits.OnesCount64(r[0]&^covered[0]) + bits.OnesCount64(r[1]&^covered[1])
	}
	n, marked, weight := 0, covered, 0.0
	for c := 0; c < s.m; c++ {
		if covered.has(c) {
			continue
		}
		most := 1
		for i, r := range s.rows {
			if r.has(c) && fresh[i] > most {
				most = fresh[i]
			}
		}
		weight += 1 / float64(most)
		if marked.has(c) {
			continue
		}
		n++
		marked.add(c)
		for _, r := range s.rows {
			if r.has(c) {
				marked = marked.or(r)
			}
		}
	}
	if w := int(math.Ceil(weight - 1e-9)); w > n {
		return w
	}
	return n
}

// readInput reads N, M and the N rows of M numbers 0 or 1, any whitespace
// between them, and nothing after.
func readInput(rd *bufio.Reader) ([]set, int, error) {
	words := wordReader{rd: rd}
	n, err := words.number("N", 1, 100)
	if err != nil {
		return nil, 0, err
	}
	m, err := words.number("M", 1, 100)
	if err != nil {
		return nil, 0, err
	}
	rows := make([]set, n)
	for i := 0; i < n; i++ {
		for c := 0; c < m; c++ {
			w := words.next()
			switch w {
			case "1":
				rows[i].add(c)
			case "0":
			case "":
				return nil, 0, fmt.Errorf("the input ends in row %d of %d", i+1, n)
			default:
				return nil, 0, fmt.Errorf("row %d has %q where 0 or 1 belongs", i+1, w)
			}
		}
	}
	if w := words.next(); w != "" {
		return nil, 0, fmt.Errorf("%q follows the last row", w)
	}
	return rows, m, nil
}

// wordReader splits a byte stream into whitespace-separated words.
type wordReader struct{ rd *bufio.Reader }

// next returns the next word, or "" at the end of the input.
func (w wordReader) next() string {
	var b []byte
	for {
		c, err := w.rd.ReadByte()
		if err != nil {
			return string(b)
		}
		if c == ' ' || c == '\n' || c == '\r' || c == '\t' {
			if len(b) > 0 {
				return string(b)
			}
			continue
		}
		b = append(b, c)
	}
}

// number reads a word that is an integer in [lo, hi].
func (w wordReader) number(name string, lo, hi int) (int, error) {
	word := w.next()
	v, err := strconv.Atoi(word)
	if err != nil || v < lo || v > hi {
		return 0, fmt.Errorf("%s is %q, not an integer from %d to %d", name, word, lo, hi)
	}
	return v, nil
}
