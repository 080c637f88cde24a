package sudoku

// targetPhases holds what the clause-learning search decides a variable to be, besides
// the phase it saves on backtracking (CaDiCaL's target phases and rephasing):
//
//   - target: the values of the longest conflict-free trail since the last
//     rephase; a decision follows its target value when there is one, so the
//     search keeps returning to the assignment that came closest to a solution;
//   - best: the values of the longest conflict-free trail since the last
//     rephase to best;
//   - every so often (arithmetically growing conflict counts) the saved phases
//     are reset, alternately to best and to true (a cell takes a value), and
//     the target is forgotten.
//
// Together they solve more of Gecode's hard 25×25 puzzles within a time limit
// than phase saving alone (BenchmarkGecode25).
type targetPhases struct {
	target, best       []int8 // per variable: 1 true, -1 false, 0 none
	targetLen, bestLen int    // trail lengths they were taken from
	nextRephase        int    // conflict count of the next rephase
	rephases           int    // rephases so far
	rephaseEvery       int    // the base of the rephase interval, in conflicts
}

// resetPhases clears the target and best phases for a new grid.
func (t *cdcl) resetPhases() {
	nv := len(t.value) / 2
	if len(t.target) != nv {
		t.target = make([]int8, nv)
		t.best = make([]int8, nv)
	}
	for x := range t.target {
		t.target[x], t.best[x] = 0, 0
	}
	t.targetLen, t.bestLen, t.rephases = 0, 0, 0
	t.nextRephase = t.rephaseEvery
}

// saveTarget records, at a conflict, the part of the trail below the
// conflicting level as the target and best phases when it is the longest yet.
func (t *cdcl) saveTarget() {
	n := t.levelStart[len(t.levelStart)-1]
	if n > t.targetLen {
		t.copyPhases(t.target, n)
		t.targetLen = n
	}
	if n > t.bestLen {
		t.copyPhases(t.best, n)
		t.bestLen = n
	}
}

// copyPhases writes the values of the first n trail entries to ph.
func (t *cdcl) copyPhases(ph []int8, n int) {
	for _, lit := range t.trail[:n] {
		ph[lit>>1] = t.value[lit&^1]
	}
}

// rephase resets the saved phases, alternately to the best ones and to true,
// and forgets the target.
func (t *cdcl) rephase() {
	t.rephases++
	if t.rephases%2 == 1 {
		for x, b := range t.best {
			if b != 0 {
				t.phase[x] = b
			}
		}
		t.bestLen = 0
	} else {
		for x := range t.phase {
			t.phase[x] = 1
		}
	}
	for x := range t.target {
		t.target[x] = 0
	}
	t.targetLen = 0
	t.nextRephase = t.conflicts + t.rephaseEvery*(t.rephases+1)
}
