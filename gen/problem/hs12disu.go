package problem

// SPOJ HS12DISU "O-Diagonal sudoku": one X-Sudoku grid (the two main
// diagonals hold 1-9 too) as 9 lines of 9 characters, '.' empty; a solution
// is promised, not uniqueness, and the judge accepts any.
func init() {
	l := Layout{Box: 3, Empty: '.', Max: 1}
	Register(&GridProblem{Name: "hs12disu", Layout: l, Promise: Promise{Solvable: true}, Diagonal: true, GridKinds: []GridKind{
		KindMinimal(1), KindRandom(Promise{}, 1), KindMulti(1), KindSparse(1), KindFull(1),
	}})
}
