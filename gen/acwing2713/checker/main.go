// Command checker is the special judge of AcWing 2713 (repeated cover), in the
// testlib convention:
//
//	checker INPUT OUTPUT ANSWER
//
// INPUT is the test's input (`N M` and N rows of M numbers 0 or 1), OUTPUT the
// contestant's output and ANSWER the reference answer: k, then k row numbers
// that hold a 1 in every column, k the least such number.
//
// Outputs are read as tokens, like testlib's default. OUTPUT is accepted when
// its k equals ANSWER's and its k rows, distinct and in range, cover every
// column; the rows may come in any order. A valid cover smaller than ANSWER's
// proves the answer file wrong, and is reported as a checker failure.
//
// Exit status and the one-line message on stderr:
//
//	0 ok                  accepted
//	1 wrong answer        not a cover, or more rows than the least
//	2 wrong output format missing or empty output, a token that is not a
//	                      canonical integer, or not k numbers after k
//	3 FAIL                bad usage, or a bad INPUT or ANSWER file
//
// Example:
//
//	go run ./gen/acwing2713/checker in.txt out.txt ans.txt
//
// -h prints the usage.
package main

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/ojkit/ojkit/internal/testlib"
)

// usage is printed for -h.
const usage = `usage: checker INPUT OUTPUT ANSWER

Judges OUTPUT, a contestant's output for the AcWing 2713 test INPUT, against the
reference ANSWER; exit 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL.

example:
  go run ./gen/acwing2713/checker in.txt out.txt ans.txt
`

func main() {
	testlib.Main(usage, check)
}

// check returns the verdict on the test's input, the contestant's output and
// the reference answer.
func check(input, output, answer string) testlib.Verdict {
	rows, m, err := testlib.Matrix(input, 100)
	if err != nil {
		return testlib.Verdict{Code: testlib.Fail, Msg: "INPUT " + err.Error()}
	}
	ans, err := readCover(answer)
	if err != nil {
		return testlib.Verdict{Code: testlib.Fail, Msg: "ANSWER " + err.Error()}
	}
	if err := covers(rows, m, ans); err != nil {
		return testlib.Verdict{Code: testlib.Fail, Msg: "ANSWER is not a cover: " + err.Error()}
	}
	out, err := readCover(output)
	if err != nil {
		return testlib.Verdict{Code: testlib.BadFormat, Msg: "OUTPUT " + err.Error()}
	}
	if err := covers(rows, m, out); err != nil {
		return testlib.Verdict{Code: testlib.WrongAnswer, Msg: err.Error()}
	}
	switch {
	case len(out) > len(ans):
		return testlib.Verdict{Code: testlib.WrongAnswer, Msg: fmt.Sprintf("a cover of %d rows, but %d rows cover every column", len(out), len(ans))}
	case len(out) < len(ans):
		return testlib.Verdict{Code: testlib.Fail, Msg: fmt.Sprintf("OUTPUT covers with %d rows, fewer than ANSWER's %d", len(out), len(ans))}
	}
	return testlib.Verdict{Code: testlib.Accepted, Msg: fmt.Sprintf("a least cover of %d rows", len(out))}
}

// readCover reads k and then exactly k row numbers.
func readCover(path string) ([]int, error) {
	toks, err := testlib.Tokens(path)
	if err != nil {
		return nil, err
	}
	if len(toks) == 0 {
		return nil, errors.New("is empty: want k and k row numbers")
	}
	nums := make([]int, len(toks))
	for i, t := range toks {
		v, err := strconv.Atoi(t.Text)
		if err != nil || strconv.Itoa(v) != t.Text {
			return nil, testlib.Errorf(t, "want an integer, got %q", t.Text)
		}
		nums[i] = v
	}
	if nums[0] != len(nums)-1 {
		return nil, testlib.Errorf(toks[0], "k is %d but %d row numbers follow", nums[0], len(nums)-1)
	}
	return nums[1:], nil
}

// covers returns nil if the 1-based rows are distinct, in range and hold a 1
// in every column, and otherwise the first fault.
func covers(rows [][]int, m int, chosen []int) error {
	seen := make(map[int]bool)
	covered := make([]bool, m)
	for _, r := range chosen {
		if r < 1 || r > len(rows) {
			return fmt.Errorf("row %d out of range [1,%d]", r, len(rows))
		}
		if seen[r] {
			return fmt.Errorf("row %d given twice", r)
		}
		seen[r] = true
		for _, c := range rows[r-1] {
			covered[c] = true
		}
	}
	for c, ok := range covered {
		if !ok {
			return fmt.Errorf("column %d not covered by the %d rows given", c+1, len(chosen))
		}
	}
	return nil
}
