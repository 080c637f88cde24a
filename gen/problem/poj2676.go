package problem

// POJ 2676: a first line T, then T grids of 9 lines of 9 digits, '0' empty, with
// no empty lines. A solution is promised, not uniqueness: the judge accepts any.
func init() {
	l := layout{box: 3, empty: '0', count: true}
	minimal := kindMinimal(3)
	register(&gridProblem{id: "poj2676", layout: l, promise: promise{solvable: true}, kinds: []gridKind{
		kindRandom(promise{}, 3), minimal, kindHard(3), kindFull(3), kindMulti(3), kindAntinaive(3), kindMax(1000, minimal),
	}})
}
