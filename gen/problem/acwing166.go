package problem

// AcWing 166 / POJ 3074: one line of 81 cells '1'-'9' or '.' a grid, then a
// line "end"; a unique solution is promised.
func init() {
	l := Layout{Box: 3, Empty: '.', OneLine: true, End: "end"}
	minimal := KindMinimal(10)
	Register(&GridProblem{Name: "acwing166", Layout: l, Promise: Promise{Unique: true}, GridKinds: []GridKind{
		KindRandom(Promise{Unique: true}, 10), minimal, KindHard(10), KindFull(10), KindMax(10000, minimal),
	}})
}
