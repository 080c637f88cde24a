// Command newproblem starts a new problem directory: skeleton, README and sample suite: the same command as ojkit new (see
// package internal/cmd/newproblem and ojkit new -h).
package main

import (
	"os"

	"github.com/ojkit/ojkit/internal/cmd/newproblem"
)

func main() {
	os.Exit(newproblem.Run(os.Args[1:], os.Stdout, os.Stderr))
}
