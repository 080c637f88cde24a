// Command abc345d solves AtCoder ABC345 D "Tiling": the input is `N H W` and
// then N lines `A_i B_i`, the sides of N rectangular tiles (1 <= N <= 7,
// 1 <= H, W, A_i, B_i <= 10); the output is "Yes" when some of the tiles, each
// used at most once and turned or not, cover the H×W grid exactly along the
// cell lines, and "No" otherwise.
//
// The tiles are pieces of the placement package on an H×W board; each tile's
// column is secondary, so a cover may leave tiles out, and dancing links
// decides whether any cover exists.
//
//ojkit:judges AtCoder-abc345_d
//ojkit:limits 2s 1024MiB
//ojkit:compare tokens
package main

import (
	"fmt"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/judgeio"
	"github.com/ojkit/ojkit/placement"
)

// Bounds from the statement.
const (
	maxTiles = 7
	maxSide  = 10
)

func main() {
	judgeio.Run("abc345d", solve)
}

// solve reads the grid and the tiles and writes whether they can tile it.
func solve(in *judgeio.Reader, out *judgeio.Writer) error {
	h, w, tiles, err := read(in)
	if err != nil {
		return err
	}
	if canTile(h, w, tiles) {
		out.WriteString("Yes\n")
	} else {
		out.WriteString("No\n")
	}
	return nil
}

// read reads the whole input: the grid's sides and the tiles as shapes.
func read(in *judgeio.Reader) (h, w int, tiles []placement.Shape, err error) {
	n, err := readInt(in, "N", 1, maxTiles)
	if err != nil {
		return 0, 0, nil, err
	}
	if h, err = readInt(in, "H", 1, maxSide); err != nil {
		return 0, 0, nil, err
	}
	if w, err = readInt(in, "W", 1, maxSide); err != nil {
		return 0, 0, nil, err
	}
	for i := 1; i <= n; i++ {
		a, err := readInt(in, fmt.Sprintf("A_%d", i), 1, maxSide)
		if err != nil {
			return 0, 0, nil, err
		}
		b, err := readInt(in, fmt.Sprintf("B_%d", i), 1, maxSide)
		if err != nil {
			return 0, 0, nil, err
		}
		tiles = append(tiles, placement.Rectangle(a, b))
	}
	if in.More() {
		return 0, 0, nil, in.Reject(in.Token(), "want the end of input after the tiles, got")
	}
	return h, w, tiles, nil
}

// readInt reads the number called name and checks lo <= it <= hi.
func readInt(in *judgeio.Reader, name string, lo, hi int) (int, error) {
	v := in.Int()
	if err := in.Err(); err != nil {
		return 0, fmt.Errorf("%s: %v", name, err)
	}
	if v < int64(lo) || v > int64(hi) {
		return 0, fmt.Errorf("%s = %d: want %d <= %s <= %d", name, v, lo, name, hi)
	}
	return int(v), nil
}

// canTile reports whether some of the tiles cover the h×w grid exactly.
func canTile(h, w int, tiles []placement.Shape) bool {
	area := 0
	for _, t := range tiles {
		area += len(t)
	}
	if area < h*w {
		return false
	}
	board := placement.NewBoard(h, w, func(r, c int) bool { return true })
	pls := placement.Placements(board, tiles, false)
	var s dlx.Solver
	placement.AddRows(&s, board, pls, len(tiles), false)
	_, ok := s.Solve()
	return ok
}
