package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/testlib"
)

// Instances of the tests.
const (
	// sample1 has the one cover {1, 2, 3}.
	sample1 = "3 3\n0 0 1\n1 0 0\n0 1 0\n"
	// sample2 has none.
	sample2 = "3 3\n1 0 1\n1 1 0\n0 1 1\n"
	// twoCovers has the covers {1, 2} and {3}.
	twoCovers = "3 2\n1 0\n0 1\n1 1\n"
)

// result is what run returns and prints.
type result struct {
	Code int
	Msg  string
}

func TestCheck(t *testing.T) {
	cases := []struct {
		name, in, out, ans string
		want               result
	}{
		// Accepted.
		{"same cover", sample1, "1 2 3\n", "1 2 3\n", result{0, "ok a cover of 3 rows"}},
		{"any order", sample1, "2 1 3\n", "1 2 3\n", result{0, "ok a cover of 3 rows"}},
		{"loose whitespace", sample1, "\r\n 3\t1\r\n\n2", "2 1 3\n", result{0, "ok a cover of 3 rows"}},
		{"another cover", twoCovers, "3\n", "1 2\n", result{0, "ok a cover of 1 rows"}},
		{"no solution", sample2, "No Solution!\n", "No Solution!\n", result{0, "ok No Solution!"}},
		{"no solution, loose", sample2, "  No \t Solution!\r\n\n", "No Solution!", result{0, "ok No Solution!"}},
		// Wrong answer.
		{"row 0", sample1, "0 1 2 3\n", "1 2 3\n", result{1, "wrong answer row 0 out of range [1,3]"}},
		{"row N+1", sample1, "1 2 4\n", "1 2 3\n", result{1, "wrong answer row 4 out of range [1,3]"}},
		{"negative row", sample1, "-1\n", "1 2 3\n", result{1, "wrong answer row -1 out of range [1,3]"}},
		{"row twice", sample1, "1 2 3 2\n", "1 2 3\n", result{1, "wrong answer row 2 given twice"}},
		{"column twice", twoCovers, "1 3\n", "3\n", result{1, "wrong answer column 1 covered by rows 1 and 3"}},
		{"column missing", sample1, "1 2\n", "1 2 3\n", result{1, "wrong answer column 2 not covered by the 2 rows given"}},
		{"bad cover, none exists", sample2, "1\n", "No Solution!\n", result{1, "wrong answer column 2 not covered by the 1 rows given"}},
		{"missed cover", sample1, "No Solution!\n", "3 2 1\n", result{1, "wrong answer said No Solution!, but a cover of 3 rows exists"}},
		// Wrong output format.
		{"empty", sample1, "", "1 2 3\n", result{2, "wrong output format OUTPUT is empty: want row numbers or No Solution!"}},
		{"blank", sample1, " \r\n\n", "1 2 3\n", result{2, "wrong output format OUTPUT is empty: want row numbers or No Solution!"}},
		{"lower case", sample2, "No solution!\n", "No Solution!\n", result{2, `wrong output format OUTPUT line 1: want No Solution! exactly, got "No solution!"`}},
		{"no bang", sample2, "No Solution\n", "No Solution!\n", result{2, `wrong output format OUTPUT line 1: want No Solution! exactly, got "No Solution"`}},
		{"one word", sample2, "NoSolution!\n", "No Solution!\n", result{2, `wrong output format OUTPUT line 1: want No Solution! exactly, got "NoSolution!"`}},
		{"no only", sample2, "No\n", "No Solution!\n", result{2, `wrong output format OUTPUT line 1: want No Solution! exactly, got "No"`}},
		{"trailing word", sample2, "No Solution!\n1\n", "No Solution!\n", result{2, `wrong output format OUTPUT line 2: want nothing after No Solution!, got "1"`}},
		{"word in cover", sample1, "1 2\nx\n", "1 2 3\n", result{2, `wrong output format OUTPUT line 2: want a row number, got "x"`}},
		{"leading zero", sample1, "01 2 3\n", "1 2 3\n", result{2, `wrong output format OUTPUT line 1: want a row number, got "01"`}},
		{"plus sign", sample1, "+1 2 3\n", "1 2 3\n", result{2, `wrong output format OUTPUT line 1: want a row number, got "+1"`}},
		{"overflow", sample1, "99999999999999999999\n", "1 2 3\n", result{2, `wrong output format OUTPUT line 1: want a row number, got "99999999999999999999"`}},
		// Checker failure.
		{"bad entry", "2 2\n1 0\n0 2\n", "1 2\n", "1 2\n", result{3, `FAIL INPUT line 3: row 2, column 2: want 0 or 1, got "2"`}},
		{"short input", "2 2\n1 0\n0\n", "1 2\n", "1 2\n", result{3, "FAIL INPUT has 3 numbers after N M = 2 2, want 4"}},
		{"N zero", "0 2\n", "1\n", "1\n", result{3, `FAIL INPUT line 1: want N M in [1,500], got "0" "2"`}},
		{"M too big", "1 501\n", "1\n", "1\n", result{3, `FAIL INPUT line 1: want N M in [1,500], got "1" "501"`}},
		{"empty input", "", "1\n", "1\n", result{3, "FAIL INPUT is too short: want N M first"}},
		{"empty answer", sample1, "1 2 3\n", "", result{3, "FAIL ANSWER is empty: want row numbers or No Solution!"}},
		{"malformed answer", sample1, "1 2 3\n", "1 2 three\n", result{3, `FAIL ANSWER line 1: want a row number, got "three"`}},
		{"answer not a cover", sample1, "1 2 3\n", "1 2\n", result{3, "FAIL ANSWER is not a cover: column 2 not covered by the 2 rows given"}},
		{"answer wrongly none", sample1, "3 1 2\n", "No Solution!\n", result{3, "FAIL OUTPUT is a valid cover of 3 rows, but ANSWER says No Solution!"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			args := []string{
				write(t, dir, "in.txt", c.in),
				write(t, dir, "out.txt", c.out),
				write(t, dir, "ans.txt", c.ans),
			}
			var stderr bytes.Buffer
			code := testlib.Run(args, &stderr, usage, check)
			got := result{code, string(bytes.TrimSuffix(stderr.Bytes(), []byte("\n")))}
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("run() mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCheckUsage(t *testing.T) {
	dir := t.TempDir()
	in := write(t, dir, "in.txt", sample1)
	ans := write(t, dir, "ans.txt", "1 2 3\n")
	none := filepath.Join(dir, "none")
	cases := []struct {
		name string
		args []string
		want result
	}{
		{"two files", []string{in, ans}, result{3, "FAIL usage: checker INPUT OUTPUT ANSWER"}},
		{"four files", []string{in, ans, ans, ans}, result{3, "FAIL usage: checker INPUT OUTPUT ANSWER"}},
		{"no input", []string{none, ans, ans}, result{3, "FAIL INPUT open " + none + ": no such file or directory"}},
		{"no answer", []string{in, ans, none}, result{3, "FAIL ANSWER open " + none + ": no such file or directory"}},
		{"no output", []string{in, none, ans}, result{2, "wrong output format OUTPUT open " + none + ": no such file or directory"}},
		{"help", []string{"-h"}, result{0, strings.TrimSuffix(usage, "\n")}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var stderr bytes.Buffer
			code := testlib.Run(c.args, &stderr, usage, check)
			got := result{code, string(bytes.TrimSuffix(stderr.Bytes(), []byte("\n")))}
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("run() mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// write creates the file name in dir with the given content and returns its path.
func write(t *testing.T, dir, name, content string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}
