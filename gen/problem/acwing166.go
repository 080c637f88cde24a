package problem

// AcWing 166 / POJ 3074: one line of 81 cells '1'-'9' or '.' a grid, then a
// line "end"; a unique solution is promised.
func init() {
	l := layout{box: 3, empty: '.', oneLine: true, end: "end"}
	minimal := kindMinimal(10)
	register(&gridProblem{id: "acwing166", layout: l, promise: promise{unique: true}, kinds: []gridKind{
		kindRandom(promise{unique: true}, 10), minimal, kindHard(10), kindFull(10), kindMax(10000, minimal),
	}})
}
