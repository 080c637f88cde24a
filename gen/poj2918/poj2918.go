// Package poj2918 is poj2918's entry in gen's registry (see gen/problem): its
// second solutions, its tools and how its inputs are made, checked and shrunk.
package poj2918

import "github.com/ojkit/ojkit/gen/problem"

// POJ 2918: a first line with the number of scenarios, then per scenario 9 lines
// of 9 digits, '0' empty, each followed by an empty line; a unique solution is
// promised.
func init() {
	l := problem.Layout{Box: 3, Empty: '0', Count: true, Blanks: problem.BlankAfter}
	minimal := problem.KindMinimal(3)
	problem.Register(problem.Entry{ID: "poj2918", Solutions: []string{"dlx"}, Gen: &problem.GridProblem{Name: "poj2918", Layout: l, Promise: problem.Promise{Unique: true}, GridKinds: []problem.GridKind{
		problem.KindRandom(problem.Promise{Unique: true}, 3), minimal, problem.KindHard(3), problem.KindFull(3), problem.KindAntinaive(3), problem.KindMax(1000, minimal),
	}}})
}
