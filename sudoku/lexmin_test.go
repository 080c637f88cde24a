package sudoku_test

import (
	"bytes"
	"testing"

	"github.com/ojkit/ojkit/gen/rng"
	"github.com/ojkit/ojkit/gen/sudokugen"
	"github.com/ojkit/ojkit/sudoku"
)

// enumerateMin returns the smallest solution of grid by enumerating them all
// with enumerate (a Solver's or a Solver9's Enumerate).
func enumerateMin(enumerate func([]byte, func([]byte) bool) int64, grid []byte) []byte {
	var best []byte
	enumerate(grid, func(sol []byte) bool {
		if best == nil || bytes.Compare(sol, best) < 0 {
			best = append(best[:0], sol...)
		}
		return true
	})
	return best
}

// TestSolveLexMin checks both engines' smallest solution against the
// smallest of every solution, on 4×4 and 9×9 grids with 1 to 1000 solutions,
// and that a grid without a solution is left as it was.
func TestSolveLexMin(t *testing.T) {
	t.Parallel()
	var s sudoku.Solver
	var s9 sudoku.Solver9
	for _, box := range []int{2, 3} {
		g := sudokugen.New(box, rng.New(uint64(box)))
		ks := []int64{1, 2, 7, 100, 1000}
		if box == 2 {
			ks = []int64{1, 2} // the most a 4×4 grid of Multi's kind has
		}
		for _, k := range ks {
			grid, err := g.Multi(k)
			if err != nil {
				t.Fatalf("box %d, %d solutions: %v", box, k, err)
			}
			want := enumerateMin(s.Enumerate, grid)
			got := append([]byte(nil), grid...)
			if !s.SolveLexMin(got) || !bytes.Equal(got, want) {
				t.Errorf("Solver, box %d, %d solutions: %v, want %v", box, k, got, want)
			}
			if box == 3 {
				got9 := append([]byte(nil), grid...)
				if !s9.SolveLexMin(got9) || !bytes.Equal(got9, want) {
					t.Errorf("Solver9, %d solutions: %v, want %v", k, got9, want)
				}
			}
		}
		bad := g.Unsolvable(g.Minimal())
		keep := append([]byte(nil), bad...)
		if s.SolveLexMin(bad) || !bytes.Equal(bad, keep) {
			t.Errorf("box %d: an unsolvable grid: solved or changed", box)
		}
	}
}

// BenchmarkLexMin finds the smallest solution of 9×9 grids with 1000
// solutions: SolveLexMin against enumerating every solution with the same
// engine, in one run.
func BenchmarkLexMin(b *testing.B) {
	g := sudokugen.New(3, rng.New(42))
	var grids [][]byte
	for tries := 0; len(grids) < 5; tries++ {
		grid, err := g.Multi(1000)
		if err == nil {
			grids = append(grids, grid)
		} else if tries == 50 {
			b.Fatal(err)
		}
	}
	var s9 sudoku.Solver9
	b.Run("SolveLexMin", func(b *testing.B) {
		work := make([]byte, 81)
		for b.Loop() {
			for _, grid := range grids {
				copy(work, grid)
				s9.SolveLexMin(work)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(grids))/1e3, "µs/grid")
	})
	b.Run("enumerate", func(b *testing.B) {
		for b.Loop() {
			for _, grid := range grids {
				enumerateMin(s9.Enumerate, grid)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(grids))/1e3, "µs/grid")
	})
}
