package testlib

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRun(t *testing.T) {
	check := func(in, out, ans string) Verdict { return Verdict{WrongAnswer, in + " " + out + " " + ans} }
	cases := []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"i", "o", "a"}, WrongAnswer, "wrong answer i o a\n"},
		{[]string{"i", "o"}, Fail, "FAIL usage: checker INPUT OUTPUT ANSWER\n"},
		{[]string{"-h"}, Accepted, "usage text\n"},
	}
	for _, c := range cases {
		var stderr bytes.Buffer
		code := Run(c.args, &stderr, "usage text\n", check)
		if code != c.code || stderr.String() != c.stderr {
			t.Errorf("Run(%q) = %d, %q; want %d, %q", c.args, code, stderr.String(), c.code, c.stderr)
		}
	}
}

// TestExitCodes checks the table's lookups and the list of verdict codes
// that messages about an unknown status give.
func TestExitCodes(t *testing.T) {
	type found struct {
		Entry ExitCode
		OK    bool
	}
	for _, c := range []struct {
		protocol string
		code     int
		want     found
	}{
		{"testlib", BadFormat, found{ExitCode{2, "testlib", "wrong output format", "PE"}, true}},
		{"testlib", Points, found{ExitCode{7, "testlib", "points", ""}, true}},
		{"testlib", KattisAccept, found{}},
		{"", KattisReject, found{ExitCode{43, "Kattis", "wrong answer", "WA"}, true}},
		{"", 5, found{}},
	} {
		e, ok := LookupExit(c.protocol, c.code)
		if diff := cmp.Diff(c.want, found{e, ok}); diff != "" {
			t.Errorf("LookupExit(%q, %d) (-want +got):\n%s", c.protocol, c.code, diff)
		}
	}
	got := []string{DescribeExits("testlib"), DescribeExits("Kattis")}
	want := []string{"0 AC, 1 WA, 2 PE, 3 FAIL", "42 AC, 43 WA"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("DescribeExits (-want +got):\n%s", diff)
	}
}

func TestTokens(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(path, []byte(" a b\r\n\n\tc \n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := Tokens(path)
	if err != nil {
		t.Fatal(err)
	}
	want := []Token{{"a", 1}, {"b", 1}, {"c", 3}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Tokens (-want +got):\n%s", diff)
	}
	if err := Errorf(got[2], "bad %q", "c"); err.Error() != `line 3: bad "c"` {
		t.Errorf("Errorf = %q", err)
	}
}
