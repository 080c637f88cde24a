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

// Inputs and outputs of the tests.
const (
	// sample is the statement's sample, with one solution, sampleSol.
	sample    = "1\n103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n"
	sampleSol = "143628579\n572139468\n986754231\n391542786\n468917352\n725863914\n237481695\n619275843\n854396127\n"
	// empty is a grid with no givens: every complete Sudoku solves it.
	empty = "1\n" + "000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n"
	// latin has no repeat in a row or column, but repeats in boxes.
	latin = "123456789\n234567891\n345678912\n456789123\n567891234\n678912345\n789123456\n891234567\n912345678\n"
)

// result is what run returns and prints.
type result struct {
	Code int
	Msg  string
}

// swapRows returns sol with its first two rows swapped: another solution of
// empty, and a grid that changes the sample's givens.
func swapRows(sol string) string {
	rows := strings.Split(sol, "\n")
	rows[0], rows[1] = rows[1], rows[0]
	return strings.Join(rows, "\n")
}

func TestCheck(t *testing.T) {
	twoGrids := "2\n" + sample[2:] + empty[2:]
	cases := []struct {
		name, in, out, ans string
		want               result
	}{
		// Accepted.
		{"same solution", sample, sampleSol, sampleSol, result{0, "ok 1 grids solved"}},
		{"another solution", empty, swapRows(sampleSol), sampleSol, result{0, "ok 1 grids solved"}},
		{"loose whitespace", sample, "\r\n " + strings.ReplaceAll(sampleSol, "\n", " \r\n\n"), sampleSol, result{0, "ok 1 grids solved"}},
		{"two grids", twoGrids, sampleSol + swapRows(sampleSol), sampleSol + sampleSol, result{0, "ok 2 grids solved"}},
		// Wrong answer.
		{"given changed", sample, swapRows(sampleSol), sampleSol, result{1, "wrong answer grid 1: row 1, column 1 is 5, the input gives 1"}},
		{"repeat in a box", empty, latin, sampleSol, result{1, "wrong answer grid 1: row 2, column 1: 2 repeats in its box"}},
		{"repeat in a row", empty, "113628579\n" + sampleSol[10:], sampleSol, result{1, "wrong answer grid 1: row 1, column 2: 1 repeats in its row"}},
		{"second grid wrong", twoGrids, sampleSol + latin, sampleSol + sampleSol, result{1, "wrong answer grid 2: row 2, column 1: 2 repeats in its box"}},
		// Wrong output format.
		{"empty", sample, "", sampleSol, result{2, "wrong output format OUTPUT has 0 rows, want 9 (1 grids of 9)"}},
		{"extra row", sample, sampleSol + "123456789\n", sampleSol, result{2, "wrong output format OUTPUT has 10 rows, want 9 (1 grids of 9)"}},
		{"spaced digits", sample, "1 4 3 6 2 8 5 7 9\n", sampleSol, result{2, `wrong output format OUTPUT line 1: want a row of 9 digits 1-9, got "1"`}},
		{"an empty cell left", sample, "103628579\n" + sampleSol[10:], sampleSol, result{2, `wrong output format OUTPUT line 1: want a row of 9 digits 1-9, got "103628579"`}},
		{"short row", sample, sampleSol[:8] + "\n" + sampleSol[10:], sampleSol, result{2, `wrong output format OUTPUT line 1: want a row of 9 digits 1-9, got "14362857"`}},
		// Checker failure.
		{"bad input cell", strings.Replace(sample, "103", "1.3", 1), sampleSol, sampleSol, result{3, `FAIL INPUT line 2: want a row of 9 digits 0-9, got "1.3000509"`}},
		{"bad T", "0\n", sampleSol, sampleSol, result{3, `FAIL INPUT line 1: want T, a positive number, got "0"`}},
		{"empty input", "", sampleSol, sampleSol, result{3, "FAIL INPUT is empty: want T first"}},
		{"answer wrong", sample, sampleSol, latin, result{3, "FAIL ANSWER grid 1: row 1, column 7 is 7, the input gives 5"}},
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
	in := write(t, dir, "in.txt", sample)
	ans := write(t, dir, "ans.txt", sampleSol)
	none := filepath.Join(dir, "none")
	cases := []struct {
		name string
		args []string
		want result
	}{
		{"two files", []string{in, ans}, result{3, "FAIL usage: checker INPUT OUTPUT ANSWER"}},
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
