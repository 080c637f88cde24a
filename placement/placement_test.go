package placement

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/internal/gofloor"
)

// parse reads a shape drawn with '#' on lines separated by '/'.
func parse(s string) Shape { return Picture(strings.Split(s, "/")...) }

// pentominoes are the twelve pentominoes.
var pentominoes = map[string]string{
	"F": ".##/##./.#.", "I": "#####", "L": "####/#...", "N": "##../.###", "P": "##/##/#.",
	"T": "###/.#./.#.", "U": "#.#/###", "V": "#../#../###", "W": "#../##./.##", "X": ".#./###/.#.",
	"Y": "####/.#..", "Z": "##./.#./.##",
}

func TestOrientations(t *testing.T) {
	want := map[string][2]int{ // without and with flips
		"F": {4, 8}, "I": {2, 2}, "L": {4, 8}, "N": {4, 8}, "P": {4, 8}, "T": {4, 4},
		"U": {4, 4}, "V": {4, 4}, "W": {4, 4}, "X": {1, 1}, "Y": {4, 8}, "Z": {2, 4},
	}
	total := 0
	for name, drawing := range pentominoes {
		sh := parse(drawing)
		turns, all := len(Orientations(sh, false)), len(Orientations(sh, true))
		if turns != want[name][0] || all != want[name][1] {
			t.Errorf("%s: %d orientations, %d with flips; want %d, %d", name, turns, all, want[name][0], want[name][1])
		}
		total += all
	}
	if total != 63 {
		t.Errorf("%d fixed pentominoes, want 63", total)
	}
	if got := Orientations(Shape{{5, 7}, {5, 8}, {6, 7}, {6, 8}}, true); len(got) != 1 || got[0][3] != (Cell{1, 1}) {
		t.Errorf("a square: %v, want one orientation at the origin", got)
	}
}

// TestTilings counts the tilings of the 3×20 rectangle by the
// twelve pentominoes, with flips: 2 up to the rectangle's 4 symmetries, so 8
// as placements count them; and a board with a hole, the 3×3 square without
// its centre, by four dominoes: 2.
func TestTilings(t *testing.T) {
	var pieces []Shape
	for _, name := range []string{"F", "I", "L", "N", "P", "T", "U", "V", "W", "X", "Y", "Z"} {
		pieces = append(pieces, parse(pentominoes[name]))
	}
	var s dlx.Solver
	b := NewBoard(3, 20, func(r, c int) bool { return true })
	AddRows(&s, b, Placements(b, pieces, true), len(pieces), true)
	if got := s.Count(0); got != 8 {
		t.Errorf("3×20: %d tilings, want 8", got)
	}
	ring := NewBoard(3, 3, func(r, c int) bool { return r != 1 || c != 1 })
	domino := parse("##")
	dominoes := []Shape{domino, domino, domino, domino}
	AddRows(&s, ring, Placements(ring, dominoes, true), 4, true)
	if got := s.Count(0); got != 2*24 { // 2 tilings, 4! ways to number the dominoes
		t.Errorf("the 3×3 ring: %d tilings, want %d", got, 2*24)
	}
}

// TestAtMostOnce fills a 2×3 board with pieces that may be left out (two
// straight trominoes and three dominoes), and a triangle board with an L and
// a straight tromino, each used once.
func TestAtMostOnce(t *testing.T) {
	var s dlx.Solver
	domino, tromino := parse("##"), parse("###")
	b := NewBoard(2, 3, func(r, c int) bool { return true })
	pieces := []Shape{tromino, tromino, domino, domino, domino}
	AddRows(&s, b, Placements(b, pieces, false), len(pieces), false)
	// 2 straight trominoes (2 ways to pick which is on top), or 3 dominoes
	// (3 tilings of a 2×3 by dominoes, times 3! ways to pick the dominoes).
	if got := s.Count(0); got != 2+3*6 {
		t.Errorf("2×3 with pieces at most once: %d covers, want %d", got, 2+3*6)
	}
	tri := NewBoard(3, 3, func(r, c int) bool { return c <= r })
	if tri.Len() != 6 || tri.Index(0, 1) != -1 || tri.Cell(tri.Index(2, 1)) != (Cell{2, 1}) {
		t.Errorf("the triangle board: %d cells, index(0,1) %d", tri.Len(), tri.Index(0, 1))
	}
	ell := parse("#./##")
	AddRows(&s, tri, Placements(tri, []Shape{ell, tromino}, true), 2, true)
	if got := s.Count(0); got != 2 {
		t.Errorf("the triangle of 6 cells by an L and a straight tromino: %d tilings, want 2", got)
	}
}

// TestFloor builds the package under go1.7's language rules.
func TestFloor(t *testing.T) {
	if err := gofloor.Build(".", "1.7"); err != nil {
		t.Fatal(err)
	}
}

func TestPictureRectangleSame(t *testing.T) {
	l := Picture("#..", "###")
	if diff := cmp.Diff(Shape{{0, 0}, {1, 0}, {1, 1}, {1, 2}}, l); diff != "" {
		t.Errorf("Picture (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(Shape{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}}, Rectangle(3, 2)); diff != "" {
		t.Errorf("Rectangle (-want +got):\n%s", diff)
	}
	turned := Picture("##", "#.", "#.") // l a quarter turn on, moved
	mirrored := Picture("..#", "###")   // l mirrored: no turn makes it
	for _, c := range []struct {
		a    Shape
		flip bool
		want bool
	}{
		{turned, false, true},
		{mirrored, false, false},
		{mirrored, true, true},
		{Rectangle(2, 2), true, false},
		{Picture("#..", "##."), false, false},
	} {
		if got := Same(c.a, l, c.flip); got != c.want {
			t.Errorf("Same(%v, %v, %v) = %v, want %v", c.a, l, c.flip, got, c.want)
		}
	}
}
