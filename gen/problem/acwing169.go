package problem

// AcWing 169 reads the POJ 3076 input.
func init() {
	Register(&GridProblem{Name: "acwing169", Layout: Letters16, Promise: Promise{Unique: true}, GridKinds: Kinds16(20)})
}
