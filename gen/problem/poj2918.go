package problem

// POJ 2918: a first line with the number of scenarios, then per scenario 9 lines
// of 9 digits, '0' empty, each followed by an empty line; a unique solution is
// promised.
func init() {
	l := layout{box: 3, empty: '0', count: true, blanks: blankAfter}
	minimal := kindMinimal(3)
	register(&gridProblem{id: "poj2918", layout: l, promise: promise{unique: true}, kinds: []gridKind{
		kindRandom(promise{unique: true}, 3), minimal, kindHard(3), kindFull(3), kindAntinaive(3), kindMax(1000, minimal),
	}})
}
