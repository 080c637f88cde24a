// Command gen writes one input of Luogu P1219 (n queens) to stdout: a line with
// n, 6 <= n <= 13, drawn from SEED. The same SEED gives the same input on every
// machine (testlib's convention), so a failing seed can be replayed.
//
// Usage:
//
//	gen SEED
//
// Example:
//
//	go run ./gen/p1219/gen 42 | go run ./problems/p1219
package main

import (
	"fmt"
	"math/rand"
	"os"
	"strconv"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: gen SEED")
		os.Exit(2)
	}
	seed, err := strconv.ParseInt(os.Args[1], 10, 64)
	if err != nil {
		fmt.Fprintf(os.Stderr, "gen: SEED %q: want an integer\n", os.Args[1])
		os.Exit(2)
	}
	rng := rand.New(rand.NewSource(seed))
	fmt.Println(6 + rng.Intn(8))
}
