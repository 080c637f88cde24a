package sudoku

import (
	"os"
	"strings"
	"testing"

	"github.com/ojkit/ojkit/internal/puzzle"
)

// Shared corpora, read at run time by benchmarks only (they are not part of the
// repository); see puzzle.CorpusPath.
var (
	gecode16Path = puzzle.CorpusPath("gecode_16x16.txt")
	gecode25Path = puzzle.CorpusPath("gecode_25x25.txt")
	top1465Path  = puzzle.CorpusPath("puzzles3_magictour_top1465.txt")
)

// missing stops a benchmark whose input file is absent (the public corpora
// live outside the repository) and fails a test.
func missing(tb testing.TB, path string) {
	tb.Helper()
	if _, ok := tb.(*testing.B); ok {
		tb.Skipf("%s absent", path)
	}
	tb.Fatalf("%s absent", path)
}

// formatLetters writes one grid in the letters layout.
func formatLetters(g []byte) string {
	side := isqrt(len(g))
	var sb strings.Builder
	for r := 0; r < side; r++ {
		for c := 0; c < side; c++ {
			if v := g[r*side+c]; v == 0 {
				sb.WriteByte('-')
			} else {
				sb.WriteByte('A' + v - 1)
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// formatLine writes a grid on one line, '.' for empty.
func formatLine(g []byte) string {
	b := make([]byte, len(g))
	for i, v := range g {
		b[i] = '.'
		if v != 0 {
			b[i] = '0' + v
		}
	}
	return string(b)
}

// readPuzzles loads a puzzle file in either layout of internal/puzzle (see
// missing when it is absent).
func readPuzzles(tb testing.TB, path string) [][]byte {
	tb.Helper()
	ps, err := puzzle.ReadFile(path)
	if os.IsNotExist(err) {
		missing(tb, path)
	}
	if err != nil {
		tb.Fatal(err)
	}
	grids := make([][]byte, len(ps))
	for i, p := range ps {
		grids[i] = p.Grid
	}
	return grids
}

// isqrt returns the integer square root of x.
func isqrt(x int) int {
	r := 0
	for (r+1)*(r+1) <= x {
		r++
	}
	return r
}

// bruteCount counts the solutions of any grid by plain backtracking in cell
// order, with no propagation: the oracle for the engine on small grids.
func bruteCount(grid []byte, limit int64) int64 {
	g := append([]byte(nil), grid...)
	n := isqrt(len(g))
	b := isqrt(n)
	for c, v := range g {
		if int(v) > n || (v != 0 && !fits(g, n, b, c, v)) {
			return 0
		}
	}
	var count int64
	var rec func(c int) bool
	rec = func(c int) bool {
		for c < len(g) && g[c] != 0 {
			c++
		}
		if c == len(g) {
			count++
			return limit > 0 && count >= limit
		}
		for v := byte(1); int(v) <= n; v++ {
			if fits(g, n, b, c, v) {
				g[c] = v
				if rec(c + 1) {
					return true
				}
				g[c] = 0
			}
		}
		return false
	}
	rec(0)
	return count
}

// fits reports whether value v at cell c clashes with no other cell of g.
func fits(g []byte, n, b, c int, v byte) bool {
	r, k := c/n, c%n
	br, bk := r/b*b, k/b*b
	for i := 0; i < n; i++ {
		if i != k && g[r*n+i] == v || i != r && g[i*n+k] == v {
			return false
		}
		x := (br+i/b)*n + bk + i%b
		if x != c && g[x] == v {
			return false
		}
	}
	return true
}
