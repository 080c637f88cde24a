package judge

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// sudoku returns a solved 9×9 grid, the pattern whose row r, column c
// holds (3r + r/3 + c) mod 9 + 1.
func sudoku() string {
	var b strings.Builder
	for r := range 9 {
		for c := range 9 {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(byte('1' + (3*r+r/3+c)%9))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// wrongSudoku is sudoku with the fourth and fifth cells of the third row
// swapped.
func wrongSudoku() string {
	return strings.Replace(sudoku(), "\n7 8 9 1 2", "\n7 8 9 2 1", 1)
}

// sudokuTests writes two tests of a Sudoku's answer whose inputs are the
// outputs cat gives, one right (a) and one with two cells swapped (b), and
// returns their directory.
func sudokuTests(t *testing.T) string {
	dir := t.TempDir()
	for name, data := range map[string]string{"a.in": sudoku(), "a.out": sudoku(), "b.in": wrongSudoku(), "b.out": sudoku()} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// measures matches the time and memory columns of judge's table, their
// heading (whose width follows them) and the figures of its summary, which
// vary from run to run.
var measures = regexp.MustCompile(`time +memory| +[\d.]+(?:µs|ms|s)(?: \(wall [\d.]+(?:µs|ms|s)\))? +[\d.]+(?:B|KiB|MiB|GiB)\n|[\d.]+(?:µs|ms|s|B|KiB|MiB|GiB)\b`)

// slowest matches the cases the summary names, which vary too.
var slowest = regexp.MustCompile(`slowest \w M(?: \(wall M\))?; largest \w M`)

// judgeSudoku judges cat on sudokuTests with args and returns its stdout,
// the figures that vary masked.
func judgeSudoku(t *testing.T, args ...string) string {
	var stdout, stderr bytes.Buffer
	code := Run(append(append([]string{"-tests", sudokuTests(t)}, args...), "cat"), &stdout, &stderr)
	if code != 1 || stderr.Len() > 0 {
		t.Fatalf("judge exited %d, want 1; stderr:\n%s", code, stderr.String())
	}
	out := measures.ReplaceAllStringFunc(stdout.String(), func(m string) string {
		switch {
		case strings.HasPrefix(m, "time"):
			return "time  memory"
		case strings.HasSuffix(m, "\n"):
			return " (measures)\n"
		}
		return "M"
	})
	return slowest.ReplaceAllString(out, "slowest a M; largest a M")
}

// plainReport is judge's report of sudokuTests without colour.
const plainReport = `--- b: WA
token 22: want "1", got "2"
first difference at line 3, column 7
      2 "4 5 6 7 8 9 1 2 3\n"
-     3 "7 8 9 1 2 3 4 5 6\n"
+     3 "7 8 9 2 1 3 4 5 6\n"
      4 "2 3 4 5 6 7 8 9 1\n"
      5 "5 6 7 8 9 1 2 3 4\n"
the grid at line 1, 9×9: 2 cells differ
 want                  got
 1 2 3 4 5 6 7 8 9     1 2 3 4 5 6 7 8 9
 4 5 6 7 8 9 1 2 3     4 5 6 7 8 9 1 2 3
 7 8 9[1 2]3 4 5 6     7 8 9[2 1]3 4 5 6
 2 3 4 5 6 7 8 9 1     2 3 4 5 6 7 8 9 1
 5 6 7 8 9 1 2 3 4     5 6 7 8 9 1 2 3 4
 8 9 1 2 3 4 5 6 7     8 9 1 2 3 4 5 6 7
 3 4 5 6 7 8 9 1 2     3 4 5 6 7 8 9 1 2
 6 7 8 9 1 2 3 4 5     6 7 8 9 1 2 3 4 5
 9 1 2 3 4 5 6 7 8     9 1 2 3 4 5 6 7 8
case  verdict  time  memory
a     AC (measures)
b     WA (measures)
1 AC / 2 cases; slowest a M; largest a M
`

// TestColourNever checks judge's report of a Sudoku's WA without colour,
// under -color never, and under -color auto with NO_COLOR or off a
// terminal: the two grids side by side, the cells that differ in brackets.
func TestColourNever(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	for _, args := range [][]string{{"-color", "never"}, {"-color", "auto"}, nil} {
		got := judgeSudoku(t, args...)
		if diff := cmp.Diff(plainReport, got); diff != "" {
			t.Errorf("judge %s (-want +got):\n%s", strings.Join(args, " "), diff)
		}
	}
}

// TestColourAlways checks judge's report under -color always, NO_COLOR
// set: verdicts, diff lines and the cells that differ painted.
func TestColourAlways(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	g, r, z := "\x1b[32m", "\x1b[31m", "\x1b[0m"
	want := strings.NewReplacer(
		"--- b: WA", "--- b: "+r+"WA"+z,
		`-     3 "7 8 9 1 2 3 4 5 6\n"`, g+`-     3 "7 8 9 1 2 3 4 5 6\n"`+z,
		`+     3 "7 8 9 2 1 3 4 5 6\n"`, r+`+     3 "7 8 9 2 1 3 4 5 6\n"`+z,
		" 7 8 9[1 2]3 4 5 6     7 8 9[2 1]3 4 5 6", " 7 8 9 "+g+"1"+z+" "+g+"2"+z+" 3 4 5 6     7 8 9 "+r+"2"+z+" "+r+"1"+z+" 3 4 5 6",
		"a     AC", "a     "+g+"AC"+z,
		"b     WA", "b     "+r+"WA"+z,
	).Replace(plainReport)
	got := judgeSudoku(t, "-color", "always")
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("judge -color always (-want +got):\n%s", diff)
	}
}
