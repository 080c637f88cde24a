package sudoku

import "sort"

// cdcl is a conflict-driven clause-learning search for one grid, used by Solve
// and Count on the large sizes where the depth-first search thrashes (see
// runOrLearn).
//
// Variable x = cell·N + value stands for "cell holds value"; literal 2x is x
// true and 2x+1 is x false. The Sudoku rules are built in rather than stored
// as clauses: a group is a cell (one value each) or a unit-value (one place
// each), numbered like the words of a search state; at most one variable of a
// group is true (setting one true sets its peers false) and at least one is:
// a counter of non-false variables per group makes the last one true as soon
// as the others are false (a single; see assign). Learned clauses use two
// watched literals; each is minimised, then shrunk (cdclshrink.go). Decisions
// follow VSIDS (bumping the variables of the conflict and of the reasons of
// the learned clause) with target phases and rephasing (cdclphase.go),
// restarts follow the Luby sequence (restartEvery) and the learned clauses
// are halved, keeping glue clauses, when they grow past a bound (2000 at
// first: a larger store needed fewer conflicts but made each slower, for no
// gain in all; BenchmarkCDCLConflicts, BenchmarkGecode25).
type cdcl struct {
	geom // the tables of its grid size, shared read-only with the Solver
	targetPhases

	// The constraints: groups (cells and unit-values) and their variables.
	members []int32    // group g's variables at g·N..g·N+N-1
	groups  []int32    // variable x's groups at 4x..4x+3
	open    []openVars // per group: its variables not false

	// The assignment: values, the trail and why each variable is assigned.
	value      []int8  // per literal: 0 unassigned, 1 true, -1 false
	level      []int32 // per variable: decision level of its assignment
	reasonKind []uint8 // per variable: why it was assigned (byDecision...)
	reasonRef  []int32 // per variable: the reason's peer variable, group or clause
	trail      []int32 // assigned literals in order
	trailPos   []int32 // per variable: its position on the trail
	levelStart []int   // trail length at the start of each decision level
	qhead      int     // next trail entry to propagate

	// The learned clauses.
	arena     []int32     // per clause: a header (clauseHeader words), then its literals
	learned   []int32     // offsets of the learned clauses in arena
	watch     [][]watcher // per literal: clauses watching it
	keepFirst int         // learned clauses kept before the first reduction
	keepLimit int         // learned clauses kept before the next reduction

	// Decisions: VSIDS activities and saved phases.
	activity []float64 // per variable
	bumpStep float64   // what a bump adds now
	heap     []int32   // unassigned variables, max-heap on activity
	heapPos  []int32   // per variable: index in heap, -1 when absent
	phase    []int8    // per variable: its last value

	// Scratch of conflict analysis (analyze, minimize and shrink). touched
	// lists every variable whose seen or verdict entry is set, so that the
	// three can clear them in time proportional to their work.
	seen       []bool  // per variable: in the conflict being analysed
	verdict    []uint8 // per variable: minimize's cached answer
	touched    []int32 // variables with seen or verdict set
	reasonBuf  []int32 // a reason's literals (reasonLits)
	learnt     []int32 // the clause being learned
	levelStamp []int32 // per level: stampNow when glue saw it
	stampNow   int32
	levelLits  []int32 // per level: literals of the learned clause
	levelFirst []int32 // per level: their earliest trail position

	conflicts int // conflicts so far
	decisions int // decisions so far
}

// openVars counts the variables of a group that are not false and keeps the
// exclusive or of their numbers: when one is left, that is its number.
type openVars struct{ n, xor int32 }

// Reason kinds.
const (
	byDecision = iota
	byPeer     // false because the variable reasonRef is true
	byGroup    // true as the last non-false variable of group reasonRef
	byClause   // implied by the learned clause at arena offset reasonRef
)

// conflict describes a falsified constraint in the same terms as a reason:
// two true peers or a learned clause (a group never empties; see assign).
type conflict struct {
	kind uint8
	data int32 // byPeer: first true variable; byClause: offset
	x    int32 // byPeer: second true variable
}

