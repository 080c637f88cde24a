// Package problems_test runs the byte-exact testscript suites of every problem
// directory, testdata/<id>/*.txtar at the top of the module, against each of the
// problem's solutions in turn: the source build of problems/<id>, its one-file
// bundle (what the judge compiles, checked by judgecheck at its Go floor) and its
// second solutions problems/<id>/<alt>. The solution under test is the command
// <id>; every other command stays on PATH under its own name: <id>-<alt>, and
// <id>-<tool> for the problem's generators and checkers in gen/<id>/<tool>.
// Besides the usual testscript commands the scripts have crlf, chomp and
// trailspace, which derive input variants from a file.
//
// With OJKIT_BUNDLES set to a directory, the bundles are taken from <dir>/<id>.go
// (as `make submit` writes them) instead of being made afresh.
package problems_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// suitesDir holds one folder of txtar scripts per problem.
const suitesDir = "../testdata"

// maxSource is the largest bundle the judges take: SPOJ's source limit.
const maxSource = 50000

func TestSuites(t *testing.T) {
	bins := binaries(t)
	binDir := t.TempDir()
	for name, pkg := range bins {
		build(t, pkg, filepath.Join(binDir, name))
	}
	tools := t.TempDir()
	build(t, "../scripts/bundle", filepath.Join(tools, "bundle"))
	build(t, "../scripts/judgecheck", filepath.Join(tools, "judgecheck"))
	for name, pkg := range bins {
		id, _, isAlt := strings.Cut(name, "-")
		switch {
		case !isAlt:
			t.Run(name, func(t *testing.T) {
				runSuite(t, id, filepath.Join(binDir, name), binDir, true)
			})
			t.Run(name+"-bundle", func(t *testing.T) {
				runSuite(t, id, bundle(t, id, tools), binDir, true)
			})
		case strings.HasPrefix(pkg, "./"+id+"/"):
			t.Run(name, func(t *testing.T) {
				runSuite(t, id, filepath.Join(binDir, name), binDir, false)
			})
		}
	}
}

// runSuite runs the suite of problem id with the solution binary bin standing in
// as the command id. Second solutions (all=false) skip the bad-*.txtar scripts,
// which pin the main solution's error messages.
func runSuite(t *testing.T, id, bin, binDir string, all bool) {
	scripts, err := filepath.Glob(filepath.Join(suitesDir, id, "*.txtar"))
	if err != nil || len(scripts) == 0 {
		t.Fatalf("problem %s has no suite in %s", id, filepath.Join(suitesDir, id))
	}
	var files []string
	for _, f := range scripts {
		if all || !strings.HasPrefix(filepath.Base(f), "bad-") {
			files = append(files, f)
		}
	}
	standIn := t.TempDir()
	if err := os.Symlink(bin, filepath.Join(standIn, id)); err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Files: files,
		Setup: prependPath(standIn + string(os.PathListSeparator) + binDir),
		Cmds:  editCmds,
	})
}

// bundle makes the one-file submission of problem id as `make submit` does (or
// takes it from $OJKIT_BUNDLES), checks it with judgecheck at its Go floor and
// against SPOJ's source limit, builds it alone and returns the binary's path.
func bundle(t *testing.T, id, tools string) string {
	dir := t.TempDir()
	src := filepath.Join(dir, id+".go")
	if from := os.Getenv("OJKIT_BUNDLES"); from != "" {
		src, _ = filepath.Abs(filepath.Join(from, id+".go"))
	} else {
		run(t, "", filepath.Join(tools, "bundle"), "-strip", "-o", src, "./"+id)
	}
	run(t, "", filepath.Join(tools, "judgecheck"), src)
	info, err := os.Stat(src)
	if err != nil {
		t.Fatal(err)
	}
	if info.Size() > maxSource {
		t.Errorf("%s: %d bytes, over the %d-byte source limit of SPOJ", src, info.Size(), maxSource)
	}
	bin := filepath.Join(dir, id)
	run(t, dir, "go", "build", "-o", bin, src)
	return bin
}

// binaries maps the name of each command the suites may run to its package path
// relative to this directory: ID for problems/ID, ID-ALT for the second solution
// problems/ID/ALT, and ID-TOOL for the problem's tools in gen/ID/TOOL (generators,
// checkers).
func binaries(t *testing.T) map[string]string {
	t.Helper()
	bins := make(map[string]string)
	for _, pattern := range []string{"*/main.go", "*/*/main.go", "../gen/*/*/main.go"} {
		mains, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range mains {
			pkg := filepath.ToSlash(filepath.Dir(m))
			name := strings.TrimPrefix(pkg, "../gen/")
			bins[strings.ReplaceAll(name, "/", "-")] = "./" + pkg
		}
	}
	if len(bins) == 0 {
		t.Fatal("no problem directories found")
	}
	return bins
}

// build compiles the package pkg into the executable out.
func build(t *testing.T, pkg, out string) {
	t.Helper()
	run(t, "", "go", "build", "-o", out, pkg)
}

// run runs a command in dir (the test's directory if empty), failing the test
// with its output if it fails.
func run(t *testing.T, dir, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
}

// prependPath puts dirs (a PATH list) first on the scripts' PATH, so that
// `exec ID` runs the solution under test.
func prependPath(dirs string) func(*testscript.Env) error {
	return func(env *testscript.Env) error {
		env.Setenv("PATH", dirs+string(os.PathListSeparator)+env.Getenv("PATH"))
		return nil
	}
}

// editCmds are the scripts' commands that derive an input variant from a file:
// `NAME SRC DST` writes DST as SRC changed in one way.
var editCmds = map[string]func(ts *testscript.TestScript, neg bool, args []string){
	// crlf ends every line with \r\n.
	"crlf": editCmd(func(b []byte) []byte {
		return bytes.ReplaceAll(b, []byte("\n"), []byte("\r\n"))
	}),
	// chomp drops the final newline.
	"chomp": editCmd(func(b []byte) []byte {
		return bytes.TrimSuffix(b, []byte("\n"))
	}),
	// trailspace puts two spaces and a tab at the end of every line.
	"trailspace": editCmd(func(b []byte) []byte {
		return bytes.ReplaceAll(b, []byte("\n"), []byte("  \t\n"))
	}),
}

// editCmd makes a script command that writes DST as edit(SRC).
func editCmd(edit func([]byte) []byte) func(*testscript.TestScript, bool, []string) {
	return func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) != 2 {
			ts.Fatalf("usage: CMD SRC DST")
		}
		src := ts.ReadFile(args[0])
		err := os.WriteFile(ts.MkAbs(args[1]), edit([]byte(src)), 0o644)
		ts.Check(err)
	}
}
