package compare

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/verdict"
)

func TestKattisDefault(t *testing.T) {
	for _, c := range []struct {
		flags          string
		output, answer string
		want           verdict.Verdict
		detail         string // a line of the detail
	}{
		{"", "Yes 3\n", "yes  3", verdict.AC, ""},
		{"", "yes\n3 4\n", "yes 3", verdict.WA, "Trailing output:"},
		{"", "yes", "yes 3", verdict.WA, "User EOF while judge had more output"},
		{"case_sensitive", "Yes 3\n", "yes 3\n", verdict.WA, `Judge: "yes"`},
		{"space_change_sensitive", "yes 3\n", "yes 3\n", verdict.AC, ""},
		{"space_change_sensitive", "yes  3\n", "yes 3\n", verdict.WA, "Space change error"},
		{"space_change_sensitive", "yes 3", "yes 3\n", verdict.WA, "Space change error"},
		{"float_tolerance 1e-6", "1.0000001 2e2\n", "1 200", verdict.AC, ""},
		{"float_tolerance 1e-6", "1.00001\n", "1", verdict.WA, "Too large difference."},
		{"float_absolute_tolerance 0.1", "100.05\n", "100", verdict.AC, ""},
		{"float_relative_tolerance 0.001", "100.05\n", "100", verdict.AC, ""},
		{"float_relative_tolerance 0.001", "0.05\n", "0", verdict.WA, "Too large difference."},
		{"float_tolerance 1e-6", "one\n", "1", verdict.WA, "Expected float, got: one"},
		{"float_tolerance 1e-6", "nan\n", "nan", verdict.AC, ""}, // not a float: compared as a string
		{"", "2.0\n", "2", verdict.WA, "String tokens mismatch"},
	} {
		k, err := NewKattisDefault(strings.Fields(c.flags))
		if err != nil {
			t.Fatal(err)
		}
		jm, err := k.Compare(nil, []byte(c.output), []byte(c.answer))
		if err != nil {
			t.Fatal(err)
		}
		if jm.Verdict != c.want || !strings.Contains(jm.Detail, c.detail) {
			t.Errorf("%q on %q with %q: got %s %q, want %s with %q", c.output, c.answer, c.flags, jm.Verdict, jm.Detail, c.want, c.detail)
		}
	}
}

func TestKattisDefaultFlags(t *testing.T) {
	for _, c := range []struct{ flags, want string }{
		{"float_tolerance", "validator flag float_tolerance: want a number after it"},
		{"float_tolerance x", "validator flag float_tolerance x: want a number"},
		{"case_insensitive", `validator flag "case_insensitive": the default validator knows case_sensitive, space_change_sensitive, float_tolerance, float_relative_tolerance and float_absolute_tolerance`},
	} {
		_, err := NewKattisDefault(strings.Fields(c.flags))
		if err == nil || err.Error() != c.want {
			t.Errorf("%q: got %v, want %s", c.flags, err, c.want)
		}
	}
}

// TestKattisValidator runs a validator written in Go that accepts an
// output equal to the answer, rejects another with a judgemessage.txt and
// exits 1 on an input of "fail", with its flags echoed in its message.
func TestKattisValidator(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "validate.go")
	os.WriteFile(src, []byte(`package main

import (
	"bytes"
	"io"
	"os"
	"strings"
)

func main() {
	in, _ := os.ReadFile(os.Args[1])
	ans, _ := os.ReadFile(os.Args[2])
	out, _ := io.ReadAll(os.Stdin)
	if string(in) == "fail" {
		os.Exit(1)
	}
	if bytes.Equal(out, ans) {
		os.Exit(42)
	}
	os.WriteFile(os.Args[3]+"judgemessage.txt", []byte("differs; flags "+strings.Join(os.Args[4:], ",")+"\n"), 0o644)
	os.Exit(43)
}
`), 0o644)
	sol, err := runner.Build(src)
	if err != nil {
		t.Fatal(err)
	}
	v := NewKattisValidator(sol, 0)
	defer v.Close()
	flagged := v.WithFlags([]string{"a", "b"})
	defer flagged.Close()
	var got []Judgement
	for _, c := range []struct {
		cmp                   Comparer
		input, output, answer string
	}{
		{v, "1", "x", "x"},
		{flagged, "1", "x", "y"},
		{v, "fail", "x", "x"},
	} {
		jm, err := c.cmp.Compare([]byte(c.input), []byte(c.output), []byte(c.answer))
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, jm)
	}
	want := []Judgement{
		{Verdict: verdict.AC},
		{Verdict: verdict.WA, Detail: "differs; flags a,b"},
		{Verdict: verdict.FAIL, Detail: "output validator exit status 1, neither 42 (accept) nor 43 (reject): ", CheckerFailed: true},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
