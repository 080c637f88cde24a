// Package sudoku solves, counts and enumerates Sudoku grids of box size 2 to 5
// (4×4, 9×9, 16×16 and 25×25).
//
// A grid is a []byte of N² cells, row by row, where N is the side (4, 9, 16 or 25):
// 0 is an empty cell and 1..N a given. A grid whose givens contradict each other
// directly (a value above N, or two equal givens in a row, column or box) has no
// solution; this is found before any search.
//
// The engine keeps, for every cell, the mask of its candidate values and, for every
// row, column and box and every value, the mask of the places left for that value.
// It propagates naked and hidden singles to a fixed point (from 16×16 on, also
// locked candidates) and branches on the cell or unit-value with the fewest options
// (from 16×16 on, the fewest per past failure: dom/wdeg). Each branch works on a
// copy of the state one level down: the copies are a small share of the CPU
// profiles, and an undo trail (each changed word saved before the change,
// restored on backtrack) measured slower (BenchmarkTop1465, BenchmarkMinimal16,
// BenchmarkGecode16). Once at most 24 cells are empty a plain
// backtracking over those cells finishes. After Learn, Solve and Count up to a
// limit of 100 hand a 16×16 or 25×25 grid that needs more than 2000 choice
// points over to conflict-driven clause learning (cdcl.go), which is far
// faster on the hardest 25×25 puzzles; Enumerate searches depth-first only.
//
// Solver9 is the faster engine for 9×9 grids: JCZSolve's band bitboards
// (band9.go). Solver handles 9×9 grids too, with the general engine.
//
// The package is submission code: standard library only, and it compiles
// under the go1.7 language rules of the oldest judges.
package sudoku

// Solver searches Sudoku grids. The zero value is ready to use. A Solver reuses its
// buffers from one call to the next, so once its search stack is as deep as a
// grid needs it solves further grids of that size without allocating (the
// state stack and the clause store of the clause-learning fallback grow to
// their high-water marks). A Solver must not be
// used by several goroutines at once.
type Solver struct {
	geom               // tables of the current grid size
	tuning             // search options for that size
	levels  [][]uint32 // search states, one per depth; see state.go
	cur     []uint32   // the state being worked on: one of levels
	queue   []int32    // pending singles; see state.go
	qhead   int        // next queue entry to fire
	qtail   int        // end of the queue
	weight  []int32    // failures per choice (cell or unit-value); see choose
	tail    tail       // the finishing search; see tail.go
	inTail  bool       // the tail search is running
	sol     []byte     // the solution handed to visit or copied by Solve
	limit   int64      // stop after this many solutions (0: never)
	count   int64      // solutions found by the current call
	guesses int64      // choice points of the current call
	visit   func([]byte) bool
	capture bool      // Solve: copy the next solution to sol
	budget  int64     // stop the search after this many choice points (0: never)
	gaveUp  bool      // the search stopped on its budget
	learner learner   // set by Learn: the search for grids the depth-first search gives up on
	houses  [][]int32 // extra houses besides rows, columns and boxes; see SetHouses
}

// Learn makes Solve, and Count up to a limit of 100, hand a 16×16 or 25×25
// grid whose depth-first search needs more than 2000 choice points over to
// conflict-driven clause learning, which solves the hardest 25×25 puzzles far
// faster. Without Learn the depth-first search runs to the end: enough for
// 16×16 grids, and a program that never calls Learn leaves the clause learner
// out of its bundle.
func (s *Solver) Learn() {
	if s.learner == nil {
		s.learner = new(cdclLearner)
	}
}

// Solve fills grid in place with its first solution and reports whether one
// exists. If there is none, grid is left unchanged. Solve panics if len(grid) is
// not 16, 81, 256 or 625.
func (s *Solver) Solve(grid []byte) bool {
	s.start(grid, 1, nil)
	s.capture = true
	if s.runOrLearn(grid) == 0 {
		return false
	}
	copy(grid, s.sol)
	return true
}

