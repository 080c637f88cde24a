package sudoku

import (
	"fmt"
	"os"
	"testing"

	"github.com/ojkit/ojkit/internal/puzzle"
)

// benchSolve solves every grid of the corpus b.N times over, checking the
// answers, and reports puzzles/s and ms/puzzle.
func benchSolve(b *testing.B, grids [][]byte) {
	var s Solver
	s.Learn()
	work := make([]byte, len(grids[0]))
	for _, g := range grids { // warm up and check
		copy(work, g)
		if !s.Solve(work) {
			b.Fatalf("no solution for\n%s", formatLetters(g))
		}
		if msg := puzzle.CheckSolution(g, work); msg != nil {
			b.Fatal(msg)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, g := range grids {
			copy(work, g)
			s.Solve(work)
		}
	}
	n := float64(b.N) * float64(len(grids))
	sec := b.Elapsed().Seconds()
	b.ReportMetric(n/sec, "puzzles/s")
	b.ReportMetric(sec*1000/n, "ms/puzzle")
	b.ReportMetric(0, "ns/op")
}

func BenchmarkMinimal16(b *testing.B) {
	benchSolve(b, readPuzzles(b, "testdata/minimal16.txt"))
}

func BenchmarkGecode16(b *testing.B) {
	benchSolve(b, readPuzzles(b, gecode16Path))
}

// BenchmarkGecode25 has one sub-benchmark per grid (grid01..grid18), since the
// hardest can take a minute; it runs only with SUDOKU_SLOW=1, e.g.
// SUDOKU_SLOW=1 go test -bench 'Gecode25/grid0[23]' -benchtime 1x.
func BenchmarkGecode25(b *testing.B) {
	if os.Getenv("SUDOKU_SLOW") == "" {
		b.Skip("set SUDOKU_SLOW=1 to run")
	}
	for i, g := range readPuzzles(b, gecode25Path) {
		b.Run(fmt.Sprintf("grid%02d", i+1), func(b *testing.B) {
			benchSolve(b, [][]byte{g})
		})
	}
}

func BenchmarkMinimal9(b *testing.B) {
	benchSolve(b, readPuzzles(b, "testdata/minimal9.txt"))
}

func BenchmarkTop1465(b *testing.B) {
	benchSolve(b, readPuzzles(b, top1465Path))
}

// countPuzzle has 16 givens taken from the SUDOGOB sample's solution and
// 271 403 733 solutions (Solver9.Count with no limit, a minute's work, and
// tdoku agree); the benchmarks count the first countLimit of them.
const countPuzzle = ".......7.......416.4......3..............9..5..3...9..179.......3..2...9........."

// countLimit is the number of solutions each benchmark operation counts.
const countLimit = 1000000

// BenchmarkCount counts a million solutions of countPuzzle per operation with the
// general engine.
func BenchmarkCount(b *testing.B) {
	var s Solver
	benchCount(b, s.Count)
}

// BenchmarkCount9 counts the same solutions with the band engine.
func BenchmarkCount9(b *testing.B) {
	var s Solver9
	benchCount(b, s.Count)
}

// benchCount reports the counting rate of count on countPuzzle.
func benchCount(b *testing.B, count func([]byte, int64) int64) {
	g := mustLine(b, countPuzzle)
	var total int64
	for i := 0; i < b.N; i++ {
		total += count(g, countLimit)
	}
	b.ReportMetric(float64(total)/b.Elapsed().Seconds()/1e6, "Msolutions/s")
}

// BenchmarkCountPlain runs the yardstick of count_ref_test.go on the same work,
// to compare within one run on a shared machine.
func BenchmarkCountPlain(b *testing.B) {
	g := mustLine(b, countPuzzle)
	var total int64
	for i := 0; i < b.N; i++ {
		p := newPlainRef(g, countLimit)
		p.rec(0)
		total += p.count
	}
	b.ReportMetric(float64(total)/b.Elapsed().Seconds()/1e6, "Msolutions/s")
}

// BenchmarkCDCLConflicts reports the conflict rate of clause learning solving
// the hard 25×25 grid 6 of Gecode (about twenty thousand conflicts). The search
// path is fixed by the code, so the rate compares changes that only make the
// solver faster exactly; changes that alter the path (the order of
// propagation, the clauses learned) compare only roughly.
func BenchmarkCDCLConflicts(b *testing.B) {
	grid := readPuzzles(b, gecode25Path)[6]
	t := newCDCL(newGeom(5))
	sol := make([]byte, len(grid))
	conflicts := 0
	for i := 0; i < b.N; i++ {
		if t.count(grid, sol, 1) != 1 {
			b.Fatal("no solution")
		}
		conflicts += t.conflicts
	}
	b.ReportMetric(float64(conflicts)/b.Elapsed().Seconds(), "conflicts/s")
}
