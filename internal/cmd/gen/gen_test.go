package gen

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/gen/problem"
)

// runGen runs gen with args and stdin and returns its exit status and output.
func runGen(args []string, stdin string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := Run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// TestBadFlags checks that each bad flag gives one line, beginning with ojkit
// gen, naming the valid values, and exit status 2.
func TestBadFlags(t *testing.T) {
	ids := strings.Join(problem.IDs(), ", ")
	cases := []struct {
		args []string
		want string
	}{
		{nil, "gen: -p is required: one of " + ids},
		{[]string{"-p", "nope"}, "gen: -p nope: unknown problem; want one of " + ids},
		{[]string{"-p", "poj3076", "-kind", "multi"}, "gen: -kind multi: poj3076's kinds are random, minimal, hard, full, max"},
		{[]string{"-p", "sp13980", "-n", "0"}, "gen: -n 0: want 1 or more"},
		{[]string{"-p", "sp13980", "-n", "-3"}, "gen: -n -3: want 1 or more"},
		{[]string{"-p", "sp13980", "-solutions", "3"}, "gen: -solutions: kind random of sp13980 does not use it (kinds that do: multi, sparse, max)"},
		{[]string{"-p", "poj3076", "-kind", "minimal", "-givens", "30"}, "gen: -givens: kind minimal of poj3076 does not use it (kinds that do: random)"},
		{[]string{"-p", "sp1110", "-n", "11"}, "gen: -n 11: sp1110 takes 1..10 grids"},
		{[]string{"-p", "sp13980", "-kind", "multi", "-solutions", "0"}, "gen: -solutions 0: want 1 or more"},
		{[]string{"-p", "lines"}, "gen: -size is required: 4, 9, 16 or 25"},
		{[]string{"-p", "lines", "-size", "7"}, "gen: -size 7: want 4, 9, 16 or 25"},
		{[]string{"-p", "p4929", "-rows", "501"}, "gen: -rows 501: want 1..500"},
		{[]string{"-p", "p4929", "-answer", "a.txt"}, "gen: -answer: kind random of p4929 does not use it (kinds that do: cover, nocover, lastrow, sudoku, pentomino, max)"},
		{[]string{"-p", "p4929", "-kind", "nocover", "-odd", "4"}, "gen: -odd 4: want an odd number in 3..-cols (500)"},
		{[]string{"-p", "poj3076", "-validate", "-n", "3"}, "gen: -n: -validate takes only -p and a file"},
		{[]string{"-p", "poj3076", "extra"}, `gen: unexpected argument "extra"`},
		{[]string{"-bogus"}, "gen: flag provided but not defined: -bogus (see ojkit gen -h)"},
	}
	for _, c := range cases {
		code, out, errOut := runGen(c.args, "")
		if code != 2 || out != "" {
			t.Errorf("gen %q: exit %d, stdout %q; want 2 and nothing", c.args, code, out)
		}
		if diff := cmp.Diff("ojkit "+c.want+"\n", errOut); diff != "" { // ojkit gen: ...
			t.Errorf("gen %q: stderr (-want +got):\n%s", c.args, diff)
		}
	}
}

func TestGenerateAndValidate(t *testing.T) {
	code, in, errOut := runGen([]string{"-p", "sp13980", "-kind", "multi", "-solutions", "4", "-n", "2"}, "")
	if code != 0 || errOut != "" {
		t.Fatalf("generate: exit %d, stderr %q", code, errOut)
	}
	code, out, errOut := runGen([]string{"-p", "sp13980", "-validate"}, in)
	if code != 0 || out != "ok\n" || errOut != "" {
		t.Errorf("validate stdin: exit %d, stdout %q, stderr %q; want 0, ok", code, out, errOut)
	}
	// It is not an acwing166 input: the layout differs on the first line.
	code, _, errOut = runGen([]string{"-p", "acwing166", "-validate"}, in)
	if want := "stdin:1:2: grid line of 1 cells, want 81\n"; code != 1 || errOut != want {
		t.Errorf("validate as acwing166: exit %d, stderr %q; want 1, %q", code, errOut, want)
	}
}

// TestValidateFile checks -validate FILE: the file's name in the error, and
// the refusal of a grid with two solutions where one is promised.
func TestValidateFile(t *testing.T) {
	_, in, _ := runGen([]string{"-p", "acwing166", "-kind", "minimal", "-n", "2"}, "")
	broken := []byte(in)
	broken[bytes.IndexAny(broken, "123456789")] = '.'
	path := filepath.Join(t.TempDir(), "two.txt")
	if err := os.WriteFile(path, broken, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runGen([]string{"-p", "acwing166", "-validate", path}, "")
	want := path + ":1:1: grid 1 has more than one solution; the statement promises exactly one\n"
	if code != 1 || out != "" || errOut != want {
		t.Errorf("exit %d, stdout %q, stderr %q; want 1, nothing, %q", code, out, errOut, want)
	}
}

func TestAnswer(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ans.txt")
	code, _, errOut := runGen([]string{"-p", "p4929", "-kind", "nocover", "-answer", path}, "")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff("No Solution!\n", string(got)); diff != "" {
		t.Errorf("answer (-want +got):\n%s", diff)
	}
}

func TestHelpListsKinds(t *testing.T) {
	code, out, _ := runGen([]string{"-h"}, "")
	if code != 0 {
		t.Fatalf("gen -h: exit %d", code)
	}
	for _, s := range []string{"usage: ojkit gen -p ID", "\tsp13980      random ", " multi ", "\tp4929        "} {
		if !strings.Contains(out, s) {
			t.Errorf("gen -h lacks %q", s)
		}
	}
	if strings.Contains(out, "exactly -solutions K solutions") {
		t.Errorf("gen -h describes the kinds; want a line a problem:\n%s", out)
	}
	code, out, _ = runGen([]string{"-p", "sp13980", "-h"}, "")
	if code != 0 {
		t.Fatalf("gen -p sp13980 -h: exit %d", code)
	}
	for _, s := range []string{"Kinds of sp13980", "\tmulti       exactly -solutions K solutions"} {
		if !strings.Contains(out, s) {
			t.Errorf("gen -p sp13980 -h lacks %q:\n%s", s, out)
		}
	}
	if strings.Contains(out, "\tp4929        random") {
		t.Errorf("gen -p sp13980 -h lists other problems:\n%s", out)
	}
}
