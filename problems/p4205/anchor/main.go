// Command anchor is a second solution of Luogu P4205 (the pearl puzzle),
// written apart from main.go: it reads the ten lines with bufio.Reader, makes
// each piece's distinct orientations itself (four turns of the picture and of
// its mirror image), and fills the first empty cell in reading order with each
// unused piece in each orientation whose first bead, in reading order, lands
// on that cell.
package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strings"
)

// beads draws the pieces A to L as the statement's figure shows them.
var beads = [12]string{
	"##/#.", "####", "###/#..", "##/##", "#../#../###", "####/.#..",
	"###/#.#", "###/##.", "###./..##", ".#./###/.#.", "#../##./.##", "####/#...",
}

// point is a cell: row and column.
type point struct{ r, c int }

// orientation is a piece's beads relative to its first bead in reading order.
type orientation []point

func main() {
	board, err := readBoard(bufio.NewReader(os.Stdin))
	if err != nil {
		fmt.Fprintln(os.Stderr, "p4205-anchor:", err)
		os.Exit(1)
	}
	s := solver{board: board}
	for p := range beads {
		s.orients[p] = orientations(beads[p])
	}
	if err := s.checkPlaced(); err != nil {
		fmt.Fprintln(os.Stderr, "p4205-anchor:", err)
		os.Exit(1)
	}
	if !s.fill(0) {
		fmt.Println("No solution")
		return
	}
	for r := 0; r < 10; r++ {
		fmt.Println(string(s.board[r][:r+1]))
	}
}

// readBoard reads ten lines, line i holding i characters 'A'-'L' or '.',
// skipping blank lines and the spaces around each line.
func readBoard(rd *bufio.Reader) ([10][10]byte, error) {
	var b [10][10]byte
	r := 0
	for {
		line, err := rd.ReadString('\n')
		if text := strings.TrimSpace(line); text != "" {
			if r == 10 {
				return b, fmt.Errorf("%q after the tenth row", text)
			}
			if len(text) != r+1 || strings.Trim(text, ".ABCDEFGHIJKL") != "" {
				return b, fmt.Errorf("row %d is %q: want %d of 'A'-'L' and '.'", r+1, text, r+1)
			}
			copy(b[r][:], text)
			r++
		}
		if err != nil {
			break
		}
	}
	if r < 10 {
		return b, fmt.Errorf("only %d rows, want 10", r)
	}
	return b, nil
}

// orientations returns the distinct orientations of a picture.
func orientations(picture string) []orientation {
	var cells []point
	for r, row := range strings.Split(picture, "/") {
		for c, ch := range row {
			if ch == '#' {
				cells = append(cells, point{r, c})
			}
		}
	}
	seen := map[string]bool{}
	var out []orientation
	for flip := 0; flip < 2; flip++ {
		for turn := 0; turn < 4; turn++ {
			o := anchored(cells)
			if key := fmt.Sprint(o); !seen[key] {
				seen[key] = true
				out = append(out, o)
			}
			for i, p := range cells {
				cells[i] = point{p.c, -p.r}
			}
		}
		for i, p := range cells {
			cells[i] = point{p.r, -p.c}
		}
	}
	return out
}

// anchored returns the cells sorted in reading order and moved so that the
// first is (0, 0).
func anchored(cells []point) orientation {
	o := append(orientation(nil), cells...)
	sort.Slice(o, func(i, j int) bool { return o[i].r < o[j].r || o[i].r == o[j].r && o[i].c < o[j].c })
	first := o[0]
	for i := range o {
		o[i] = point{o[i].r - first.r, o[i].c - first.c}
	}
	return o
}

// solver is the search state.
type solver struct {
	board   [10][10]byte
	used    [12]bool
	orients [12][]orientation
}

// checkPlaced marks the pieces on the board as used, checking that each is
// whole and has one of its orientations.
func (s *solver) checkPlaced() error {
	var cells [12][]point
	for r := 0; r < 10; r++ {
		for c := 0; c <= r; c++ {
			if b := s.board[r][c]; b != '.' {
				cells[b-'A'] = append(cells[b-'A'], point{r, c})
			}
		}
	}
	for p, pc := range cells {
		if len(pc) == 0 {
			continue
		}
		s.used[p] = true
		key, ok := fmt.Sprint(anchored(pc)), false
		for _, o := range s.orients[p] {
			ok = ok || fmt.Sprint(o) == key
		}
		if !ok {
			return fmt.Errorf("the %c cells on the board do not make the piece %c", 'A'+p, 'A'+p)
		}
	}
	return nil
}

// free reports whether (r, c) is an empty cell of the triangle.
func (s *solver) free(r, c int) bool {
	return r >= 0 && r < 10 && c >= 0 && c <= r && s.board[r][c] == '.'
}

// fill covers the empty cells from number k on (reading order) and reports
// whether it could.
func (s *solver) fill(k int) bool {
	for ; k < 55; k++ {
		if r, c := cellAt(k); s.board[r][c] == '.' {
			break
		}
	}
	if k == 55 {
		return true
	}
	r, c := cellAt(k)
	for p := range s.orients {
		if s.used[p] {
			continue
		}
		for _, o := range s.orients[p] {
			if !s.fits(r, c, o) {
				continue
			}
			s.put(r, c, o, byte('A'+p))
			s.used[p] = true
			if s.fill(k + 1) {
				return true
			}
			s.used[p] = false
			s.put(r, c, o, '.')
		}
	}
	return false
}

// cellAt returns the row and column of the k-th cell of the triangle.
func cellAt(k int) (int, int) {
	r := 0
	for k > r {
		k -= r + 1
		r++
	}
	return r, k
}

// fits reports whether o anchored at (r, c) lies on empty cells.
func (s *solver) fits(r, c int, o orientation) bool {
	for _, p := range o {
		if !s.free(r+p.r, c+p.c) {
			return false
		}
	}
	return true
}

// put writes b in the cells of o anchored at (r, c).
func (s *solver) put(r, c int, o orientation, b byte) {
	for _, p := range o {
		s.board[r+p.r][c+p.c] = b
	}
}
