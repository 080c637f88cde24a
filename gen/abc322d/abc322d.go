// Package abc322d is abc322d's entry in gen's registry (see gen/problem): its
// second solutions, its tools and how its inputs are made, checked and shrunk.
package abc322d

import (
	"bytes"
	"fmt"
	"math/bits"

	"github.com/ojkit/ojkit/gen/problem"
	"github.com/ojkit/ojkit/gen/rng"
)

// abc322d is AtCoder ABC322 D "Polyomino": three pictures of 4 lines of 4
// characters, '#' a square of the polyomino and '.' not; each polyomino is
// connected and not empty. An input holds one instance. A polyomino here is a
// 16-bit mask of the 4×4 picture, bit 4r+c for row r and column c.
type abc322d struct{}

func init() {
	problem.Register(problem.Entry{ID: "abc322d", Solutions: []string{"masks"}, Gen: abc322d{}})
}

var abc322dKinds = []problem.Kind{
	{Name: "random", Doc: "three random polyominoes of 1 to 10 squares", Uses: []string{"answer"}},
	{Name: "tiling", Doc: "the grid cut into three connected parts, each turned and moved at random (Yes)", Uses: []string{"answer"}},
	{Name: "flipped", Doc: "a tiling's parts with one of them mirrored: Yes only when a turn undoes the mirror", Uses: []string{"answer"}},
	{Name: "area16", Doc: "three random polyominoes of 16 squares in all (mostly No)", Uses: []string{"answer"}},
}

func (abc322d) ID() string                          { return "abc322d" }
func (abc322d) Kinds() []problem.Kind               { return abc322dKinds }
func (abc322d) Join(c [][]byte) []byte              { return bytes.Join(c, nil) }
func (p abc322d) Cases(in []byte) ([][]byte, error) { return problem.OneCase(p, in) }

func (p abc322d) Generate(o problem.Options) ([]byte, error) {
	polys, err := p.instance(o)
	if err != nil {
		return nil, err
	}
	return polyText(polys), nil
}

// Answer returns "Yes" or "No", found by trying every turn and place.
func (p abc322d) Answer(o problem.Options) ([]byte, bool, error) {
	polys, err := p.instance(o)
	if err != nil {
		return nil, false, err
	}
	if polyFill(polys) {
		return []byte("Yes\n"), true, nil
	}
	return []byte("No\n"), true, nil
}

// instance makes the three polyominoes o asks for.
func (abc322d) instance(o problem.Options) ([3]uint16, error) {
	var polys [3]uint16
	if o.N > 1 {
		return polys, fmt.Errorf("-n %d: an abc322d input holds one instance", o.N)
	}
	r := rng.New(o.Seed)
	switch o.Kind {
	case "", "random":
		for i := range polys {
			polys[i] = growPoly(r, 0xffff, r.Range(1, 10))
		}
	case "tiling", "flipped":
		polys = cutGrid(r)
		if o.Kind == "flipped" {
			i := r.IntN(3)
			polys[i] = polyMirror(polys[i])
		}
	case "area16":
		a := r.Range(1, 14)
		b := r.Range(1, 15-a)
		for i, n := range []int{a, b, 16 - a - b} {
			polys[i] = growPoly(r, 0xffff, n)
		}
	default:
		return polys, fmt.Errorf("abc322d has no kind %q; its kinds: %v", o.Kind, problem.KindNames(abc322d{}))
	}
	for i := range polys {
		polys[i] = polyPlace(r, polys[i])
	}
	return polys, nil
}

// polyNeighbours returns the squares next to those of m, up, down, left or
// right, that are not in m.
func polyNeighbours(m uint16) uint16 {
	const notLeft, notRight = 0xeeee, 0x7777 // columns 1..3, columns 0..2
	return (m<<4 | m>>4 | m<<1&notLeft | m>>1&notRight) &^ m
}

// growPoly returns a connected polyomino of n squares within free, grown
// square by square from a random one.
func growPoly(r *rng.Rand, free uint16, n int) uint16 {
	m := polyPick(r, free)
	for bits.OnesCount16(m) < n {
		m |= polyPick(r, polyNeighbours(m)&free)
	}
	return m
}

// polyPick returns one of the squares of m at random, as a mask.
func polyPick(r *rng.Rand, m uint16) uint16 {
	k := r.IntN(bits.OnesCount16(m))
	for ; k > 0; k-- {
		m &= m - 1
	}
	return m & -m
}

// cutGrid cuts the 4×4 grid into three connected parts: three squares grow
// in turn into the free squares next to them until none is left.
func cutGrid(r *rng.Rand) [3]uint16 {
	var parts [3]uint16
	free := uint16(0xffff)
	for i := range parts {
		parts[i] = polyPick(r, free)
		free &^= parts[i]
	}
	for free != 0 {
		i := r.IntN(3)
		if next := polyNeighbours(parts[i]) & free; next != 0 {
			sq := polyPick(r, next)
			parts[i] |= sq
			free &^= sq
		}
	}
	return parts
}

