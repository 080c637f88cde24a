package problem

// SPOJ SUDOGOB: a first line T, then T tables of 9 lines of 9 numbers 0-9
// separated by single spaces, one empty line between tables. Nothing is
// promised: the givens may conflict and the count may be anything.
func init() {
	l := Layout{Box: 3, Empty: '0', Spaced: true, Count: true, Blanks: BlankBetween}
	sparse := KindSparse(5)
	Register(&GridProblem{Name: "sp13980", Layout: l, GridKinds: []GridKind{
		KindRandom(Promise{}, 5), KindMinimal(5), KindHard(5), KindFull(5), KindMulti(5),
		sparse, KindConflict(5), KindUnsolvable(5), KindMax(100, sparse),
	}})
}
