package problem

// lines is not a judge problem: one puzzle a line for scripts/bench and the
// engines' benchmarks, grids of side -size (4, 9, 16 or 25), '.' for an empty
// cell, digits up to 9×9 and letters ('A' is 1) from 16×16 on. Nothing is
// promised; the kind unique digs grids keeping the solution unique.
func init() {
	l := layout{empty: '.', oneLine: true}
	unique := kindRandom(promise{unique: true}, 10)
	unique.Name = "unique"
	kinds := []gridKind{
		kindRandom(promise{}, 10), unique, kindMinimal(10), kindHard(10), kindFull(10), kindMulti(10),
		kindSparse(10), kindConflict(10), kindUnsolvable(10),
	}
	for i := range kinds {
		kinds[i].Uses = append([]string{"size"}, kinds[i].Uses...)
	}
	register(&gridProblem{id: "lines", layout: l, kinds: kinds})
}
