// Package poj3076 is poj3076's entry in gen's registry (see gen/problem): its
// second solutions, its tools and how its inputs are made, checked and shrunk.
package poj3076

import "github.com/ojkit/ojkit/gen/problem"

// POJ 3076: 16 lines of 16 letters 'A'-'P' or '-' a grid, one empty line
// between grids (problem.Letters16); each grid has exactly one solution.
func init() {
	problem.Register(problem.Entry{ID: "poj3076", Solutions: []string{"dlx"}, Gen: &problem.GridProblem{Name: "poj3076", Layout: problem.Letters16, Promise: problem.Promise{Unique: true}, GridKinds: problem.Kinds16(20)}})
}
