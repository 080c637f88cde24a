// Package abc345d is abc345d's entry in gen's registry (see gen/problem): its
// second solutions, its tools and how its inputs are made, checked and shrunk.
package abc345d

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/ojkit/ojkit/dlx"
	"github.com/ojkit/ojkit/gen/problem"
	"github.com/ojkit/ojkit/gen/rng"
	"github.com/ojkit/ojkit/placement"
)

// abc345d is AtCoder ABC345 D "Tiling": `N H W`, then N lines `A_i B_i`,
// 1 <= N <= 7, 1 <= H, W, A_i, B_i <= 10. An input holds one instance.
type abc345d struct{}

func init() {
	problem.Register(problem.Entry{ID: "abc345d", Solutions: []string{"fill"}, Gen: abc345d{}})
}

// Bounds of ABC345 D.
const (
	tilingMaxN    = 7
	tilingMaxSide = 10
)

var abc345dKinds = []problem.Kind{
	{Name: "random", Doc: "N tiles of random sides on a random grid", Uses: []string{"answer"}},
	{Name: "tiling", Doc: "a random grid cut into rectangles by straight cuts, and random spare tiles (Yes)", Uses: []string{"answer"}},
	{Name: "pinwheel", Doc: "a grid cut into five rectangles around a centre, which no straight cut separates, and spare tiles (Yes)", Uses: []string{"answer"}},
	{Name: "notiling", Doc: "tiles some of which have the grid's area, yet no tiling (No)", Uses: []string{"answer"}},
	{Name: "max", Doc: "seven tiles on a 10×10 grid, some with its area, no tiling (No)", Uses: []string{"answer"}},
}

func (abc345d) ID() string                          { return "abc345d" }
func (abc345d) Kinds() []problem.Kind               { return abc345dKinds }
func (abc345d) Join(c [][]byte) []byte              { return bytes.Join(c, nil) }
func (p abc345d) Cases(in []byte) ([][]byte, error) { return problem.OneCase(p, in) }

// tilingInput is an instance of ABC345 D.
type tilingInput struct {
	h, w  int
	tiles [][2]int
}

func (p abc345d) Generate(o problem.Options) ([]byte, error) {
	in, _, err := p.instance(o)
	if err != nil {
		return nil, err
	}
	return in.text(), nil
}

// Answer returns "Yes" or "No", which every kind knows.
func (p abc345d) Answer(o problem.Options) ([]byte, bool, error) {
	_, yes, err := p.instance(o)
	if err != nil {
		return nil, false, err
	}
	if yes {
		return []byte("Yes\n"), true, nil
	}
	return []byte("No\n"), true, nil
}

// instance makes the input o asks for and whether it can be tiled.
func (abc345d) instance(o problem.Options) (tilingInput, bool, error) {
	if o.N > 1 {
		return tilingInput{}, false, fmt.Errorf("-n %d: an abc345d input holds one instance", o.N)
	}
	r := rng.New(o.Seed)
	var in tilingInput
	switch o.Kind {
	case "", "random":
		in = tilingInput{h: r.Range(1, tilingMaxSide), w: r.Range(1, tilingMaxSide)}
		in.spare(r, r.Range(1, tilingMaxN))
		return in, in.canTile(), nil
	case "tiling":
		in = tilingInput{h: r.Range(1, tilingMaxSide), w: r.Range(1, tilingMaxSide)}
		in.cut(r, r.Range(1, tilingMaxN))
	case "pinwheel":
		in = tilingInput{h: r.Range(3, tilingMaxSide), w: r.Range(3, tilingMaxSide)}
		in.pinwheel(r)
	case "notiling", "max":
		return noTiling(r, o.Kind == "max"), false, nil
	default:
		return tilingInput{}, false, fmt.Errorf("abc345d has no kind %q; its kinds: %v", o.Kind, problem.KindNames(abc345d{}))
	}
	in.spare(r, r.IntN(tilingMaxN-len(in.tiles)+1))
	in.shuffle(r)
	return in, true, nil
}

// cut splits the grid into at most k rectangles by straight cuts through the
// piece being cut, and makes them the tiles.
func (in *tilingInput) cut(r *rng.Rand, k int) {
	pieces := [][2]int{{in.h, in.w}}
	for len(pieces) < k {
		i := r.IntN(len(pieces))
		a, b := pieces[i][0], pieces[i][1]
		if a*b == 1 {
			break
		}
		if b == 1 || a > 1 && r.IntN(2) == 0 {
			c := r.Range(1, a-1)
			pieces[i], pieces = [2]int{c, b}, append(pieces, [2]int{a - c, b})
		} else {
			c := r.Range(1, b-1)
			pieces[i], pieces = [2]int{a, c}, append(pieces, [2]int{a, b - c})
		}
	}
	in.tiles = pieces
}

// pinwheel cuts the grid (at least 3×3) into four rectangles around a fifth.
func (in *tilingInput) pinwheel(r *rng.Rand) {
	y1 := r.Range(1, in.h-2)
	y2 := r.Range(y1+1, in.h-1)
	x1 := r.Range(1, in.w-2)
	x2 := r.Range(x1+1, in.w-1)
	in.tiles = [][2]int{{y2, x1}, {y1, in.w - x1}, {in.h - y1, in.w - x2}, {in.h - y2, x2}, {y2 - y1, x2 - x1}}
}

