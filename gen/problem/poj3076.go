package problem

// letters16 is the POJ 3076 layout: 16 lines of 16 letters 'A'-'P' or '-' a
// grid, one empty line between grids, until the end of the input.
var letters16 = layout{box: 4, letters: true, empty: '-', blanks: blankBetween}

// kinds16 are the kinds of the 16×16 problems that promise a unique
// solution; maxGrids is the size of their largest input.
func kinds16(maxGrids int) []gridKind {
	minimal := kindMinimal(3)
	return []gridKind{kindRandom(promise{unique: true}, 3), minimal, kindHard(2), kindFull(3), kindMax(maxGrids, minimal)}
}

func init() {
	register(&gridProblem{id: "poj3076", layout: letters16, promise: promise{unique: true}, kinds: kinds16(20)})
}
