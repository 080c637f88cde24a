// Package testlib holds what ojkit's checkers and interactors share, as C++'s
// testlib.h does for theirs: testlib's checker protocol, the one table of the
// exit codes of checkers and interactors (testlib's and Kattis's; see
// ExitCodes), and reading a file as whitespace-separated tokens with their
// lines.
//
// A checker is run as `checker INPUT OUTPUT ANSWER`: the test's input, the
// contestant's output and the reference answer. It prints one line on stderr,
// opened by the word of its verdict, and exits with the verdict's code.
package testlib

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// The exit codes of checkers and interactors: testlib's, which ojkit's own
// checkers use, and Kattis's, which its output validators and interactors
// (and DOMjudge's) use. ExitCodes says what each means.
const (
	Accepted     = 0  // testlib's ok
	WrongAnswer  = 1  // testlib's wrong answer
	BadFormat    = 2  // testlib's wrong output format: a presentation error
	Fail         = 3  // testlib's FAIL: bad usage, or a bad INPUT or ANSWER file
	Points       = 7  // testlib's points: a partial score
	KattisAccept = 42 // Kattis's accepted
	KattisReject = 43 // Kattis's wrong answer
)

// An ExitCode is an exit status of a checker or an interactor and what it
// says of the output judged.
type ExitCode struct {
	Code     int
	Protocol string // "testlib" or "Kattis"
	Name     string // the protocol's word for it, which opens a testlib checker's message
	// Verdict is the judges' verdict it gives: AC, WA, PE or FAIL (the
	// checker or the test is wrong, not the solution); "" for a partial
	// score, which a judge of accepted or not cannot take.
	Verdict string
}

// ExitCodes is the one table of the exit codes ojkit understands, by
// protocol, then code.
var ExitCodes = []ExitCode{
	{Accepted, "testlib", "ok", "AC"},
	{WrongAnswer, "testlib", "wrong answer", "WA"},
	{BadFormat, "testlib", "wrong output format", "PE"},
	{Fail, "testlib", "FAIL", "FAIL"},
	{Points, "testlib", "points", ""},
	{KattisAccept, "Kattis", "accepted", "AC"},
	{KattisReject, "Kattis", "wrong answer", "WA"},
}

// LookupExit returns the entry of ExitCodes for code under protocol, or
// under any protocol when protocol is "".
func LookupExit(protocol string, code int) (ExitCode, bool) {
	for _, e := range ExitCodes {
		if e.Code == code && (protocol == "" || e.Protocol == protocol) {
			return e, true
		}
	}
	return ExitCode{}, false
}

// DescribeExits lists the codes of protocol that give a verdict, such as
// "0 AC, 1 WA, 2 PE, 3 FAIL", for a message about an unknown exit status.
func DescribeExits(protocol string) string {
	var parts []string
	for _, e := range ExitCodes {
		if e.Protocol == protocol && e.Verdict != "" {
			parts = append(parts, strconv.Itoa(e.Code)+" "+e.Verdict)
		}
	}
	return strings.Join(parts, ", ")
}

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
	e, _ := LookupExit("testlib", v.Code)
	fmt.Fprintln(stderr, e.Name+" "+v.Msg)
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

// Solution9 returns nil if sol, a 9×9 grid row by row, is a complete Sudoku
// that keeps the givens of puzzle (0 an empty cell), and otherwise names the
// first cell at fault. With diagonals, the two main diagonals must hold every
// digit once too (X-Sudoku).
func Solution9(puzzle, sol *[81]byte, diagonals bool) error {
	var seen [5][9]uint16
	names := [5]string{"row", "column", "box", "main diagonal", "other diagonal"}
	for c, v := range sol {
		r, k := c/9, c%9
		if g := puzzle[c]; g != 0 && g != v {
			return fmt.Errorf("row %d, column %d is %d, the input gives %d", r+1, k+1, v, g)
		}
		units := [5]int{r, k, r/3*3 + k/3, -1, -1}
		if diagonals && r == k {
			units[3] = 0
		}
		if diagonals && r+k == 8 {
			units[4] = 0
		}
		for u, i := range units {
			if i < 0 {
				continue
			}
			if seen[u][i]&(1<<v) != 0 {
				return fmt.Errorf("row %d, column %d: %d repeats in its %s", r+1, k+1, v, names[u])
			}
			seen[u][i] |= 1 << v
		}
	}
	return nil
}

// Matrix reads a test input of `N M` and N rows of M entries 0 or 1, N and M
// from 1 to maxSide, and returns the 0-based columns of the ones of each row,
// and M.
func Matrix(path string, maxSide int) ([][]int, int, error) {
	toks, err := Tokens(path)
	if err != nil {
		return nil, 0, err
	}
	if len(toks) < 2 {
		return nil, 0, errors.New("is too short: want N M first")
	}
	n, err1 := strconv.Atoi(toks[0].Text)
	m, err2 := strconv.Atoi(toks[1].Text)
	if err1 != nil || err2 != nil || n < 1 || n > maxSide || m < 1 || m > maxSide {
		return nil, 0, Errorf(toks[0], "want N M in [1,%d], got %q %q", maxSide, toks[0].Text, toks[1].Text)
	}
	if len(toks) != 2+n*m {
		return nil, 0, fmt.Errorf("has %d numbers after N M = %d %d, want %d", len(toks)-2, n, m, n*m)
	}
	rows := make([][]int, n)
	for i, t := range toks[2:] {
		switch t.Text {
		case "1":
			rows[i/m] = append(rows[i/m], i%m)
		case "0":
		default:
			return nil, 0, Errorf(t, "row %d, column %d: want 0 or 1, got %q", i/m+1, i%m+1, t.Text)
		}
	}
	return rows, m, nil
}