// spare adds k tiles of random sides.
func (in *tilingInput) spare(r *rng.Rand, k int) {
	for i := 0; i < k; i++ {
		in.tiles = append(in.tiles, [2]int{r.Range(1, tilingMaxSide), r.Range(1, tilingMaxSide)})
	}
}

// shuffle puts the tiles in random order, each turned or not.
func (in *tilingInput) shuffle(r *rng.Rand) {
	r.Shuffle(len(in.tiles), func(i, j int) { in.tiles[i], in.tiles[j] = in.tiles[j], in.tiles[i] })
	for i := range in.tiles {
		if r.IntN(2) == 0 {
			in.tiles[i][0], in.tiles[i][1] = in.tiles[i][1], in.tiles[i][0]
		}
	}
}

// noTiling draws instances until one has a set of tiles of exactly the grid's
// area but no tiling; max draws seven tiles on a 10×10 grid.
func noTiling(r *rng.Rand, max bool) tilingInput {
	for {
		in := tilingInput{h: tilingMaxSide, w: tilingMaxSide}
		n := tilingMaxN
		if !max {
			in = tilingInput{h: r.Range(2, tilingMaxSide), w: r.Range(2, tilingMaxSide)}
			n = r.Range(2, tilingMaxN)
		}
		for i := 0; i < n; i++ {
			in.tiles = append(in.tiles, [2]int{r.Range(1, in.h), r.Range(1, in.w)})
		}
		if in.subsetHasArea() && !in.canTile() {
			in.shuffle(r)
			return in
		}
	}
}

// subsetHasArea reports whether some of the tiles have the grid's area.
func (in tilingInput) subsetHasArea() bool {
	for set := 1; set < 1<<uint(len(in.tiles)); set++ {
		area := 0
		for i, t := range in.tiles {
			if set>>uint(i)&1 == 1 {
				area += t[0] * t[1]
			}
		}
		if area == in.h*in.w {
			return true
		}
	}
	return false
}

// canTile reports whether some of the tiles tile the grid.
func (in tilingInput) canTile() bool {
	var shapes []placement.Shape
	for _, t := range in.tiles {
		shapes = append(shapes, placement.Rectangle(t[0], t[1]))
	}
	board := placement.NewBoard(in.h, in.w, func(int, int) bool { return true })
	var s dlx.Solver
	placement.AddRows(&s, board, placement.Placements(board, shapes, false), len(shapes), false)
	_, ok := s.Solve()
	return ok
}

// text writes the instance in the input format.
func (in tilingInput) text() []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d %d\n", len(in.tiles), in.h, in.w)
	for _, t := range in.tiles {
		fmt.Fprintf(&b, "%d %d\n", t[0], t[1])
	}
	return []byte(b.String())
}

func (abc345d) Validate(name string, input []byte) error {
	_, err := parseTiling(name, input)
	return err
}

// parseTiling checks an ABC345 D input strictly and returns it.
func parseTiling(name string, input []byte) (tilingInput, error) {
	t, err := problem.SplitLines(name, input)
	if err != nil {
		return tilingInput{}, err
	}
	head, err := t.ReadFields("`N H W`", problem.Field{Name: "N", Lo: 1, Hi: tilingMaxN}, problem.Field{Name: "H", Lo: 1, Hi: tilingMaxSide}, problem.Field{Name: "W", Lo: 1, Hi: tilingMaxSide})
	if err != nil {
		return tilingInput{}, err
	}
	in := tilingInput{h: head[1], w: head[2]}
	for i := 1; i <= head[0]; i++ {
		ab, err := t.ReadFields(fmt.Sprintf("tile %d, `A B`", i), problem.Field{Name: "A", Lo: 1, Hi: tilingMaxSide}, problem.Field{Name: "B", Lo: 1, Hi: tilingMaxSide})
		if err != nil {
			return tilingInput{}, err
		}
		in.tiles = append(in.tiles, [2]int{ab[0], ab[1]})
	}
	return in, t.EndOfInput(fmt.Sprintf("the %d tiles", head[0]))
}

// Simpler drops one tile, or takes one from a side of the grid or of a tile.
func (abc345d) Simpler(c []byte) [][]byte {
	in, err := parseTiling("case", c)
	if err != nil {
		return nil
	}
	var out [][]byte
	for i := range in.tiles {
		if len(in.tiles) > 1 {
			v := in
			v.tiles = append(append([][2]int(nil), in.tiles[:i]...), in.tiles[i+1:]...)
			out = append(out, v.text())
		}
	}
	if in.h > 1 {
		v := in
		v.h--
		out = append(out, v.text())
	}
	if in.w > 1 {
		v := in
		v.w--
		out = append(out, v.text())
	}
	for i, tl := range in.tiles {
		for k := 0; k < 2; k++ {
			if tl[k] > 1 {
				v := in
				v.tiles = append([][2]int(nil), in.tiles...)
				v.tiles[i][k]--
				out = append(out, v.text())
			}
		}
	}
	return out
}
