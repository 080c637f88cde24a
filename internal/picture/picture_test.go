package picture

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/term"
)

// sudokuAnswer is a solved 9×9 grid in SPOJ SUDOGOB's layout.
const sudokuAnswer = `5 3 4 6 7 8 9 1 2
6 7 2 1 9 5 3 4 8
1 9 8 3 4 2 5 6 7
8 5 9 7 6 1 4 2 3
4 2 6 8 5 3 7 9 1
7 1 3 9 2 4 8 5 6
9 6 1 5 3 7 2 8 4
2 8 7 4 1 9 6 3 5
3 4 5 2 8 6 1 7 9
`

// picture draws the picture of want and got with colour on or off.
func picture(want, got string, colour term.Mode) string {
	var b strings.Builder
	NewPicture([]byte(want), []byte(got)).Write(&b, colour.Palette(nil))
	return b.String()
}

func TestPictureSudoku(t *testing.T) {
	got := strings.Replace(strings.Replace(sudokuAnswer, "3 4 2 5", "4 3 2 5", 1), "3 5\n", "5 3\n", 1)
	want := `the grid at line 1, 9×9: 4 cells differ
 want                  got
 5 3 4 6 7 8 9 1 2     5 3 4 6 7 8 9 1 2
 6 7 2 1 9 5 3 4 8     6 7 2 1 9 5 3 4 8
 1 9 8[3 4]2 5 6 7     1 9 8[4 3]2 5 6 7
 8 5 9 7 6 1 4 2 3     8 5 9 7 6 1 4 2 3
 4 2 6 8 5 3 7 9 1     4 2 6 8 5 3 7 9 1
 7 1 3 9 2 4 8 5 6     7 1 3 9 2 4 8 5 6
 9 6 1 5 3 7 2 8 4     9 6 1 5 3 7 2 8 4
 2 8 7 4 1 9 6[3 5]    2 8 7 4 1 9 6[5 3]
 3 4 5 2 8 6 1 7 9     3 4 5 2 8 6 1 7 9
`
	if diff := cmp.Diff(want, picture(sudokuAnswer, got, term.Never)); diff != "" {
		t.Errorf("without colour (-want +got):\n%s", diff)
	}
	g, r, z := "\x1b[32m", "\x1b[31m", "\x1b[0m"
	row3 := " 1 9 8 " + g + "3" + z + " " + g + "4" + z + " 2 5 6 7     1 9 8 " + r + "4" + z + " " + r + "3" + z + " 2 5 6 7\n"
	if got := picture(sudokuAnswer, got, term.Always); !strings.Contains(got, row3) {
		t.Errorf("with colour, no row\n%q\nin\n%s", row3, got)
	}
}

// TestPictureShapes checks which outputs are grids of the answer's shape.
func TestPictureShapes(t *testing.T) {
	flat := strings.ReplaceAll(strings.ReplaceAll(sudokuAnswer, " ", ""), "\n", "") + "\n"
	cases := []struct {
		name, want, got string
		grid            bool
	}{
		{"a wrong cell", sudokuAnswer, strings.Replace(sudokuAnswer, "5", "6", 1), true},
		{"the same grid", sudokuAnswer, sudokuAnswer, false},
		{"a missing row", sudokuAnswer, sudokuAnswer[18:], false},
		{"one line for the grid", sudokuAnswer, strings.ReplaceAll(sudokuAnswer, "\n", " "), false},
		{"a digit line of 81 cells", flat, strings.Replace(flat, "5", "6", 1), true},
		{"a line of 9 cells", "123456789\n", "123456798\n", false},
		{"a line of 16 cells", "1234123412341234\n", "1234123412341243\n", false},
		{"digit lines, one a grid", flat + flat + flat, flat + strings.Replace(flat, "5", "6", 1) + flat, true},
		{"two rows", "1 2 3\n4 5 6\n", "1 2 3\n4 5 7\n", false},
		{"a heading above the grid", "Case 1:\n" + sudokuAnswer, "Case 1:\n" + strings.Replace(sudokuAnswer, "5", "6", 1), true},
		{"wide cells", "100000 2 3\n4 5 6\n7 8 9\n", "100000 2 3\n4 5 6\n7 8 8\n", false},
		{"CRLF and trailing blank lines", strings.ReplaceAll(sudokuAnswer, "\n", "\r\n") + "\n\n", strings.Replace(sudokuAnswer, "9 1 2", "9 2 1", 1), true},
	}
	for _, c := range cases {
		if got := NewPicture([]byte(c.want), []byte(c.got)) != nil; got != c.grid {
			t.Errorf("%s: a picture: %v, want %v", c.name, got, c.grid)
		}
	}
}

// TestPictureBounded checks that a large grid is cut around its first
// difference, saying what is shown, and that grids past the second are
// counted, not drawn.
func TestPictureBounded(t *testing.T) {
	var want, got strings.Builder
	for r := range 100 {
		row := strings.Repeat("A", 100)
		want.WriteString(row + "\n")
		if r == 60 {
			row = row[:70] + "B" + row[71:]
		}
		got.WriteString(row + "\n")
	}
	lines := strings.Split(picture(want.String(), got.String(), term.Never), "\n")
	head := []string{
		"the grid at line 1, 100×100: 1 cell differs (rows 59-88, columns 61-100 shown)",
		" want" + strings.Repeat(" ", 76) + "    got",
	}
	if diff := cmp.Diff(head, lines[:2]); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if n := len(lines) - 3; n != pictureRows {
		t.Errorf("%d rows drawn, want %d", n, pictureRows)
	}
	if diff := cmp.Diff(strings.Repeat(" A", 40)+"    "+strings.Repeat(" A", 40), lines[2]); diff != "" {
		t.Errorf("the first row (-want +got):\n%s", diff)
	}
	grid := "1 2 3\n4 5 6\n7 8 9\n\n"
	wrong := "1 2 3\n4 5 6\n7 8 0\n\n"
	all := picture(strings.Repeat(grid, 4), strings.Repeat(wrong, 4), term.Never)
	if !strings.HasSuffix(all, "\n(2 more grids differ)\n") || strings.Count(all, "the grid at line") != 2 {
		t.Errorf("four grids that differ:\n%s", all)
	}
}
