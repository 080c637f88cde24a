package dlx

// reduction records what reduce took out of the matrix, so that restore can
// put it back: rows unlinked from their columns and primary columns unlinked
// from the header list and from their rows.
type reduction struct {
	rows []int32 // the first node of each row taken out, in order
	cols []int32 // the header of each column taken out, in order
}

// reduce takes out, before a search for a smallest cover, what cannot make a
// cover smaller: a row whose primary columns another row holds too (of two
// rows with the same columns, the later), and then a column held by every
// row that holds some other column (of two columns in the same rows, the
// later), since covering that other column covers it.
//
// rowSets holds each row's primary columns, as rowSets returns them.
func (s *Solver) reduce(first []int32, rowSets [][]uint64) reduction {
	var red reduction
	out := make([]bool, len(first))
	for r, n := range first {
		if n >= 0 && dominatedRow(rowSets, out, r) {
			s.unlinkRow(n)
			red.rows = append(red.rows, n)
			out[r] = true
		}
	}
	colSets := s.colSets()
	for h := s.nd[0].r; h != 0; {
		next := s.nd[h].r
		if s.dominatedCol(colSets, h) {
			s.nd[s.nd[h].r].l = s.nd[h].l
			s.nd[s.nd[h].l].r = s.nd[h].r
			s.hide(h)
			red.cols = append(red.cols, h)
			colSets[h] = nil
		}
		h = next
	}
	return red
}

// restore puts back what reduce took out, in the reverse order.
func (s *Solver) restore(red reduction) {
	for k := len(red.cols) - 1; k >= 0; k-- {
		h := red.cols[k]
		s.unhide(h)
		s.nd[s.nd[h].r].l = h
		s.nd[s.nd[h].l].r = h
	}
	for k := len(red.rows) - 1; k >= 0; k-- {
		s.relinkRow(red.rows[k])
	}
}

// rowStarts returns the first node of each row, or -1 for an empty row.
func (s *Solver) rowStarts() []int32 {
	first := make([]int32, s.rows)
	for i := range first {
		first[i] = -1
	}
	for n := int32(s.cols + 1); n < int32(len(s.nd)); n++ {
		if r := s.row[n]; first[r] < 0 {
			first[r] = n
		}
	}
	return first
}

// rowSets returns each row's primary columns as a bitset over the headers.
func (s *Solver) rowSets(first []int32) [][]uint64 {
	primary := make([]bool, s.cols+1)
	for h := s.nd[0].r; h != 0; h = s.nd[h].r {
		primary[h] = true
	}
	sets := make([][]uint64, len(first))
	for r, n := range first {
		sets[r] = make([]uint64, (s.cols+64)/64)
		for j := n; j >= 0; {
			if c := s.nd[j].c; primary[c] {
				sets[r][c>>6] |= 1 << uint(c&63)
			}
			if j = s.nd[j].r; j == n {
				break
			}
		}
	}
	return sets
}

// colSets returns the rows of each primary column as a bitset over row ids,
// indexed by header; other headers get nil.
func (s *Solver) colSets() [][]uint64 {
	sets := make([][]uint64, s.cols+1)
	for h := s.nd[0].r; h != 0; h = s.nd[h].r {
		sets[h] = make([]uint64, (s.rows+63)/64)
		for i := s.nd[h].d; i != h; i = s.nd[i].d {
			sets[h][s.row[i]>>6] |= 1 << uint(s.row[i]&63)
		}
	}
	return sets
}

// dominatedRow reports whether another row, not taken out, holds every
// primary column of row r, and r is not the first of rows alike.
func dominatedRow(sets [][]uint64, out []bool, r int) bool {
	for o := range sets {
		if o != r && !out[o] && subset(sets[r], sets[o]) && (o < r || !subset(sets[o], sets[r])) {
			return true
		}
	}
	return false
}

// dominatedCol reports whether the rows of another column still linked are
// all rows of column h, and h is not the first of columns alike.
func (s *Solver) dominatedCol(sets [][]uint64, h int32) bool {
	for o := s.nd[0].r; o != 0; o = s.nd[o].r {
		if o != h && subset(sets[o], sets[h]) && (o < h || !subset(sets[h], sets[o])) {
			return true
		}
	}
	return false
}

// subset reports whether every bit of a is in b.
func subset(a, b []uint64) bool {
	for i, w := range a {
		if w&^b[i] != 0 {
			return false
		}
	}
	return true
}

// unlinkRow takes the row of node n out of its columns.
func (s *Solver) unlinkRow(n int32) {
	for j := n; ; {
		s.nd[s.nd[j].u].d = s.nd[j].d
		s.nd[s.nd[j].d].u = s.nd[j].u
		s.size[s.nd[j].c]--
		if j = s.nd[j].r; j == n {
			return
		}
	}
}

// relinkRow undoes unlinkRow(n).
func (s *Solver) relinkRow(n int32) {
	for j := s.nd[n].l; ; j = s.nd[j].l {
		s.nd[s.nd[j].u].d = j
		s.nd[s.nd[j].d].u = j
		s.size[s.nd[j].c]++
		if j == n {
			return
		}
	}
}
