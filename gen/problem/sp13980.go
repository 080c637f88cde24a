package problem

// SPOJ SUDOGOB: a first line T, then T tables of 9 lines of 9 numbers 0-9
// separated by single spaces, one empty line between tables. Nothing is
// promised: the givens may conflict and the count may be anything.
func init() {
	l := layout{box: 3, empty: '0', spaced: true, count: true, blanks: blankBetween}
	sparse := kindSparse(5)
	register(&gridProblem{id: "sp13980", layout: l, kinds: []gridKind{
		kindRandom(promise{}, 5), kindMinimal(5), kindHard(5), kindFull(5), kindMulti(5),
		sparse, kindConflict(5), kindUnsolvable(5), kindMax(100, sparse),
	}})
}
