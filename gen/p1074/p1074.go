// Package p1074 is p1074's entry in gen's registry (see gen/problem): its
// second solutions, its tools and how its inputs are made, checked and shrunk.
package p1074

import (
	"fmt"

	"github.com/ojkit/ojkit/gen/problem"
	"github.com/ojkit/ojkit/gen/sudokugen"
)

// Luogu P1074 (NOIP 2009 target sudoku): one grid of 9 lines of 9 numbers 0-9
// separated by single spaces, with at least 24 givens; it may have any number
// of solutions, none included.
func init() {
	l := problem.Layout{Box: 3, Empty: '0', Spaced: true, Max: 1}
	hard := kindMostSolutions(1)
	problem.Register(problem.Entry{ID: "p1074", Solutions: []string{"dlx"}, Gen: &problem.GridProblem{Name: "p1074", Layout: l, MinGivens: p1074Givens, GridKinds: []problem.GridKind{
		problem.KindRandom(problem.Promise{}, 1), hard, problem.KindFull(1), kindFewConflict(1), kindFewUnsolvable(1), problem.KindMax(1, hard),
	}}})
}

// p1074Givens is the fewest givens of a target sudoku grid.
const p1074Givens = 24

// mostSolutionsBatch and mostSolutionsCap set the hard kind of p1074: how many
// grids it counts, and the count at which it stops counting one.
const (
	mostSolutionsBatch = 8
	mostSolutionsCap   = 1e6
)

func kindMostSolutions(n int) problem.GridKind {
	doc := fmt.Sprintf("%d givens kept from a full grid: the grid of a batch of %d with the most solutions", p1074Givens, mostSolutionsBatch)
	return problem.GridKind{Kind: problem.Kind{Name: "hard", Doc: doc}, N: n, Make: func(g *sudokugen.Generator, o problem.Options) ([]byte, error) {
		var best []byte
		most := int64(-1)
		for i := 0; i < mostSolutionsBatch; i++ {
			p := g.Keep(g.Full(), p1074Givens)
			if n := g.Count(p, mostSolutionsCap); n > most {
				best, most = p, n
			}
		}
		return best, nil
	}}
}

func kindFewConflict(n int) problem.GridKind {
	doc := fmt.Sprintf("%d givens kept from a full grid plus one equal to another of its row, column or box", p1074Givens)
	return problem.GridKind{Kind: problem.Kind{Name: "conflict", Doc: doc}, N: n, Make: func(g *sudokugen.Generator, o problem.Options) ([]byte, error) {
		return g.Conflict(g.Keep(g.Full(), p1074Givens)), nil
	}}
}

func kindFewUnsolvable(n int) problem.GridKind {
	doc := fmt.Sprintf("a minimal grid plus a given that conflicts with no other yet leaves no solution, %d givens or more", p1074Givens)
	return problem.GridKind{Kind: problem.Kind{Name: "unsolvable", Doc: doc}, N: n, Make: func(g *sudokugen.Generator, o problem.Options) ([]byte, error) {
		for {
			if p := g.Unsolvable(g.Minimal()); p != nil && problem.Givens(p) >= p1074Givens {
				return p, nil
			}
		}
	}}
}
