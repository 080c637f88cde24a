package main

import (
	"errors"
	"flag"
	"os/exec"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/gotooltest"
	"github.com/rogpeppe/go-internal/testscript"
)

// update rewrites the golden files of the scripts (cmp's second argument).
var update = flag.Bool("update", false, "update the golden files in testdata/*.txtar")

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"judgecheck": main})
}

// TestScripts runs testdata/*.txtar: small files checked at a Go floor. The
// scripts never use -toolchain's downloads: tests run without network. Scripts
// also have `exit N CMD ARGS...`, which runs CMD and fails unless it exits with
// status N.
func TestScripts(t *testing.T) {
	p := testscript.Params{
		Dir:           "testdata",
		UpdateScripts: *update,
		Setup: func(env *testscript.Env) error {
			env.Setenv("GOPROXY", "off")
			env.Setenv("GOTOOLCHAIN", "local")
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"exit": exitStatus,
		},
	}
	if err := gotooltest.Setup(&p); err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, p)
}

// exitStatus is the script command `exit N CMD ARGS...`.
func exitStatus(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exit N CMD ARGS...")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
	got := 0
	var exitErr *exec.ExitError
	switch err := ts.Exec(args[1], args[2:]...); {
	case errors.As(err, &exitErr):
		got = exitErr.ExitCode()
	case err != nil:
		ts.Fatalf("%s: %v", args[1], err)
	}
	if got != want {
		ts.Fatalf("%s exited with status %d, want %d", args[1], got, want)
	}
}

func TestAPIKey(t *testing.T) {
	cases := map[string]string{
		"pkg bufio, method (*Reader) Buffered() int":                                  "bufio.Reader.Buffered",
		"pkg time, method (Duration) Truncate(Duration) Duration":                     "time.Duration.Truncate",
		"pkg io, type ReadCloser interface { Close, Read }":                           "io.ReadCloser",
		"pkg io, type ReadCloser interface, Close() error":                            "io.ReadCloser.Close",
		"pkg archive/tar, type Header struct, Name string":                            "archive/tar.Header.Name",
		"pkg bufio, type ReadWriter struct, embedded *Reader":                         "bufio.ReadWriter.Reader",
		"pkg syscall (linux-386), const AF_ALG = 38":                                  "syscall.AF_ALG",
		"pkg os, var Args []string":                                                   "os.Args",
		"pkg strings, type Builder struct":                                            "strings.Builder",
		"pkg slices, func Index[$0 interface{ ~[]$1 }, $1 comparable]($0, $1) int":    "slices.Index",
		"pkg sync, type Map[$0 comparable, $1 any] struct":                            "sync.Map",
		"pkg iter, type Seq2[$0 interface{}, $1 interface{}] func(func($0, $1) bool)": "iter.Seq2",
		"pkg bytes, method (*Buffer) Peek(int) ([]uint8, error) #73794":               "bytes.Buffer.Peek",
		"pkg weak, method (Pointer[$0]) Value() *$0":                                  "weak.Pointer.Value",
		"garbage": "",
	}
	for line, want := range cases {
		if got := apiKey(line); got != want {
			t.Errorf("apiKey(%q) = %q, want %q", line, got, want)
		}
	}
}

func TestAliasLine(t *testing.T) {
	alias, target, ok := aliasLine("pkg os, type FileMode = fs.FileMode")
	if !ok || alias != "os.FileMode" || target != "fs.FileMode" {
		t.Errorf("aliasLine = %q, %q, %v, want os.FileMode, fs.FileMode, true", alias, target, ok)
	}
	for _, line := range []string{"pkg os, type FileMode uint32", "pkg os, func Exit(int)", "pkg p, type A = []int"} {
		if _, _, ok := aliasLine(line); ok {
			t.Errorf("aliasLine(%q) reports an alias", line)
		}
	}
}
