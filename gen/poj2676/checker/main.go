// Command checker is the special judge of POJ 2676 "Sudoku" (Luogu P10481, SPOJ
// BSUDO), in the testlib convention:
//
//	checker INPUT OUTPUT ANSWER
//
// INPUT is the test's input (T, then T grids of 9 lines of 9 digits, '0' for an
// empty cell), OUTPUT the contestant's output and ANSWER the reference output:
// T solved grids of 9 lines of 9 digits. A grid may have several solutions and
// any one is accepted, so OUTPUT is judged on its own: every grid must be a
// complete Sudoku that keeps the givens of its input grid. ANSWER is checked the
// same way, and a fault there is a checker failure.
//
// Outputs are read as tokens, like testlib's default: any whitespace between
// them, before and after. Each token is one row of 9 digits 1-9.
//
// Exit status and the one-line message on stderr:
//
//	0 ok                  accepted
//	1 wrong answer        a grid that breaks a rule or changes a given
//	2 wrong output format a token that is not 9 digits 1-9, or the wrong
//	                      number of rows
//	3 FAIL                bad usage, or a bad INPUT or ANSWER file
//
// Example:
//
//	go run ./gen/poj2676/checker in.txt out.txt ans.txt
//
// -h prints the usage.
package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/ojkit/ojkit/internal/testlib"
)

// usage is printed for -h.
const usage = `usage: checker INPUT OUTPUT ANSWER

Judges OUTPUT, a contestant's output for the POJ 2676 test INPUT: each grid must
be a solution of its input grid, any one of several. ANSWER, the reference
output, is checked the same way. Exit 0 ok, 1 wrong answer, 2 wrong output
format, 3 FAIL.

example:
  go run ./gen/poj2676/checker in.txt out.txt ans.txt
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
	puzzles, err := readInput(input)
	if err != nil {
		return testlib.Verdict{Code: testlib.Fail, Msg: "INPUT " + err.Error()}
	}
	ans, err := readGrids(answer, len(puzzles), '1')
	if err == nil {
		err = solves(puzzles, ans)
	}
	if err != nil {
		return testlib.Verdict{Code: testlib.Fail, Msg: "ANSWER " + err.Error()}
	}
	out, err := readGrids(output, len(puzzles), '1')
	if err != nil {
		return testlib.Verdict{Code: testlib.BadFormat, Msg: "OUTPUT " + err.Error()}
	}
	if err := solves(puzzles, out); err != nil {
		return testlib.Verdict{Code: testlib.WrongAnswer, Msg: err.Error()}
	}
	return testlib.Verdict{Code: testlib.Accepted, Msg: fmt.Sprintf("%d grids solved", len(puzzles))}
}

// readInput reads a test input: T, then T grids.
func readInput(path string) ([]grid, error) {
	toks, err := testlib.Tokens(path)
	if err != nil {
		return nil, err
	}
	if len(toks) == 0 {
		return nil, errors.New("is empty: want T first")
	}
	t, err := strconv.Atoi(toks[0].Text)
	if err != nil || t < 1 {
		return nil, fmt.Errorf("line %d: want T, a positive number, got %q", toks[0].Line, toks[0].Text)
	}
	return parseGrids(toks[1:], t, '0')
}

// readGrids reads the file at path as t grids of rows of 9 digits from lowest
// to '9' (lowest '1' for a solution, '0' for a puzzle).
func readGrids(path string, t int, lowest byte) ([]grid, error) {
	toks, err := testlib.Tokens(path)
	if err != nil {
		return nil, err
	}
	return parseGrids(toks, t, lowest)
}

// parseGrids reads toks as exactly t grids of 9 rows.
func parseGrids(toks []testlib.Token, t int, lowest byte) ([]grid, error) {
	if len(toks) != t*side {
		return nil, fmt.Errorf("has %d rows, want %d (%d grids of %d)", len(toks), t*side, t, side)
	}
	grids := make([]grid, t)
	for i, tok := range toks {
		if len(tok.Text) != side || strings.Trim(tok.Text, "0123456789"[lowest-'0':]) != "" {
			return nil, fmt.Errorf("line %d: want a row of %d digits %c-9, got %q", tok.Line, side, lowest, tok.Text)
		}
		for k := 0; k < side; k++ {
			grids[i/side][i%side*side+k] = tok.Text[k] - '0'
		}
	}
	return grids, nil
}

// solves returns nil if every grid of sols is a solution of its puzzle, or else
// the first fault.
func solves(puzzles, sols []grid) error {
	for i := range puzzles {
		if err := testlib.Solution9(&puzzles[i], &sols[i], false); err != nil {
			return fmt.Errorf("grid %d: %v", i+1, err)
		}
	}
	return nil
}
