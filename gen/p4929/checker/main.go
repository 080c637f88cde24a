// Command checker is the special judge of Luogu P4929 (exact cover), in the
// testlib convention:
//
//	checker INPUT OUTPUT ANSWER
//
// INPUT is the test's input (`N M` and N rows of M numbers 0 or 1), OUTPUT the
// contestant's output and ANSWER the reference answer: row numbers forming a
// cover, or "No Solution!".
//
// Outputs are read as tokens, like testlib's default: any whitespace between
// them, before and after. An output is either the two tokens "No" "Solution!"
// (exactly so spelt) or a list of row numbers in any order. A valid cover is
// accepted whenever ANSWER has one; "No Solution!" is accepted only when ANSWER
// says so too. A valid cover against an ANSWER of "No Solution!" proves the
// answer file wrong, and is reported as a checker failure.
//
// Exit status and the one-line message on stderr:
//
//	0 ok                  accepted
//	1 wrong answer        not a cover, or "No Solution!" when there is one
//	2 wrong output format missing or empty output, a token that is not a
//	                      canonical integer, or "No Solution!" misspelt or
//	                      followed by more
//	3 FAIL                bad usage, or a bad INPUT or ANSWER file
//
// Example:
//
//	go run ./gen/p4929/checker in.txt out.txt ans.txt
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

Judges OUTPUT, a contestant's output for the Luogu P4929 test INPUT, against the
reference ANSWER; exit 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL.

example:
  go run ./gen/p4929/checker in.txt out.txt ans.txt
`

func main() {
	testlib.Main(usage, check)
}

// check returns the verdict on the test's input, the contestant's output and
// the reference answer.
func check(input, output, answer string) testlib.Verdict {
	in, err := readInstance(input)
	if err != nil {
		return testlib.Verdict{Code: testlib.Fail, Msg: "INPUT " + err.Error()}
	}
	ans, err := readClaim(answer)
	if err != nil {
		return testlib.Verdict{Code: testlib.Fail, Msg: "ANSWER " + err.Error()}
	}
	if ans.cover != nil {
		if err := in.verify(ans.cover); err != nil {
			return testlib.Verdict{Code: testlib.Fail, Msg: "ANSWER is not a cover: " + err.Error()}
		}
	}
	out, err := readClaim(output)
	if err != nil {
		return testlib.Verdict{Code: testlib.BadFormat, Msg: "OUTPUT " + err.Error()}
	}
	return judge(in, out, ans)
}

// judge compares the contestant's claim out with the reference ans, a valid one.
func judge(in *instance, out, ans claim) testlib.Verdict {
	if out.cover == nil {
		if ans.cover != nil {
			return testlib.Verdict{Code: testlib.WrongAnswer, Msg: fmt.Sprintf("said No Solution!, but a cover of %d rows exists", len(ans.cover))}
		}
		return testlib.Verdict{Code: testlib.Accepted, Msg: "No Solution!"}
	}
	if err := in.verify(out.cover); err != nil {
		return testlib.Verdict{Code: testlib.WrongAnswer, Msg: err.Error()}
	}
	if ans.cover == nil {
		return testlib.Verdict{Code: testlib.Fail, Msg: fmt.Sprintf("OUTPUT is a valid cover of %d rows, but ANSWER says No Solution!", len(out.cover))}
	}
	return testlib.Verdict{Code: testlib.Accepted, Msg: fmt.Sprintf("a cover of %d rows", len(out.cover))}
}

// instance is an exact cover problem: the columns of each row.
type instance struct {
	m    int
	rows [][]int
}

// readInstance reads a test input.
func readInstance(path string) (*instance, error) {
	rows, m, err := testlib.Matrix(path, 500)
	if err != nil {
		return nil, err
	}
	return &instance{m: m, rows: rows}, nil
}

// verify returns nil if the 1-based rows form an exact cover of in, or else the
// first fault: a row out of range or given twice, a column covered twice or not
// at all.
func (in *instance) verify(rows []int) error {
	chosen := make(map[int]bool)
	owner := make([]int, in.m)
	for _, r := range rows {
		if r < 1 || r > len(in.rows) {
			return fmt.Errorf("row %d out of range [1,%d]", r, len(in.rows))
		}
		if chosen[r] {
			return fmt.Errorf("row %d given twice", r)
		}
		chosen[r] = true
		for _, c := range in.rows[r-1] {
			if owner[c] != 0 {
				return fmt.Errorf("column %d covered by rows %d and %d", c+1, owner[c], r)
			}
			owner[c] = r
		}
	}
	for c, r := range owner {
		if r == 0 {
			return fmt.Errorf("column %d not covered by the %d rows given", c+1, len(rows))
		}
	}
	return nil
}

// claim is an output or answer: a list of 1-based rows, or nil for
// "No Solution!".
type claim struct {
	cover []int
}

// readClaim reads an output or answer file and returns its claim, or an error
// for a malformed file.
func readClaim(path string) (claim, error) {
	toks, err := testlib.Tokens(path)
	if err != nil {
		return claim{}, err
	}
	if len(toks) == 0 {
		return claim{}, errors.New("is empty: want row numbers or No Solution!")
	}
	if strings.HasPrefix(strings.ToLower(toks[0].Text), "no") {
		return claim{}, noSolution(toks)
	}
	rows := make([]int, len(toks))
	for i, t := range toks {
		v, err := strconv.ParseInt(t.Text, 10, 64)
		if err != nil || strconv.FormatInt(v, 10) != t.Text {
			return claim{}, testlib.Errorf(t, "want a row number, got %q", t.Text)
		}
		rows[i] = int(v)
	}
	return claim{cover: rows}, nil
}

// noSolution returns nil if toks are exactly "No" "Solution!", and otherwise what
// is wrong.
func noSolution(toks []testlib.Token) error {
	switch {
	case len(toks) < 2 || toks[0].Text != "No" || toks[1].Text != "Solution!":
		return testlib.Errorf(toks[0], "want No Solution! exactly, got %q", join(toks, 2))
	case len(toks) > 2:
		return testlib.Errorf(toks[2], "want nothing after No Solution!, got %q", toks[2].Text)
	}
	return nil
}

// join returns the text of the first k tokens (or fewer) separated by spaces.
func join(toks []testlib.Token, k int) string {
	words := make([]string, 0, k)
	for i := 0; i < k && i < len(toks); i++ {
		words = append(words, toks[i].Text)
	}
	return strings.Join(words, " ")
}
