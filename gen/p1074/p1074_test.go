package p1074

import (
	"bytes"
	"testing"

	"github.com/ojkit/ojkit/gen/problem"
	"github.com/ojkit/ojkit/sudoku"
)

// targetScores returns the p1074 objective: weight 10 - max(|r-4|, |c-4|) times
// the digit.
func targetScores() *sudoku.Scores9 {
	var sc sudoku.Scores9
	for c := range sc {
		r, k := c/9-4, c%9-4
		r, k = max(r, -r), max(k, -k)
		for d := range sc[c] {
			sc[c][d] = int64(10-max(r, k)) * int64(d+1)
		}
	}
	return &sc
}

// hardP1074 returns the grids of `gen -p p1074 -kind hard` with seeds 1..n.
func hardP1074(b *testing.B, n int) [][]byte {
	p, _ := problem.Lookup("p1074")
	var grids [][]byte
	for seed := 1; seed <= n; seed++ {
		in, err := p.Generate(problem.Options{Kind: "hard", Seed: uint64(seed)})
		if err != nil {
			b.Fatal(err)
		}
		grid := make([]byte, 0, 81)
		for _, f := range bytes.Fields(in) {
			grid = append(grid, f[0]-'0')
		}
		grids = append(grids, grid)
	}
	return grids
}

// BenchmarkP1074Hard compares, on gen's hardest p1074 grids, the branch and
// bound of Solver9.Maximize with the plain enumeration of every solution,
// keeping the best total; both must agree.
func BenchmarkP1074Hard(b *testing.B) {
	grids := hardP1074(b, 6)
	sc := targetScores()
	var s sudoku.Solver9
	enumerate := func(g []byte) int64 {
		best := int64(-1)
		s.Enumerate(g, func(sol []byte) bool {
			var t int64
			for c, v := range sol {
				t += sc[c][v-1]
			}
			best = max(best, t)
			return true
		})
		return best
	}
	work := make([]byte, 81)
	maximize := func(g []byte) int64 {
		copy(work, g)
		t, _ := s.Maximize(work, sc)
		return t
	}
	for i, g := range grids {
		if a, e := maximize(g), enumerate(g); a != e {
			b.Fatalf("grid %d: Maximize %d, enumeration %d", i+1, a, e)
		}
	}
	for _, bc := range []struct {
		name string
		run  func([]byte) int64
	}{{"maximize", maximize}, {"enumerate", enumerate}} {
		b.Run(bc.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				for _, g := range grids {
					bc.run(g)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(grids)), "ms/grid")
		})
	}
}
