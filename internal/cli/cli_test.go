package cli

import "testing"

func TestFirstLine(t *testing.T) {
	cases := map[string]string{
		"one":                  "one",
		"\n  \n two \nthree\n": "two",
		"# pkg\nfile.go:1: x":  "# pkg",
		"":                     "",
		" \n\t\n":              "",
	}
	for in, want := range cases {
		if got := FirstLine(in); got != want {
			t.Errorf("FirstLine(%q) = %q, want %q", in, got, want)
		}
	}
}
