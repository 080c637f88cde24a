package problem

// AcWing 169 reads the POJ 3076 input.
func init() {
	register(&gridProblem{id: "acwing169", layout: letters16, promise: promise{unique: true}, kinds: kinds16(20)})
}