// learner searches the grids that the depth-first search gives up on. It is
// an interface so that a program that never calls Solver.Learn does not
// reach the clause learner, and a bundle leaves it out.
type learner interface {
	// learn searches grid, whose tables are g, for up to limit solutions,
	// copying the first to sol, and returns the number found and the
	// decisions it took.
	learn(g geom, grid, sol []byte, limit int64) (n, decisions int64)
}

// cdclLearner is the learner of Solver.Learn: a cdcl for the grid size of its
// last search.
type cdclLearner struct {
	sat *cdcl
}

func (l *cdclLearner) learn(g geom, grid, sol []byte, limit int64) (int64, int64) {
	if l.sat == nil || l.sat.cells != g.cells {
		l.sat = newCDCL(g)
	}
	n := l.sat.count(grid, sol, limit)
	return n, int64(l.sat.decisions)
}

// newCDCL allocates the solver for the geometry g.
func newCDCL(g geom) *cdcl {
	nv := g.cells * g.n
	t := &cdcl{geom: g, keepFirst: 2000}
	t.rephaseEvery = 1000
	t.value = make([]int8, 2*nv)
	t.level = make([]int32, nv)
	t.reasonKind = make([]uint8, nv)
	t.reasonRef = make([]int32, nv)
	t.activity = make([]float64, nv)
	t.heapPos = make([]int32, nv)
	t.phase = make([]int8, nv)
	t.seen = make([]bool, nv)
	t.verdict = make([]uint8, nv)
	t.trailPos = make([]int32, nv)
	t.levelLits = make([]int32, nv+1) // a level per decision at most
	t.levelFirst = make([]int32, nv+1)
	t.open = make([]openVars, 4*g.cells)
	t.watch = make([][]watcher, 2*nv)
	t.levelStamp = make([]int32, g.cells+1)
	t.members = make([]int32, 4*g.cells*g.n)
	t.groups = make([]int32, 4*nv)
	for grp := 0; grp < 4*g.cells; grp++ {
		for i := 0; i < g.n; i++ {
			x := t.groupVar(grp, i)
			t.members[grp*g.n+i] = x
		}
	}
	for x := 0; x < nv; x++ {
		c, v := x/g.n, x%g.n
		l := &g.link[c]
		t.groups[4*x] = int32(c)
		for k := 0; k < 3; k++ {
			t.groups[4*x+1+k] = l.word[k] + int32(v)
		}
	}
	return t
}

// reset clears the solver for a new grid.
func (t *cdcl) reset() {
	nv := len(t.value) / 2
	for x := 0; x < nv; x++ {
		t.value[2*x], t.value[2*x+1], t.activity[x], t.phase[x], t.heapPos[x] = 0, 0, 0, 1, -1
	}
	for i := range t.watch {
		t.watch[i] = t.watch[i][:0]
	}
	for g := range t.open {
		o := openVars{n: int32(t.n)}
		for _, x := range t.members[g*t.n : g*t.n+t.n] {
			o.xor ^= x
		}
		t.open[g] = o
	}
	t.trail, t.levelStart, t.qhead = t.trail[:0], t.levelStart[:0], 0
	t.arena, t.learned = t.arena[:0], t.learned[:0]
	t.heap = t.heap[:0]
	for x := 0; x < nv; x++ {
		t.heapInsert(int32(x))
	}
	t.bumpStep, t.keepLimit = 1, t.keepFirst
	t.resetPhases()
	t.conflicts, t.decisions = 0, 0
}

// count searches grid, whose givens must be consistent, for up to limit
// solutions (limit >= 1), writes the first one to first and returns the number
// found. After each solution a clause that forbids its decisions joins the
// problem for good: the decisions and their propagation fixed every cell, so
// the clause excludes that solution alone and the search goes on to the next
// one or to a proof that there is none.
func (t *cdcl) count(grid, first []byte, limit int64) int64 {
	t.reset()
	for c, v := range grid {
		if v != 0 && !t.assume(int32(c*t.n+int(v)-1)) {
			return 0
		}
	}
	if _, ok := t.propagate(); !ok {
		return 0
	}
	n := int64(0)
	for restart := 1; ; restart++ {
		switch t.run(restartEvery * luby(restart)) {
		case 1:
			if n++; n == 1 {
				t.fill(first)
			}
			if n == limit || !t.block() {
				return n
			}
			continue
		case -1:
			return n
		}
		t.backtrack(0)
	}
}

