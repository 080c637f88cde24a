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
// bound on the rows still needed pass the depth (see coverBound). Before it
// starts, rows that another row contains and columns implied by another
// column are set aside (see reduce). The optimum is proved: no smaller cover
// exists. Nodes reports the rows tried.
func (s *Solver) MinCover() (rows []int, ok bool) {
	s.init()
	s.nodes = 0
	for h := s.nd[0].r; h != 0; h = s.nd[h].r {
		if s.size[h] == 0 {
			return nil, false
		}
	}
	first := s.rowStarts()
	sc := coverScratch{rowCols: s.rowSets(first), marked: make([]uint64, (s.cols+64)/64), count: make([]int32, s.rows)}
	red := s.reduce(first, sc.rowCols)
	defer s.restore(red)
	for limit := s.coverBound(&sc); ; limit++ {
		if n := s.deepen(0, limit, &sc); n >= 0 {
			return s.coverRows(n), true
		}
	}
}

// deepen looks for a cover of at most limit rows, depth rows chosen already
// (on the stack), and returns its size, or -1.
func (s *Solver) deepen(depth, limit int, sc *coverScratch) int {
	if s.nd[0].r == 0 {
		return depth
	}
	if depth+s.coverBound(sc) > limit {
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
		if n := s.deepen(depth+1, limit, sc); n >= 0 {
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

// coverScratch is the memory of coverBound: each row's primary columns as a
// bitset over the headers, the columns marked, and a count for each row.
type coverScratch struct {
	rowCols [][]uint64
	marked  []uint64
	count   []int32
}

// coverBound returns a lower bound on the rows that cover the columns still
// linked, the larger of two. The first picks a column, counts one row for it,
// marks every column that a row holding it could cover too, and repeats with
// a column not marked, so no two picked columns share a row. The second gives
// each column the weight 1/k, k the most columns still linked that a row
// holding it covers: a row then covers at most weight 1, so a cover needs at
// least the total weight, rounded up.
func (s *Solver) coverBound(sc *coverScratch) int {
	for c := s.nd[0].r; c != 0; c = s.nd[c].r {
		for i := s.nd[c].d; i != c; i = s.nd[i].d {
			sc.count[s.row[i]]++
		}
	}
	for w := range sc.marked {
		sc.marked[w] = 0
	}
	n, weight := 0, 0.0
	for c := s.nd[0].r; c != 0; c = s.nd[c].r {
		most := int32(1)
		for i := s.nd[c].d; i != c; i = s.nd[i].d {
			if k := sc.count[s.row[i]]; k > most {
				most = k
			}
		}
		weight += 1 / float64(most)
		if sc.marked[c>>6]>>uint(c&63)&1 == 1 {
			continue
		}
		n++
		for i := s.nd[c].d; i != c; i = s.nd[i].d {
			for w, bits := range sc.rowCols[s.row[i]] {
				sc.marked[w] |= bits
			}
		}
		sc.marked[c>>6] |= 1 << uint(c&63)
	}
	for c := s.nd[0].r; c != 0; c = s.nd[c].r {
		for i := s.nd[c].d; i != c; i = s.nd[i].d {
			sc.count[s.row[i]] = 0
		}
	}
	if w := int(weight + 1 - 1e-9); w > n {
		return w
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
