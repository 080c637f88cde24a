// Command judgecheck checks that one Go file compiles at a judge's Go floor: the same command as ojkit check (see
// package internal/cmd/judgecheck and ojkit check -h).
package main

import (
	"os"

	"github.com/ojkit/ojkit/internal/cmd/check"
)

func main() {
	os.Exit(check.Run(os.Args[1:], os.Stdout, os.Stderr))
}
