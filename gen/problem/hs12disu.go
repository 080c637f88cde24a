package problem

// SPOJ HS12DISU "O-Diagonal sudoku": one X-Sudoku grid (the two main
// diagonals hold 1-9 too) as 9 lines of 9 characters, '.' empty; a solution
// is promised, not uniqueness, and the judge accepts any.
func init() {
	l := layout{box: 3, empty: '.', max: 1}
	register(&gridProblem{id: "hs12disu", layout: l, promise: promise{solvable: true}, diagonal: true, kinds: []gridKind{
		kindMinimal(1), kindRandom(promise{}, 1), kindMulti(1), kindSparse(1), kindFull(1),
	}})
}
