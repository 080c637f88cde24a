package problem

// POJ 2918: a first line with the number of scenarios, then per scenario 9 lines
// of 9 digits, '0' empty, each followed by an empty line; a unique solution is
// promised.
func init() {
	l := Layout{Box: 3, Empty: '0', Count: true, Blanks: BlankAfter}
	minimal := KindMinimal(3)
	Register(&GridProblem{Name: "poj2918", Layout: l, Promise: Promise{Unique: true}, GridKinds: []GridKind{
		KindRandom(Promise{Unique: true}, 3), minimal, KindHard(3), KindFull(3), KindAntinaive(3), KindMax(1000, minimal),
	}})
}
