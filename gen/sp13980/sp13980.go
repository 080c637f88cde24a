// Package sp13980 is sp13980's entry in gen's registry (see gen/problem): its
// second solutions, its tools and how its inputs are made, checked and shrunk.
package sp13980

import "github.com/ojkit/ojkit/gen/problem"

// SPOJ SUDOGOB: a first line T, then T tables of 9 lines of 9 numbers 0-9
// separated by single spaces, one empty line between tables. Nothing is
// promised: the givens may conflict and the count may be anything.
func init() {
	l := problem.Layout{Box: 3, Empty: '0', Spaced: true, Count: true, Blanks: problem.BlankBetween}
	sparse := problem.KindSparse(5)
	problem.Register(problem.Entry{ID: "sp13980", Solutions: []string{"dlx"}, Gen: &problem.GridProblem{Name: "sp13980", Layout: l, GridKinds: []problem.GridKind{
		problem.KindRandom(problem.Promise{}, 5), problem.KindMinimal(5), problem.KindHard(5), problem.KindFull(5), problem.KindMulti(5),
		sparse, problem.KindConflict(5), problem.KindUnsolvable(5), problem.KindMax(100, sparse),
	}}})
}