// block adds the clause that forbids the decisions of the complete assignment
// and backtracks to level 0. It reports false when the assignment had no
// decision, so that no other is left.
func (t *cdcl) block() bool {
	t.learnt = t.learnt[:0]
	for _, start := range t.levelStart {
		t.learnt = append(t.learnt, t.trail[start]^1)
	}
	t.backtrack(0)
	switch len(t.learnt) {
	case 0:
		return false
	case 1:
		t.assign(t.learnt[0], byDecision, 0)
	default:
		t.store(t.learnt, 1) // glue 1: never deleted
	}
	return true
}

// assume sets variable x true at level 0, reporting false if it is false.
func (t *cdcl) assume(x int32) bool {
	switch t.value[2*x] {
	case 1:
		return true
	case -1:
		return false
	}
	t.assign(2*x, byDecision, 0)
	return true
}

// run searches until a solution (1), a proof that there is none (-1) or the
// given number of conflicts (0).
func (t *cdcl) run(budget int) int {
	for {
		c, ok := t.propagate()
		if !ok {
			if len(t.levelStart) == 0 {
				return -1
			}
			t.saveTarget()
			t.learn(c)
			t.conflicts++
			if t.conflicts >= t.nextRephase {
				t.rephase()
			}
			if budget--; budget <= 0 {
				return 0
			}
			continue
		}
		if len(t.learned) > t.keepLimit {
			t.reduce()
		}
		x := t.pick()
		if x < 0 {
			return 1
		}
		t.levelStart = append(t.levelStart, len(t.trail))
		t.decisions++
		t.assign(t.decision(x), byDecision, 0)
	}
}

// decision returns the literal to decide for the variable x: its target phase
// if it has one, else its saved phase.
func (t *cdcl) decision(x int32) int32 {
	ph := t.phase[x]
	if t.target[x] != 0 {
		ph = t.target[x]
	}
	if ph < 0 {
		return 2*x + 1
	}
	return 2 * x
}

// restartEvery is the unit of the Luby restart sequence, in conflicts: the
// best of the units tried on Gecode's hardest 25×25 puzzles
// (BenchmarkGecode25). Restarts keep the activities and the learned clauses;
// the learned clauses carry the progress, and fresh random starts did not
// shorten the heavy tail of those times.
const restartEvery = 500

// luby returns the i-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 ...
func luby(i int) int {
	for k := uint(1); ; k++ {
		if i == 1<<k-1 {
			return 1 << (k - 1)
		}
		if i < 1<<k-1 {
			return luby(i - (1<<(k-1) - 1))
		}
	}
}

// assign makes literal lit true with the given reason. When a variable
// becomes false, a group of it left with one variable not false makes that
// one true at once. So no group ever loses its last variable: a variable is
// assigned only while unassigned, and the last one of a group is true before
// anything can make it false (a peer or a learned clause that would is a
// conflict instead).
func (t *cdcl) assign(lit int32, kind uint8, data int32) {
	x := lit >> 1
	t.level[x] = int32(len(t.levelStart))
	t.trailPos[x] = int32(len(t.trail))
	t.reasonKind[x], t.reasonRef[x] = kind, data
	t.trail = append(t.trail, lit)
	t.value[lit], t.value[lit^1] = 1, -1
	if lit&1 == 0 {
		return
	}
	for _, g := range t.groups[4*x : 4*x+4] {
		o := &t.open[g]
		o.n--
		o.xor ^= x
		if o.n == 1 && t.value[2*o.xor] == 0 {
			t.assign(2*o.xor, byGroup, g)
		}
	}
}

// groupVar returns the i-th variable of group g.
func (t *cdcl) groupVar(g, i int) int32 {
	n, cells := t.n, t.cells
	if g < cells {
		return int32(g*n + i)
	}
	h := g - cells
	u := h / n
	return int32(int(t.cellAt[u*n+i])*n + h - u*n)
}

// propagate runs unit propagation to a fixed point, returning false and the
// conflict when a constraint is violated.
func (t *cdcl) propagate() (conflict, bool) {
	for t.qhead < len(t.trail) {
		lit := t.trail[t.qhead]
		t.qhead++
		var c conflict
		ok := true
		if lit&1 == 0 {
			c, ok = t.peersFalse(lit >> 1)
		}
		if ok {
			c, ok = t.watches(lit ^ 1)
		}
		if !ok {
			return c, false
		}
	}
	return conflict{}, true
}

