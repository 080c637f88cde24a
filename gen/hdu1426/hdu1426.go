// Package hdu1426 is hdu1426's entry in gen's registry (see gen/problem): its
// second solutions, its tools and how its inputs are made, checked and shrunk.
package hdu1426

import "github.com/ojkit/ojkit/gen/problem"

// HDU 1426: groups of 9 lines of 9 cells '1'-'9' or '?' separated by single
// spaces, one empty line between groups, until the end of the input; each group
// has exactly one solution.
func init() {
	l := problem.Layout{Box: 3, Empty: '?', Spaced: true, Blanks: problem.BlankBetween}
	minimal := problem.KindMinimal(3)
	problem.Register(problem.Entry{ID: "hdu1426", Solutions: []string{"dlx"}, Gen: &problem.GridProblem{Name: "hdu1426", Layout: l, Promise: problem.Promise{Unique: true}, GridKinds: []problem.GridKind{
		problem.KindRandom(problem.Promise{Unique: true}, 3), minimal, problem.KindHard(3), problem.KindFull(3), problem.KindAntinaive(3), problem.KindMax(1000, minimal),
	}}})
}
