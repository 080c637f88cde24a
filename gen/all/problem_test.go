package all_test

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	_ "github.com/ojkit/ojkit/gen/all"
	"github.com/ojkit/ojkit/gen/problem"
)

// kindOptions returns small options for every kind of p: one grid, for lines
// each side in turn.
func kindOptions(p problem.Problem) []problem.Options {
	var out []problem.Options
	for _, k := range p.Kinds() {
		o := problem.Options{Seed: 1, Kind: k.Name, N: 1}
		if p.ID() == "p4929" {
			o.N = 0
		}
		if p.ID() != "lines" {
			out = append(out, o)
			continue
		}
		for _, size := range []int{4, 9, 16} {
			o.Size = size
			out = append(out, o)
		}
	}
	return out
}

func mustLookup(t *testing.T, id string) problem.Problem {
	t.Helper()
	p, ok := problem.Lookup(id)
	if !ok {
		t.Fatalf("no problem %s", id)
	}
	return p
}

// TestEveryKindValidates generates every kind of every problem and checks
// that the input passes Validate and that Join(Cases(input)) gives it back.
func TestEveryKindValidates(t *testing.T) {
	for _, id := range problem.IDs() {
		p := mustLookup(t, id)
		for _, o := range kindOptions(p) {
			name := fmt.Sprintf("%s/%s/size%d", id, o.Kind, o.Size)
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				in, err := p.Generate(o)
				if err != nil {
					t.Fatalf("Generate: %v", err)
				}
				if err := p.Validate(name, in); err != nil {
					t.Errorf("Validate: %v", err)
				}
				cases, err := p.Cases(in)
				if err != nil {
					t.Fatalf("Cases: %v", err)
				}
				if diff := cmp.Diff(string(in), string(p.Join(cases))); diff != "" {
					t.Errorf("Join(Cases(input)) differs (-input +joined):\n%s", diff)
				}
			})
		}
	}
}

// TestDeterminism pins the SHA-256 of a few outputs: the same flags give the
// same bytes on every machine and Go release.
func TestDeterminism(t *testing.T) {
	cases := []struct {
		id   string
		o    problem.Options
		hash string
	}{
		{"poj3076", problem.Options{Seed: 1, Kind: "minimal", N: 2}, "e6e221d1659194db612868c2cdbe5f68addc65ec5d95325e77118d93780e2a19"},
		{"sp13980", problem.Options{Seed: 2, Kind: "multi", Solutions: 3, N: 3}, "1b726d63332834026ed7281de243c2db077362bd48ba8456b11fd82f48406e4b"},
		{"acwing166", problem.Options{Seed: 3, Kind: "random"}, "854f77f449cfc8e615dd2c60ce114b719f2a5dfb3a48a32518a567c899309f7f"},
		{"sp1110", problem.Options{Seed: 4, Kind: "full", N: 2}, "a41bdcc4f83e985c82bc1a852f7a8ebd33ba8e19f67c6a99efd9d2d5c841a218"},
		{"p4929", problem.Options{Seed: 5, Kind: "lastrow", Rows: 40, Cols: 30, Ones: 200}, "58475c79c1157b06c2f0be25b4ef843bb792bca1e96e9c7d38d52002832db889"},
		{"p4929", problem.Options{Seed: 6, Kind: "pentomino", Rows: 100}, "cbbe97d7d6607f9ad7d2d6f604ca211836458e2579f7f329b07512bf94384654"},
		{"lines", problem.Options{Seed: 7, Kind: "full", Size: 25, N: 2}, "48e8cba96ce2ed8e8d0da3f3a0afc0db74521530eeaa2e04f38a8d0756417bf0"},
	}
	for _, c := range cases {
		p := mustLookup(t, c.id)
		a, err := p.Generate(c.o)
		if err != nil {
			t.Fatalf("%s %+v: %v", c.id, c.o, err)
		}
		b, _ := p.Generate(c.o)
		if !bytes.Equal(a, b) {
			t.Errorf("%s %+v: two runs differ", c.id, c.o)
		}
		if got := fmt.Sprintf("%x", sha256.Sum256(a)); got != c.hash {
			t.Errorf("%s %+v: SHA-256 %s, want %s", c.id, c.o, got, c.hash)
		}
	}
}

