package problem

// HDU 1426: groups of 9 lines of 9 cells '1'-'9' or '?' separated by single
// spaces, one empty line between groups, until the end of the input; each group
// has exactly one solution.
func init() {
	l := layout{box: 3, empty: '?', spaced: true, blanks: blankBetween}
	minimal := kindMinimal(3)
	register(&gridProblem{id: "hdu1426", layout: l, promise: promise{unique: true}, kinds: []gridKind{
		kindRandom(promise{unique: true}, 3), minimal, kindHard(3), kindFull(3), kindAntinaive(3), kindMax(1000, minimal),
	}})
}
