// Package hs12disu is hs12disu's entry in gen's registry (see gen/problem):
// its second solutions, its tools and how its inputs are made, checked and
// shrunk.
package hs12disu

import "github.com/ojkit/ojkit/gen/problem"

// SPOJ HS12DISU "O-Diagonal sudoku": one X-Sudoku grid (the two main
// diagonals hold 1-9 too) as 9 lines of 9 characters, '.' empty; a solution
// is promised, not uniqueness, and the judge accepts any.
func init() {
	l := problem.Layout{Box: 3, Empty: '.', Max: 1}
	problem.Register(problem.Entry{ID: "hs12disu", Solutions: []string{"dlx"}, Tools: []string{"checker"}, Gen: &problem.GridProblem{Name: "hs12disu", Layout: l, Promise: problem.Promise{Solvable: true}, Diagonal: true, GridKinds: []problem.GridKind{
		problem.KindMinimal(1), problem.KindRandom(problem.Promise{}, 1), problem.KindMulti(1), problem.KindSparse(1), problem.KindFull(1),
	}}})
}
