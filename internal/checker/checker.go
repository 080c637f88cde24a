// Package checker holds what ojkit's special judges share: testlib's checker
// protocol and reading a file as whitespace-separated tokens with their lines.
//
// A checker is run as `checker INPUT OUTPUT ANSWER`: the test's input, the
// contestant's output and the reference answer. It prints one line on stderr,
// opened by the word of its verdict, and exits with the verdict's code.
package checker

import (
	"fmt"
	"io"
	"os"
	"strings"
)

// The verdicts' exit codes.
const (
	Accepted    = 0 // ok
	WrongAnswer = 1 // wrong answer
	BadFormat   = 2 // wrong output format
	Fail        = 3 // FAIL: bad usage, or a bad INPUT or ANSWER file
)

// labels are the words that open the message of each exit code.
var labels = [...]string{"ok", "wrong answer", "wrong output format", "FAIL"}

// A Verdict is the outcome of a check.
type Verdict struct {
	Code int    // Accepted, WrongAnswer, BadFormat or Fail
	Msg  string // what was found, one line
}

// Check judges the files input, output and answer.
type Check func(input, output, answer string) Verdict

// Main is the body of a checker's main function: Run on the command line, then
// exit with its code.
func Main(usage string, check Check) {
	os.Exit(Run(os.Args[1:], os.Stderr, usage, check))
}

// Run runs a checker with arguments args: -h prints usage; three file names are
// judged by check; anything else is a usage failure. It writes the verdict's
// line to stderr and returns its exit code.
func Run(args []string, stderr io.Writer, usage string, check Check) int {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
		fmt.Fprint(stderr, usage)
		return Accepted
	}
	v := Verdict{Fail, "usage: checker INPUT OUTPUT ANSWER"}
	if len(args) == 3 {
		v = check(args[0], args[1], args[2])
	}
	fmt.Fprintln(stderr, labels[v.Code]+" "+v.Msg)
	return v.Code
}

// A Token is a whitespace-separated word of a file and its line, from 1.
type Token struct {
	Text string
	Line int
}

// Tokens returns the words of the file at path, as testlib reads them: any
// whitespace between them, before and after.
func Tokens(path string) ([]Token, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var toks []Token
	for i, line := range strings.Split(string(b), "\n") {
		for _, w := range strings.Fields(line) {
			toks = append(toks, Token{w, i + 1})
		}
	}
	return toks, nil
}

// Errorf returns an error naming the line of t.
func Errorf(t Token, format string, args ...any) error {
	return fmt.Errorf("line %d: "+format, append([]any{t.Line}, args...)...)
}
