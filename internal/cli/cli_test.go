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

func TestShellQuote(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"./gen.py":          "./gen.py",
		"/tmp/a-b/gen_2.go": "/tmp/a-b/gen_2.go",
		"python3 gen.py 10": "'python3 gen.py 10'",
		"it's":              `'it'\''s'`,
		"":                  "''",
	} {
		if got := ShellQuote(in); got != want {
			t.Errorf("ShellQuote(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestPlural(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 cases"}, {1, "1 case"}, {2, "2 cases"}} {
		if got := Plural(c.n, "case"); got != c.want {
			t.Errorf("Plural(%d, case) = %q, want %q", c.n, got, c.want)
		}
	}
}
