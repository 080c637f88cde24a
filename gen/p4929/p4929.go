// Package p4929 is p4929's entry in gen's registry (see gen/problem): its
// second solutions, its tools and how its inputs are made, checked and shrunk.
package p4929

import (
	"bytes"
	"fmt"

	"github.com/ojkit/ojkit/gen/covergen"
	"github.com/ojkit/ojkit/gen/problem"
	"github.com/ojkit/ojkit/gen/rng"
	"github.com/ojkit/ojkit/gen/sudokugen"
)

// p4929 is Luogu P4929, exact cover: `N M`, then N lines of M numbers 0 or 1
// separated by single spaces; 1 ≤ N, M ≤ 500, at most 5000 ones. An input
// holds one instance, its one case.
type p4929 struct{}

func init() {
	problem.Register(problem.Entry{ID: "p4929", Solutions: []string{"bitset"}, Tools: []string{"checker"}, Gen: p4929{}})
}

// p4929Kinds are the kinds: covergen's shapes and encodings. Kinds that know
// their answer take -answer.
var p4929Kinds = []problem.Kind{
	{Name: "random", Doc: "-ones K ones at random cells of a -rows N × -cols M matrix (default 500×500, 5000)", Uses: []string{"rows", "cols", "ones"}},
	{Name: "cover", Doc: "a planted cover among random distractor rows (other covers may exist)", Uses: []string{"rows", "cols", "ones", "answer"}},
	{Name: "nocover", Doc: "no cover, by parity over -odd P columns (default 3), every column used", Uses: []string{"rows", "cols", "ones", "odd", "answer"}},
	{Name: "lastrow", Doc: "exactly one cover, and it holds the last row", Uses: []string{"rows", "cols", "ones", "answer"}},
	{Name: "sudoku", Doc: "the exact-cover encoding of a minimal 9×9 Sudoku puzzle (one cover)", Uses: []string{"answer"}},
	{Name: "pentomino", Doc: "the twelve pentominoes on a 60-cell rectangle: a tiling among -rows N other placements", Uses: []string{"rows", "answer"}},
	{Name: "max", Doc: "500×500 with 5000 ones and a planted cover (nocover at its defaults is the largest without)", Uses: []string{"answer"}},
}

// Flags declares -odd, the option of nocover alone.
func (p4929) Flags() []problem.Flag {
	return []problem.Flag{{Name: "odd", Usage: "p4929 nocover: the size `P` of the odd column set (default 3)"}}
}

func (p4929) ID() string               { return "p4929" }
func (p4929) Kinds() []problem.Kind    { return p4929Kinds }
func (p p4929) Join(c [][]byte) []byte { return bytes.Join(c, nil) }

func (p p4929) Generate(o problem.Options) ([]byte, error) {
	in, err := p.instance(o)
	if err != nil {
		return nil, err
	}
	return in.Text(), nil
}

// Answer returns the planted cover or "No Solution!" for the kinds that know
// it.
func (p p4929) Answer(o problem.Options) ([]byte, bool, error) {
	if o.Kind == "" || o.Kind == "random" {
		return nil, false, nil
	}
	in, err := p.instance(o)
	if err != nil {
		return nil, false, err
	}
	return in.Answer(), true, nil
}

// instance makes the matrix o asks for.
func (p4929) instance(o problem.Options) (*covergen.Instance, error) {
	if o.N > 1 {
		return nil, fmt.Errorf("-n %d: a p4929 input holds one instance", o.N)
	}
	c := covergen.Config{Rows: problem.OrDefault(o.Rows, 500), Cols: problem.OrDefault(o.Cols, 500), Ones: problem.OrDefault(o.Ones, 5000), Odd: problem.OrDefault(o.Int("odd"), 3)}
	r := rng.New(o.Seed)
	if o.Kind == "max" {
		c = covergen.Config{Rows: 500, Cols: 500, Ones: 5000}
	}
	planted := o.Kind != "" && o.Kind != "random"
	if err := c.Check(planted); err != nil {
		return nil, err
	}
	switch o.Kind {
	case "", "random":
		return covergen.Random(r, c), nil
	case "cover", "max":
		return covergen.Cover(r, c), nil
	case "nocover":
		if err := c.CheckOdd(); err != nil {
			return nil, err
		}
		return covergen.NoCover(r, c), nil
	case "lastrow":
		return covergen.LastRow(r, c), nil
	case "sudoku":
		return sudokuCover(r)
	case "pentomino":
		return covergen.Pentomino(r, c.Rows)
	}
	return nil, fmt.Errorf("p4929 has no kind %q; its kinds: %v", o.Kind, problem.KindNames(p4929{}))
}

// sudokuCover encodes a random minimal 9×9 puzzle, trying puzzles until the
// matrix fits the limits.
func sudokuCover(r *rng.Rand) (*covergen.Instance, error) {
	g := sudokugen.New(3, r)
	for {
		puzzle := g.Minimal()
		in, err := covergen.Sudoku(r, puzzle, g.Solution(puzzle))
		if err == nil {
			return in, nil
		}
	}
}

func (p4929) Validate(name string, input []byte) error {
	_, err := problem.ParseMatrix(name, input, covergen.MaxSide, covergen.MaxOnes)
	return err
}

func (p4929) Cases(input []byte) ([][]byte, error) {
	if _, err := problem.ParseMatrix("input", input, covergen.MaxSide, covergen.MaxOnes); err != nil {
		return nil, err
	}
	return [][]byte{input}, nil
}

// Simpler drops halves, quarters... down to single rows, then halves,
// quarters... of the columns.
func (p4929) Simpler(c []byte) [][]byte {
	m, err := problem.ParseMatrix("case", c, covergen.MaxSide, covergen.MaxOnes)
	if err != nil {
		return nil
	}
	var out [][]byte
	rows, cols := len(m), len(m[0])
	for size := (rows + 1) / 2; size >= 1 && len(out) < problem.MaxVariants-16; size /= 2 {
		for start := 0; start < rows && size < rows && len(out) < problem.MaxVariants-16; start += size {
			out = append(out, problem.MatrixText(append(m[:start:start], m[min(start+size, rows):]...)))
		}
	}
	for size := (cols + 1) / 2; size >= 1 && size < cols && len(out) < problem.MaxVariants; size /= 2 {
		for start := 0; start < cols && len(out) < problem.MaxVariants; start += size {
			var sub [][]byte
			for _, row := range m {
				sub = append(sub, append(row[:start:start], row[min(start+size, cols):]...))
			}
			out = append(out, problem.MatrixText(sub))
		}
	}
	return out
}
