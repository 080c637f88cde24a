// Package p1219 is p1219's entry in gen's registry (see gen/problem): its
// second solution and its tools. It has no generator in the registry: its
// inputs come from its tools gen and validate, which ojkit stress -gen runs
// as it runs a user's.
package p1219

import "github.com/ojkit/ojkit/gen/problem"

func init() {
	problem.Register(problem.Entry{ID: "p1219", Solutions: []string{"dlx"}, Tools: []string{"gen", "validate"}})
}
