// Command fill is a second solution of AtCoder ABC345 D "Tiling", written
// apart from main.go: it reads the input with bufio.Scanner and strconv, and
// it searches by filling the grid's first empty cell, in reading order, with
// each unused tile turned either way whose top-left corner fits there.
package main

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"strconv"
)

func main() {
	tiles, h, w, err := parse(bufio.NewScanner(os.Stdin))
	if err != nil {
		fmt.Fprintln(os.Stderr, "abc345d-fill:", err)
		os.Exit(1)
	}
	t := tiler{h: h, w: w, tiles: tiles, used: make([]bool, len(tiles))}
	if t.fill(0) {
		fmt.Println("Yes")
	} else {
		fmt.Println("No")
	}
}

// tile is a rectangle's sides.
type tile struct{ a, b int }

// parse reads N H W and the N tiles, checking the statement's ranges and
// that nothing follows.
func parse(sc *bufio.Scanner) (tiles []tile, h, w int, err error) {
	sc.Split(bufio.ScanWords)
	next := func(what string, hi int) int {
		if err != nil {
			return 0
		}
		if !sc.Scan() {
			err = errors.New("input ends before " + what)
			return 0
		}
		v, e := strconv.Atoi(sc.Text())
		if e != nil || v < 1 || v > hi {
			err = fmt.Errorf("%s is %q, not an integer from 1 to %d", what, sc.Text(), hi)
		}
		return v
	}
	n := next("N", 7)
	h = next("H", 10)
	w = next("W", 10)
	for i := 0; i < n && err == nil; i++ {
		a := next("a tile's first side", 10)
		b := next("a tile's second side", 10)
		tiles = append(tiles, tile{a, b})
	}
	if err == nil && sc.Scan() {
		err = fmt.Errorf("unexpected %q after the tiles", sc.Text())
	}
	return tiles, h, w, err
}

// tiler is the search state: the grid's covered cells and the tiles in use.
type tiler struct {
	h, w    int
	tiles   []tile
	used    []bool
	covered [10][10]bool
}

// fill reports whether the cells from number k on (reading order) can be
// covered.
func (t *tiler) fill(k int) bool {
	for k < t.h*t.w && t.covered[k/t.w][k%t.w] {
		k++
	}
	if k == t.h*t.w {
		return true
	}
	r, c := k/t.w, k%t.w
	for i, tl := range t.tiles {
		if t.used[i] {
			continue
		}
		for turn := 0; turn < 2; turn++ {
			a, b := tl.a, tl.b
			if turn == 1 {
				if a == b {
					break
				}
				a, b = b, a
			}
			if !t.fits(r, c, a, b) {
				continue
			}
			t.mark(r, c, a, b, true)
			t.used[i] = true
			ok := t.fill(k + 1)
			t.used[i] = false
			t.mark(r, c, a, b, false)
			if ok {
				return true
			}
		}
	}
	return false
}

// fits reports whether an a×b tile with its corner at (r, c) stays on the
// grid and covers no covered cell.
func (t *tiler) fits(r, c, a, b int) bool {
	if r+a > t.h || c+b > t.w {
		return false
	}
	for i := r; i < r+a; i++ {
		for j := c; j < c+b; j++ {
			if t.covered[i][j] {
				return false
			}
		}
	}
	return true
}

// mark sets the cells of an a×b tile at (r, c) to v.
func (t *tiler) mark(r, c, a, b int, v bool) {
	for i := r; i < r+a; i++ {
		for j := c; j < c+b; j++ {
			t.covered[i][j] = v
		}
	}
}