// Count returns the number of solutions of grid, stopping once it reaches limit;
// limit 0 counts them all. Count does not modify grid. It panics if len(grid) is
// not 16, 81, 256 or 625.
func (s *Solver) Count(grid []byte, limit int64) int64 {
	s.start(grid, limit, nil)
	return s.runOrLearn(grid)
}

// hardCountMax is the largest limit for which Count hands a hard grid over to
// clause learning, which finds one solution after another: enough for
// uniqueness checks (limit 2) and small counts.
const hardCountMax = 100

// runOrLearn searches grid for Solve or Count. After Learn, a 16×16 or 25×25
// grid whose depth-first search spends its budget of choice points is
// searched again by clause learning (cdcl.go) when the limit is between 1 and
// hardCountMax; the first solution goes to s.sol either way.
//
// On Gecode's minimal 25×25 puzzles the depth-first search, even with locked
// candidates and dom/wdeg, needs from tens of thousands to millions of choice
// points; clause learning solves them far faster, though its times are
// heavy-tailed: the same puzzle may take a second or half a minute depending on
// the first decisions (BenchmarkGecode25; docs/performance.md compares it
// with a SAT solver).
func (s *Solver) runOrLearn(grid []byte) int64 {
	if s.learner == nil || len(s.houses) > 0 || s.limit < 1 || s.limit > hardCountMax {
		return s.run(grid)
	}
	s.budget = s.hardAfter
	n := s.run(grid)
	s.budget = 0
	if !s.gaveUp {
		return n
	}
	n, decisions := s.learner.learn(s.geom, grid, s.sol, s.limit)
	s.guesses += decisions
	return n
}

// Enumerate calls visit with each solution of grid in turn until visit returns
// false, and returns the number of times it called visit. The solution slice is
// valid only during the call to visit. Enumerate does not modify grid. It panics
// if len(grid) is not 16, 81, 256 or 625.
func (s *Solver) Enumerate(grid []byte, visit func(solution []byte) bool) int64 {
	s.start(grid, 0, visit)
	n := s.run(grid)
	s.visit = nil
	return n
}

// Guesses returns the number of choice points of the last call to Solve, Count or
// Enumerate: the nodes of the search where propagation stalled and the solver had
// to try the options of a cell or a unit-value one by one. A grid solved by
// propagation alone reports 0. When Solve or Count hands a hard 16×16 or 25×25
// grid over to clause learning, each of its decisions counts as one more guess.
func (s *Solver) Guesses() int64 {
	return s.guesses
}

// start prepares the tables for grid's size and the counters of a new call.
func (s *Solver) start(grid []byte, limit int64, visit func([]byte) bool) {
	s.setSize(len(grid))
	s.checkHouses()
	s.limit = limit
	s.visit = visit
	s.count = 0
	s.guesses = 0
	s.capture = false
	s.gaveUp = false
	for i := range s.weight {
		s.weight[i] = 0
	}
}

// run loads grid and searches it, returning the number of solutions found.
func (s *Solver) run(grid []byte) int64 {
	if !s.consistent(grid) {
		return 0
	}
	if s.load(grid) && s.propagate() {
		s.search(0)
	}
	return s.count
}

// consistent reports whether every given of grid is at most N and no two equal
// givens share a row, column or box.
func (s *Solver) consistent(grid []byte) bool {
	var seen [3 * maxN]uint32
	n := s.n
	for c, v := range grid {
		if v == 0 {
			continue
		}
		if int(v) > n {
			return false
		}
		bit := uint32(1) << uint(v-1)
		r, k, b := int(s.rowOf[c]), n+int(s.colOf[c]), 2*n+int(s.boxOf[c])
		if (seen[r]|seen[k]|seen[b])&bit != 0 {
			return false
		}
		seen[r] |= bit
		seen[k] |= bit
		seen[b] |= bit
	}
	return true
}

// solution records the solution in the current state and reports whether the
// search must stop.
func (s *Solver) solution() bool {
	s.count++
	if s.visit != nil || s.capture {
		s.fill()
		s.capture = false
	}
	if s.visit != nil && !s.visit(s.sol) {
		return true
	}
	return s.limit > 0 && s.count >= s.limit
}
