package dlx

import (
	"bufio"
	"os"
	"testing"

	"github.com/ojkit/ojkit/internal/puzzle"
)

// hardPuzzles is a public corpus read at run time from where
// puzzle.CorpusPath finds it; its puzzles are not ours to copy into the
// repository.
const hardPuzzles = "puzzles3_magictour_top1465.txt"

// benchPuzzles9 returns the first 20 puzzles of hardPuzzles, skipping the
// benchmark when the corpus is absent.
func benchPuzzles9(b *testing.B) [][]byte {
	name := puzzle.CorpusPath(hardPuzzles)
	var ps [][]byte
	if f, err := os.Open(name); err == nil {
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() && len(ps) < 20 {
			if line := sc.Text(); len(line) >= 81 && line[0] != '#' {
				ps = append(ps, parse(line[:81]))
			}
		}
	}
	if len(ps) == 0 {
		b.Skipf("%s absent or empty: the public corpora are not in the repository", name)
	}
	return ps
}

// benchSolve solves every puzzle b.N times and reports puzzles/s and search
// nodes per puzzle.
func benchSolve(b *testing.B, puzzles [][]byte) {
	var z Sudoku
	g := make([]byte, len(puzzles[0]))
	var nodes int64
	copy(g, puzzles[0])
	z.Solve(g) // warm up: grow the slices once
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range puzzles {
			copy(g, p)
			if !z.Solve(g) {
				b.Fatalf("no solution for %s", format(p))
			}
			nodes += z.Nodes()
		}
	}
	total := float64(b.N * len(puzzles))
	b.ReportMetric(total/b.Elapsed().Seconds(), "puzzles/s")
	b.ReportMetric(float64(nodes)/total, "nodes/puzzle")
}

func BenchmarkSudoku9(b *testing.B) {
	benchSolve(b, benchPuzzles9(b))
}

func BenchmarkSudoku16(b *testing.B) {
	benchSolve(b, [][]byte{parse(poj3076)})
}

// BenchmarkCount counts the 10395 perfect matchings of K_12 and the 4140
// set partitions of an 8-set.
func BenchmarkCount(b *testing.B) {
	for _, tc := range []struct {
		m    matrix
		want int64
	}{{matchings(12), 10395}, {partitions(8), 4140}} {
		b.Run(tc.m.name, func(b *testing.B) {
			var s Solver
			load(&s, tc.m)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if n := s.Count(0); n != tc.want {
					b.Fatalf("Count = %d, want %d", n, tc.want)
				}
			}
			b.ReportMetric(float64(b.N)*float64(tc.want)/b.Elapsed().Seconds(), "covers/s")
		})
	}
}
