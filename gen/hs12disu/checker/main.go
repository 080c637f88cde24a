// Command checker is the special judge of SPOJ HS12DISU "O-Diagonal sudoku"
// (X-Sudoku), in the testlib convention:
//
//	checker INPUT OUTPUT ANSWER
//
// INPUT is the test's input (9 lines of 9 characters, '.' for an empty cell),
// OUTPUT the contestant's output and ANSWER the reference output, a solved
// grid of 9 lines of 9 digits. A grid may have several solutions and any one
// is accepted, so OUTPUT is judged on its own: it must be a complete grid
// whose rows, columns, boxes and two main diagonals each hold 1-9 once, and
// that keeps the givens of INPUT. ANSWER is checked the same way, and a fault
// there is a checker failure.
//
// Outputs are read as tokens, like testlib's default: each token is one row
// of 9 digits 1-9.
//
// Exit status and the one-line message on stderr:
//
//	0 ok                  accepted
//	1 wrong answer        a digit repeated in a house, or a given changed
//	2 wrong output format a token that is not 9 digits 1-9, or not 9 rows
//	3 FAIL                bad usage, or a bad INPUT or ANSWER file
//
// Example:
//
//	go run ./gen/hs12disu/checker in.txt out.txt ans.txt
//
// -h prints the usage.
package main

import (
	"fmt"
	"strings"

	"github.com/ojkit/ojkit/internal/testlib"
)

// usage is printed for -h.
const usage = `usage: checker INPUT OUTPUT ANSWER

Judges OUTPUT, a contestant's output for the SPOJ HS12DISU test INPUT: it must
be an X-Sudoku solution of the input grid, any one of several. ANSWER, the
reference output, is checked the same way. Exit 0 ok, 1 wrong answer, 2 wrong
output format, 3 FAIL.

example:
  go run ./gen/hs12disu/checker in.txt out.txt ans.txt
`

// side is the grid's side.
const side = 9

// grid is a 9×9 grid, row by row, 0 for an empty cell.
type grid = [side * side]byte

func main() {
	testlib.Main(usage, check)
}

// check returns the verdict on the test's input, the contestant's output and
// the reference answer.
func check(input, output, answer string) testlib.Verdict {
	puzzle, err := readGrid(input, ".123456789")
	if err != nil {
		return testlib.Verdict{Code: testlib.Fail, Msg: "INPUT " + err.Error()}
	}
	ans, err := readGrid(answer, "123456789")
	if err == nil {
		err = testlib.Solution9(&puzzle, &ans, true)
	}
	if err != nil {
		return testlib.Verdict{Code: testlib.Fail, Msg: "ANSWER " + err.Error()}
	}
	out, err := readGrid(output, "123456789")
	if err != nil {
		return testlib.Verdict{Code: testlib.BadFormat, Msg: "OUTPUT " + err.Error()}
	}
	if err := testlib.Solution9(&puzzle, &out, true); err != nil {
		return testlib.Verdict{Code: testlib.WrongAnswer, Msg: err.Error()}
	}
	return testlib.Verdict{Code: testlib.Accepted, Msg: "an X-Sudoku solution"}
}

// readGrid reads the file at path as 9 rows of 9 characters from chars ('.'
// is an empty cell).
func readGrid(path, chars string) (grid, error) {
	var g grid
	toks, err := testlib.Tokens(path)
	if err != nil {
		return g, err
	}
	if len(toks) != side {
		return g, fmt.Errorf("has %d rows, want %d", len(toks), side)
	}
	for r, tok := range toks {
		if len(tok.Text) != side || strings.Trim(tok.Text, chars) != "" {
			return g, testlib.Errorf(tok, "want a row of %d of %q, got %q", side, chars, tok.Text)
		}
		for c := 0; c < side; c++ {
			if ch := tok.Text[c]; ch != '.' {
				g[r*side+c] = ch - '0'
			}
		}
	}
	return g, nil
}
