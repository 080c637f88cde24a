// Command validate checks that stdin is an input of Luogu P1219 (n queens)
// exactly as the judge writes one: a single line holding n, 6 <= n <= 13, in
// decimal without sign or leading zeros, ended by a newline. It exits 0 when the
// input is valid, and otherwise prints what is wrong on one line of stderr and
// exits 1.
//
// Usage:
//
//	validate < INPUT
package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strconv"
)

func main() {
	data, err := io.ReadAll(os.Stdin)
	if err == nil {
		err = validate(data)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "validate:", err)
		os.Exit(1)
	}
}

// validate returns what is wrong with the input data, or nil.
func validate(data []byte) error {
	line, rest, found := bytes.Cut(data, []byte("\n"))
	switch {
	case !found:
		return fmt.Errorf("line 1: want n and a newline, got %q", data)
	case len(rest) > 0:
		return fmt.Errorf("line 2: want the end of input, got %q", rest)
	}
	n, err := strconv.Atoi(string(line))
	if err != nil || strconv.Itoa(n) != string(line) {
		return fmt.Errorf("line 1: want n in decimal, got %q", line)
	}
	if n < 6 || n > 13 {
		return fmt.Errorf("line 1: n = %d, want 6 <= n <= 13", n)
	}
	return nil
}
