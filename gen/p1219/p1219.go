// Package p1219 is p1219's entry in gen's registry (see gen/problem): its
// second solution and its tools. Gen has no generator of its own: its inputs
// come from its tools gen and validate, as ojkit stress -gen runs a user's.
package p1219

import "github.com/ojkit/ojkit/gen/problem"

func init() {
	problem.Register(problem.Entry{ID: "p1219", Solutions: []string{"dlx"}, Tools: []string{"gen", "validate"}})
}
