// Command bundle writes a problem's main package and the packages of modules it imports as one Go file for a judge: the same command as ojkit bundle (see
// package internal/cmd/bundle and ojkit bundle -h).
package main

import (
	"os"

	"github.com/ojkit/ojkit/internal/cmd/bundle"
)

func main() {
	os.Exit(bundle.Run(os.Args[1:], os.Stdout, os.Stderr))
}
