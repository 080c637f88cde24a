package problem

// Luogu P1784: one grid of 9 lines of 9 numbers 0-9 separated by single spaces,
// with exactly one solution; the judge's data holds grids built against naive
// search, as antinaive makes.
func init() {
	l := Layout{Box: 3, Empty: '0', Spaced: true, Max: 1}
	antinaive := KindAntinaive(1)
	Register(&GridProblem{Name: "p1784", Layout: l, Promise: Promise{Unique: true}, GridKinds: []GridKind{
		KindRandom(Promise{Unique: true}, 1), KindMinimal(1), KindHard(1), KindFull(1), antinaive, KindMax(1, antinaive),
	}})
}
