// Package novice42 is novice42's entry in gen's registry (see gen/problem):
// its second solutions, its tools and how its inputs are made, checked and
// shrunk.
package novice42

import "github.com/ojkit/ojkit/gen/problem"

// SPOJ NOVICE42: a first line T, then per grid a header line "Grid NN" (its
// number, two digits) and 9 lines of 9 digits, '0' empty, with no empty lines.
// A solution is promised, not uniqueness: the answer is the lexicographically
// smallest solution.
func init() {
	l := problem.Layout{Box: 3, Empty: '0', Count: true, Header: "Grid %02d"}
	multi := problem.KindMulti(3)
	problem.Register(problem.Entry{ID: "novice42", Solutions: []string{"greedy"}, Gen: &problem.GridProblem{Name: "novice42", Layout: l, Promise: problem.Promise{Solvable: true}, GridKinds: []problem.GridKind{
		problem.KindRandom(problem.Promise{}, 3), multi, problem.KindSparse(3), problem.KindMinimal(3), problem.KindHard(3), problem.KindAntinaive(3), problem.KindMax(100, multi),
	}}})
}
