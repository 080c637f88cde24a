package dlx

// MinCover returns a smallest set of rows that holds every primary column at
// least once (a set cover, where an exact cover holds each exactly once), its
// row ids in increasing order, and whether one exists: it does not when a
// primary column is in no row. Secondary columns play no part.
//
// The search is the dancing links of repeated cover: choosing a row unlinks
// the columns it covers, and their nodes only from their rows, so that other
// rows holding those columns stay available. It deepens the number of rows
// one at a time (IDA*) and cuts a branch when the rows chosen plus a lower
// bound on the rows still needed pass the depth: the bound counts columns
// that no single row can cover two of, picked greedily. The optimum is
// proved: no smaller cover exists. Nodes reports the rows tried.
func (s *Solver) MinCover() (rows []int, ok bool) {
	s.init()
	s.nodes = 0
	for h := s.nd[0].r; h != 0; h = s.nd[h].r {
		if s.size[h] == 0 {
			return nil, false
		}
	}
	seen := make([]bool, s.cols+1)
	for limit := s.coverBound(seen); ; limit++ {
		if n := s.deepen(0, limit, seen); n >= 0 {
			return s.coverRows(n), true
		}
	}
}

// deepen looks for a cover of at most limit rows, depth rows chosen already
// (on the stack), and returns its size, or -1.
func (s *Solver) deepen(depth, limit int, seen []bool) int {
	if s.nd[0].r == 0 {
		return depth
	}
	if depth+s.coverBound(seen) > limit {
		return -1
	}
	c := s.nd[0].r
	for h := s.nd[c].r; h != 0; h = s.nd[h].r {
		if s.size[h] < s.size[c] {
			c = h
		}
	}
	if depth >= len(s.stack) {
		s.stack = append(s.stack, 0)
	}
	for i := s.nd[c].d; i != c; i = s.nd[i].d {
		s.nodes++
		s.hide(i)
		for j := s.nd[i].r; j != i; j = s.nd[j].r {
			s.hide(j)
		}
		s.stack[depth] = i
		if n := s.deepen(depth+1, limit, seen); n >= 0 {
			return n
		}
		for j := s.nd[i].l; j != i; j = s.nd[j].l {
			s.unhide(j)
		}
		s.unhide(i)
	}
	return -1
}

// hide unlinks the other nodes of node i's column, its header among them,
// from their rows.
func (s *Solver) hide(i int32) {
	for j := s.nd[i].d; j != i; j = s.nd[j].d {
		s.nd[s.nd[j].r].l = s.nd[j].l
		s.nd[s.nd[j].l].r = s.nd[j].r
	}
}

// unhide undoes hide(i).
func (s *Solver) unhide(i int32) {
	for j := s.nd[i].u; j != i; j = s.nd[j].u {
		s.nd[s.nd[j].r].l = j
		s.nd[s.nd[j].l].r = j
	}
}

// coverBound returns a lower bound on the rows that cover the columns still
// linked: it picks a column, counts one row for it, marks every column that a
// row holding it could cover too, and repeats with a column not marked, so
// no two picked columns share a row.
func (s *Solver) coverBound(seen []bool) int {
	for c := s.nd[0].r; c != 0; c = s.nd[c].r {
		seen[c] = false
	}
	n := 0
	for c := s.nd[0].r; c != 0; c = s.nd[c].r {
		if seen[c] {
			continue
		}
		n++
		seen[c] = true
		for i := s.nd[c].d; i != c; i = s.nd[i].d {
			for j := s.nd[i].r; j != i; j = s.nd[j].r {
				seen[s.nd[j].c] = true
			}
		}
	}
	return n
}

// coverRows returns the row ids of the n rows on the stack, sorted, and
// relinks them.
func (s *Solver) coverRows(n int) []int {
	rows := make([]int, 0, n)
	for d := n - 1; d >= 0; d-- {
		i := s.stack[d]
		rows = append(rows, int(s.row[i]))
		for j := s.nd[i].l; j != i; j = s.nd[j].l {
			s.unhide(j)
		}
		s.unhide(i)
	}
	sortInts(rows)
	return rows
}
