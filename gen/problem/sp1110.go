package problem

// SPOJ SUDOKU: a first line K (K ≤ 10), then K grids in the POJ 3076 layout.
func init() {
	l := letters16
	l.count, l.max = true, 10
	register(&gridProblem{id: "sp1110", layout: l, promise: promise{unique: true}, kinds: kinds16(10)})
}
