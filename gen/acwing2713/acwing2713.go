// Package acwing2713 is acwing2713's entry in gen's registry (see
// gen/problem): its second solutions, its tools and how its inputs are made,
// checked and shrunk.
package acwing2713

import (
	"bytes"
	"fmt"

	"github.com/ojkit/ojkit/gen/problem"
	"github.com/ojkit/ojkit/gen/rng"
)

// acwing2713 is AcWing 2713, repeated cover: `N M`, then N rows of M numbers
// 0 or 1 separated by single spaces; 1 <= N, M <= 100 and every column holds
// a 1. An input holds one instance.
type acwing2713 struct{}

func init() {
	problem.Register(problem.Entry{ID: "acwing2713", Solutions: []string{"bitset"}, Tools: []string{"checker"}, Gen: acwing2713{}})
}

// repeatMaxSide bounds N and M.
const repeatMaxSide = 100

var acwing2713Kinds = []problem.Kind{
	{Name: "random", Doc: "-rows N × -cols M (default 30×20) with about -ones K ones (default a tenth) at random", Uses: []string{"rows", "cols", "ones"}},
	{Name: "planted", Doc: "a cover of a tenth of the rows planted among random rows of -ones K ones (default 100×50, 500)", Uses: []string{"rows", "cols", "ones"}},
	{Name: "tiny", Doc: "at most 8 rows and 8 columns, for shrinking by hand"},
	{Name: "max", Doc: "100×100 with a cover of 10 rows planted among rows a tenth full"},
}

func (acwing2713) ID() string                          { return "acwing2713" }
func (acwing2713) Kinds() []problem.Kind               { return acwing2713Kinds }
func (acwing2713) Join(c [][]byte) []byte              { return bytes.Join(c, nil) }
func (p acwing2713) Cases(in []byte) ([][]byte, error) { return problem.OneCase(p, in) }

func (acwing2713) Generate(o problem.Options) ([]byte, error) {
	if o.N > 1 {
		return nil, fmt.Errorf("-n %d: an acwing2713 input holds one instance", o.N)
	}
	r := rng.New(o.Seed)
	rows, cols, ones := problem.OrDefault(o.Rows, 30), problem.OrDefault(o.Cols, 20), o.Ones
	var planted int
	switch o.Kind {
	case "", "random":
	case "planted":
		rows, cols, ones = problem.OrDefault(o.Rows, 100), problem.OrDefault(o.Cols, 50), problem.OrDefault(o.Ones, 500)
		planted = (rows + 9) / 10
	case "tiny":
		rows, cols = r.Range(1, 8), r.Range(1, 8)
		ones = r.Range(1, rows*cols/2+1)
	case "max":
		rows, cols, ones, planted = repeatMaxSide, repeatMaxSide, 1000, 10
	default:
		return nil, fmt.Errorf("acwing2713 has no kind %q; its kinds: %v", o.Kind, problem.KindNames(acwing2713{}))
	}
	if rows < 1 || rows > repeatMaxSide || cols < 1 || cols > repeatMaxSide {
		return nil, fmt.Errorf("-rows %d -cols %d: want both in 1..%d", rows, cols, repeatMaxSide)
	}
	if ones == 0 {
		ones = (rows*cols + 9) / 10
	}
	if ones < 0 || ones > rows*cols {
		return nil, fmt.Errorf("-ones %d: want 0..%d", ones, rows*cols)
	}
	return problem.MatrixText(repeatMatrix(r, rows, cols, ones, planted)), nil
}

// repeatMatrix returns a rows×cols matrix with about ones ones at random and
// every column covered: the first planted rows, if any, split the columns
// among them (and the rows are then shuffled); otherwise a column left empty
// gets a 1 in a random row.
func repeatMatrix(r *rng.Rand, rows, cols, ones, planted int) [][]byte {
	m := make([][]byte, rows)
	for i := range m {
		m[i] = make([]byte, cols)
	}
	for c := 0; planted > 0 && c < cols; c++ {
		m[r.IntN(planted)][c] = 1
	}
	for k := 0; k < ones; k++ {
		m[r.IntN(rows)][r.IntN(cols)] = 1
	}
	for c := 0; c < cols; c++ {
		if !columnHasOne(m, c) {
			m[r.IntN(rows)][c] = 1
		}
	}
	r.Shuffle(rows, func(i, j int) { m[i], m[j] = m[j], m[i] })
	return m
}

func (acwing2713) Validate(name string, input []byte) error {
	_, err := parseRepeat(name, input)
	return err
}

// parseRepeat checks an AcWing 2713 input strictly and returns its rows.
func parseRepeat(name string, input []byte) ([][]byte, error) {
	m, err := problem.ParseMatrix(name, input, repeatMaxSide, repeatMaxSide*repeatMaxSide)
	if err != nil {
		return nil, err
	}
	for c := range m[0] {
		if !columnHasOne(m, c) {
			return nil, &problem.Error{Name: name, Line: 1, Col: 1, Msg: fmt.Sprintf("column %d holds no 1: no cover exists", c+1)}
		}
	}
	return m, nil
}

// columnHasOne reports whether column c of m holds a 1.
func columnHasOne(m [][]byte, c int) bool {
	for _, row := range m {
		if row[c] == 1 {
			return true
		}
	}
	return false
}

// Simpler drops one row, where every column stays covered, or one column.
func (acwing2713) Simpler(c []byte) [][]byte {
	m, err := parseRepeat("case", c)
	if err != nil {
		return nil
	}
	var out [][]byte
	for i := range m {
		if len(m) == 1 {
			break
		}
		v := append(append([][]byte(nil), m[:i]...), m[i+1:]...)
		if everyColumnHasOne(v) {
			out = append(out, problem.MatrixText(v))
		}
	}
	for c := 0; c < len(m[0]) && len(m[0]) > 1; c++ {
		v := make([][]byte, len(m))
		for i, row := range m {
			v[i] = append(append([]byte(nil), row[:c]...), row[c+1:]...)
		}
		out = append(out, problem.MatrixText(v))
	}
	return out
}

// everyColumnHasOne reports whether each column of m holds a 1.
func everyColumnHasOne(m [][]byte) bool {
	for c := range m[0] {
		if !columnHasOne(m, c) {
			return false
		}
	}
	return true
}
