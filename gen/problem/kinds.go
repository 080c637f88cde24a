package problem

import (
	"fmt"

	"github.com/ojkit/ojkit/gen/sudokugen"
)

// The kinds of Sudoku inputs. Each constructor takes the number of grids the
// kind writes by default; random takes the problem's promise, which decides
// whether its grids are dug keeping the solution unique.

// givensRange is the range of givens random draws from, by box size: for
// unique grids (dug down to that many while the solution stays unique) and
// for others (givens kept at random from a full grid).
var givensRange = map[bool]map[int][2]int{
	true:  {2: {5, 8}, 3: {22, 36}, 4: {90, 140}, 5: {330, 420}},
	false: {2: {4, 10}, 3: {30, 50}, 4: {120, 200}, 5: {350, 500}},
}

// hardBatch and hardBudget set the hard kind by box size: how many minimal
// grids it rates, and the node budget of each rating.
var (
	hardBatch  = map[int]int{2: 20, 3: 50, 4: 20, 5: 2}
	hardBudget = map[int]int64{2: 1e5, 3: 1e7, 4: 2e5, 5: 1e5}
)

// Defaults of -solutions.
const (
	defaultMulti  = 2
	defaultSparse = 1000
	maxSolutions  = 100000
)

// KindRandom is the kind random: a random full grid with givens kept at
// random, or, under a unique promise, dug keeping the solution unique.
func KindRandom(pr Promise, n int) GridKind {
	doc := "a random full grid with -givens G givens kept at random (default: a random count)"
	if pr.Unique {
		doc = "a random full grid dug to -givens G givens keeping the solution unique (more if every given left is needed)"
	}
	return GridKind{Kind{"random", doc, []string{"givens"}}, n, func(g *sudokugen.Generator, o Options) ([]byte, error) {
		r := givensRange[pr.Unique][g.Box()]
		givens := o.Givens
		if givens == 0 {
			givens = g.Rand().Range(r[0], r[1])
		}
		if pr.Unique {
			return g.Unique(givens), nil
		}
		return g.Keep(g.Full(), givens), nil
	}}
}

// KindMinimal is the kind minimal: unique grids no given can be removed from.
func KindMinimal(n int) GridKind {
	return GridKind{Kind{"minimal", "unique, and no given can be removed keeping it unique", nil}, n,
		func(g *sudokugen.Generator, o Options) ([]byte, error) { return g.Minimal(), nil }}
}

// KindHard is the kind hard: the minimal grid of a batch that a depth-first
// search takes longest on.
func KindHard(n int) GridKind {
	return GridKind{Kind{"hard", "the minimal grid of a batch that takes a depth-first search longest (plain up to 9×9, filling singles from 16×16 on)", nil}, n,
		func(g *sudokugen.Generator, o Options) ([]byte, error) {
			return g.Hard(hardBatch[g.Box()], hardBudget[g.Box()]), nil
		}}
}

// KindFull is the kind full: complete grids.
func KindFull(n int) GridKind {
	return GridKind{Kind{"full", "complete grids", nil}, n,
		func(g *sudokugen.Generator, o Options) ([]byte, error) { return g.Full(), nil }}
}

// KindMulti is the kind multi: grids of exactly -solutions solutions.
func KindMulti(n int) GridKind {
	return GridKind{Kind{"multi", "exactly -solutions K solutions (default 2)", []string{"solutions"}}, n,
		func(g *sudokugen.Generator, o Options) ([]byte, error) {
			k, err := solutions(o, defaultMulti)
			if err != nil {
				return nil, err
			}
			return g.Multi(int64(k))
		}}
}

// KindSparse is the kind sparse: grids dug while at most -solutions
// solutions remain.
func KindSparse(n int) GridKind {
	return GridKind{Kind{"sparse", fmt.Sprintf("few givens: dug while at most -solutions K solutions remain (default %d)", defaultSparse), []string{"solutions"}}, n,
		func(g *sudokugen.Generator, o Options) ([]byte, error) {
			k, err := solutions(o, defaultSparse)
			if err != nil {
				return nil, err
			}
			return g.Sparse(int64(k)), nil
		}}
}

// KindConflict is the kind conflict: a minimal grid plus a given that
// repeats another of its row, column or box.
func KindConflict(n int) GridKind {
	return GridKind{Kind{"conflict", "a minimal grid plus a given equal to another of its row, column or box (no solution)", nil}, n,
		func(g *sudokugen.Generator, o Options) ([]byte, error) { return g.Conflict(g.Minimal()), nil }}
}

// KindUnsolvable is the kind unsolvable: a minimal grid plus a given that
// conflicts with no other yet leaves no solution.
func KindUnsolvable(n int) GridKind {
	return GridKind{Kind{"unsolvable", "a minimal grid plus a given that conflicts with no other yet leaves no solution", nil}, n,
		func(g *sudokugen.Generator, o Options) ([]byte, error) {
			for {
				if p := g.Unsolvable(g.Minimal()); p != nil {
					return p, nil
				}
			}
		}}
}

// KindMax is the largest input the judge allows: n grids of the kind of.
func KindMax(n int, of GridKind) GridKind {
	return GridKind{Kind{"max", fmt.Sprintf("the largest input: %d %s grids", n, of.Name), of.Uses}, n, of.Make}
}

// solutions returns -solutions or def, checked.
func solutions(o Options, def int) (int, error) {
	k := o.Solutions
	if k == 0 {
		k = def
	}
	if k < 1 || k > maxSolutions {
		return 0, fmt.Errorf("-solutions %d: want 1..%d", k, maxSolutions)
	}
	return k, nil
}

// Letters16 is the POJ 3076 layout: 16 lines of 16 letters 'A'-'P' or '-' a
// grid, one empty line between grids, until the end of the input.
var Letters16 = Layout{Box: 4, Letters: true, Empty: '-', Blanks: BlankBetween}

// Kinds16 are the kinds of the 16×16 problems that promise a unique
// solution; maxGrids is the size of their largest input.
func Kinds16(maxGrids int) []GridKind {
	minimal := KindMinimal(3)
	return []GridKind{KindRandom(Promise{Unique: true}, 3), minimal, KindHard(2), KindFull(3), KindMax(maxGrids, minimal)}
}
