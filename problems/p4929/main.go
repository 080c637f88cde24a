// Command p4929 solves Luogu P4929 "【模板】舞蹈链（DLX）", exact cover: the input is
// `N M` and then N rows of M numbers 0 or 1 (whitespace of any kind between them);
// the output is one line with the 1-based numbers of rows that hold every column
// exactly once, in increasing order and separated by single spaces, or
// "No Solution!" when there is no such set. The judge accepts any cover in any
// order. 1 <= N, M <= 500 and at most 5000 ones; more ones are still solved.
//
// The limits below were not verified on the problem page (1 s and 125 MiB are
// Luogu's usual defaults, assumed here); the solution needs a few milliseconds.
//
//ojkit:judges LuoguP4929
//ojkit:go 1.7
//ojkit:limits 1s 125MiB
//ojkit:compare checker
package main

import (
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/judgeio"
)

// maxSide is the largest N and M the statement allows.
const maxSide = 500

func main() {
	judgeio.Run("p4929", solve)
}

// solve reads the matrix and writes a cover or "No Solution!".
func solve(in *judgeio.Reader, out *judgeio.Writer) error {
	var solver dlx.Solver
	if err := readMatrix(in, &solver); err != nil {
		return err
	}
	rows, ok := solver.Solve()
	write(out, rows, ok)
	return nil
}

// readMatrix reads the whole input into solver.
func readMatrix(in *judgeio.Reader, solver *dlx.Solver) error {
	n, m := in.Int(), in.Int()
	if err := in.Err(); err != nil {
		return fmt.Errorf("N M: %v", err)
	}
	if n < 1 || n > maxSide || m < 1 || m > maxSide {
		return fmt.Errorf("N M = %d %d: want both in [1,500]", n, m)
	}
	solver.Reset(int(m))
	cols := make([]int, 0, m)
	for r := 1; r <= int(n); r++ {
		var err error
		if cols, err = readRow(in, r, int(n), int(m), cols[:0]); err != nil {
			return err
		}
		solver.AddRow(cols)
	}
	if in.More() {
		return fmt.Errorf("extra data after the %dx%d matrix: %q", n, m, truncate(in.Token()))
	}
	return in.Err()
}

// readRow reads row r (1-based) of an n×m matrix and returns cols with the
// 0-based columns of its ones appended.
func readRow(in *judgeio.Reader, r, n, m int, cols []int) ([]int, error) {
	for c := 1; c <= m; c++ {
		tok := in.Token()
		if tok == nil {
			return nil, fmt.Errorf("row %d, column %d: %v (want %d rows of %d numbers)", r, c, in.Err(), n, m)
		}
		if len(tok) != 1 || tok[0] != '0' && tok[0] != '1' {
			return nil, fmt.Errorf("row %d, column %d: want 0 or 1, got %q", r, c, truncate(tok))
		}
		if tok[0] == '1' {
			cols = append(cols, c-1)
		}
	}
	return cols, nil
}

// truncate cuts tok to 32 bytes for an error message.
func truncate(tok []byte) []byte {
	if len(tok) > 32 {
		return tok[:32]
	}
	return tok
}

// write prints the 0-based row ids as 1-based numbers on one line, or
// "No Solution!".
func write(out *judgeio.Writer, rows []int, ok bool) {
	if !ok {
		out.WriteString("No Solution!\n")
		return
	}
	out.WriteInts(rows, 1)
}
