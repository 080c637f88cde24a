package problem

// Kattis sudokunique: up to 100 boards of 9 lines of 9 digits separated by
// single spaces, one empty line between boards, until the end of the input.
// Nothing is promised: a board may have no solution (conflicting givens
// included), one or several.
func init() {
	l := Layout{Box: 3, Empty: '0', Spaced: true, Blanks: BlankBetween, Max: 100}
	minimal := KindMinimal(5)
	Register(&GridProblem{Name: "sudokunique", Layout: l, GridKinds: []GridKind{
		KindRandom(Promise{}, 5), minimal, KindMulti(5), KindConflict(5), KindUnsolvable(5), KindFull(5), KindMax(100, minimal),
	}})
}
