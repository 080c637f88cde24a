package problem

// Kattis sudokunique: up to 100 boards of 9 lines of 9 digits separated by
// single spaces, one empty line between boards, until the end of the input.
// Nothing is promised: a board may have no solution (conflicting givens
// included), one or several.
func init() {
	l := layout{box: 3, empty: '0', spaced: true, blanks: blankBetween, max: 100}
	minimal := kindMinimal(5)
	register(&gridProblem{id: "sudokunique", layout: l, kinds: []gridKind{
		kindRandom(promise{}, 5), minimal, kindMulti(5), kindConflict(5), kindUnsolvable(5), kindFull(5), kindMax(100, minimal),
	}})
}
