package problem

// SPOJ SUDOKU: a first line K (K ≤ 10), then K grids in the POJ 3076 layout.
func init() {
	l := Letters16
	l.Count, l.Max = true, 10
	Register(&GridProblem{Name: "sp1110", Layout: l, Promise: Promise{Unique: true}, GridKinds: Kinds16(10)})
}
