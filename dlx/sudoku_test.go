package dlx

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/puzzle"
)

// parse reads a grid written with one character a cell, whitespace ignored:
// '.', '-' and '0' are empty, '1'..'9' digits, 'A'.. the values 1.. (for
// grids larger than 9×9).
func parse(s string) []byte {
	var g []byte
	for _, ch := range strings.Join(strings.Fields(s), "") {
		switch {
		case ch == '.' || ch == '-' || ch == '0':
			g = append(g, 0)
		case ch >= '1' && ch <= '9':
			g = append(g, byte(ch-'0'))
		default:
			g = append(g, byte(ch-'A'+1))
		}
	}
	return g
}

// format writes a grid back: digits for up to 9×9, letters above.
func format(g []byte) string {
	b := make([]byte, len(g))
	for i, v := range g {
		switch {
		case v == 0:
			b[i] = '.'
		case len(g) > 81:
			b[i] = 'A' + v - 1
		default:
			b[i] = '0' + v
		}
	}
	return string(b)
}

// The samples of the judges' statements (../shared/PROBLEMS.md).
const (
	sudogob1 = `3 0 6 0 0 2 5 0 0  0 0 0 0 3 8 0 0 0  7 0 8 0 1 6 0 9 0
		0 0 7 0 0 3 8 6 0  8 2 0 0 7 0 0 4 5  0 6 3 1 0 0 9 0 0
		0 7 0 3 5 0 6 0 2  0 0 0 8 2 0 0 0 0  0 0 2 9 0 0 7 0 4`
	sudogob2 = `3 0 6 0 0 2 5 0 3  0 0 0 0 3 8 0 0 0  7 0 8 0 1 6 0 9 0
		0 0 7 0 0 3 8 6 0  8 2 0 0 7 0 0 4 5  0 6 3 1 0 0 9 0 0
		0 7 0 3 5 0 6 0 2  0 0 0 8 2 0 0 0 0  0 0 2 9 0 0 7 0 4`
	sudogob3 = `3 0 6 0 0 2 0 0 0  0 0 0 0 3 8 0 0 0  7 0 8 0 1 6 0 9 0
		0 0 7 0 0 3 8 6 0  8 2 0 0 7 0 0 4 5  0 6 3 1 0 0 9 0 0
		0 7 0 3 5 0 6 0 2  0 0 0 8 2 0 0 0 0  0 0 2 9 0 0 7 0 4`
	sudogob1Answer = "316492578295738416748516293957243861821679345463185927179354682634827159582961734"

	acwing1       = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	acwing1Answer = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
	acwing2       = "......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3."
	acwing2Answer = "416837529982465371735129468571298643293746185864351297647913852359682714128574936"
	poj3074       = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534."
	poj3074Answer = "527389416819426735436751829375692184194538267268174593643217958951843672782965341"

	p1784       = "800000000003600000070090200050007000000045700000100030001000068008500010090000400"
	p1784Answer = "812753649943682175675491283154237896369845721287169534521974368438526917796318452"

	poj3076 = `--A----C-----O-I -J--A-B-P-CGF-H- --D--F-I-E----P- -G-EL-H----M-J--
		----E----C--G--- -I--K-GA-B---E-J D-GP--J-F----A-- -E---C-B--DP--O-
		E--F-M--D--L-K-A -C--------O-I-L- H-P-C--F-A--B--- ---G-OD---J----H
		K---J----H-A-P-L --B--P--E--K--A- -H--B--K--FI-C-- --F---C--D--H-N-`
	poj3076Answer = `FPAHMJECNLBDKOGI OJMIANBDPKCGFLHE LNDKGFOIJEAHMBPC BGCELKHPOFIMAJDN
		MFHBELPOACKJGNID CILNKDGAHBMOPEFJ DOGPIHJMFNLECAKB JEKAFCNBGIDPLHOM
		EBOFPMIJDGHLNKCA NCJDHBAEKMOFIGLP HMPLCGKFIAENBDJO AKIGNODLBPJCEFMH
		KDEMJIFNCHGAOPBL GLBCDPMHEONKJIAF PHNOBALKMJFIDCEG IAFJOECGLDPBHMNK`
)

// patternGrid is the solved grid (r·box + r/box + c) mod N + 1 of size box.
func patternGrid(box int) []byte {
	n := box * box
	g := make([]byte, n*n)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			g[r*n+c] = byte((r*box+r/box+c)%n + 1)
		}
	}
	return g
}

