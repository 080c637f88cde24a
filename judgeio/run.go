package judgeio

import (
	"io"
	"os"
)

// Run is the body of a submission's main function. It calls solve with a Reader
// on standard input and a Writer on standard output and flushes the output; when
// solve returns an error (input a judge never sends), it writes "prog: error" on
// standard error and exits with status 1, after the answers written before it.
func Run(prog string, solve func(in *Reader, out *Writer) error) {
	if code := run(prog, os.Stdin, os.Stdout, os.Stderr, solve); code != 0 {
		os.Exit(code)
	}
}

// run is Run over explicit streams; it returns the exit status.
func run(prog string, stdin io.Reader, stdout, stderr io.Writer, solve func(*Reader, *Writer) error) int {
	out := NewWriter(stdout)
	err := solve(NewReader(stdin), out)
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		io.WriteString(stderr, prog+": "+err.Error()+"\n")
		return 1
	}
	return 0
}
