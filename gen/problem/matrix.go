package problem

import (
	"fmt"
	"strings"
)

// OrDefault returns v, or def if v is 0.
func OrDefault(v, def int) int {
	if v == 0 {
		return def
	}
	return v
}

// ParseMatrix checks an input of `N M` and N rows of M numbers 0 or 1
// strictly, N and M at most maxSide and at most maxOnes ones, and returns its
// rows of 0/1.
func ParseMatrix(name string, input []byte, maxSide, maxOnes int) ([][]byte, error) {
	t, err := SplitLines(name, input)
	if err != nil {
		return nil, err
	}
	head := t.Peek()
	n, end, ok := ParseNat(head)
	var m int
	if ok && end < len(head) && head[end] == ' ' {
		var e2 int
		m, e2, ok = ParseNat(head[end+1:])
		ok = ok && end+1+e2 == len(head)
	} else {
		ok = false
	}
	switch {
	case !ok:
		return nil, t.Errorf(1, 1, "want `N M`, two whole numbers separated by one space")
	case n < 1 || n > maxSide || m < 1 || m > maxSide:
		return nil, t.Errorf(1, 1, "N = %d, M = %d: want both in 1..%d", n, m, maxSide)
	}
	t.Next++
	rows := make([][]byte, 0, n)
	ones := 0
	for i := 0; i < n; i++ {
		if t.EOF() {
			return nil, t.Errorf(t.LineNo(), 1, "input ends after %d rows, N is %d", i, n)
		}
		row, err := readBits(t, m, &ones, maxOnes)
		if err != nil {
			return nil, err
		}
		rows = append(rows, row)
		t.Next++
	}
	if !t.EOF() {
		return nil, t.Errorf(t.LineNo(), 1, "unexpected line after the %d rows", n)
	}
	return rows, nil
}

// readBits reads the next line as m numbers 0 or 1 separated by single
// spaces, adding its ones to *ones, which may not pass maxOnes.
func readBits(t *Text, m int, ones *int, maxOnes int) ([]byte, error) {
	s, line := t.Peek(), t.LineNo()
	row := make([]byte, m)
	col := 0
	for k := 0; k < m; k++ {
		if k > 0 {
			if col < len(s) && s[col] != ' ' {
				return nil, t.Errorf(line, col+1, "want one space between numbers, found %q", s[col])
			}
			col++
		}
		if col >= len(s) {
			return nil, t.Errorf(line, len(s)+1, "row of %d numbers, want %d", k, m)
		}
		switch s[col] {
		case '1':
			row[k] = 1
			if *ones++; *ones > maxOnes {
				return nil, t.Errorf(line, col+1, "more than %d ones", maxOnes)
			}
		case '0':
		default:
			return nil, t.Errorf(line, col+1, "%q: want 0 or 1", s[col])
		}
		col++
	}
	if col < len(s) {
		return nil, t.Errorf(line, col+1, "row longer than %d numbers", m)
	}
	return row, nil
}

// MatrixText writes rows of 0/1 in the input format.
func MatrixText(rows [][]byte) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", len(rows), len(rows[0]))
	for _, row := range rows {
		for k, v := range row {
			if k > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte('0' + v)
		}
		b.WriteByte('\n')
	}
	return []byte(b.String())
}
