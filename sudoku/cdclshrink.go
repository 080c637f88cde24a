package sudoku

// shrink replaces, level by level, the literals of the learned clause t.learnt
// that share a decision level by that level's unique implication point when
// one exists whose reasons reach only that level, the clause's own literals
// of lower levels and level 0 (Fleury and Biere's all-UIP shrinking, as in
// CaDiCaL). The clause stays implied by the constraints and keeps its levels,
// so it still asserts t.learnt[0] after the same backjump. Shorter clauses solve
// more of Gecode's hard 25×25 puzzles within a time limit
// (BenchmarkGecode25).
func (t *cdcl) shrink() {
	out := t.learnt
	for k := 2; k < len(out); k++ { // insertion sort of out[1:] by level, highest first
		for j := k; j > 1 && t.level[out[j]>>1] > t.level[out[j-1]>>1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	for _, l := range out[1:] {
		t.seen[l>>1] = true
	}
	// Blocks go highest level first and are rewritten in place: a block's
	// walk asks seen only about lower levels, whose literals are still there.
	n := 1
	for i := 1; i < len(out); {
		lv := t.level[out[i]>>1]
		j := i
		for j < len(out) && t.level[out[j]>>1] == lv {
			j++
		}
		block, uip := out[i:j], int32(-1)
		if len(block) > 1 {
			uip = t.blockUIP(block, lv)
		}
		for _, l := range block {
			t.seen[l>>1] = false
		}
		if uip >= 0 {
			out[n] = uip
			n++
		} else {
			n += copy(out[n:], block)
		}
		i = j
	}
	t.learnt = out[:n]
}

// blockUIP returns the negation of the unique implication point of the block
// of clause literals at level lv, or -1 when a reason on the way reaches a
// literal of a lower level that is not in the clause. Clause literals are
// marked seen; blockUIP marks the variables it walks with markBlock and clears
// them again.
func (t *cdcl) blockUIP(block []int32, lv int32) int32 {
	t.touched = t.touched[:0]
	top := int32(0)
	for _, l := range block {
		x := l >> 1
		t.verdict[x] = markBlock
		t.touched = append(t.touched, x)
		if t.trailPos[x] > top {
			top = t.trailPos[x]
		}
	}
	uip := t.walkBlock(top, len(block), lv)
	for _, x := range t.touched {
		t.verdict[x] = 0
	}
	return uip
}

// walkBlock walks the trail down from position top, resolving the open marked
// variables of level lv on their reasons until one is left, and returns its
// negation, or -1 when a reason brings in a lower-level literal that is not in
// the clause.
func (t *cdcl) walkBlock(top int32, open int, lv int32) int32 {
	for i := top; ; i-- {
		x := t.trail[i] >> 1
		if t.verdict[x] != markBlock {
			continue
		}
		if open == 1 {
			return t.trail[i] ^ 1
		}
		open--
		t.reasonLits(t.reasonKind[x], t.reasonRef[x], -1, x)
		for _, r := range t.reasonBuf {
			y := r >> 1
			switch ly := t.level[y]; {
			case ly == 0 || t.verdict[y] == markBlock:
			case ly == lv:
				t.verdict[y] = markBlock
				t.touched = append(t.touched, y)
				open++
			case !t.seen[y]:
				return -1
			}
		}
	}
}
