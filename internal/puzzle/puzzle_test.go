package puzzle

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const (
	line9   = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	solved9 = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
)

// digits turns a one-line puzzle into a grid.
func digits(s string) []byte {
	g := make([]byte, len(s))
	for i := range s {
		if s[i] != '.' {
			g[i] = s[i] - '0'
		}
	}
	return g
}

// pattern returns a valid complete grid of box size box, the puzzle left when
// every cell whose index is a multiple of 3 is emptied, and that puzzle as one
// line, the values written from first ('1' or 'A') on and '.' for empty.
func pattern(box int, first byte) (solved, grid []byte, line string) {
	n := box * box
	solved, grid = make([]byte, n*n), make([]byte, n*n)
	text := make([]byte, n*n)
	for i := range solved {
		r, c := i/n, i%n
		solved[i] = byte((r%box*box+r/box+c)%n + 1)
		if i%3 == 0 {
			text[i] = '.'
			continue
		}
		grid[i], text[i] = solved[i], first+solved[i]-1
	}
	return solved, grid, string(text)
}

func TestReadOneLineSizes(t *testing.T) {
	for _, c := range []struct {
		box   int
		first byte
	}{{2, '1'}, {3, '1'}, {4, 'A'}, {5, 'A'}} {
		solved, grid, line := pattern(c.box, c.first)
		if err := CheckSolution(grid, solved); err != nil {
			t.Fatalf("box %d: the pattern is not a valid grid: %v", c.box, err)
		}
		got, err := Read(strings.NewReader("# gen -p lines\n"+line+"\n"+line+"\n"), "f")
		if err != nil {
			t.Errorf("box %d: Read() error: %v", c.box, err)
			continue
		}
		want := []Puzzle{{grid, 2}, {grid, 3}}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("box %d: Read() (-want +got):\n%s", c.box, diff)
		}
	}
}

func TestRead(t *testing.T) {
	cases := []struct {
		name, in string
		want     []Puzzle
	}{
		{"one line", "# comment\r\n" + line9 + "\r\n\n" + strings.ReplaceAll(line9, ".", "0") + "  \n",
			[]Puzzle{{digits(line9), 2}, {digits(line9), 4}}},
		{"blocks", "#x\n\nA-\n--\n\n\n", nil},
		{"4x4 blocks", "A---\n-B--\n--C-\n---D\n\n\r\n----\n----\n----\nDCBA",
			[]Puzzle{{[]byte{1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4}, 1},
				{[]byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 3, 2, 1}, 7}}},
		{"16x16 block, letters only", strings.Repeat("ABCDEFGHIJKLMNOP\n", 16),
			[]Puzzle{{rowsOf(16), 1}}},
		{"empty", "", nil},
	}
	for _, c := range cases {
		got, err := Read(strings.NewReader(c.in), "f")
		if c.name == "blocks" {
			if err == nil {
				t.Errorf("%s: Read() accepted a 2-character row", c.name)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: Read() error: %v", c.name, err)
			continue
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("%s: Read() (-want +got):\n%s", c.name, diff)
		}
	}
}

// rowsOf returns the grid of n rows that all hold 1..n in order.
func rowsOf(n int) []byte {
	grid := make([]byte, n*n)
	for i := range grid {
		grid[i] = byte(i%n + 1)
	}
	return grid
}

