package sudoku

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
)

// Shared corpora, read at run time by benchmarks only (they are not part of the
// repository); see b9CorpusFile.
var (
	gecode16Path = b9CorpusFile("gecode_16x16.txt")
	gecode25Path = b9CorpusFile("gecode_25x25.txt")
	top1465Path  = b9CorpusFile("puzzles3_magictour_top1465.txt")
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

// parseLetters reads grids in the POJ 3076 layout: one row a line, 'A'.. for
// 1.., '-' (or '.') for empty, grids separated by empty lines. The side of each
// grid is the length of its first line.
func parseLetters(text string) ([][]byte, error) {
	var grids [][]byte
	var cur []byte
	side := 0
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if cur == nil {
			side = len(line)
		}
		if len(line) != side {
			return nil, fmt.Errorf("line %d: %d characters, want %d", i+1, len(line), side)
		}
		for j := 0; j < side; j++ {
			ch := line[j]
			switch {
			case ch == '-' || ch == '.':
				cur = append(cur, 0)
			case ch >= 'A' && ch < 'A'+byte(side):
				cur = append(cur, ch-'A'+1)
			default:
				return nil, fmt.Errorf("line %d: bad character %q", i+1, ch)
			}
		}
		if len(cur) == side*side {
			grids = append(grids, cur)
			cur = nil
		}
	}
	if cur != nil {
		return nil, fmt.Errorf("incomplete last grid")
	}
	return grids, nil
}

// formatLetters is the inverse of parseLetters for one grid.
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

// parseLine reads a 9×9 grid of 81 characters, '1'..'9' and '.' or '0' empty.
func parseLine(line string) ([]byte, error) {
	if len(line) != 81 {
		return nil, fmt.Errorf("%d characters, want 81", len(line))
	}
	g := make([]byte, 81)
	for i := 0; i < 81; i++ {
		switch ch := line[i]; {
		case ch == '.' || ch == '0':
		case ch >= '1' && ch <= '9':
			g[i] = ch - '0'
		default:
			return nil, fmt.Errorf("bad character %q", ch)
		}
	}
	return g, nil
}

// formatLine is the inverse of parseLine, with '.' for empty.
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

// readLetters loads a letters file (see missing when it is absent).
func readLetters(tb testing.TB, path string) [][]byte {
	tb.Helper()
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		missing(tb, path)
	}
	if err != nil {
		tb.Fatal(err)
	}
	grids, err := parseLetters(string(data))
	if err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	return grids
}

// readLines loads a file of 81-character lines ('#' comments and empty lines
// skipped); see missing when it is absent.
func readLines(tb testing.TB, path string) [][]byte {
	tb.Helper()
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		missing(tb, path)
	}
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var grids [][]byte
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		g, err := parseLine(line)
		if err != nil {
			tb.Fatalf("%s:%d: %v", path, n, err)
		}
		grids = append(grids, g)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return grids
}

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
