package dlx

import (
	"math/rand"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// matrix is an exact cover instance for table tests.
type matrix struct {
	name string
	cols int
	rows [][]int
}

// load resets s to m.
func load(s *Solver, m matrix) {
	s.Reset(m.cols)
	for _, r := range m.rows {
		s.AddRow(r)
	}
}

// knuth is the example of Knuth's "Dancing Links" paper: columns A..G,
// rows CEF, ADG, BCF, AD, BG, DEG; the unique cover is AD, BG, CEF.
var knuth = matrix{"knuth", 7, [][]int{
	{2, 4, 5}, {0, 3, 6}, {1, 2, 5}, {0, 3}, {1, 6}, {3, 4, 6},
}}

// solveCases are small matrices with their first cover and cover count.
var solveCases = []struct {
	m     matrix
	want  []int // rows of Solve, sorted; nil when there is no cover
	count int64
}{
	{knuth, []int{0, 3, 4}, 1},
	{matrix{"p4929-1", 3, [][]int{{2}, {0}, {1}}}, []int{0, 1, 2}, 1},
	{matrix{"p4929-2", 3, [][]int{{0, 2}, {0, 1}, {1, 2}}}, nil, 0},
	{matrix{"only-last-row", 3, [][]int{{0, 1}, {0, 2}, {1, 2}, {2, 1, 0}}}, []int{3}, 1},
	{matrix{"zero-columns", 0, nil}, []int{}, 1},
	{matrix{"zero-columns-empty-row", 0, [][]int{{}}}, []int{}, 1},
	{matrix{"no-rows", 2, nil}, nil, 0},
	{matrix{"column-without-rows", 3, [][]int{{0, 1}, {0}, {1}}}, nil, 0},
	{matrix{"empty-rows-ignored", 2, [][]int{{}, {0}, {}, {1}}}, []int{1, 3}, 1},
	{matrix{"two-covers", 2, [][]int{{0}, {1}, {1, 0}}}, []int{0, 1}, 2},
	{matrix{"duplicate-rows", 2, [][]int{{0, 1}, {1, 0}, {0, 1}}}, []int{0}, 3},
}

func TestSolve(t *testing.T) {
	for _, tc := range solveCases {
		t.Run(tc.m.name, func(t *testing.T) {
			var s Solver
			load(&s, tc.m)
			got, ok := s.Solve()
			if ok != (tc.want != nil) {
				t.Fatalf("Solve() ok = %v, want %v", ok, tc.want != nil)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Solve() rows mismatch (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.count, s.Count(0)); diff != "" {
				t.Errorf("Count(0) mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestZeroSolver(t *testing.T) {
	var s Solver
	rows, ok := s.Solve()
	if diff := cmp.Diff([]int{}, rows); diff != "" || !ok {
		t.Errorf("zero Solver: Solve() = %v, %v; want [], true", rows, ok)
	}
	var z Solver
	id := z.AddRow(nil)
	if diff := cmp.Diff([3]int64{0, 1, 1}, [3]int64{int64(id), int64(z.Rows()), z.Count(0)}); diff != "" {
		t.Errorf("zero Solver + empty row: (id, Rows, Count) mismatch (-want +got):\n%s", diff)
	}
}

func TestAddRowIDs(t *testing.T) {
	var s Solver
	s.Reset(3)
	var got []int
	for _, r := range [][]int{{0}, {}, {1, 2}} {
		got = append(got, s.AddRow(r))
	}
	if diff := cmp.Diff([]int{0, 1, 2}, got); diff != "" {
		t.Errorf("AddRow ids mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([2]int{3, 3}, [2]int{s.Cols(), s.Rows()}); diff != "" {
		t.Errorf("Cols, Rows mismatch (-want +got):\n%s", diff)
	}
}

// matchings has one column per vertex of the complete graph K_v and one row
// per edge: its covers are the perfect matchings.
func matchings(v int) matrix {
	m := matrix{name: "K" + strconv.Itoa(v), cols: v}
	for a := 0; a < v; a++ {
		for b := a + 1; b < v; b++ {
			m.rows = append(m.rows, []int{a, b})
		}
	}
	return m
}

// partitions has n columns and one row per nonempty subset: its covers are
// the set partitions of an n-set, counted by the Bell numbers.
func partitions(n int) matrix {
	m := matrix{name: "Bell" + strconv.Itoa(n), cols: n}
	for mask := 1; mask < 1<<uint(n); mask++ {
		var r []int
		for c := 0; c < n; c++ {
			if mask&(1<<uint(c)) != 0 {
				r = append(r, c)
			}
		}
		m.rows = append(m.rows, r)
	}
	return m
}

func TestCountKnown(t *testing.T) {
	tests := []struct {
		m    matrix
		want int64
	}{
		{matchings(2), 1}, {matchings(4), 3}, {matchings(6), 15},
		{matchings(8), 105}, {matchings(10), 945}, {matchings(12), 10395},
		{matchings(7), 0},
		{partitions(1), 1}, {partitions(2), 2}, {partitions(3), 5},
		{partitions(4), 15}, {partitions(5), 52}, {partitions(6), 203},
		{partitions(7), 877}, {partitions(8), 4140},
	}
	var s Solver
	for _, tc := range tests {
		load(&s, tc.m)
		if diff := cmp.Diff(tc.want, s.Count(0)); diff != "" {
			t.Errorf("%s: Count(0) mismatch (-want +got):\n%s", tc.m.name, diff)
		}
	}
}

func TestCountLimit(t *testing.T) {
	var s Solver
	load(&s, matchings(8)) // 105 covers
	var got []int64
	for _, limit := range []int64{1, 10, 104, 105, 106, 1000, 0, -1} {
		got = append(got, s.Count(limit))
	}
	want := []int64{1, 10, 104, 105, 105, 105, 105, 105}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Count(limit) mismatch (-want +got):\n%s", diff)
	}
}

// key renders a cover as its sorted row ids.
func key(rows []int) string {
	r := append([]int(nil), rows...)
	sort.Ints(r)
	var b strings.Builder
	for i, x := range r {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(x))
	}
	return b.String()
}

// enumerate returns the sorted keys of every cover Enumerate visits.
func enumerate(s *Solver) []string {
	var got []string
	s.Enumerate(func(rows []int) bool {
		got = append(got, key(rows))
		return true
	})
	sort.Strings(got)
	return got
}

func TestEnumerate(t *testing.T) {
	var s Solver
	load(&s, partitions(4))
	got := enumerate(&s)
	want := bruteForce(4, partitions(4).rows)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Enumerate covers mismatch (-want +got):\n%s", diff)
	}
	calls := 0
	n := s.Enumerate(func([]int) bool { calls++; return calls < 3 })
	if diff := cmp.Diff([2]int64{3, 3}, [2]int64{n, int64(calls)}); diff != "" {
		t.Errorf("early stop: (returned, calls) mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(int64(15), s.Count(0)); diff != "" {
		t.Errorf("Count after early stop mismatch (-want +got):\n%s", diff)
	}
}

// bruteForce returns the sorted keys of all exact covers of the matrix by
// trying every subset of its nonempty rows (at most about 16 rows).
func bruteForce(cols int, rows [][]int) []string {
	masks := make([]uint64, len(rows))
	for i, r := range rows {
		for _, c := range r {
			masks[i] |= 1 << uint(c)
		}
	}
	full := uint64(1)<<uint(cols) - 1
	var covers []string
	for set := 0; set < 1<<uint(len(rows)); set++ {
		if acc, ok := union(masks, set); ok && acc == full {
			covers = append(covers, key(members(set)))
		}
	}
	sort.Strings(covers)
	return covers
}

// union ors the masks of the rows in set; ok is false if two overlap or
// one is empty.
func union(masks []uint64, set int) (acc uint64, ok bool) {
	for i := 0; set>>uint(i) != 0; i++ {
		if set&(1<<uint(i)) == 0 {
			continue
		}
		if masks[i] == 0 || acc&masks[i] != 0 {
			return 0, false
		}
		acc |= masks[i]
	}
	return acc, true
}

func members(set int) []int {
	r := []int{}
	for i := 0; set>>uint(i) != 0; i++ {
		if set&(1<<uint(i)) != 0 {
			r = append(r, i)
		}
	}
	return r
}

// randomMatrix makes a matrix of cols columns and rows rows, each column in
// a row with probability p.
func randomMatrix(rng *rand.Rand, cols, rows int, p float64) matrix {
	m := matrix{name: "random", cols: cols}
	for i := 0; i < rows; i++ {
		r := []int{}
		for _, c := range rng.Perm(cols) {
			if rng.Float64() < p {
				r = append(r, c)
			}
		}
		m.rows = append(m.rows, r)
	}
	return m
}

// checkAgainstBruteForce compares Count, Solve and Enumerate on m with the
// brute-force covers.
func checkAgainstBruteForce(t *testing.T, s *Solver, m matrix) {
	t.Helper()
	want := bruteForce(m.cols, m.rows)
	load(s, m)
	if diff := cmp.Diff(int64(len(want)), s.Count(0)); diff != "" {
		t.Fatalf("%v: Count(0) mismatch (-want +got):\n%s", m.rows, diff)
	}
	if diff := cmp.Diff(want, enumerate(s)); diff != "" {
		t.Fatalf("%v: Enumerate mismatch (-want +got):\n%s", m.rows, diff)
	}
	rows, ok := s.Solve()
	if ok != (len(want) > 0) {
		t.Fatalf("%v: Solve() ok = %v, want %v", m.rows, ok, len(want) > 0)
	}
	if ok && sort.SearchStrings(want, key(rows)) == len(want) {
		t.Fatalf("%v: Solve() = %v, not a cover", m.rows, rows)
	}
}

func TestRandomAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	var s Solver
	for i := 0; i < 2000; i++ {
		m := randomMatrix(rng, rng.Intn(8), rng.Intn(14), 0.1+0.4*rng.Float64())
		checkAgainstBruteForce(t, &s, m)
	}
}

// mustPanic reports whether f panics with a message containing want.
func mustPanic(t *testing.T, want string, f func()) {
	t.Helper()
	defer func() {
		msg, _ := recover().(string)
		if !strings.Contains(msg, want) {
			t.Errorf("panic %q, want one containing %q", msg, want)
		}
	}()
	f()
}

func TestAddRowPanics(t *testing.T) {
	var s Solver
	load(&s, knuth)
	mustPanic(t, "column 7 out of range [0,7)", func() { s.AddRow([]int{1, 7}) })
	mustPanic(t, "column -1 out of range", func() { s.AddRow([]int{-1}) })
	mustPanic(t, "column 2 given twice", func() { s.AddRow([]int{2, 0, 2}) })
	mustPanic(t, "negative column count", func() { s.Reset(-1) })
	mustPanic(t, "nil visit", func() { s.Enumerate(nil) })
	// The failed calls changed nothing.
	if diff := cmp.Diff(6, s.Rows()); diff != "" {
		t.Errorf("Rows() mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(6, s.AddRow([]int{0, 1, 2, 3, 4, 5, 6})); diff != "" {
		t.Errorf("AddRow id mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(int64(2), s.Count(0)); diff != "" {
		t.Errorf("Count(0) mismatch (-want +got):\n%s", diff)
	}
}

func TestNodes(t *testing.T) {
	var s Solver
	load(&s, matchings(8))
	s.Count(0)
	// Levels 0..3 try 7, 7·5, 7·5·3 and 105 rows (the column sizes are 7, 5, 3, 1).
	if diff := cmp.Diff(int64(7+35+105+105), s.Nodes()); diff != "" {
		t.Errorf("Nodes() mismatch (-want +got):\n%s", diff)
	}
}

// reuseSet is a mixed sequence of matrices, large and small.
func reuseSet() []matrix {
	ms := []matrix{partitions(6), knuth, matchings(10)}
	for _, tc := range solveCases {
		ms = append(ms, tc.m)
	}
	return append(ms, partitions(3), matchings(4))
}

// runAll solves every matrix with s and returns the results as text.
func runAll(s *Solver, ms []matrix) []string {
	var out []string
	for _, m := range ms {
		load(s, m)
		rows, ok := s.Solve()
		out = append(out, m.name+": "+key(rows)+" "+strconv.Itoa(boolInt(ok))+
			" count "+strconv.Itoa(int(s.Count(0)%100))+" limit "+strconv.Itoa(int(s.Count(2))))
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestReuse(t *testing.T) {
	ms := reuseSet()
	var want []string
	for _, m := range ms {
		var fresh Solver
		want = append(want, runAll(&fresh, []matrix{m})...)
	}
	var s Solver
	for round := 0; round < 2; round++ {
		if diff := cmp.Diff(want, runAll(&s, ms)); diff != "" {
			t.Fatalf("round %d: re-used Solver mismatch (-want +got):\n%s", round, diff)
		}
	}
}

func TestReuseAllocs(t *testing.T) {
	ms := reuseSet()
	var s Solver
	visit := func([]int) bool { return true }
	work := func() {
		for _, m := range ms {
			load(&s, m)
			s.Solve()
			s.Count(0)
			s.Enumerate(visit)
		}
	}
	work()
	if n := testing.AllocsPerRun(5, work); n != 0 {
		t.Errorf("AllocsPerRun = %v, want 0", n)
	}
}