// polyTurn returns m turned a quarter clockwise within the 4×4 picture.
func polyTurn(m uint16) uint16 {
	var t uint16
	for sq := 0; sq < 16; sq++ {
		if m>>uint(sq)&1 == 1 {
			r, c := sq/4, sq%4
			t |= 1 << uint(4*c+3-r)
		}
	}
	return t
}

// polyMirror returns m mirrored left to right.
func polyMirror(m uint16) uint16 {
	var t uint16
	for sq := 0; sq < 16; sq++ {
		if m>>uint(sq)&1 == 1 {
			t |= 1 << uint(sq/4*4+3-sq%4)
		}
	}
	return t
}

// polyShifts returns m moved to every place in the picture, m among them.
func polyShifts(m uint16) []uint16 {
	for m&0x000f == 0 {
		m >>= 4
	}
	for m&0x1111 == 0 {
		m >>= 1
	}
	h, w := 0, 0
	for sq := 0; sq < 16; sq++ {
		if m>>uint(sq)&1 == 1 && sq/4 >= h {
			h = sq/4 + 1
		}
		if m>>uint(sq)&1 == 1 && sq%4 >= w {
			w = sq%4 + 1
		}
	}
	var out []uint16
	for dr := 0; dr+h <= 4; dr++ {
		for dc := 0; dc+w <= 4; dc++ {
			out = append(out, m<<uint(4*dr+dc))
		}
	}
	return out
}

// polyPlace turns m at random and moves it to a random place in the picture.
func polyPlace(r *rng.Rand, m uint16) uint16 {
	for t := r.IntN(4); t > 0; t-- {
		m = polyTurn(m)
	}
	shifts := polyShifts(m)
	return shifts[r.IntN(len(shifts))]
}

// polyFill reports whether the three polyominoes, turned and moved, fill the
// grid.
func polyFill(polys [3]uint16) bool {
	var places [3][]uint16
	for i, m := range polys {
		for t := 0; t < 4; t++ {
			places[i] = append(places[i], polyShifts(m)...)
			m = polyTurn(m)
		}
	}
	for _, a := range places[0] {
		for _, b := range places[1] {
			for _, c := range places[2] {
				if a&b == 0 && a&c == 0 && b&c == 0 && a|b|c == 0xffff {
					return true
				}
			}
		}
	}
	return false
}

// polyText writes the polyominoes in the input format.
func polyText(polys [3]uint16) []byte {
	var b bytes.Buffer
	for _, m := range polys {
		for sq := uint(0); sq < 16; sq++ {
			if m>>sq&1 == 1 {
				b.WriteByte('#')
			} else {
				b.WriteByte('.')
			}
			if sq%4 == 3 {
				b.WriteByte('\n')
			}
		}
	}
	return b.Bytes()
}

func (abc322d) Validate(name string, input []byte) error {
	_, err := parsePolys(name, input)
	return err
}

// parsePolys checks an ABC322 D input strictly and returns its polyominoes.
func parsePolys(name string, input []byte) ([3]uint16, error) {
	var polys [3]uint16
	t, err := problem.SplitLines(name, input)
	if err != nil {
		return polys, err
	}
	for i := range polys {
		start := t.LineNo()
		for r := uint(0); r < 4; r++ {
			if t.EOF() {
				return polys, t.Errorf(t.LineNo(), 1, "input ends early: want 12 lines, 4 for each polyomino")
			}
			line := t.Peek()
			for c := 0; c < len(line) || c < 4; c++ {
				switch {
				case c >= len(line) || c >= 4:
					return polys, t.Errorf(t.LineNo(), c+1, "want 4 characters, each '#' or '.'")
				case line[c] == '#':
					polys[i] |= 1 << (4*r + uint(c))
				case line[c] != '.':
					return polys, t.Errorf(t.LineNo(), c+1, "%q: want '#' or '.'", line[c])
				}
			}
			t.Next++
		}
		if err := polyConnected(polys[i]); err != "" {
			return polys, t.Errorf(start, 1, "polyomino %d %s", i+1, err)
		}
	}
	return polys, t.EndOfInput("the three polyominoes")
}

// polyConnected returns "" when m is a polyomino, else what it is not.
func polyConnected(m uint16) string {
	if m == 0 {
		return "is empty"
	}
	reach := m & -m
	for {
		next := reach | polyNeighbours(reach)&m
		if next == reach {
			break
		}
		reach = next
	}
	if reach != m {
		return "is not connected"
	}
	return ""
}

// Simpler takes away one square of a polyomino where it stays connected.
func (abc322d) Simpler(c []byte) [][]byte {
	polys, err := parsePolys("case", c)
	if err != nil {
		return nil
	}
	var out [][]byte
	for i, m := range polys {
		for rest := m; rest != 0; rest &= rest - 1 {
			v := polys
			v[i] = m &^ (rest & -rest)
			if polyConnected(v[i]) == "" {
				out = append(out, polyText(v))
			}
		}
	}
	return out
}