// edit returns in with line (from 1) changed by f.
func edit(in []byte, line int, f func(string) string) []byte {
	lines := strings.Split(string(in), "\n")
	lines[line-1] = f(lines[line-1])
	return []byte(strings.Join(lines, "\n"))
}

// gen generates an input or fails the test.
func gen(t *testing.T, id string, o problem.Options) []byte {
	t.Helper()
	in, err := mustLookup(t, id).Generate(o)
	if err != nil {
		t.Fatal(err)
	}
	return in
}

// TestValidateRejects checks that Validate names the right place and fault
// for each kind of broken input.
func TestValidateRejects(t *testing.T) {
	poj := gen(t, "poj3076", problem.Options{Seed: 1, Kind: "minimal", N: 2})
	sp1110 := gen(t, "sp1110", problem.Options{Seed: 1, Kind: "full", N: 2})
	gob := gen(t, "sp13980", problem.Options{Seed: 1, Kind: "random", N: 2})
	ac := gen(t, "acwing166", problem.Options{Seed: 1, Kind: "minimal", N: 3})
	cover := gen(t, "p4929", problem.Options{Seed: 1, Kind: "cover", Rows: 4, Cols: 5, Ones: 9})
	// A minimal grid with its first given removed has two solutions.
	firstGiven := bytes.IndexAny(ac, "123456789")
	twoSolutions := append([]byte(nil), ac...)
	twoSolutions[firstGiven] = '.'
	cases := []struct {
		id    string
		input []byte
		want  string
	}{
		{"poj3076", edit(poj, 3, func(s string) string { return s[:4] + "Z" + s[5:] }), `in:3:5: 'Z' is not a cell: want 'A'-'P' or '-'`},
		{"poj3076", edit(poj, 2, func(s string) string { return s[:15] }), "in:2:16: row of 15 cells, want 16"},
		{"poj3076", edit(poj, 2, func(s string) string { return s + "A" }), "in:2:17: row longer than 16 cells"},
		{"poj3076", edit(poj, 2, func(s string) string { return s + " " }), "in:2:17: trailing whitespace after the 16 cells of a row"},
		{"poj3076", edit(poj, 17, func(s string) string { return "----------------" }), "in:17:1: want an empty line between grids"},
		{"poj3076", append(append([]byte(nil), poj...), '\n'), "in:34:1: empty line after the last grid"},
		{"poj3076", poj[:len(poj)-1], "in:33:17: missing newline at the end of the input"},
		{"poj3076", bytes.ReplaceAll(poj, []byte("\n"), []byte("\r\n")), `in:1:17: carriage return: lines end with \n alone`},
		{"poj3076", edit(poj, 1, func(s string) string { return "AA" + s[2:] }), "in:1:2: grid 1: 'A' repeats a given of its row; the statement promises a solution"},
		{"sp1110", edit(sp1110, 1, func(string) string { return "3" }), "in:35:1: input ends after 2 grids, the first line says 3"},
		{"sp1110", edit(sp1110, 1, func(string) string { return "11" }), "in:1:1: the number of grids is 11, want 1..10"},
		{"sp1110", edit(sp1110, 1, func(string) string { return "02" }), "in:1:1: want the number of grids, a whole number 1..10, alone on its line"},
		{"sp1110", edit(sp1110, 1, func(string) string { return "1" }), "in:18:1: unexpected line after the last grid"},
		{"sp13980", edit(gob, 4, func(s string) string { return s[:6] + "." + s[7:] }), `in:4:7: '.' is not a cell: want '1'-'9' or '0'`},
		{"sp13980", edit(gob, 4, func(s string) string { return s[:6] + " " + s[6:] }), `in:4:7: ' ' is not a cell: want '1'-'9' or '0'`},
		{"sp13980", edit(gob, 4, func(s string) string { return s[:5] + "0" + s[6:] }), `in:4:6: want one space between cells, found '0'`},
		{"sp13980", edit(gob, 4, func(s string) string { return s[:16] }), "in:4:17: row of 8 cells, want 9"},
		{"acwing166", bytes.TrimSuffix(ac, []byte("end\n")), `in:4:1: input ends early: want a grid or the line "end"`},
		{"acwing166", twoSolutions, "in:1:1: grid 1 has more than one solution; the statement promises exactly one"},
		{"acwing166", edit(ac, 2, func(s string) string { return s[:80] }), "in:2:81: grid line of 80 cells, want 81"},
		{"p4929", edit(cover, 1, func(string) string { return "4 501" }), "in:1:1: N = 4, M = 501: want both in 1..500"},
		{"p4929", edit(cover, 1, func(string) string { return "4  5" }), "in:1:1: want `N M`, two whole numbers separated by one space"},
		{"p4929", edit(cover, 3, func(s string) string { return s[:4] + "2" + s[5:] }), "in:3:5: '2': want 0 or 1"},
		{"p4929", edit(cover, 3, func(s string) string { return s[:7] }), "in:3:8: row of 4 numbers, want 5"},
		{"p4929", edit(cover, 3, func(s string) string { return s + " 0" }), "in:3:10: row longer than 5 numbers"},
		{"p4929", edit(cover, 1, func(string) string { return "5 5" }), "in:6:1: input ends after 4 rows, N is 5"},
		{"lines", []byte("1234\n"), "in:1:1: a line of 4 characters: want a grid of 16, 81, 256 or 625 cells"},
	}
	for _, c := range cases {
		err := mustLookup(t, c.id).Validate("in", c.input)
		got := "<nil>"
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("%s: Validate = %q, want %q", c.id, got, c.want)
		}
	}
}

