// Command acwing2713 solves AcWing 2713 "重复覆盖问题" (repeated cover): the
// input is `N M` and then N rows of M numbers 0 or 1 (whitespace of any kind
// between them), 1 <= N, M <= 100, every column holding a 1 in some row; the
// output is the least number k of rows that together hold a 1 in every
// column, on the first line, and k such rows' 1-based numbers on the second,
// in increasing order and separated by single spaces. The judge accepts any
// set of k rows that covers every column.
//
// The rows are those of a dancing-links matrix, and dlx.Solver.MinCover finds
// a smallest cover by iterative deepening with a lower bound.
//
//ojkit:judges AcWing2713
//ojkit:go 1.7
//ojkit:limits 1s 64MiB
//ojkit:compare checker
package main

import (
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/judgeio"
)

// maxSide is the largest N and M: the statement's sizes as accepted
// solutions size their arrays.
const maxSide = 100

func main() {
	judgeio.Run("acwing2713", solve)
}

// solve reads the matrix and writes a smallest cover.
func solve(in *judgeio.Reader, out *judgeio.Writer) error {
	var s dlx.Solver
	if err := readMatrix(in, &s); err != nil {
		return err
	}
	rows, _ := s.MinCover()
	out.WriteInt(int64(len(rows)))
	out.WriteByte('\n')
	out.WriteInts(rows, 1)
	return nil
}

// readMatrix reads the whole input into s and checks that every column has a
// 1, as the statement promises.
func readMatrix(in *judgeio.Reader, s *dlx.Solver) error {
	n, m := in.Int(), in.Int()
	if err := in.Err(); err != nil {
		return fmt.Errorf("N M: %v", err)
	}
	if n < 1 || n > maxSide || m < 1 || m > maxSide {
		return fmt.Errorf("N M = %d %d: want both in [1,100]", n, m)
	}
	s.Reset(int(m))
	covered := make([]bool, m)
	cols := make([]int, 0, m)
	for r := 1; r <= int(n); r++ {
		cols = cols[:0]
		for c := 1; c <= int(m); c++ {
			tok := in.Token()
			if tok == nil {
				return fmt.Errorf("row %d, column %d: %v (want %d rows of %d numbers)", r, c, in.Err(), n, m)
			}
			if len(tok) != 1 || tok[0] != '0' && tok[0] != '1' {
				return in.Reject(tok, fmt.Sprintf("row %d, column %d: want 0 or 1, got", r, c))
			}
			if tok[0] == '1' {
				cols = append(cols, c-1)
				covered[c-1] = true
			}
		}
		s.AddRow(cols)
	}
	if in.More() {
		return in.Reject(in.Token(), fmt.Sprintf("want the end of input after the %dx%d matrix, got", n, m))
	}
	for c, ok := range covered {
		if !ok {
			return fmt.Errorf("column %d holds no 1: no cover exists", c+1)
		}
	}
	return nil
}
