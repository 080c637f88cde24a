// Package dlx solves exact cover problems with Knuth's Algorithm X on dancing
// links, and models Sudoku (box 2..5) as an exact cover problem.
//
// A matrix has columns 0..cols-1 and rows added one at a time; an exact cover
// is a set of rows that holds every column exactly once. The nodes live in
// flat slices indexed by int32 node numbers (no pointers), so a Solver
// re-used across test cases allocates nothing once its slices have grown.
// The search uses Knuth's S heuristic: branch on the column with the fewest
// rows.
//
// ResetSecondary starts a generalized exact cover problem instead: besides the
// primary columns, which a cover holds exactly once, it has secondary columns,
// which a cover holds at most once (the diagonals of the n-queens problem).
//
// The package is written for online-judge submissions: standard library
// only, no package-level state, and it compiles with go1.7.
package dlx

import "strconv"

// Solver is a reusable exact cover solver. The zero value is a matrix with
// no columns and no rows; Reset starts a new matrix. A Solver is not safe for
// concurrent use.
type Solver struct {
	cols  int     // number of columns; headers are nodes 1..cols, root is 0
	rows  int     // number of rows added
	nd    []node  // the links of every node: root, headers, then the rows
	row   []int32 // row id of each node (-1 for the root and headers)
	size  []int32 // number of rows in each column, indexed by header node
	mark  []int32 // per column: stamp of the last AddRow that used it
	stamp int32   // count of AddRow calls since Reset (duplicate check)
	stack []int32 // node chosen at each search level
	out   []int   // row ids of the solution handed to the caller
	nodes int64   // rows tried by the last search
	count int64   // covers found by the current search
	limit int64   // covers to find before stopping, <= 0: all
}

// node is one element of the matrix: its left, right, up and down
// neighbours and its column header (a header points to itself).
type node struct{ l, r, u, d, c int32 }

// Reset empties the matrix and gives it cols columns and no rows. It re-uses
// the Solver's memory, so it allocates nothing once the slices have grown.
// Reset panics if cols is negative.
func (s *Solver) Reset(cols int) {
	if cols < 0 {
		panic("dlx: Reset: negative column count " + strconv.Itoa(cols))
	}
	s.reset(cols, 0)
}

// reset empties the matrix and gives it primary columns followed by secondary
// ones. Only the primary headers are linked into the root's list, so the search
// branches on them and stops once they are all covered, while covering a row
// still removes the rows that clash with it in a secondary column.
func (s *Solver) reset(primary, secondary int) {
	cols := primary + secondary
	s.cols, s.rows, s.nodes, s.stamp = cols, 0, 0, 0
	s.nd, s.row = s.nd[:0], s.row[:0]
	s.size = grow(s.size, cols+1)
	s.mark = grow(s.mark, cols)
	s.stack = grow(s.stack, cols+1)
	if cap(s.out) < cols || s.out == nil {
		s.out = make([]int, 0, cols)
	}
	for i := 0; i <= cols; i++ {
		s.size[i] = 0
		s.appendNode(int32(i-1), int32(i+1), int32(i), int32(i), int32(i), -1)
	}
	s.nd[0].l = int32(primary)
	s.nd[primary].r = 0
	for h := primary + 1; h <= cols; h++ {
		s.nd[h].l, s.nd[h].r = int32(h), int32(h)
	}
	for i := range s.mark {
		s.mark[i] = 0
	}
}

// init makes the zero Solver a matrix with no columns.
func (s *Solver) init() {
	if len(s.nd) == 0 {
		s.Reset(0)
	}
}

// grow returns a slice of length n, re-using b's memory when it is large
// enough. The contents are unspecified.
func grow(b []int32, n int) []int32 {
	if cap(b) < n {
		return make([]int32, n)
	}
	return b[:n]
}

// appendNode adds one node with the given links, column and row id.
func (s *Solver) appendNode(l, r, u, d, c, row int32) {
	s.nd = append(s.nd, node{l, r, u, d, c})
	s.row = append(s.row, row)
}

// Cols returns the number of columns given to the last Reset.
func (s *Solver) Cols() int { return s.cols }

// Rows returns the number of rows added since the last Reset.
func (s *Solver) Rows() int { return s.rows }

// Nodes returns the number of search nodes (rows tried) of the last Solve,
// Count or Enumerate: a machine-independent measure of the work done.
func (s *Solver) Nodes() int64 { return s.nodes }

// AddRow adds a row holding the given 0-based columns, in any order, and
// returns its 0-based row id (rows are numbered in the order they are added).
//
// A column out of range [0, Cols()) or given twice is a programming error:
// AddRow then panics with a message naming the column, before changing the
// matrix, so a recovered Solver is still consistent. An empty row gets an id
// but is never part of a solution: solutions are exact covers by nonempty
// rows.
func (s *Solver) AddRow(cols []int) int {
	s.init()
	s.checkRow(cols)
	id := s.rows
	s.rows++
	first := int32(len(s.nd))
	for i, col := range cols {
		n := first + int32(i)
		h := int32(col + 1)
		s.appendNode(n-1, n+1, s.nd[h].u, h, h, int32(id))
		s.nd[s.nd[h].u].d = n
		s.nd[h].u = n
		s.size[h]++
	}
	if len(cols) > 0 {
		last := first + int32(len(cols)-1)
		s.nd[first].l = last
		s.nd[last].r = first
	}
	return id
}

// checkRow panics if a column of a new row is out of range or given twice.
func (s *Solver) checkRow(cols []int) {
	if s.stamp == 1<<31-1 {
		for i := range s.mark {
			s.mark[i] = 0
		}
		s.stamp = 0
	}
	s.stamp++
	for _, col := range cols {
		if col < 0 || col >= s.cols {
			panic("dlx: AddRow: column " + strconv.Itoa(col) +
				" out of range [0," + strconv.Itoa(s.cols) + ")")
		}
		if s.mark[col] == s.stamp {
			panic("dlx: AddRow: column " + strconv.Itoa(col) + " given twice")
		}
		s.mark[col] = s.stamp
	}
}

// Solve finds the first exact cover in search order. It returns the row ids
// in increasing order and true, or nil and false if there is none. The
// returned slice is owned by the Solver and valid until its next call. A
// matrix with no columns has exactly one solution, the empty set of rows.
func (s *Solver) Solve() (rows []int, ok bool) {
	if s.search(1, nil) == 0 {
		return nil, false
	}
	sortInts(s.out)
	return s.out, true
}

// Count returns the number of exact covers, stopping once it has found limit
// of them; a limit of 0 or less means no limit.
func (s *Solver) Count(limit int64) int64 {
	return s.search(limit, nil)
}

// Enumerate calls visit with the row ids of each exact cover, in search
// order, until visit returns false, and returns the number of covers visited
// (the one on which visit returned false included). The slice given to visit
// is owned by the Solver and only valid during the call; its order is
// unspecified. visit must not call methods of the Solver.
func (s *Solver) Enumerate(visit func(rows []int) bool) int64 {
	if visit == nil {
		panic("dlx: Enumerate: nil visit")
	}
	return s.search(0, visit)
}

// sortInts sorts a short slice in increasing order (insertion sort: no
// allocation, and go1.7 has no sort.Slice).
func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		v := a[i]
		j := i
		for ; j > 0 && a[j-1] > v; j-- {
			a[j] = a[j-1]
		}
		a[j] = v
	}
}