// holes makes a puzzle from a solved grid, deterministically: it keeps
// about keep percent of the cells (those whose index hashes below keep).
func holes(g []byte, keep int) []byte {
	h := append([]byte(nil), g...)
	for i := range h {
		if (i*37+11)%100 >= keep {
			h[i] = 0
		}
	}
	return h
}

func TestSudokuCount(t *testing.T) {
	conflict := parse(acwing1)
	conflict[1] = 4 // a second 4 in row 0
	bigValue := make([]byte, 16)
	bigValue[5] = 5
	tests := []struct {
		name  string
		grid  []byte
		limit int64
		want  int64
	}{
		{"empty-4x4", make([]byte, 16), 0, 288},
		{"empty-4x4-limit", make([]byte, 16), 100, 100},
		{"empty-9x9-limit", make([]byte, 81), 1000, 1000},
		{"sudogob-1", parse(sudogob1), 0, 1},
		{"sudogob-2", parse(sudogob2), 0, 0},
		{"sudogob-3", parse(sudogob3), 0, 2},
		{"acwing166-1", parse(acwing1), 0, 1},
		{"poj3076", parse(poj3076), 0, 1},
		{"conflicting-givens", conflict, 0, 0},
		{"value-above-N", bigValue, 0, 0},
		{"solved-9x9", parse(sudogob1Answer), 0, 1},
		{"solved-25x25", patternGrid(5), 0, 1},
	}
	var z Sudoku
	for _, tc := range tests {
		got := z.Count(tc.grid, tc.limit)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: Count(%d) mismatch (-want +got):\n%s", tc.name, tc.limit, diff)
		}
	}
}

func TestSudokuSolve(t *testing.T) {
	tests := []struct {
		name, grid, want string
	}{
		{"sudogob-1", sudogob1, sudogob1Answer},
		{"acwing166-1", acwing1, acwing1Answer},
		{"acwing166-2", acwing2, acwing2Answer},
		{"poj3074", poj3074, poj3074Answer},
		{"p1784", p1784, p1784Answer},
		{"poj3076", poj3076, poj3076Answer},
		{"solved", sudogob1Answer, sudogob1Answer},
	}
	var z Sudoku
	for _, tc := range tests {
		g := parse(tc.grid)
		if !z.Solve(g) {
			t.Errorf("%s: Solve = false, want true", tc.name)
			continue
		}
		if diff := cmp.Diff(format(parse(tc.want)), format(g)); diff != "" {
			t.Errorf("%s: Solve mismatch (-want +got):\n%s", tc.name, diff)
		}
	}
}

func TestSudokuSolveOwnGrids(t *testing.T) {
	var z Sudoku
	for box := 2; box <= 5; box++ {
		for _, keep := range []int{0, 30, 60, 100} {
			grid := holes(patternGrid(box), keep)
			g := append([]byte(nil), grid...)
			if !z.Solve(g) || puzzle.CheckSolution(grid, g) != nil {
				t.Errorf("box %d keep %d: Solve gave %s", box, keep, format(g))
			}
		}
	}
}

func TestSudokuNoSolutionLeavesGrid(t *testing.T) {
	var z Sudoku
	for _, s := range []string{sudogob2, "11" + strings.Repeat("0", 14)} {
		g := parse(s)
		if z.Solve(g) {
			t.Errorf("Solve(%s) = true, want false", s)
		}
		if diff := cmp.Diff(format(parse(s)), format(g)); diff != "" {
			t.Errorf("grid changed (-want +got):\n%s", diff)
		}
	}
}

func TestSudokuEnumerate(t *testing.T) {
	var z Sudoku
	grid := parse(sudogob3)
	var got []string
	n := z.Enumerate(grid, func(sol []byte) bool {
		if puzzle.CheckSolution(grid, sol) != nil {
			t.Errorf("invalid solution %s", format(sol))
		}
		got = append(got, format(sol))
		return true
	})
	if diff := cmp.Diff([2]int{2, 2}, [2]int{int(n), len(got)}); diff != "" {
		t.Fatalf("Enumerate count mismatch (-want +got):\n%s", diff)
	}
	if got[0] == got[1] {
		t.Errorf("Enumerate gave the same solution twice: %s", got[0])
	}
	if diff := cmp.Diff(format(parse(sudogob3)), format(grid)); diff != "" {
		t.Errorf("grid changed (-want +got):\n%s", diff)
	}
	stopped := z.Enumerate(make([]byte, 81), func([]byte) bool { return false })
	if diff := cmp.Diff(int64(1), stopped); diff != "" {
		t.Errorf("Enumerate with early stop mismatch (-want +got):\n%s", diff)
	}
}

