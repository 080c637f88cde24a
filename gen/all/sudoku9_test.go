package all_test

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	_ "github.com/ojkit/ojkit/gen/all"
	"github.com/ojkit/ojkit/gen/problem"
)

// TestValidateRejects9 checks Validate's line:col and fault on broken inputs of
// the 9×9 problems (and accepts one the statement allows).
func TestValidateRejects9(t *testing.T) {
	p1784 := gen(t, "p1784", problem.Options{Seed: 1, Kind: "minimal"})
	hdu := gen(t, "hdu1426", problem.Options{Seed: 1, Kind: "minimal", N: 2})
	tudoku := gen(t, "poj2918", problem.Options{Seed: 1, Kind: "minimal", N: 2})
	poj := gen(t, "poj2676", problem.Options{Seed: 1, Kind: "multi", N: 2})
	cases := []struct {
		id    string
		input []byte
		want  string
	}{
		{"p1784", append(append([]byte(nil), p1784...), p1784...), "in:10:1: more than 1 grids"},
		{"p1784", edit(p1784, 2, func(s string) string { return s[:4] + "?" + s[5:] }), `in:2:5: '?' is not a cell: want '1'-'9' or '0'`},
		{"p1784", edit(p1784, 9, func(s string) string { return s + " " }), "in:9:18: trailing whitespace after the 9 cells of a row"},
		{"hdu1426", edit(hdu, 3, func(s string) string { return s[:2] + "0" + s[3:] }), `in:3:3: '0' is not a cell: want '1'-'9' or '?'`},
		{"hdu1426", edit(hdu, 10, func(string) string { return "1 2 3 4 5 6 7 8 9" }), "in:10:1: want an empty line between grids"},
		{"hdu1426", append(append([]byte(nil), hdu...), '\n'), "in:20:1: empty line after the last grid"},
		{"poj2918", bytes.TrimSuffix(tudoku, []byte("\n")), "<nil>"}, // the last empty line may be missing
		{"poj2918", bytes.TrimSuffix(tudoku, []byte("\n\n")), "in:20:10: missing newline at the end of the input"},
		{"poj2918", edit(tudoku, 11, func(string) string { return "000000000" }), "in:11:1: want an empty line after each grid"},
		{"poj2918", edit(tudoku, 1, func(string) string { return "3" }), "in:22:1: input ends after 2 grids, the first line says 3"},
		{"poj2918", edit(tudoku, 2, func(s string) string { return "." + s[1:] }), `in:2:1: '.' is not a cell: want '1'-'9' or '0'`},
		{"poj2676", poj, "<nil>"}, // several solutions are allowed
		{"poj2676", edit(poj, 10, func(s string) string { return "\n" + s }), "in:10:1: row of 0 cells, want 9"},
		{"poj2676", append(append([]byte(nil), poj...), '\n'), "in:20:1: unexpected line after the last grid"},
	}
	for _, c := range cases {
		err := mustLookup(t, c.id).Validate("in", c.input)
		got := "<nil>"
		if err != nil {
			got = err.Error()
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("%s: Validate (-want +got):\n%s", c.id, diff)
		}
	}
}

// TestDeterminism9 pins the SHA-256 of outputs of the 9×9 problems' kinds.
func TestDeterminism9(t *testing.T) {
	cases := []struct {
		id   string
		o    problem.Options
		hash string
	}{
		{"p1784", problem.Options{Seed: 1, Kind: "antinaive"}, "cb15116470a45d1bf70d284ed57693b421aedf3ae183c9876a2a250666ca56bb"},
		{"poj2676", problem.Options{Seed: 2, Kind: "multi", N: 2, Solutions: 3}, "a37ddf0c86666cb34c0a631ca794d4109d219aef2978a7ff189b3dde860e4704"},
		{"hdu1426", problem.Options{Seed: 3, Kind: "random", N: 2}, "e81f87daa5340c410ce040bebff30568a389e46df50b82886db20b5d9bbdd824"},
	}
	for _, c := range cases {
		if got := fmt.Sprintf("%x", sha256.Sum256(gen(t, c.id, c.o))); got != c.hash {
			t.Errorf("%s %+v: SHA-256 %s, want %s", c.id, c.o, got, c.hash)
		}
	}
}
