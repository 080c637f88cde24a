package problem

// lines is not a judge problem: one puzzle a line for scripts/bench and the
// engines' benchmarks, grids of side -size (4, 9, 16 or 25), '.' for an empty
// cell, digits up to 9×9 and letters ('A' is 1) from 16×16 on. Nothing is
// promised; the kind unique digs grids keeping the solution unique.
func init() {
	l := Layout{Empty: '.', OneLine: true}
	unique := KindRandom(Promise{Unique: true}, 10)
	unique.Name = "unique"
	kinds := []GridKind{
		KindRandom(Promise{}, 10), unique, KindMinimal(10), KindHard(10), KindFull(10), KindMulti(10),
		KindSparse(10), KindConflict(10), KindUnsolvable(10),
	}
	for i := range kinds {
		kinds[i].Uses = append([]string{"size"}, kinds[i].Uses...)
	}
	Register(Entry{ID: "lines", Gen: &GridProblem{Name: "lines", Layout: l, GridKinds: kinds}})
}
