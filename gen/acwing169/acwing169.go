// Package acwing169 is acwing169's entry in gen's registry (see gen/problem):
// its second solutions, its tools and how its inputs are made, checked and
// shrunk.
package acwing169

import "github.com/ojkit/ojkit/gen/problem"

// AcWing 169 reads the POJ 3076 input.
func init() {
	problem.Register(problem.Entry{ID: "acwing169", Solutions: []string{"dlx"}, Gen: &problem.GridProblem{Name: "acwing169", Layout: problem.Letters16, Promise: problem.Promise{Unique: true}, GridKinds: problem.Kinds16(20)}})
}
