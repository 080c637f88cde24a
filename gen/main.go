// Command gen writes stress inputs for ojkit's problems and validates inputs
// against their statements: the same command as ojkit gen (see package
// internal/cmd/gen and ojkit gen -h).
package main

import (
	"os"

	"github.com/ojkit/ojkit/internal/cmd/gen"
)

func main() {
	os.Exit(gen.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
