package sudokugen

import (
	"testing"

	"github.com/ojkit/ojkit/gen/rng"
)

// benchGen runs make b.N times and reports grids/s.
func benchGen(b *testing.B, make func(g *Generator) []byte, box int) {
	g := New(box, rng.New(1))
	givens := 0
	for i := 0; i < b.N; i++ {
		for _, v := range make(g) {
			if v != 0 {
				givens++
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "grids/s")
	b.ReportMetric(float64(givens)/float64(b.N), "givens/grid")
}

func BenchmarkFull9(b *testing.B)  { benchGen(b, (*Generator).Full, 3) }
func BenchmarkFull16(b *testing.B) { benchGen(b, (*Generator).Full, 4) }
func BenchmarkFull25(b *testing.B) { benchGen(b, (*Generator).Full, 5) }

func BenchmarkMinimal4(b *testing.B)  { benchGen(b, (*Generator).Minimal, 2) }
func BenchmarkMinimal9(b *testing.B)  { benchGen(b, (*Generator).Minimal, 3) }
func BenchmarkMinimal16(b *testing.B) { benchGen(b, (*Generator).Minimal, 4) }

// BenchmarkUnique25 digs 25×25 grids to 350 givens keeping the solution
// unique.
func BenchmarkUnique25(b *testing.B) {
	benchGen(b, func(g *Generator) []byte { return g.Unique(350) }, 5)
}

// BenchmarkUnique25At300 digs 25×25 grids to 300 givens keeping the solution
// unique.
func BenchmarkUnique25At300(b *testing.B) {
	benchGen(b, func(g *Generator) []byte { return g.Unique(300) }, 5)
}