// peersFalse sets false every variable sharing a group with the true x.
func (t *cdcl) peersFalse(x int32) (conflict, bool) {
	for _, g := range t.groups[4*x : 4*x+4] {
		for _, y := range t.members[int(g)*t.n : int(g)*t.n+t.n] {
			if y == x {
				continue
			}
			switch t.value[2*y] {
			case 1:
				return conflict{kind: byPeer, data: x, x: y}, false
			case 0:
				t.assign(2*y+1, byPeer, x)
			}
		}
	}
	return conflict{}, true
}

// watcher is a learned clause watching a literal, with another of its literals
// (the blocker): when the blocker is true the clause need not be visited.
type watcher struct{ off, blocker int32 }

// watches visits the learned clauses watching the literal f, just made false.
func (t *cdcl) watches(f int32) (conflict, bool) {
	ws := t.watch[f]
	j := 0
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		if t.litVal(w.blocker) == 1 {
			ws[j] = w
			j++
			continue
		}
		off := w.off
		lits := t.clause(off)
		if lits[0] == f {
			lits[0], lits[1] = lits[1], f
		}
		w.blocker = lits[0]
		if t.litVal(lits[0]) == 1 {
			ws[j] = w
			j++
			continue
		}
		if k := t.replacement(lits, off); k > 0 {
			lits[1], lits[k] = lits[k], f
			t.watch[lits[1]] = append(t.watch[lits[1]], watcher{off, lits[0]})
			continue
		}
		ws[j] = w
		j++
		if t.litVal(lits[0]) == -1 {
			j += copy(ws[j:], ws[i+1:])
			t.watch[f] = ws[:j]
			return conflict{kind: byClause, data: off}, false
		}
		t.assign(lits[0], byClause, off)
	}
	t.watch[f] = ws[:j]
	return conflict{}, true
}

// replacement returns the index of a literal of the clause at off, past the
// two watched ones, that is not false, or 0 if there is none. The search
// starts where the last one for this clause succeeded and wraps around (Gent,
// "Optimal implementation of watched literals", 2013): with clauses of 60-70
// literals it looks at half as many.
func (t *cdcl) replacement(lits []int32, off int32) int32 {
	pos := &t.arena[off+headPos]
	for k := *pos; k < int32(len(lits)); k++ {
		if t.litVal(lits[k]) != -1 {
			*pos = k
			return k
		}
	}
	for k := int32(2); k < *pos; k++ {
		if t.litVal(lits[k]) != -1 {
			*pos = k
			return k
		}
	}
	return 0
}

// The header of a learned clause in the arena: its size (number of literals),
// its glue, and the position where the last search for a new watch succeeded
// (see replacement); the literals follow.
const (
	headSize = iota
	headGlue
	headPos
	clauseHeader // words in the header
)

// clause returns the literals of the learned clause at arena offset off.
func (t *cdcl) clause(off int32) []int32 {
	return t.arena[off+clauseHeader : off+clauseHeader+t.arena[off+headSize]]
}

// litVal returns 1, -1 or 0 for a true, false or unassigned literal.
func (t *cdcl) litVal(lit int32) int8 {
	return t.value[lit]
}

// reasonLits lists in t.reasonBuf the false literals of a reason or conflict other
// than variable skip.
func (t *cdcl) reasonLits(kind uint8, data, x, skip int32) {
	t.reasonBuf = t.reasonBuf[:0]
	switch kind {
	case byPeer:
		for _, y := range [2]int32{data, x} {
			if y != skip && y >= 0 {
				t.reasonBuf = append(t.reasonBuf, 2*y+1)
			}
		}
	case byGroup:
		for _, y := range t.members[int(data)*t.n : int(data)*t.n+t.n] {
			if y != skip {
				t.reasonBuf = append(t.reasonBuf, 2*y)
			}
		}
	case byClause:
		for _, l := range t.clause(data) {
			if l>>1 != skip {
				t.reasonBuf = append(t.reasonBuf, l)
			}
		}
	}
}

