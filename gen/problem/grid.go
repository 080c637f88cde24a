package problem

import (
	"errors"
	"fmt"

	"github.com/ojkit/ojkit/gen/rng"
	"github.com/ojkit/ojkit/gen/sudokugen"
)

// promise is what a Sudoku statement guarantees about each grid.
type promise struct {
	unique   bool // exactly one solution
	solvable bool // at least one solution
}

// gridProblem is a Sudoku problem: an input layout, the statement's promise
// and the kinds offered. Each problem's file declares one.
type gridProblem struct {
	id     string
	layout layout
	promise
	minGivens int  // the fewest givens a grid may have (0: any number)
	diagonal  bool // the two main diagonals are houses too (X-Sudoku, 9×9)
	kinds     []gridKind
}

// generator returns the problem's grid generator for box size box, drawing
// on seed.
func (p *gridProblem) generator(box int, seed uint64) *sudokugen.Generator {
	if p.diagonal {
		return sudokugen.NewDiagonal(rng.New(seed))
	}
	return sudokugen.New(box, rng.New(seed))
}

// gridKind is a kind of grid input: its description, the number of grids it
// writes by default and how it makes one grid.
type gridKind struct {
	Kind
	n    int // grids when -n is not given
	make func(g *sudokugen.Generator, o Options) ([]byte, error)
}

func (p *gridProblem) ID() string { return p.id }

func (p *gridProblem) Kinds() []Kind {
	kinds := make([]Kind, len(p.kinds))
	for i, k := range p.kinds {
		kinds[i] = k.Kind
	}
	return kinds
}

// kind returns the kind named name ("" is the first).
func (p *gridProblem) kind(name string) (gridKind, error) {
	for _, k := range p.kinds {
		if name == "" || k.Name == name {
			return k, nil
		}
	}
	return gridKind{}, fmt.Errorf("%s has no kind %q; its kinds: %v", p.id, name, KindNames(p))
}

func (p *gridProblem) Generate(o Options) ([]byte, error) {
	k, err := p.kind(o.Kind)
	if err != nil {
		return nil, err
	}
	n := o.N
	if n == 0 {
		n = k.n
	}
	if n < 1 || p.layout.max > 0 && n > p.layout.max {
		return nil, fmt.Errorf("-n %d: %s takes 1..%s grids", n, p.id, maxText(p.layout.max))
	}
	l := p.layout
	if l.box == 0 {
		if l.box, err = boxOfSide(o.Size); err != nil {
			return nil, err
		}
		l.letters = l.box >= 4
	}
	if o.Givens < 0 || o.Givens > l.side()*l.side() {
		return nil, fmt.Errorf("-givens %d: want 0..%d", o.Givens, l.side()*l.side())
	}
	if o.Givens > 0 && o.Givens < p.minGivens {
		return nil, fmt.Errorf("-givens %d: %s grids have at least %d givens", o.Givens, p.id, p.minGivens)
	}
	g := p.generator(l.box, o.Seed)
	cases := make([][]byte, n)
	for i := range cases {
		grid, err := k.make(g, o)
		if err != nil {
			return nil, err
		}
		cases[i] = l.gridText(grid)
	}
	return l.join(cases), nil
}

// maxText returns max as text, or "any number of" for 0.
func maxText(max int) string {
	if max == 0 {
		return "any number of"
	}
	return itoa(max)
}

// boxOfSide returns the box size of grids of side n.
func boxOfSide(n int) (int, error) {
	switch n {
	case 4, 9, 16, 25:
		return map[int]int{4: 2, 9: 3, 16: 4, 25: 5}[n], nil
	case 0:
		return 0, errors.New("-size is required: 4, 9, 16 or 25")
	}
	return 0, fmt.Errorf("-size %d: want 4, 9, 16 or 25", n)
}

func (p *gridProblem) Validate(name string, input []byte) error {
	t, err := splitLines(name, input)
	if err != nil {
		return err
	}
	l, grids, err := p.layout.parse(t)
	if err != nil {
		return err
	}
	for i, pg := range grids {
		if n := givens(pg.grid); n < p.minGivens {
			return t.errorf(pg.line, 1, "grid %d has %d givens; the statement promises at least %d", i+1, n, p.minGivens)
		}
	}
	if !p.unique && !p.solvable {
		return nil
	}
	g := p.generator(l.box, 0)
	for i, pg := range grids {
		if err := p.checkGrid(t, l, g, i+1, pg); err != nil {
			return err
		}
	}
	return nil
}

