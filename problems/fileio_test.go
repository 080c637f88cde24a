package problems_test

import (
	"bytes"
	"context"
	"errors"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/runner"
)

// fileIOTool is this test binary standing in, in the scripts, for the
// solution of a problem whose input or output is a file (//ojkit:io): the
// command ID runs `ojkit-fileio BIN IN OUT ARGS...` (see fileIOMain).
const fileIOTool = "ojkit-fileio"

// placeSolution puts the executable bin on the scripts' PATH (the
// directory path) as the command id: bin itself, or for a problem with
// //ojkit:io a script that runs it through fileIOTool, so that the suite's
// stdin and stdout pairs reach it through its files.
func placeSolution(t *testing.T, path, id, bin string) {
	t.Helper()
	fio := problemIO(t, id)
	if fio.In == "" && fio.Out == "" {
		link(t, bin, filepath.Join(path, id))
		return
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(filepath.Join(path, fileIOTool)); errors.Is(err, fs.ErrNotExist) {
		link(t, self, filepath.Join(path, fileIOTool))
	}
	script := "#!/bin/sh\nexec " + fileIOTool + " " + shellQuote(bin) + " " + shellQuote(fio.In) + " " + shellQuote(fio.Out) + ` "$@"` + "\n"
	if err := os.WriteFile(filepath.Join(path, id), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
}

// problemIO returns the //ojkit:io of problem id's main.go.
func problemIO(t *testing.T, id string) judgement.FileIO {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, filepath.Join(id, "main.go"), nil, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	d, err := directive.Parse(fset, f)
	if err != nil {
		t.Fatal(err)
	}
	return judgement.FileIO(d.IO)
}

// shellQuote quotes s for sh.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// fileIOMain is fileIOTool's main: `ojkit-fileio BIN IN OUT ARGS...`.
func fileIOMain() {
	if len(os.Args) < 4 {
		os.Stderr.WriteString(fileIOTool + ": want BIN IN OUT ARGS...\n")
		os.Exit(2)
	}
	os.Exit(runFileIO(os.Args[1], os.Args[2], os.Args[3], os.Args[4:], os.Stdin, os.Stdout, os.Stderr))
}

// runFileIO runs the solution bin with args as a judge runs a file-I/O
// problem's (judgement.FileIO.Run, through package runner): in a fresh working
// directory holding its input (stdin) as the file in, or on stdin when in is
// "", its answer copied from the file out to stdout (its own stdout when out
// is ""). The suites give it no arguments. It returns the solution's exit
// status (128 and the signal for one a signal ended), or 1 with a message
// when it exited cleanly and left no out.
func runFileIO(bin, in, out string, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fail := func(err error) int {
		io.WriteString(stderr, fileIOTool+": "+err.Error()+"\n")
		return 2
	}
	if len(args) > 0 {
		return fail(errors.New("a file-I/O solution takes no arguments in the suites"))
	}
	input, err := io.ReadAll(stdin)
	if err != nil {
		return fail(err)
	}
	sol, err := runner.Build(bin)
	if err != nil {
		return fail(err)
	}
	defer sol.Close()
	fio := judgement.FileIO{In: in, Out: out}
	r, v, note, err := fio.Run(context.Background(), sol, runner.Invocation{Input: input}, runner.Limits{})
	if err != nil {
		return fail(err)
	}
	stdout.Write(r.Stdout)
	stderr.Write(r.Stderr)
	switch {
	case r.Signal != 0:
		return 128 + int(r.Signal)
	case r.ExitCode != 0:
		return r.ExitCode
	case v != "":
		io.WriteString(stderr, fileIOTool+": "+note+"\n")
		return 1
	}
	return 0
}

// TestRunFileIO runs a script as the suites run a file-I/O problem's
// solution: its input in in.txt of a directory of its own, its answer read
// from out.txt; a run that leaves no out.txt fails, saying so.
func TestRunFileIO(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "upper.sh")
	src := "#!/bin/sh\nls >&2\ntest \"$(cat in.txt)\" = none && exit 0\ntest \"$(cat in.txt)\" = crash && exit 3\ntr a-z A-Z < in.txt > out.txt\n"
	if err := os.WriteFile(bin, []byte(src), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		input, stdout, stderr string
		code                  int
	}{
		{"abc\n", "ABC\n", "in.txt\n", 0},
		{"none", "", "in.txt\n" + fileIOTool + ": no output file out.txt: the solution must write its answer there (//ojkit:io in.txt out.txt)\n", 1},
		{"crash", "", "in.txt\n", 3},
	} {
		var stdout, stderr bytes.Buffer
		code := runFileIO(bin, "in.txt", "out.txt", nil, strings.NewReader(c.input), &stdout, &stderr)
		if code != c.code || stdout.String() != c.stdout || stderr.String() != c.stderr {
			t.Errorf("input %q: status %d, stdout %q, stderr %q; want %d, %q, %q", c.input, code, stdout.String(), stderr.String(), c.code, c.stdout, c.stderr)
		}
	}
}