// learn analyses conflict c (first UIP), backjumps and asserts the learned
// clause.
func (t *cdcl) learn(c conflict) {
	top := int32(len(t.levelStart))
	t.learnt = append(t.learnt[:0], 0)
	kind, data, x, skip := c.kind, c.data, c.x, int32(-1)
	open, i := 0, len(t.trail)-1
	for {
		t.reasonLits(kind, data, x, skip)
		for _, l := range t.reasonBuf {
			y := l >> 1
			if t.seen[y] || t.level[y] == 0 {
				continue
			}
			t.seen[y] = true
			t.bump(y)
			if t.level[y] == top {
				open++
			} else {
				t.learnt = append(t.learnt, l)
			}
		}
		for !t.seen[t.trail[i]>>1] {
			i--
		}
		p := t.trail[i]
		i--
		skip = p >> 1
		t.seen[skip] = false
		if open--; open == 0 {
			t.learnt[0] = p ^ 1
			break
		}
		kind, data, x = t.reasonKind[skip], t.reasonRef[skip], -1
	}
	t.minimize()
	t.shrink()
	t.bumpReasons()
	t.bumpStep *= 1 / 0.95
	t.assert()
}

// bumpReasons bumps the variables in the reasons of the learned clause's
// literals, one level deep and at most ten per literal of the clause, as
// CaDiCaL does: they took part in the conflict too.
func (t *cdcl) bumpReasons() {
	limit := 10 * len(t.learnt)
	t.touched = t.touched[:0]
	for _, l := range t.learnt {
		t.seen[l>>1] = true
		t.touched = append(t.touched, l>>1)
	}
	n := 0
outer:
	for _, l := range t.learnt[1:] {
		y := l >> 1
		if t.reasonKind[y] == byDecision {
			continue
		}
		t.reasonLits(t.reasonKind[y], t.reasonRef[y], -1, y)
		for _, r := range t.reasonBuf {
			z := r >> 1
			if t.seen[z] || t.level[z] == 0 {
				continue
			}
			t.seen[z] = true
			t.touched = append(t.touched, z)
			t.bump(z)
			if n++; n >= limit {
				break outer
			}
		}
	}
	for _, x := range t.touched {
		t.seen[x] = false
	}
}

// minimize drops from t.learnt the literals implied by the others (recursive
// minimisation as in CaDiCaL: results are cached per variable for the whole
// clause, and a literal can only be implied by clause literals of its own
// level assigned before it) and clears the marks of the analysis.
func (t *cdcl) minimize() {
	for _, l := range t.learnt[1:] {
		x := l >> 1
		lv := t.level[x]
		if t.levelLits[lv] == 0 || t.trailPos[x] < t.levelFirst[lv] {
			t.levelFirst[lv] = t.trailPos[x]
		}
		t.levelLits[lv]++
	}
	t.touched = t.touched[:0]
	for _, l := range t.learnt[1:] {
		t.implied(l>>1, 0)
	}
	j := 1
	for _, l := range t.learnt[1:] {
		x := l >> 1
		t.levelLits[t.level[x]] = 0
		t.seen[x] = false
		if t.verdict[x] != markImplied {
			t.learnt[j] = l
			j++
		}
	}
	t.learnt = t.learnt[:j]
	for _, x := range t.touched {
		t.verdict[x] = 0
	}
}

// Marks of minimize, cached per variable while one clause is minimised.
const (
	markImplied = 1 + iota // follows from the clause's literals
	markNot                // does not
	markBlock              // shrink: walked in a level's block
)

// minimizeDepth bounds the recursion of implied (CaDiCaL's default).
const minimizeDepth = 1000

