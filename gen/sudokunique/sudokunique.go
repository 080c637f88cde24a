// Package sudokunique is sudokunique's entry in gen's registry (see
// gen/problem): its second solutions, its tools and how its inputs are made,
// checked and shrunk.
package sudokunique

import "github.com/ojkit/ojkit/gen/problem"

// Kattis sudokunique: up to 100 boards of 9 lines of 9 digits separated by
// single spaces, one empty line between boards, until the end of the input.
// Nothing is promised: a board may have no solution (conflicting givens
// included), one or several.
func init() {
	l := problem.Layout{Box: 3, Empty: '0', Spaced: true, Blanks: problem.BlankBetween, Max: 100}
	minimal := problem.KindMinimal(5)
	problem.Register(problem.Entry{ID: "sudokunique", Solutions: []string{"dlx"}, Gen: &problem.GridProblem{Name: "sudokunique", Layout: l, GridKinds: []problem.GridKind{
		problem.KindRandom(problem.Promise{}, 5), minimal, problem.KindMulti(5), problem.KindConflict(5), problem.KindUnsolvable(5), problem.KindFull(5), problem.KindMax(100, minimal),
	}}})
}
