// Command judge runs a solution on a problem's tests and gives each the verdict a judge would: the same command as ojkit judge (see
// package internal/cmd/judge and ojkit judge -h).
package main

import (
	"os"

	"github.com/ojkit/ojkit/internal/cmd/judge"
)

func main() {
	os.Exit(judge.Run(os.Args[1:], os.Stdout, os.Stderr))
}
