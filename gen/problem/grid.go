package problem

import (
	"errors"
	"fmt"

	"github.com/ojkit/ojkit/gen/rng"
	"github.com/ojkit/ojkit/gen/sudokugen"
)

// Promise is what a Sudoku statement guarantees about each grid.
type Promise struct {
	Unique   bool // exactly one solution
	Solvable bool // at least one solution
}

// GridProblem is a Sudoku problem: an input layout, the statement's promise
// and the kinds offered. Each Sudoku problem's package declares one.
type GridProblem struct {
	Name   string // the problem's id
	Layout Layout
	Promise
	MinGivens int        // the fewest givens a grid may have (0: any number)
	Diagonal  bool       // the two main diagonals are houses too (X-Sudoku, 9×9)
	GridKinds []GridKind // the kinds offered, the default first
}

// generator returns the problem's grid generator for box size box, drawing
// on seed.
func (p *GridProblem) generator(box int, seed uint64) *sudokugen.Generator {
	if p.Diagonal {
		return sudokugen.NewDiagonal(rng.New(seed))
	}
	return sudokugen.New(box, rng.New(seed))
}

// GridKind is a kind of grid input: its description, the number of grids it
// writes by default and how it makes one grid.
type GridKind struct {
	Kind
	N    int // grids when -n is not given
	Make func(g *sudokugen.Generator, o Options) ([]byte, error)
}

func (p *GridProblem) ID() string { return p.Name }

func (p *GridProblem) Kinds() []Kind {
	kinds := make([]Kind, len(p.GridKinds))
	for i, k := range p.GridKinds {
		kinds[i] = k.Kind
	}
	return kinds
}

// kind returns the kind named name ("" is the first).
func (p *GridProblem) kind(name string) (GridKind, error) {
	for _, k := range p.GridKinds {
		if name == "" || k.Name == name {
			return k, nil
		}
	}
	return GridKind{}, fmt.Errorf("%s has no kind %q; its kinds: %v", p.Name, name, KindNames(p))
}

func (p *GridProblem) Generate(o Options) ([]byte, error) {
	k, err := p.kind(o.Kind)
	if err != nil {
		return nil, err
	}
	n := o.N
	if n == 0 {
		n = k.N
	}
	if n < 1 || p.Layout.Max > 0 && n > p.Layout.Max {
		return nil, fmt.Errorf("-n %d: %s takes 1..%s grids", n, p.Name, maxText(p.Layout.Max))
	}
	l := p.Layout
	if l.Box == 0 {
		if l.Box, err = boxOfSide(o.Size); err != nil {
			return nil, err
		}
		l.Letters = l.Box >= 4
	}
	if o.Givens < 0 || o.Givens > l.side()*l.side() {
		return nil, fmt.Errorf("-givens %d: want 0..%d", o.Givens, l.side()*l.side())
	}
	if o.Givens > 0 && o.Givens < p.MinGivens {
		return nil, fmt.Errorf("-givens %d: %s grids have at least %d givens", o.Givens, p.Name, p.MinGivens)
	}
	g := p.generator(l.Box, o.Seed)
	cases := make([][]byte, n)
	for i := range cases {
		grid, err := k.Make(g, o)
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

func (p *GridProblem) Validate(name string, input []byte) error {
	t, err := SplitLines(name, input)
	if err != nil {
		return err
	}
	l, grids, err := p.Layout.parse(t)
	if err != nil {
		return err
	}
	for i, pg := range grids {
		if n := Givens(pg.grid); n < p.MinGivens {
			return t.Errorf(pg.line, 1, "grid %d has %d givens; the statement promises at least %d", i+1, n, p.MinGivens)
		}
	}
	if !p.Unique && !p.Solvable {
		return nil
	}
	g := p.generator(l.Box, 0)
	for i, pg := range grids {
		if err := p.checkGrid(t, l, g, i+1, pg); err != nil {
			return err
		}
	}
	return nil
}

// Givens returns the number of givens of grid.
func Givens(grid []byte) int {
	n := 0
	for _, v := range grid {
		if v != 0 {
			n++
		}
	}
	return n
}

// checkGrid checks the promise on grid number k.
func (p *GridProblem) checkGrid(t *Text, l Layout, g *sudokugen.Generator, k int, pg parsed) error {
	if c, unit := conflict(l.Box, pg.grid, p.Diagonal); c >= 0 {
		line, col := l.cellPos(pg.line, c)
		return t.Errorf(line, col, "grid %d: %q repeats a given of its %s; the statement promises a solution", k, l.cellChar(pg.grid[c]), unit)
	}
	want := "one"
	if p.Unique {
		want = "exactly one"
	}
	switch n := g.Count(pg.grid, 2); {
	case n == 0:
		return t.Errorf(pg.line, 1, "grid %d has no solution; the statement promises %s", k, want)
	case n > 1 && p.Unique:
		return t.Errorf(pg.line, 1, "grid %d has more than one solution; the statement promises exactly one", k)
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

func (p *GridProblem) Cases(input []byte) ([][]byte, error) {
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
func (p *GridProblem) parse(input []byte) (Layout, []parsed, error) {
	t, err := SplitLines("input", input)
	if err != nil {
		return p.Layout, nil, err
	}
	return p.Layout.parse(t)
}

func (p *GridProblem) Join(cases [][]byte) []byte {
	return p.Layout.join(cases)
}

// MaxVariants caps the variants Simpler returns.
const MaxVariants = 64

// Simpler returns variants of a grid closer to solved: if it has a solution,
// the grid with halves, quarters... down to single empty cells filled from
// its first solution (so a unique grid stays unique); otherwise the grid with
// halves, quarters... of its givens cleared.
func (p *GridProblem) Simpler(c []byte) [][]byte {
	l, grids, err := p.parse(p.Layout.join([][]byte{c}))
	if err != nil || len(grids) != 1 {
		return nil
	}
	grid := grids[0].grid
	g := p.generator(l.Box, 0)
	sol := g.Solution(grid)
	var cells []int
	for i, v := range grid {
		if (v == 0) == (sol != nil) {
			cells = append(cells, i)
		}
	}
	var out [][]byte
	for size := (len(cells) + 1) / 2; size >= 1 && len(out) < MaxVariants; size /= 2 {
		for start := 0; start < len(cells) && len(out) < MaxVariants; start += size {
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
