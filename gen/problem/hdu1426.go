package problem

// HDU 1426: groups of 9 lines of 9 cells '1'-'9' or '?' separated by single
// spaces, one empty line between groups, until the end of the input; each group
// has exactly one solution.
func init() {
	l := Layout{Box: 3, Empty: '?', Spaced: true, Blanks: BlankBetween}
	minimal := KindMinimal(3)
	Register(&GridProblem{Name: "hdu1426", Layout: l, Promise: Promise{Unique: true}, GridKinds: []GridKind{
		KindRandom(Promise{Unique: true}, 3), minimal, KindHard(3), KindFull(3), KindAntinaive(3), KindMax(1000, minimal),
	}})
}
