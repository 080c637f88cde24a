// Package p1784 is p1784's entry in gen's registry (see gen/problem): its
// second solutions, its tools and how its inputs are made, checked and shrunk.
package p1784

import "github.com/ojkit/ojkit/gen/problem"

// Luogu P1784: one grid of 9 lines of 9 numbers 0-9 separated by single spaces,
// with exactly one solution; the judge's data holds grids built against naive
// search, as antinaive makes.
func init() {
	l := problem.Layout{Box: 3, Empty: '0', Spaced: true, Max: 1}
	antinaive := problem.KindAntinaive(1)
	problem.Register(problem.Entry{ID: "p1784", Solutions: []string{"dlx"}, Gen: &problem.GridProblem{Name: "p1784", Layout: l, Promise: problem.Promise{Unique: true}, GridKinds: []problem.GridKind{
		problem.KindRandom(problem.Promise{Unique: true}, 1), problem.KindMinimal(1), problem.KindHard(1), problem.KindFull(1), antinaive, problem.KindMax(1, antinaive),
	}}})
}
