package judging

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/runner"
)

func TestParseIO(t *testing.T) {
	for v, want := range map[string]FileIO{
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

// TestFileIORun runs a program that reads in.txt and writes out.txt in the
// working directory as a file-I/O problem runs: each run in a directory of
// its own holding only its input; a program that writes no output file is
// WA with that said; a program that fails first is judged on its failure.
func TestFileIORun(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "upper.sh")
	src := "#!/bin/sh\n" +
		"ls | tr '\\n' ' ' >&2\n" +
		"case \"$(cat in.txt)\" in\n" +
		"nothing) exit 0 ;;\n" +
		"crash) exit 3 ;;\n" +
		"esac\n" +
		"tr a-z A-Z < in.txt > out.txt\n"
	if err := os.WriteFile(script, []byte(src), 0o755); err != nil {
		t.Fatal(err)
	}
	sol, err := runner.Build(script)
	if err != nil {
		t.Fatal(err)
	}
	defer sol.Close()
	io, err := ParseIO("in.txt out.txt")
	if err != nil {
		t.Fatal(err)
	}
	lim := runner.Limits{Time: 10 * time.Second}
	for _, c := range []struct {
		input, stdout string
		verdict       Verdict
		note          string
	}{
		{"abc\n", "ABC\n", "", ""},
		{"nothing", "", WA, "no output file out.txt: the solution must write its answer there (//ojkit:io in.txt out.txt)"},
		{"crash", "", RE, "exit status 3"},
	} {
		r, v, note, err := io.Run(context.Background(), sol, []byte(c.input), lim)
		if err != nil {
			t.Fatal(err)
		}
		if string(r.Stdout) != c.stdout || v != c.verdict || note != c.note || string(r.Stderr) != "in.txt " {
			t.Errorf("input %q: output %q, %s %q, files %q; want %q, %s %q, files \"in.txt \"", c.input, r.Stdout, v, note, r.Stderr, c.stdout, c.verdict, c.note)
		}
	}
	r, v, _, err := io.Run(context.Background(), sol, []byte("abc\n"), runner.Limits{Time: 10 * time.Second, Output: 2})
	if err != nil || v != OLE || string(r.Stdout) != "AB" {
		t.Errorf("an output file over the cap: %s, output %q, %v; want OLE and its first 2 bytes", v, r.Stdout, err)
	}
}
