// Package poj2676 is poj2676's entry in gen's registry (see gen/problem): its
// second solutions, its tools and how its inputs are made, checked and shrunk.
package poj2676

import "github.com/ojkit/ojkit/gen/problem"

// POJ 2676: a first line T, then T grids of 9 lines of 9 digits, '0' empty, with
// no empty lines. A solution is promised, not uniqueness: the judge accepts any.
func init() {
	l := problem.Layout{Box: 3, Empty: '0', Count: true}
	minimal := problem.KindMinimal(3)
	problem.Register(problem.Entry{ID: "poj2676", Solutions: []string{"dlx"}, Tools: []string{"checker"}, Gen: &problem.GridProblem{Name: "poj2676", Layout: l, Promise: problem.Promise{Solvable: true}, GridKinds: []problem.GridKind{
		problem.KindRandom(problem.Promise{}, 3), minimal, problem.KindHard(3), problem.KindFull(3), problem.KindMulti(3), problem.KindAntinaive(3), problem.KindMax(1000, minimal),
	}}})
}
