package problem

import (
	"bytes"
	"fmt"

	"github.com/ojkit/ojkit/gen/covergen"
	"github.com/ojkit/ojkit/gen/rng"
	"github.com/ojkit/ojkit/gen/sudokugen"
)

// p4929 is Luogu P4929, exact cover: `N M`, then N lines of M numbers 0 or 1
// separated by single spaces; 1 ≤ N, M ≤ 500, at most 5000 ones. An input
// holds one instance, its one case.
type p4929 struct{}

func init() { Register(p4929{}) }

// p4929Kinds are the kinds: covergen's shapes and encodings. Kinds that know
// their answer take -answer.
var p4929Kinds = []Kind{
	{"random", "-ones K ones at random cells of a -rows N × -cols M matrix (default 500×500, 5000)", []string{"rows", "cols", "ones"}},
	{"cover", "a planted cover among random distractor rows (other covers may exist)", []string{"rows", "cols", "ones", "answer"}},
	{"nocover", "no cover, by parity over -odd P columns (default 3), every column used", []string{"rows", "cols", "ones", "odd", "answer"}},
	{"lastrow", "exactly one cover, and it holds the last row", []string{"rows", "cols", "ones", "answer"}},
	{"sudoku", "the exact-cover encoding of a minimal 9×9 Sudoku puzzle (one cover)", []string{"answer"}},
	{"pentomino", "the twelve pentominoes on a 60-cell rectangle: a tiling among -rows N other placements", []string{"rows", "answer"}},
	{"max", "500×500 with 5000 ones and a planted cover (nocover at its defaults is the largest without)", []string{"answer"}},
}

func (p4929) ID() string               { return "p4929" }
func (p4929) Kinds() []Kind            { return p4929Kinds }
func (p p4929) Join(c [][]byte) []byte { return bytes.Join(c, nil) }

func (p p4929) Generate(o Options) ([]byte, error) {
	in, err := p.instance(o)
	if err != nil {
		return nil, err
	}
	return in.Text(), nil
}

// Answer returns the planted cover or "No Solution!" for the kinds that know
// it.
func (p p4929) Answer(o Options) ([]byte, bool, error) {
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
func (p4929) instance(o Options) (*covergen.Instance, error) {
	if o.N > 1 {
		return nil, fmt.Errorf("-n %d: a p4929 input holds one instance", o.N)
	}
	c := covergen.Config{Rows: OrDefault(o.Rows, 500), Cols: OrDefault(o.Cols, 500), Ones: OrDefault(o.Ones, 5000), Odd: OrDefault(o.Odd, 3)}
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
	return nil, fmt.Errorf("p4929 has no kind %q; its kinds: %v", o.Kind, KindNames(p4929{}))
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
	_, err := ParseMatrix(name, input, covergen.MaxSide, covergen.MaxOnes)
	return err
}

func (p4929) Cases(input []byte) ([][]byte, error) {
	if _, err := ParseMatrix("input", input, covergen.MaxSide, covergen.MaxOnes); err != nil {
		return nil, err
	}
	return [][]byte{input}, nil
}

// Simpler drops halves, quarters... down to single rows, then halves,
// quarters... of the columns.
func (p4929) Simpler(c []byte) [][]byte {
	m, err := ParseMatrix("case", c, covergen.MaxSide, covergen.MaxOnes)
	if err != nil {
		return nil
	}
	var out [][]byte
	rows, cols := len(m), len(m[0])
	for size := (rows + 1) / 2; size >= 1 && len(out) < MaxVariants-16; size /= 2 {
		for start := 0; start < rows && size < rows && len(out) < MaxVariants-16; start += size {
			out = append(out, MatrixText(append(m[:start:start], m[min(start+size, rows):]...)))
		}
	}
	for size := (cols + 1) / 2; size >= 1 && size < cols && len(out) < MaxVariants; size /= 2 {
		for start := 0; start < cols && len(out) < MaxVariants; start += size {
			var sub [][]byte
			for _, row := range m {
				sub = append(sub, append(row[:start:start], row[min(start+size, cols):]...))
			}
			out = append(out, MatrixText(sub))
		}
	}
	return out
}