func TestSudokuBadLength(t *testing.T) {
	var z Sudoku
	for _, n := range []int{0, 1, 15, 17, 80, 1296} {
		mustPanic(t, "grid length must be", func() { z.Count(make([]byte, n), 0) })
	}
}

// solved4 returns every solved 4×4 grid, by plain backtracking.
func solved4() [][]byte {
	var all [][]byte
	g := make([]byte, 16)
	var fill func(i int)
	fill = func(i int) {
		if i == 16 {
			all = append(all, append([]byte(nil), g...))
			return
		}
		for v := byte(1); v <= 4; v++ {
			g[i] = v
			if fits4(g, i) {
				fill(i + 1)
			}
		}
		g[i] = 0
	}
	fill(0)
	return all
}

// fits4 reports whether cell i of g differs from the earlier cells of its
// row, column and box.
func fits4(g []byte, i int) bool {
	r, c := i/4, i%4
	for j := 0; j < i; j++ {
		rj, cj := j/4, j%4
		same := rj == r || cj == c || (rj/2 == r/2 && cj/2 == c/2)
		if same && g[j] == g[i] {
			return false
		}
	}
	return true
}

// count4 counts the solved grids that keep the givens of grid.
func count4(all [][]byte, grid []byte) int64 {
	var n int64
	for _, s := range all {
		ok := true
		for i, v := range grid {
			if v != 0 && s[i] != v {
				ok = false
				break
			}
		}
		if ok {
			n++
		}
	}
	return n
}

// checkSudoku4 compares Count, Solve and Enumerate on a 4×4 grid with the
// brute-force count.
func checkSudoku4(t *testing.T, z *Sudoku, all [][]byte, grid []byte) {
	t.Helper()
	want := count4(all, grid)
	if diff := cmp.Diff(want, z.Count(grid, 0)); diff != "" {
		t.Fatalf("%v: Count mismatch (-want +got):\n%s", grid, diff)
	}
	n := z.Enumerate(grid, func(sol []byte) bool {
		if puzzle.CheckSolution(grid, sol) != nil {
			t.Fatalf("%v: invalid solution %v", grid, sol)
		}
		return true
	})
	if diff := cmp.Diff(want, n); diff != "" {
		t.Fatalf("%v: Enumerate mismatch (-want +got):\n%s", grid, diff)
	}
	g := append([]byte(nil), grid...)
	if ok := z.Solve(g); ok != (want > 0) || (ok && puzzle.CheckSolution(grid, g) != nil) {
		t.Fatalf("%v: Solve = %v, %v; want ok %v", grid, ok, g, want > 0)
	}
}

func TestSudoku4AgainstBruteForce(t *testing.T) {
	all := solved4()
	if diff := cmp.Diff(288, len(all)); diff != "" {
		t.Fatalf("solved 4×4 grids mismatch (-want +got):\n%s", diff)
	}
	var z Sudoku
	seed := uint32(7)
	for k := 0; k < 3000; k++ {
		density := uint32(k % 12) // givens: about density/16 of the cells
		grid := make([]byte, 16)
		for i := range grid {
			seed = seed*1664525 + 1013904223
			x := seed >> 24
			switch {
			case x == 255:
				grid[i] = 5 // above N: no solution
			case x%16 < density:
				grid[i] = byte(1 + x/16%4)
			}
		}
		checkSudoku4(t, &z, all, grid)
	}
}

func TestSudokuAllocs(t *testing.T) {
	var z Sudoku
	grids := [][]byte{parse(poj3076), parse(acwing1), parse(sudogob3), make([]byte, 16)}
	visit := func([]byte) bool { return true }
	buf := make([][]byte, len(grids))
	for i, g := range grids {
		buf[i] = make([]byte, len(g))
	}
	work := func() {
		for i, g := range grids {
			z.Count(g, 0)
			z.Enumerate(g, visit)
			copy(buf[i], g)
			z.Solve(buf[i])
		}
	}
	work()
	if n := testing.AllocsPerRun(3, work); n != 0 {
		t.Errorf("AllocsPerRun = %v, want 0", n)
	}
}