// givens returns the number of givens of grid.
func givens(grid []byte) int {
	n := 0
	for _, v := range grid {
		if v != 0 {
			n++
		}
	}
	return n
}

// checkGrid checks the promise on grid number k.
func (p *gridProblem) checkGrid(t *text, l layout, g *sudokugen.Generator, k int, pg parsed) error {
	if c, unit := conflict(l.box, pg.grid, p.diagonal); c >= 0 {
		line, col := l.cellPos(pg.line, c)
		return t.errorf(line, col, "grid %d: %q repeats a given of its %s; the statement promises a solution", k, l.cellChar(pg.grid[c]), unit)
	}
	want := "one"
	if p.unique {
		want = "exactly one"
	}
	switch n := g.Count(pg.grid, 2); {
	case n == 0:
		return t.errorf(pg.line, 1, "grid %d has no solution; the statement promises %s", k, want)
	case n > 1 && p.unique:
		return t.errorf(pg.line, 1, "grid %d has more than one solution; the statement promises exactly one", k)
	}
	return nil
}

// conflict returns the first cell whose given repeats an earlier given of its
// row, column, box or, with diagonal, main diagonal, and the unit's name; -1
// if there is none.
func conflict(box int, grid []byte, diagonal bool) (int, string) {
	n := box * box
	seen := make([]uint32, 3*n+2)
	names := []string{"row", "column", "box", "diagonal", "diagonal"}
	for c, v := range grid {
		if v == 0 {
			continue
		}
		r, k := c/n, c%n
		units := []int{r, n + k, 2*n + r/box*box + k/box}
		if diagonal && r == k {
			units = append(units, 3*n)
		}
		if diagonal && r+k == n-1 {
			units = append(units, 3*n+1)
		}
		for i, u := range units {
			if seen[u]&(1<<v) != 0 {
				return c, names[i]
			}
		}
		for _, u := range units {
			seen[u] |= 1 << v
		}
	}
	return -1, ""
}

func (p *gridProblem) Cases(input []byte) ([][]byte, error) {
	l, grids, err := p.parse(input)
	if err != nil {
		return nil, err
	}
	cases := make([][]byte, len(grids))
	for i, pg := range grids {
		cases[i] = l.gridText(pg.grid)
	}
	return cases, nil
}

// parse checks the layout of input and returns its grids.
func (p *gridProblem) parse(input []byte) (layout, []parsed, error) {
	t, err := splitLines("input", input)
	if err != nil {
		return p.layout, nil, err
	}
	return p.layout.parse(t)
}

func (p *gridProblem) Join(cases [][]byte) []byte {
	return p.layout.join(cases)
}

// maxVariants caps the variants Simpler returns.
const maxVariants = 64

// Simpler returns variants of a grid closer to solved: if it has a solution,
// the grid with halves, quarters... down to single empty cells filled from
// its first solution (so a unique grid stays unique); otherwise the grid with
// halves, quarters... of its givens cleared.
func (p *gridProblem) Simpler(c []byte) [][]byte {
	l, grids, err := p.parse(p.layout.join([][]byte{c}))
	if err != nil || len(grids) != 1 {
		return nil
	}
	grid := grids[0].grid
	g := p.generator(l.box, 0)
	sol := g.Solution(grid)
	var cells []int
	for i, v := range grid {
		if (v == 0) == (sol != nil) {
			cells = append(cells, i)
		}
	}
	var out [][]byte
	for size := (len(cells) + 1) / 2; size >= 1 && len(out) < maxVariants; size /= 2 {
		for start := 0; start < len(cells) && len(out) < maxVariants; start += size {
			v := append([]byte(nil), grid...)
			for _, i := range cells[start:min(start+size, len(cells))] {
				v[i] = 0
				if sol != nil {
					v[i] = sol[i]
				}
			}
			out = append(out, l.gridText(v))
		}
	}
	return out
}
