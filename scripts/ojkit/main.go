// Command ojkit is ojkit's one command: new, gen, judge, stress, bundle,
// check, test and submit (see package internal/cmd/ojkit, and ojkit -h).
//
//	go install github.com/ojkit/ojkit/scripts/ojkit@latest
package main

import (
	"os"

	"github.com/ojkit/ojkit/internal/cmd/ojkit"
)

func main() {
	os.Exit(ojkit.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
