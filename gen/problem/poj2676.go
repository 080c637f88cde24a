package problem

// POJ 2676: a first line T, then T grids of 9 lines of 9 digits, '0' empty, with
// no empty lines. A solution is promised, not uniqueness: the judge accepts any.
func init() {
	l := Layout{Box: 3, Empty: '0', Count: true}
	minimal := KindMinimal(3)
	Register(&GridProblem{Name: "poj2676", Layout: l, Promise: Promise{Solvable: true}, GridKinds: []GridKind{
		KindRandom(Promise{}, 3), minimal, KindHard(3), KindFull(3), KindMulti(3), KindAntinaive(3), KindMax(1000, minimal),
	}})
}
