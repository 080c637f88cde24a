package covergen

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/gen/rng"
	"github.com/ojkit/ojkit/gen/sudokugen"
)

// sizes are the shapes the tests run on: small, medium and the largest.
var sizes = []Config{
	{Rows: 12, Cols: 10, Ones: 40, Odd: 3},
	{Rows: 60, Cols: 40, Ones: 300, Odd: 5},
	{Rows: 500, Cols: 500, Ones: 5000, Odd: 3},
}

// solver returns a dlx.Solver holding in.
func solver(in *Instance) *dlx.Solver {
	var s dlx.Solver
	s.Reset(in.Cols)
	for _, row := range in.Rows {
		s.AddRow(row)
	}
	return &s
}

// checkCover returns what keeps rows from being an exact cover of in, or "".
func checkCover(in *Instance, rows []int) string {
	seen := make([]bool, in.Cols)
	for _, r := range rows {
		for _, c := range in.Rows[r] {
			if seen[c] {
				return fmt.Sprintf("column %d covered twice", c+1)
			}
			seen[c] = true
		}
	}
	for c, ok := range seen {
		if !ok {
			return fmt.Sprintf("column %d not covered", c+1)
		}
	}
	return ""
}

func TestCover(t *testing.T) {
	for _, c := range sizes {
		for seed := uint64(1); seed <= 5; seed++ {
			in := Cover(rng.New(seed), c)
			if err := checkCover(in, in.Cover); err != "" {
				t.Errorf("%+v seed %d: planted rows %v: %s", c, seed, in.Cover, err)
			}
			if got := in.Ones(); got != c.Ones {
				t.Errorf("%+v seed %d: %d ones, want %d", c, seed, got, c.Ones)
			}
		}
	}
}

func TestNoCover(t *testing.T) {
	for _, c := range sizes {
		for seed := uint64(1); seed <= 5; seed++ {
			in := NoCover(rng.New(seed), c)
			if in.Cover != nil {
				t.Errorf("%+v seed %d: cover %v, want none", c, seed, in.Cover)
			}
			if n := solver(in).Count(1); n != 0 {
				t.Errorf("%+v seed %d: %d covers, want 0", c, seed, n)
			}
		}
	}
}

func TestLastRow(t *testing.T) {
	for _, c := range append(sizes, Config{Rows: 5, Cols: 1, Ones: 1}) {
		for seed := uint64(1); seed <= 5; seed++ {
			in := LastRow(rng.New(seed), c)
			s := solver(in)
			if n := s.Count(2); n != 1 {
				t.Errorf("%+v seed %d: %d covers, want exactly 1", c, seed, n)
				continue
			}
			got, _ := s.Solve()
			if diff := cmp.Diff(in.Cover, got); diff != "" {
				t.Errorf("%+v seed %d: cover mismatch (-planted +found):\n%s", c, seed, diff)
			}
			if last := len(in.Rows) - 1; got[len(got)-1] != last {
				t.Errorf("%+v seed %d: cover %v does not use the last row %d", c, seed, got, last)
			}
		}
	}
}

// TestSudoku checks that the encoding of a minimal puzzle has exactly one
// cover, the planted one.
func TestSudoku(t *testing.T) {
	r := rng.New(1)
	g := sudokugen.New(3, r)
	for i := 0; i < 5; i++ {
		p := g.Minimal()
		in, err := Sudoku(r, p, g.Solution(p))
		if err != nil {
			t.Fatal(err)
		}
		s := solver(in)
		if n := s.Count(2); n != 1 {
			t.Fatalf("puzzle %d: %d covers, want 1", i, n)
		}
		got, _ := s.Solve()
		if diff := cmp.Diff(in.Cover, got); diff != "" {
			t.Errorf("puzzle %d: cover mismatch (-planted +found):\n%s", i, diff)
		}
	}
}

func TestPentomino(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		in, err := Pentomino(rng.New(seed), 300)
		if err != nil {
			t.Fatal(err)
		}
		if len(in.Rows) != 300 || in.Cols != 72 || len(in.Cover) != 12 {
			t.Errorf("seed %d: %d rows, %d columns, cover of %d rows; want 300, 72, 12", seed, len(in.Rows), in.Cols, len(in.Cover))
		}
		if err := checkCover(in, in.Cover); err != "" {
			t.Errorf("seed %d: %s", seed, err)
		}
	}
}

// TestPlacements checks the number of placements of the pentominoes on a
// 6×10 board: 2056, as in Knuth's "Dancing Links".
func TestPlacements(t *testing.T) {
	if n := len(placements(6, 10)); n != 2056 {
		t.Errorf("%d placements on 6×10, want 2056", n)
	}
}