// TestSimplerValidates checks that Simpler's variants of unique grids stay
// valid and have fewer empty cells, and that p4929's are smaller matrices.
func TestSimplerValidates(t *testing.T) {
	for _, id := range []string{"poj3076", "acwing166", "sp13980", "p4929"} {
		p := mustLookup(t, id)
		o := problem.Options{Seed: 3, Kind: "minimal", N: 1}
		if id == "p4929" {
			o = problem.Options{Seed: 3, Kind: "cover", Rows: 30, Cols: 20, Ones: 90}
		}
		cases, err := p.Cases(gen(t, id, o))
		if err != nil {
			t.Fatal(err)
		}
		variants := p.Simpler(cases[0])
		if len(variants) == 0 {
			t.Errorf("%s: no simpler variants", id)
		}
		for i, v := range variants {
			if len(v) > len(cases[0]) || bytes.Equal(v, cases[0]) {
				t.Errorf("%s: variant %d is not smaller:\n%s", id, i, v)
			}
			if err := p.Validate(fmt.Sprintf("%s variant %d", id, i), p.Join([][]byte{v})); err != nil {
				t.Error(err)
			}
		}
	}
}

// TestCorpus regenerates the corpora of sudoku/testdata as `make corpus` does
// and checks them against their committed hash file: a change to gen that
// alters them fails here until they are regenerated.
func TestCorpus(t *testing.T) {
	sums, err := os.ReadFile("../../sudoku/testdata/corpus.sha256")
	if err != nil {
		t.Fatal(err)
	}
	corpora := []struct {
		file, id string
		o        problem.Options
	}{
		{"minimal16.txt", "poj3076", problem.Options{Seed: 16, Kind: "minimal", N: 10}},
		{"minimal9.txt", "lines", problem.Options{Seed: 9, Kind: "minimal", N: 50, Size: 9}},
	}
	var got []string
	for _, c := range corpora {
		got = append(got, fmt.Sprintf("%x  %s", sha256.Sum256(gen(t, c.id, c.o)), c.file))
	}
	if diff := cmp.Diff(strings.Split(strings.TrimSuffix(string(sums), "\n"), "\n"), got); diff != "" {
		t.Errorf("gen no longer makes the committed corpora (-want +got); run make corpus and say why:\n%s", diff)
	}
}
