package dlx

import (
	"math/bits"
	"math/rand"
	"testing"
)

// plantedMatrix returns n rows over cols columns, each column of each row
// present with probability p, and a planted cover of k rows among them.
func plantedMatrix(r *rand.Rand, n, cols, k int, p float64) [][]int {
	rows := make([][]int, n)
	for i := range rows {
		for c := 0; c < cols; c++ {
			if r.Float64() < p {
				rows[i] = append(rows[i], c)
			}
		}
	}
	for c := 0; c < cols; c++ { // the first k rows cover every column
		i := r.Intn(k)
		if !contains(rows[i], c) {
			rows[i] = append(rows[i], c)
		}
	}
	r.Shuffle(len(rows), func(i, j int) { rows[i], rows[j] = rows[j], rows[i] })
	return rows
}

func contains(a []int, x int) bool {
	for _, v := range a {
		if v == x {
			return true
		}
	}
	return false
}

// bruteMinCover returns the size of a smallest cover by trying every subset
// of rows, or -1.
func bruteMinCover(rows [][]int, cols int) int {
	all := uint64(1)<<uint(cols) - 1
	masks := make([]uint64, len(rows))
	for i, row := range rows {
		for _, c := range row {
			masks[i] |= 1 << uint(c)
		}
	}
	best := -1
	for set := uint64(0); set < 1<<uint(len(rows)); set++ {
		var m uint64
		for i := range rows {
			if set>>uint(i)&1 == 1 {
				m |= masks[i]
			}
		}
		if n := bits.OnesCount64(set); m == all && (best < 0 || n < best) {
			best = n
		}
	}
	return best
}

// checkCover reports whether rows, ids into matrix, cover every column.
func checkCover(matrix [][]int, cols int, rows []int) bool {
	seen := make([]bool, cols)
	for _, r := range rows {
		for _, c := range matrix[r] {
			seen[c] = true
		}
	}
	for _, ok := range seen {
		if !ok {
			return false
		}
	}
	return true
}

// TestMinCover checks MinCover against every subset of rows on small random
// matrices: the size is the optimum and the rows a cover; a column in no row
// has no cover; the matrix is whole afterwards (an exact cover search on it
// still works).
func TestMinCover(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var s Solver
	for trial := 0; trial < 1000; trial++ {
		n, cols := 1+r.Intn(12), 1+r.Intn(10)
		matrix := plantedMatrix(r, n, cols, 1+r.Intn(n), r.Float64()*0.5)
		if r.Intn(2) == 0 { // rows alike, which the reduction takes out but one
			matrix = append(matrix, append([]int(nil), matrix[r.Intn(n)]...))
		}
		s.Reset(cols)
		for _, row := range matrix {
			s.AddRow(row)
		}
		want := bruteMinCover(matrix, cols)
		got, ok := s.MinCover()
		if !ok || len(got) != want || !checkCover(matrix, cols, got) {
			t.Fatalf("trial %d, %v over %d columns: %v, %v; want a cover of %d rows", trial, matrix, cols, got, ok, want)
		}
		if again, _ := s.MinCover(); len(again) != want {
			t.Fatalf("trial %d: a second MinCover found %d rows, want %d", trial, len(again), want)
		}
		s.Count(0)
	}
	s.Reset(3)
	s.AddRow([]int{0, 1})
	if rows, ok := s.MinCover(); ok {
		t.Errorf("column 2 in no row: %v, want no cover", rows)
	}
}

// plainMinCover is the peer of BenchmarkMinCover: a depth-first search over
// column bitsets that branches on the uncovered column with the fewest rows
// and cuts only when it cannot beat the best cover found, no lower bound.
func plainMinCover(masks []uint64, all uint64) int {
	best := len(masks) + 1
	var search func(covered uint64, depth int)
	search = func(covered uint64, depth int) {
		if covered == all {
			if depth < best {
				best = depth
			}
			return
		}
		if depth+1 >= best {
			return
		}
		col, count := -1, 0
		for c := 0; c < 64; c++ {
			if all>>uint(c)&1 == 0 || covered>>uint(c)&1 == 1 {
				continue
			}
			k := 0
			for _, m := range masks {
				k += int(m >> uint(c) & 1)
			}
			if col < 0 || k < count {
				col, count = c, k
			}
		}
		for _, m := range masks {
			if m>>uint(col)&1 == 1 {
				search(covered|m, depth+1)
			}
		}
	}
	search(0, 0)
	return best
}

// BenchmarkMinCover finds smallest covers of 100×50 random matrices (density
// 0.1, a cover of 10 rows planted): MinCover's IDA* with the bound against a
// plain depth-first search without it, on the same matrices, in one run.
func BenchmarkMinCover(b *testing.B) {
	r := rand.New(rand.NewSource(7))
	const n, cols = 100, 50
	var matrices [][][]int
	for i := 0; i < 4; i++ {
		matrices = append(matrices, plantedMatrix(r, n, cols, 10, 0.1))
	}
	var s Solver
	sizes := make([]int, len(matrices))
	b.Run("IDA*", func(b *testing.B) {
		for b.Loop() {
			for i, m := range matrices {
				s.Reset(cols)
				for _, row := range m {
					s.AddRow(row)
				}
				rows, _ := s.MinCover()
				sizes[i] = len(rows)
			}
		}
	})
	b.Run("plain", func(b *testing.B) {
		all := uint64(1)<<cols - 1
		for b.Loop() {
			for i, m := range matrices {
				masks := make([]uint64, len(m))
				for j, row := range m {
					for _, c := range row {
						masks[j] |= 1 << uint(c)
					}
				}
				if got := plainMinCover(masks, all); got != sizes[i] {
					b.Fatalf("matrix %d: plain search found %d rows, IDA* %d", i, got, sizes[i])
				}
			}
		}
	})
}
