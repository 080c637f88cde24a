package dlx

// search runs Algorithm X. It counts covers until it has limit of them
// (limit <= 0: all) or visit, which may be nil, returns false; then s.out
// holds the rows of the last cover found. The matrix is restored before
// search returns.
func (s *Solver) search(limit int64, visit func([]int) bool) int64 {
	s.init()
	s.count, s.limit, s.nodes = 0, limit, 0
	s.rec(0, visit)
	return s.count
}

// rec searches below level k, where s.stack[:k] holds the chosen nodes, and
// reports whether the search must stop. The recursion is as fast as an
// explicit stack here (BenchmarkSudoku9) and simpler; its depth is at most
// Cols().
func (s *Solver) rec(k int, visit func([]int) bool) bool {
	if s.nd[0].r == 0 {
		return s.found(k, visit)
	}
	col := s.choose()
	stop := false
	s.cover(col)
	for x := s.nd[col].d; x != col && !stop; x = s.nd[x].d {
		s.stack[k] = x
		s.nodes++
		s.coverRow(x)
		stop = s.rec(k+1, visit)
		s.uncoverRow(x)
	}
	s.uncover(col)
	return stop
}

// found records the cover on the stack's first k levels and reports whether
// the search must stop.
func (s *Solver) found(k int, visit func([]int) bool) bool {
	s.count++
	stop := s.limit > 0 && s.count >= s.limit
	if visit != nil || stop {
		s.fillOut(k)
		if visit != nil && !visit(s.out) {
			stop = true
		}
	}
	return stop
}

// choose returns the column with the fewest rows (Knuth's S heuristic),
// the first such in column order; it stops early at a size of 0 or 1.
func (s *Solver) choose() int32 {
	nd, size := s.nd, s.size
	best := nd[0].r
	least := size[best]
	for j := nd[best].r; j != 0 && least > 1; j = nd[j].r {
		if size[j] < least {
			best, least = j, size[j]
		}
	}
	return best
}

// cover removes column c from the header list and every row of c from the
// other columns it holds.
func (s *Solver) cover(c int32) {
	nd, size := s.nd, s.size
	h := &nd[c]
	nd[h.r].l = h.l
	nd[h.l].r = h.r
	for i := h.d; i != c; i = nd[i].d {
		for j := nd[i].r; j != i; {
			x := &nd[j]
			nd[x.d].u = x.u
			nd[x.u].d = x.d
			size[x.c]--
			j = x.r
		}
	}
}

// uncover undoes cover(c), in exactly the reverse order.
func (s *Solver) uncover(c int32) {
	nd, size := s.nd, s.size
	for i := nd[c].u; i != c; i = nd[i].u {
		for j := nd[i].l; j != i; {
			x := &nd[j]
			size[x.c]++
			nd[x.d].u = j
			nd[x.u].d = j
			j = x.l
		}
	}
	h := &nd[c]
	nd[h.r].l = c
	nd[h.l].r = c
}

// coverRow covers the columns of x's row other than x's own.
func (s *Solver) coverRow(x int32) {
	for j := s.nd[x].r; j != x; j = s.nd[j].r {
		s.cover(s.nd[j].c)
	}
}

// uncoverRow undoes coverRow(x).
func (s *Solver) uncoverRow(x int32) {
	for j := s.nd[x].l; j != x; j = s.nd[j].l {
		s.uncover(s.nd[j].c)
	}
}

// fillOut stores the row ids of the k chosen nodes in s.out.
func (s *Solver) fillOut(k int) {
	out := s.out[:0]
	for _, x := range s.stack[:k] {
		out = append(out, int(s.row[x]))
	}
	s.out = out
}
