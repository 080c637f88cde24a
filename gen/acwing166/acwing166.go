// Package acwing166 is acwing166's entry in gen's registry (see gen/problem):
// its second solutions, its tools and how its inputs are made, checked and
// shrunk.
package acwing166

import "github.com/ojkit/ojkit/gen/problem"

// AcWing 166 / POJ 3074: one line of 81 cells '1'-'9' or '.' a grid, then a
// line "end"; a unique solution is promised.
func init() {
	l := problem.Layout{Box: 3, Empty: '.', OneLine: true, End: "end"}
	minimal := problem.KindMinimal(10)
	problem.Register(problem.Entry{ID: "acwing166", Solutions: []string{"dlx"}, Gen: &problem.GridProblem{Name: "acwing166", Layout: l, Promise: problem.Promise{Unique: true}, GridKinds: []problem.GridKind{
		problem.KindRandom(problem.Promise{Unique: true}, 10), minimal, problem.KindHard(10), problem.KindFull(10), problem.KindMax(10000, minimal),
	}}})
}