func TestReadErrors(t *testing.T) {
	_, _, line16 := pattern(4, 'A')
	_, _, line25 := pattern(5, 'A')
	cases := []struct{ in, want string }{
		{"12345\n", "f:1: line of 5 characters: want 16, 81, 256 or 625 (one puzzle a line) or 4, 9, 16 or 25 (a grid row)"},
		{line9 + "\n" + line9[:80] + "\n", "f:2: line of 80 characters, want 81"},
		{"\n" + strings.Replace(line9, "4", "x", 1), "f:2: column 1: 'x' is not a digit or '.'"},
		{"1..2.3..........\n..5.............\n", "f:2: column 3: '5' is not a digit 1-4 or '.'"},
		{line16 + "\n" + line16[:255] + "\n", "f:2: line of 255 characters, want 256"},
		{line16[:5] + "Q" + line16[6:], "f:1: column 6: 'Q' is not a letter A-P or '.'"},
		{line25[:7] + "5" + line25[8:], "f:1: column 8: '5' is not a letter A-Y or '.'"},
		{line9 + "\n" + line16 + "\n", "f:2: line of 256 characters, want 81"},
		{"A---\n-B--\n--C-\n", "f:1: grid has 3 rows, want 4"},
		{"A---\n-B--\n\n--C-\n---D\n", "f:1: grid has 2 rows, want 4"},
		{"A---\n-B--\n--E-\n---D\n", "f:3: column 3: 'E' is not '-' or a letter A-D"},
		{"A---\n-B--\n--C\n", "f:3: row of 3 characters, want 4"},
	}
	for _, c := range cases {
		_, err := Read(strings.NewReader(c.in), "f")
		if err == nil || err.Error() != c.want {
			t.Errorf("Read(%q) error = %v, want %s", c.in, err, c.want)
		}
	}
}

func TestCheckSolution(t *testing.T) {
	givens, sol := digits(line9), digits(solved9)
	if err := CheckSolution(givens, sol); err != nil {
		t.Fatalf("CheckSolution(valid) = %v", err)
	}
	swapped := append([]byte(nil), sol...)
	swapped[0], swapped[1] = swapped[1], swapped[0] // rows stay permutations
	boxOnly := make([]byte, 81)                     // rows and columns are Latin, boxes are not
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			boxOnly[r*9+c] = byte((r+c)%9 + 1)
		}
	}
	cases := []struct {
		name         string
		givens, sol  []byte
		wantContains string
	}{
		{"given changed", givens, swapped, "cell 0 holds 1, but the given is 4"},
		{"column repeat", make([]byte, 81), swapped, "column 0 repeats a value"},
		{"row repeat", make([]byte, 81), append([]byte{sol[1]}, sol[1:]...), "row 0 repeats a value"},
		{"box repeat", make([]byte, 81), boxOnly, "box 0 repeats a value"},
		{"zero cell", givens, append([]byte{0}, sol[1:]...), "cell 0 holds 0, want 1..9"},
		{"short", givens, sol[:80], "solution of 80 cells for a grid of 81"},
		{"bad size", make([]byte, 80), make([]byte, 80), "solution of 80 cells for a grid of 80"},
	}
	for _, c := range cases {
		err := CheckSolution(c.givens, c.sol)
		if err == nil || !strings.Contains(err.Error(), c.wantContains) {
			t.Errorf("%s: CheckSolution() = %v, want %q", c.name, err, c.wantContains)
		}
	}
}

func TestSide(t *testing.T) {
	got := []int{Side(16), Side(81), Side(256), Side(625), Side(1), Side(100)}
	if diff := cmp.Diff([]int{4, 9, 16, 25, 0, 0}, got); diff != "" {
		t.Errorf("Side (-want +got):\n%s", diff)
	}
}

func TestCorpusPath(t *testing.T) {
	t.Setenv("OJKIT_CORPORA", "/some/dir")
	if got, want := CorpusPath("a.txt"), "/some/dir/a.txt"; got != want {
		t.Errorf("with $OJKIT_CORPORA, CorpusPath = %q, want %q", got, want)
	}
	t.Setenv("OJKIT_CORPORA", "")
	root, err := filepath.Abs("../..") // this package is internal/puzzle
	if err != nil {
		t.Fatal(err)
	}
	if got, want := CorpusPath("a.txt"), filepath.Join(filepath.Dir(root), "shared", "corpora", "a.txt"); got != want {
		t.Errorf("CorpusPath = %q, want %q (beside the module root)", got, want)
	}
}
