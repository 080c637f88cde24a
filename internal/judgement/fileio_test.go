package judgement

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/verdict"
)

// TestFileIORun runs a program that reads in.txt and writes out.txt in the
// working directory as a file-I/O problem runs: each run in a directory of
// its own holding only its input; a program that writes no output file is
// WA with that said; a program that fails first is judged on its failure,
// with what it may have forgotten when it wrote no output file.
func TestFileIORun(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "upper.sh")
	src := "#!/bin/sh\n" +
		"ls | tr '\\n' ' ' >&2\n" +
		"case \"$(cat in.txt)\" in\n" +
		"nothing) exit 0 ;;\n" +
		"crash) exit 3 ;;\n" +
		"late) echo x > out.txt; exit 3 ;;\n" +
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
	io := FileIO{In: "in.txt", Out: "out.txt"}
	lim := runner.Limits{Time: 10 * time.Second}
	for _, c := range []struct {
		input, stdout string
		verdict       verdict.Verdict
		note          string
	}{
		{"abc\n", "ABC\n", "", ""},
		{"nothing", "", verdict.WA, "no output file out.txt: the solution must write its answer there (//ojkit:io in.txt out.txt)"},
		{"crash", "", verdict.RE, `exit status 3; it wrote no out.txt: does it read in.txt and write out.txt (//ojkit:io in.txt out.txt)? In C or C++, freopen("in.txt", "r", stdin) and freopen("out.txt", "w", stdout) first in main`},
		{"late", "x\n", verdict.RE, "exit status 3"},
	} {
		r, v, note, err := io.Run(context.Background(), sol, runner.Invocation{Input: []byte(c.input)}, lim)
		if err != nil {
			t.Fatal(err)
		}
		if string(r.Stdout) != c.stdout || v != c.verdict || note != c.note || string(r.Stderr) != "in.txt " {
			t.Errorf("input %q: output %q, %s %q, files %q; want %q, %s %q, files \"in.txt \"", c.input, r.Stdout, v, note, r.Stderr, c.stdout, c.verdict, c.note)
		}
	}
	r, v, _, err := io.Run(context.Background(), sol, runner.Invocation{Input: []byte("abc\n")}, runner.Limits{Time: 10 * time.Second, Output: 2})
	if err != nil || v != verdict.OLE || string(r.Stdout) != "AB" {
		t.Errorf("an output file over the cap: %s, output %q, %v; want OLE and its first 2 bytes", v, r.Stdout, err)
	}
}
