package problem

// Luogu P1784: one grid of 9 lines of 9 numbers 0-9 separated by single spaces,
// with exactly one solution; the judge's data holds grids built against naive
// search, as antinaive makes.
func init() {
	l := layout{box: 3, empty: '0', spaced: true, max: 1}
	antinaive := kindAntinaive(1)
	register(&gridProblem{id: "p1784", layout: l, promise: promise{unique: true}, kinds: []gridKind{
		kindRandom(promise{unique: true}, 1), kindMinimal(1), kindHard(1), kindFull(1), antinaive, kindMax(1, antinaive),
	}})
}