// implied reports whether the false variable x (a literal of the learned
// clause when depth is 0) follows through its reasons from the other literals
// of the clause (marked seen) and level-0 assignments. It walks the reasons
// itself rather than through reasonLits, whose scratch list a recursive call
// would overwrite.
func (t *cdcl) implied(x int32, depth int) bool {
	if t.level[x] == 0 || t.verdict[x] == markImplied || depth > 0 && t.seen[x] {
		return true
	}
	lv := t.level[x]
	if t.reasonKind[x] == byDecision || t.verdict[x] == markNot || t.levelLits[lv] == 0 ||
		depth == 0 && t.levelLits[lv] < 2 || t.trailPos[x] <= t.levelFirst[lv] || depth > minimizeDepth {
		return false
	}
	ok := true
	switch t.reasonKind[x] {
	case byPeer:
		ok = t.implied(t.reasonRef[x], depth+1)
	case byGroup:
		g := int(t.reasonRef[x])
		for _, y := range t.members[g*t.n : g*t.n+t.n] {
			if y != x && !t.implied(y, depth+1) {
				ok = false
				break
			}
		}
	case byClause:
		for _, l := range t.clause(t.reasonRef[x]) {
			if y := l >> 1; y != x && !t.implied(y, depth+1) {
				ok = false
				break
			}
		}
	}
	t.verdict[x] = markNot
	if ok {
		t.verdict[x] = markImplied
	}
	t.touched = append(t.touched, x)
	return ok
}

// assert backjumps to the second highest level of t.learnt and asserts its first
// literal, storing the clause when it is not a unit.
func (t *cdcl) assert() {
	out := t.learnt
	back := int32(0)
	for k := 1; k < len(out); k++ {
		if lv := t.level[out[k]>>1]; lv > back {
			back = lv
			out[1], out[k] = out[k], out[1]
		}
	}
	glue := t.glue(out)
	t.backtrack(int(back))
	if len(out) == 1 {
		t.assign(out[0], byDecision, 0)
		return
	}
	t.assign(out[0], byClause, t.store(out, glue))
}

// store adds the clause lits (at least two literals, the first two watched) to
// the learned clauses and returns its offset.
func (t *cdcl) store(lits []int32, glue int32) int32 {
	off := int32(len(t.arena))
	t.arena = append(t.arena, int32(len(lits)), glue, 2) // size, glue, pos: past the watches
	t.arena = append(t.arena, lits...)
	t.learned = append(t.learned, off)
	t.watch[lits[0]] = append(t.watch[lits[0]], watcher{off, lits[1]})
	t.watch[lits[1]] = append(t.watch[lits[1]], watcher{off, lits[0]})
	return off
}

// glue returns the number of distinct decision levels among lits (LBD).
func (t *cdcl) glue(lits []int32) int32 {
	t.stampNow++
	if int(t.stampNow) == 1<<30 {
		t.stampNow = 1
	}
	for len(t.levelStamp) <= len(t.levelStart) {
		t.levelStamp = append(t.levelStamp, 0)
	}
	n := int32(0)
	for _, l := range lits {
		lv := t.level[l>>1]
		if t.levelStamp[lv] != t.stampNow {
			t.levelStamp[lv] = t.stampNow
			n++
		}
	}
	return n
}

// backtrack undoes the assignments above decision level lv.
func (t *cdcl) backtrack(lv int) {
	if len(t.levelStart) <= lv {
		return
	}
	start := t.levelStart[lv]
	for k := len(t.trail) - 1; k >= start; k-- {
		lit := t.trail[k]
		x := lit >> 1
		if lit&1 != 0 {
			for _, g := range t.groups[4*x : 4*x+4] {
				o := &t.open[g]
				o.n++
				o.xor ^= x
			}
		}
		t.phase[x] = t.value[2*x]
		t.value[2*x], t.value[2*x+1] = 0, 0
		if t.heapPos[x] < 0 {
			t.heapInsert(x)
		}
	}
	t.trail = t.trail[:start]
	t.levelStart = t.levelStart[:lv]
	t.qhead = start
}

// pick returns the unassigned variable of highest activity, or -1.
func (t *cdcl) pick() int32 {
	for len(t.heap) > 0 {
		x := t.heapPop()
		if t.value[2*x] == 0 {
			return x
		}
	}
	return -1
}

// bump raises the activity of x.
func (t *cdcl) bump(x int32) {
	t.activity[x] += t.bumpStep
	if t.activity[x] > 1e100 {
		for i := range t.activity {
			t.activity[i] *= 1e-100
		}
		t.bumpStep *= 1e-100
	}
	if p := t.heapPos[x]; p >= 0 {
		t.heapUp(int(p))
	}
}

func (t *cdcl) heapInsert(x int32) {
	t.heapPos[x] = int32(len(t.heap))
	t.heap = append(t.heap, x)
	t.heapUp(len(t.heap) - 1)
}

