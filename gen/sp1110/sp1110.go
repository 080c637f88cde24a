// Package sp1110 is sp1110's entry in gen's registry (see gen/problem): its
// second solutions, its tools and how its inputs are made, checked and shrunk.
package sp1110

import "github.com/ojkit/ojkit/gen/problem"

// SPOJ SUDOKU: a first line K (K ≤ 10), then K grids in the POJ 3076 layout.
func init() {
	l := problem.Letters16
	l.Count, l.Max = true, 10
	problem.Register(problem.Entry{ID: "sp1110", Solutions: []string{"dlx"}, Gen: &problem.GridProblem{Name: "sp1110", Layout: l, Promise: problem.Promise{Unique: true}, GridKinds: problem.Kinds16(10)}})
}
