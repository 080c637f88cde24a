// Command stress runs solutions on generated inputs, compares them, and shrinks and keeps the first disagreement: the same command as ojkit stress (see
// package internal/cmd/stress and ojkit stress -h).
package main

import (
	"os"

	"github.com/ojkit/ojkit/internal/cmd/stress"
)

func main() {
	os.Exit(stress.Run(os.Args[1:], os.Stdout, os.Stderr))
}
