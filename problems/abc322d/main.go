// Command abc322d solves AtCoder ABC322 D "Polyomino": the input is three
// polyominoes, one after the other, each as 4 lines of 4 characters ('#' a
// square of it, '.' not); the output is "Yes" when the three, moved and
// turned but not flipped, cover the 4×4 grid without overlapping or sticking out, and
// "No" otherwise.
//
// The polyominoes are pieces of the placement package on a 4×4 board, every
// piece used once, and dancing links decides whether a cover exists.
//
//ojkit:judges AtCoder-abc322_d
//ojkit:limits 2s 1024MiB
//ojkit:compare tokens
package main

import (
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/judgeio"
	"github.com/ojkit/ojkit/placement"
)

// side is the side of the grid and of each polyomino's picture.
const side = 4

// pieces is the number of polyominoes.
const pieces = 3

func main() {
	judgeio.Run("abc322d", solve)
}

// solve reads the polyominoes and writes whether they fill the grid.
func solve(in *judgeio.Reader, out *judgeio.Writer) error {
	shapes, err := read(in)
	if err != nil {
		return err
	}
	if fills(shapes) {
		out.WriteString("Yes\n")
	} else {
		out.WriteString("No\n")
	}
	return nil
}

// read reads the three pictures and returns the polyominoes' cells.
func read(in *judgeio.Reader) ([]placement.Shape, error) {
	shapes := make([]placement.Shape, pieces)
	for p := range shapes {
		for r := 0; r < side; r++ {
			row := in.Token()
			if row == nil {
				return nil, fmt.Errorf("polyomino %d, row %d: %v", p+1, r+1, in.Err())
			}
			if len(row) != side {
				return nil, in.Reject(row, fmt.Sprintf("polyomino %d, row %d: want 4 characters '#' or '.', got", p+1, r+1))
			}
			for c, ch := range row {
				switch ch {
				case '#':
					shapes[p] = append(shapes[p], placement.Cell{R: r, C: c})
				case '.':
				default:
					return nil, in.Reject(row, fmt.Sprintf("polyomino %d, row %d: want 4 characters '#' or '.', got", p+1, r+1))
				}
			}
		}
		if len(shapes[p]) == 0 {
			return nil, fmt.Errorf("polyomino %d is empty", p+1)
		}
	}
	if in.More() {
		return nil, in.Reject(in.Token(), "want the end of input after the 12 rows, got")
	}
	return shapes, nil
}

// fills reports whether the shapes, turned but not flipped, cover the grid.
func fills(shapes []placement.Shape) bool {
	area := 0
	for _, s := range shapes {
		area += len(s)
	}
	if area != side*side {
		return false
	}
	board := placement.NewBoard(side, side, func(r, c int) bool { return true })
	var s dlx.Solver
	placement.AddRows(&s, board, placement.Placements(board, shapes, false), len(shapes), true)
	_, ok := s.Solve()
	return ok
}
