// Command bitset is the second solution of Luogu P4929 (exact cover), written
// apart from ../main.go: it reads the input with package words (N M, then N
// rows of M entries 0 or 1, and nothing after them) and has a search of its
// own: Knuth's Algorithm X over bitsets instead of dancing links.
//
// Each row is a bitset of its columns and each column a bitset of its rows. A
// search level holds the rows still compatible with the rows chosen so far and the
// columns not yet covered; it branches on the uncovered column with the fewest
// compatible rows, and choosing row r removes from the next level every row that
// shares a column with r (a bitset precomputed per row) and the columns of r.
package main

import (
	"bufio"
	"fmt"
	"strconv"

	"github.com/ojkit/ojkit/problems/internal/words"
)

// maxSide is the largest N and M the statement allows.
const maxSide = 500

// matrix is an exact cover instance and the state of its search.
type matrix struct {
	n, m     int
	rw, cw   int      // words in a set of rows, in a set of columns
	rowCols  []uint64 // n × cw: the columns of each row
	colRows  []uint64 // m × rw: the rows holding each column
	conflict []uint64 // n × rw: the rows sharing a column with each row
	alive    []uint64 // (m+1) × rw: the rows compatible with each search level
	open     []uint64 // (m+1) × cw: the uncovered columns of each search level
	chosen   []int    // the row chosen at each level
}

func main() {
	words.Run("p4929-bitset", solve)
}

// solve reads the matrix and writes an exact cover or "No Solution!".
func solve(in *words.Reader, out *bufio.Writer) error {
	x, err := read(in)
	if err != nil {
		return err
	}
	x.prepare()
	if depth, ok := x.search(0); ok {
		writeRows(out, x.chosen[:depth])
	} else {
		out.WriteString("No Solution!\n")
	}
	return nil
}

// newMatrix returns an n×m matrix of zeros.
func newMatrix(n, m int) *matrix {
	x := &matrix{n: n, m: m, rw: (n + 63) / 64, cw: (m + 63) / 64}
	x.rowCols = make([]uint64, n*x.cw)
	x.colRows = make([]uint64, m*x.rw)
	return x
}

// set puts a one in row r and column c.
func (x *matrix) set(r, c int) {
	x.rowCols[r*x.cw+c/64] |= 1 << uint(c%64)
	x.colRows[c*x.rw+r/64] |= 1 << uint(r%64)
}

// read reads the whole input and returns the matrix.
func read(in *words.Reader) (*matrix, error) {
	n, okN := words.Number(in.Next(), maxSide)
	m, okM := words.Number(in.Next(), maxSide)
	if !okN || !okM || n < 1 || m < 1 {
		return nil, in.Errorf("the input does not start with N and M from 1 to 500")
	}
	x := newMatrix(n, m)
	for r := 0; r < n; r++ {
		for c := 0; c < m; c++ {
			switch w := in.Next(); w {
			case "1":
				x.set(r, c)
			case "0":
			case "":
				return nil, fmt.Errorf("the input ends in row %d of %d", r+1, n)
			default:
				return nil, in.Errorf("row %d has %q where 0 or 1 belongs", r+1, w)
			}
		}
	}
	return x, in.End("the matrix")
}

// prepare computes the conflict sets and the first search level: every row
// alive, every column open.
func (x *matrix) prepare() {
	x.conflict = make([]uint64, x.n*x.rw)
	for r := 0; r < x.n; r++ {
		dst := x.conflict[r*x.rw : (r+1)*x.rw]
		for c := 0; c < x.m; c++ {
			if has(x.rowCols[r*x.cw:], c) {
				or(dst, x.colRows[c*x.rw:(c+1)*x.rw])
			}
		}
	}
	x.alive = make([]uint64, (x.m+1)*x.rw)
	x.open = make([]uint64, (x.m+1)*x.cw)
	x.chosen = make([]int, x.m)
	for r := 0; r < x.n; r++ {
		x.alive[r/64] |= 1 << uint(r%64)
	}
	for c := 0; c < x.m; c++ {
		x.open[c/64] |= 1 << uint(c%64)
	}
}

// search extends the rows chosen at levels below k to an exact cover. It reports
// the depth of the cover found and true, or false if there is none.
func (x *matrix) search(k int) (int, bool) {
	alive := x.alive[k*x.rw : (k+1)*x.rw]
	open := x.open[k*x.cw : (k+1)*x.cw]
	c, count := x.choose(alive, open)
	if c < 0 {
		return k, true
	}
	if count == 0 {
		return 0, false
	}
	rows := x.colRows[c*x.rw : (c+1)*x.rw]
	for w := range rows {
		for bits := rows[w] & alive[w]; bits != 0; bits &= bits - 1 {
			r := w*64 + trailingZeros(bits)
			x.chosen[k] = r
			x.next(k, r)
			if depth, ok := x.search(k + 1); ok {
				return depth, true
			}
		}
	}
	return 0, false
}

// next fills level k+1 as level k after choosing row r.
func (x *matrix) next(k, r int) {
	alive, open := x.alive[k*x.rw:(k+2)*x.rw], x.open[k*x.cw:(k+2)*x.cw]
	conflict, cols := x.conflict[r*x.rw:(r+1)*x.rw], x.rowCols[r*x.cw:(r+1)*x.cw]
	for w, bits := range conflict {
		alive[x.rw+w] = alive[w] &^ bits
	}
	for w, bits := range cols {
		open[x.cw+w] = open[w] &^ bits
	}
}

// choose returns the open column with the fewest alive rows and their number,
// the first such in column order; it stops early at 0 or 1 rows. It returns -1
// when no column is open.
func (x *matrix) choose(alive, open []uint64) (best, least int) {
	best, least = -1, x.n+1
	for w := range open {
		for bits := open[w]; bits != 0 && least > 1; bits &= bits - 1 {
			c := w*64 + trailingZeros(bits)
			if k := countAnd(x.colRows[c*x.rw:(c+1)*x.rw], alive); k < least {
				best, least = c, k
			}
		}
	}
	return best, least
}

// countAnd returns the number of ones in a AND b.
func countAnd(a, b []uint64) int {
	k := 0
	for i, v := range a {
		k += onesCount(v & b[i])
	}
	return k
}

// has reports whether bit i of the set s is one.
func has(s []uint64, i int) bool {
	return s[i/64]>>uint(i%64)&1 != 0
}

// or sets dst to dst OR src.
func or(dst, src []uint64) {
	for i, v := range src {
		dst[i] |= v
	}
}

// onesCount returns the number of one bits in v (math/bits is newer than go1.7).
func onesCount(v uint64) int {
	v -= v >> 1 & 0x5555555555555555
	v = v>>2&0x3333333333333333 + v&0x3333333333333333
	v = (v>>4 + v) & 0x0f0f0f0f0f0f0f0f
	return int(v * 0x0101010101010101 >> 56)
}

// trailingZeros returns the number of zero bits below the lowest one of v != 0.
func trailingZeros(v uint64) int {
	return onesCount(v&-v - 1)
}

// writeRows prints the 0-based rows as 1-based numbers in increasing order on
// one line.
func writeRows(out *bufio.Writer, rows []int) {
	for i := 1; i < len(rows); i++ {
		for j := i; j > 0 && rows[j-1] > rows[j]; j-- {
			rows[j-1], rows[j] = rows[j], rows[j-1]
		}
	}
	for i, r := range rows {
		if i > 0 {
			out.WriteByte(' ')
		}
		out.WriteString(strconv.Itoa(r + 1))
	}
	out.WriteByte('\n')
}
