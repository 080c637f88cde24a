package main

import (
	"bufio"
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ojkit/ojkit/dlx"
)

// mustGenerate parses args and generates the instance.
func mustGenerate(t *testing.T, args ...string) *instance {
	t.Helper()
	cfg, err := parseFlags(args)
	if err != nil {
		t.Fatalf("parseFlags(%q): %v", args, err)
	}
	return generate(cfg)
}

// text returns the instance in the input format.
func text(in *instance) string {
	var b bytes.Buffer
	w := bufio.NewWriter(&b)
	write(w, in)
	w.Flush()
	return b.String()
}

// solver returns a dlx.Solver holding in.
func solver(in *instance) *dlx.Solver {
	var s dlx.Solver
	s.Reset(in.cols)
	for _, row := range in.rows {
		s.AddRow(row)
	}
	return &s
}

// TestGolden pins the bytes of a small instance: the same flags must give the
// same bytes on every machine and Go version.
func TestGolden(t *testing.T) {
	in := mustGenerate(t, "-seed", "1", "-rows", "4", "-cols", "6", "-ones", "10", "-cover")
	want := "4 6\n0 0 1 0 1 0\n0 0 0 0 0 1\n0 1 0 1 1 1\n1 1 0 1 0 0\n"
	if diff := cmp.Diff(want, text(in)); diff != "" {
		t.Errorf("instance mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff("1 2 4\n", string(answer(in))); diff != "" {
		t.Errorf("answer mismatch (-want +got):\n%s", diff)
	}
}

// sizes are the shapes the mode tests run on: small, medium and the largest.
var sizes = [][]string{
	{"-rows", "12", "-cols", "10", "-ones", "40"},
	{"-rows", "60", "-cols", "40", "-ones", "300"},
	{"-rows", "500", "-cols", "500", "-ones", "5000"},
}

func TestCover(t *testing.T) {
	for _, size := range sizes {
		for seed := 1; seed <= 5; seed++ {
			args := append([]string{"-seed", itoa(seed), "-cover"}, size...)
			in := mustGenerate(t, args...)
			if err := checkCover(in, in.cover); err != "" {
				t.Errorf("%q: planted rows %v: %s", args, in.cover, err)
			}
			if got, want := ones(in), atoi(size[5]); got != want {
				t.Errorf("%q: %d ones, want %d", args, got, want)
			}
		}
	}
}

func TestNoCover(t *testing.T) {
	for _, size := range sizes {
		for seed := 1; seed <= 5; seed++ {
			args := append([]string{"-seed", itoa(seed), "-nocover"}, size...)
			in := mustGenerate(t, args...)
			if in.cover != nil {
				t.Errorf("%q: cover %v, want none", args, in.cover)
			}
			if n := solver(in).Count(1); n != 0 {
				t.Errorf("%q: %d covers, want 0", args, n)
			}
			if c := emptyColumn(in); c >= 0 {
				t.Errorf("%q: column %d has no ones", args, c+1)
			}
		}
	}
}

func TestLastRow(t *testing.T) {
	for _, size := range append(sizes, []string{"-rows", "5", "-cols", "1", "-ones", "1"}) {
		for seed := 1; seed <= 5; seed++ {
			args := append([]string{"-seed", itoa(seed), "-lastrow"}, size...)
			in := mustGenerate(t, args...)
			s := solver(in)
			if n := s.Count(2); n != 1 {
				t.Errorf("%q: %d covers, want exactly 1", args, n)
				continue
			}
			got, _ := s.Solve()
			if diff := cmp.Diff(in.cover, got); diff != "" {
				t.Errorf("%q: cover mismatch (-planted +found):\n%s", args, diff)
			}
			if last := len(in.rows) - 1; got[len(got)-1] != last {
				t.Errorf("%q: cover %v does not use the last row %d", args, got, last)
			}
		}
	}
}

func TestRandom(t *testing.T) {
	in := mustGenerate(t, "-seed", "3", "-rows", "50", "-cols", "40", "-ones", "333")
	if got := ones(in); got != 333 {
		t.Errorf("%d ones, want 333", got)
	}
}

func TestBadFlags(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"-rows", "0"}, "-rows 0: want 1..500"},
		{[]string{"-cols", "501"}, "-cols 501: want 1..500"},
		{[]string{"-ones", "5001"}, "-ones 5001: want 0..5000"},
		{[]string{"-rows", "2", "-cols", "3", "-ones", "7"}, "-ones 7: want 0..6"},
		{[]string{"-cover", "-nocover"}, "-cover, -nocover and -lastrow exclude each other"},
		{[]string{"-lastrow", "-ones", "499"}, "-ones 499: a cover needs -ones >= -cols (500)"},
		{[]string{"-answer", "a.txt"}, "-answer needs -cover, -nocover or -lastrow"},
		{[]string{"-nocover", "-odd", "4"}, "-odd 4: want an odd number in 3..-cols (500)"},
		{[]string{"-nocover", "-rows", "3", "-cols", "5", "-ones", "6"}, "-rows 3: -nocover needs -odd+1 (4) rows or more"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"-rows", "x"}, `invalid value "x" for flag -rows: parse error`},
		{[]string{"-bogus"}, "flag provided but not defined: -bogus"},
	}
	for _, c := range cases {
		_, err := parseFlags(c.args)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.want || strings.Contains(got, "\n") {
			t.Errorf("parseFlags(%q) error = %q, want %q", c.args, got, c.want)
		}
	}
}

// checkCover returns what keeps rows from being an exact cover of in, or "".
func checkCover(in *instance, rows []int) string {
	seen := make([]bool, in.cols)
	for _, r := range rows {
		for _, c := range in.rows[r] {
			if seen[c] {
				return "column " + itoa(c+1) + " covered twice"
			}
			seen[c] = true
		}
	}
	if c := indexFalse(seen); c >= 0 {
		return "column " + itoa(c+1) + " not covered"
	}
	return ""
}

// emptyColumn returns a column of in without ones, or -1.
func emptyColumn(in *instance) int {
	seen := make([]bool, in.cols)
	for _, row := range in.rows {
		for _, c := range row {
			seen[c] = true
		}
	}
	return indexFalse(seen)
}

// indexFalse returns the index of the first false in b, or -1.
func indexFalse(b []bool) int {
	for i, v := range b {
		if !v {
			return i
		}
	}
	return -1
}

// ones returns the number of ones of in.
func ones(in *instance) int {
	n := 0
	for _, row := range in.rows {
		n += len(row)
	}
	return n
}

func itoa(v int) string { return strconv.Itoa(v) }

func atoi(s string) int {
	v, _ := strconv.Atoi(s)
	return v
}
