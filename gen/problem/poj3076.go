package problem

func init() {
	Register(&GridProblem{Name: "poj3076", Layout: Letters16, Promise: Promise{Unique: true}, GridKinds: Kinds16(20)})
}
