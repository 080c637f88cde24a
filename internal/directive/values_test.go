package directive

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestParseLimits(t *testing.T) {
	for in, want := range map[string]Limits{
		"3s 64MiB":   {Time: 3 * time.Second, Memory: 64 << 20},
		"unverified": {Unverified: true},
	} {
		got, err := ParseLimits(in)
		if err != nil {
			t.Errorf("ParseLimits(%q): %v", in, err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("ParseLimits(%q) (-want +got):\n%s", in, diff)
		}
	}
	for _, bad := range []string{"", "3s", "3 64MiB", "3s 64", "3s -1MiB", "0s 1MiB", "3s 64MiB 1"} {
		if _, err := ParseLimits(bad); err == nil {
			t.Errorf("ParseLimits(%q) accepted", bad)
		}
	}
}

func TestParseMemory(t *testing.T) {
	for in, want := range map[string]int64{"64MiB": 64 << 20, "256M": 256 << 20, "1GiB": 1 << 30, "512KiB": 512 << 10, "125MB": 125e6} {
		if got, err := ParseMemory(in); err != nil || got != want {
			t.Errorf("ParseMemory(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
}

func TestParseCompare(t *testing.T) {
	for _, c := range []struct {
		in, str string
		want    Compare
	}{
		{"exact", "exact", Compare{Mode: "exact"}},
		{" tokens ", "tokens", Compare{Mode: "tokens"}},
		{"float 1e-6", "float 1e-6", Compare{Mode: "float", Eps: 1e-6}},
		{"float  0.001 ", "float 0.001", Compare{Mode: "float", Eps: 0.001}},
		{"float 1e+20", "float 1e20", Compare{Mode: "float", Eps: 1e20}},
		{"checker", "checker", Compare{Mode: "checker"}},
		{"checker ./check.cpp x", "checker", Compare{Mode: "checker", Checker: "./check.cpp x"}},
	} {
		got, err := ParseCompare(c.in)
		if err != nil {
			t.Errorf("ParseCompare(%q): %v", c.in, err)
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("ParseCompare(%q) (-want +got):\n%s", c.in, diff)
		}
		if got.String() != c.str {
			t.Errorf("ParseCompare(%q).String() = %q, want %q", c.in, got.String(), c.str)
		}
	}
	for _, bad := range []string{"", "fuzzy", "exact 1", "float", "float -1", "float x", "float inf", "float nan", "float 1 2"} {
		if got, err := ParseCompare(bad); err == nil {
			t.Errorf("ParseCompare(%q) = %+v, want an error", bad, got)
		}
	}
}

func TestParseIO(t *testing.T) {
	for v, want := range map[string]IO{
		"input.txt output.txt":                   {In: "input.txt", Out: "output.txt"},
		"cownomics.in cownomics.out":             {In: "cownomics.in", Out: "cownomics.out"},
		"input.txt stdout":                       {In: "input.txt"},
		"stdin output.txt":                       {Out: "output.txt"},
		"stdin stdout":                           {},
		"/climb_.*input[.]txt/ climb_output.txt": {In: "climb_input.txt", Out: "climb_output.txt", Pattern: "/climb_.*input[.]txt/"},
		"/(a|bb)_[0-9]+\\.in/ x.out":             {In: "a_0.in", Out: "x.out", Pattern: "/(a|bb)_[0-9]+\\.in/"},
		"/t[^/]{2,3}/ x.out":                     {In: "txx", Out: "x.out", Pattern: "/t[^/]{2,3}/"},
	} {
		got, err := ParseIO(v)
		if err != nil {
			t.Errorf("ParseIO(%q): %v", v, err)
			continue
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("ParseIO(%q) (-want +got):\n%s", v, diff)
		}
		if got.String() != v {
			t.Errorf("ParseIO(%q).String() = %q", v, got.String())
		}
	}
	for v, want := range map[string]string{
		"input.txt":                `"input.txt": want an input and an output, such as input.txt output.txt or NAME.in stdout`,
		"a b c":                    `"a b c": want an input and an output, such as input.txt output.txt or NAME.in stdout`,
		"../in.txt out.txt":        `"../in.txt": want a file name without a directory`,
		"in.txt dir/out.txt":       `"dir/out.txt": want a file name without a directory`,
		"same.txt same.txt":        `"same.txt same.txt": the input and the output are one file`,
		"/(/ out.txt":              "input pattern /(/: error parsing regexp: missing closing ): `(`",
		"/a/b/ out.txt":            "input pattern /a/b/: matches no file name ojkit can make",
		"/[^\\x00-\\x{10FFFF}]/ o": "input pattern /[^\\x00-\\x{10FFFF}]/: matches no file name ojkit can make",
	} {
		if got, err := ParseIO(v); err == nil || err.Error() != want {
			t.Errorf("ParseIO(%q) = %+v, %v; want the error %s", v, got, err, want)
		}
	}
}
