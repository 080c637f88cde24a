package sudoku_test

import (
	"testing"

	"github.com/ojkit/ojkit/gen/rng"
	"github.com/ojkit/ojkit/gen/sudokugen"
	"github.com/ojkit/ojkit/sudoku"
)

// BenchmarkDiagonals solves 200 minimal X-Sudoku puzzles with the diagonals
// as houses, and 200 minimal plain puzzles without, each from sudokugen with
// a fixed seed: puzzles/s of the two in the same run, and the guesses a
// puzzle and the time a guess, which set the puzzles' difficulty apart from
// the engine's cost.
func BenchmarkDiagonals(b *testing.B) {
	const n = 200
	x, plain := sudokugen.NewDiagonal(rng.New(7)), sudokugen.New(3, rng.New(7))
	sets := []struct {
		name      string
		diagonals bool
		gen       *sudokugen.Generator
	}{{"x", true, x}, {"plain", false, plain}}
	for _, set := range sets {
		var puzzles [][]byte
		for i := 0; i < n; i++ {
			puzzles = append(puzzles, set.gen.Minimal())
		}
		b.Run(set.name, func(b *testing.B) {
			var s sudoku.Solver9
			s.SetDiagonals(set.diagonals)
			grid := make([]byte, 81)
			var guesses int64
			for b.Loop() {
				for _, p := range puzzles {
					copy(grid, p)
					if !s.Solve(grid) {
						b.Fatal("no solution")
					}
					guesses += s.Guesses()
				}
			}
			b.ReportMetric(float64(b.N*n)/b.Elapsed().Seconds(), "puzzles/s")
			b.ReportMetric(float64(guesses)/float64(b.N*n), "guesses/puzzle")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(max(guesses, 1)), "ns/guess")
		})
	}
}
