package problem

// SPOJ NOVICE42: a first line T, then per grid a header line "Grid NN" (its
// number, two digits) and 9 lines of 9 digits, '0' empty, with no empty lines.
// A solution is promised, not uniqueness: the answer is the lexicographically
// smallest solution.
func init() {
	l := layout{box: 3, empty: '0', count: true, header: "Grid %02d"}
	multi := kindMulti(3)
	register(&gridProblem{id: "novice42", layout: l, promise: promise{solvable: true}, kinds: []gridKind{
		kindRandom(promise{}, 3), multi, kindSparse(3), kindMinimal(3), kindHard(3), kindAntinaive(3), kindMax(100, multi),
	}})
}