func (t *cdcl) heapPop() int32 {
	h := t.heap
	x := h[0]
	last := h[len(h)-1]
	t.heap = h[:len(h)-1]
	t.heapPos[x] = -1
	if len(t.heap) > 0 {
		t.heap[0] = last
		t.heapPos[last] = 0
		t.heapDown(0)
	}
	return x
}

func (t *cdcl) heapUp(i int) {
	h := t.heap
	x := h[i]
	for i > 0 {
		p := (i - 1) / 2
		if t.activity[h[p]] >= t.activity[x] {
			break
		}
		h[i] = h[p]
		t.heapPos[h[i]] = int32(i)
		i = p
	}
	h[i] = x
	t.heapPos[x] = int32(i)
}

func (t *cdcl) heapDown(i int) {
	h := t.heap
	x := h[i]
	for {
		c := 2*i + 1
		if c >= len(h) {
			break
		}
		if c+1 < len(h) && t.activity[h[c+1]] > t.activity[h[c]] {
			c++
		}
		if t.activity[h[c]] <= t.activity[x] {
			break
		}
		h[i] = h[c]
		t.heapPos[h[i]] = int32(i)
		i = c
	}
	h[i] = x
	t.heapPos[x] = int32(i)
}

// reduce deletes the less useful half of the learned clauses (by glue, then
// age), keeping glue clauses (glue 2 or less) and clauses that are reasons.
func (t *cdcl) reduce() {
	sort.Stable(byGlue{t.arena, t.learned})
	keep := t.learned[:0]
	half := len(t.learned) / 2
	for k, off := range t.learned {
		if k < half || t.arena[off+headGlue] <= 2 || t.locked(off) {
			keep = append(keep, off)
		}
	}
	t.learned = keep
	t.compact()
	for i := range t.watch {
		t.watch[i] = t.watch[i][:0]
	}
	for _, off := range t.learned {
		a, b := t.arena[off+clauseHeader], t.arena[off+clauseHeader+1]
		t.watch[a] = append(t.watch[a], watcher{off, b})
		t.watch[b] = append(t.watch[b], watcher{off, a})
	}
	t.keepLimit += t.keepLimit / 10
}

// compact moves the kept learned clauses to the front of the arena, in their
// order of creation, and updates the offsets that refer to them.
func (t *cdcl) compact() {
	sort.Sort(offsets(t.learned))
	end := int32(0)
	for k, off := range t.learned {
		size := t.arena[off+headSize] + clauseHeader
		if t.locked(off) {
			t.reasonRef[t.arena[off+clauseHeader]>>1] = end
		}
		copy(t.arena[end:end+size], t.arena[off:off+size])
		t.learned[k] = end
		end += size
	}
	t.arena = t.arena[:end]
}

// offsets sorts arena offsets.
type offsets []int32

// Len, Less and Swap make offsets a sort.Interface.
func (o offsets) Len() int           { return len(o) }
func (o offsets) Less(i, j int) bool { return o[i] < o[j] }
func (o offsets) Swap(i, j int)      { o[i], o[j] = o[j], o[i] }

// locked reports whether the clause at off is the reason of its first literal.
func (t *cdcl) locked(off int32) bool {
	x := t.arena[off+clauseHeader] >> 1
	return t.value[2*x] != 0 && t.reasonKind[x] == byClause && t.reasonRef[x] == off
}

// byGlue sorts learned clause offsets by glue.
type byGlue struct{ arena, offs []int32 }

// Len, Less and Swap make byGlue a sort.Interface.
func (b byGlue) Len() int { return len(b.offs) }
func (b byGlue) Less(i, j int) bool {
	return b.arena[b.offs[i]+headGlue] < b.arena[b.offs[j]+headGlue]
}
func (b byGlue) Swap(i, j int) { b.offs[i], b.offs[j] = b.offs[j], b.offs[i] }

// fill writes the assignment, complete and consistent, to sol.
func (t *cdcl) fill(sol []byte) {
	for c := 0; c < t.cells; c++ {
		for v := 0; v < t.n; v++ {
			if t.value[2*(c*t.n+v)] == 1 {
				sol[c] = byte(v + 1)
			}
		}
	}
}
