package main

import (
	"go/format"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/scripttest"
)

// TestMakeNew walks a new problem through the everyday loop in a copy of the
// module: make new writes a skeleton whose sample suite fails; a right main.go
// passes it; make submit puts the checked bundle in dist/ and, for a wrong
// main.go, leaves dist/ as it was and says where the rejected bundle is; make
// new refuses to touch the existing problem.
func TestMakeNew(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("make is not installed")
	}
	if testing.Short() {
		t.Skip("builds the suites' tools in a copy of the module")
	}
	root := t.TempDir()
	if err := scripttest.CopyModule("../..", root); err != nil {
		t.Fatal(err)
	}
	const id = "zzsum"
	writeFile(t, filepath.Join(root, "in.txt"), "1 2\r\n")
	writeFile(t, filepath.Join(root, "out.txt"), "3\r\n")
	env := suiteEnv(t, root)

	out, err := runIn(root, env, "make", "--no-print-directory", "new", "P="+id, "JUDGE=CodeforcesZ1", "IN=in.txt", "OUT=out.txt")
	if err != nil {
		t.Fatalf("make new: %v\n%s", err, out)
	}
	mainGo := filepath.Join(root, "problems", id, "main.go")
	skeleton := readFile(t, mainGo)
	if src, err := format.Source([]byte(skeleton)); err != nil || string(src) != skeleton {
		t.Errorf("the skeleton is not gofmt-formatted (err %v)", err)
	}
	suite := []string{"test", "-count=1", "-run", "^TestSuites$/^" + id + "($|-)", "./problems"}
	out, err = runIn(root, env, "go", suite...)
	if err == nil || !strings.Contains(out, id+": not solved yet") {
		t.Fatalf("the skeleton's sample suite: err %v, want a failure saying %q:\n%s", err, id+": not solved yet", out)
	}

	right := strings.Replace(skeleton, `return errors.New("not solved yet")`, `a, b := in.Int(), in.Int()
	if err := in.Err(); err != nil {
		return err
	}
	out.WriteInt(a + b)
	out.WriteByte('\n')
	return nil`, 1)
	right = strings.Replace(right, "\t\"errors\"\n", "", 1)
	writeFile(t, mainGo, right)
	if out, err := runIn(root, env, "go", suite...); err != nil {
		t.Fatalf("a right main.go fails its sample suite: %v\n%s", err, out)
	}
	checkSubmit(t, root, env, id, right)
	checkFileIO(t, root, env, id, right, suite)

	before := snapshot(t, root, id)
	out, err = runIn(root, env, "make", "--no-print-directory", "new", "P="+id, "JUDGE=LuoguP1", "IN=in.txt", "OUT=out.txt")
	if err == nil || !strings.Contains(out, "ojkit new: problems/"+id+" exists: not touching an existing problem\n") {
		t.Errorf("make new of an existing problem: err %v, want the refusal:\n%s", err, out)
	}
	if diff := cmp.Diff(before, snapshot(t, root, id)); diff != "" {
		t.Errorf("a refused make new changed the problem (-before +after):\n%s", diff)
	}
}

// checkFileIO makes problem id, whose main.go is right, read its input from
// zz.in and write zz.out (//ojkit:io, judgeio.RunFiles): its sample suite,
// unchanged, still passes, each input placed in the file; a main.go that
// writes another file fails it, the missing zz.out named. The right main.go
// is put back.
func checkFileIO(t *testing.T, root string, env []string, id, right string, suite []string) {
	t.Helper()
	mainGo := filepath.Join(root, "problems", id, "main.go")
	defer writeFile(t, mainGo, right)
	files := strings.Replace(right, "\npackage main\n", "\n//ojkit:io zz.in zz.out\npackage main\n", 1)
	files = strings.Replace(files, `judgeio.Run("`+id+`", solve)`, `judgeio.RunFiles("`+id+`", "zz.in", "zz.out", solve)`, 1)
	if files == right || !strings.Contains(files, "RunFiles") {
		t.Fatalf("the main.go to read files is the right one unchanged:\n%s", files)
	}
	writeFile(t, mainGo, files)
	if out, err := runIn(root, env, "go", suite...); err != nil {
		t.Fatalf("a file-I/O main.go fails its sample suite: %v\n%s", err, out)
	}
	writeFile(t, mainGo, strings.Replace(files, `"zz.out", solve)`, `"other.out", solve)`, 1))
	out, err := runIn(root, env, "go", suite...)
	if err == nil || !strings.Contains(out, "no output file zz.out") {
		t.Errorf("a main.go writing other.out: err %v, want the suite to fail saying no output file zz.out:\n%s", err, out)
	}
}

// suiteEnv returns the environment of the commands run in the copy at root:
// the user's caches, go's with -trimpath so that the copy's packages, at a new
// path each time, are found there, and the suites' (internal/buildcache),
// which keeps the executables of the copy's commands by their sources.
func suiteEnv(t *testing.T, root string) []string {
	gocache, err := exec.Command("go", "env", "GOCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	return append(os.Environ(),
		"GOCACHE="+strings.TrimSpace(string(gocache)),
		"GOPROXY=off",
		"GOTOOLCHAIN=local",
		"GOFLAGS=-trimpath",
	)
}

// checkSubmit runs make submit for problem id, whose main.go is right, in the
// module at root: its bundle goes to dist/. Then a main.go with a planted bug
// is refused: dist/ is left as it was, and the message names the rejected
// bundle, which exists.
func checkSubmit(t *testing.T, root string, env []string, id, right string) {
	t.Helper()
	if out, err := runIn(root, env, "make", "--no-print-directory", "submit", "P="+id); err != nil {
		t.Fatalf("make submit: %v\n%s", err, out)
	}
	dist := filepath.Join(root, "dist", id+".go")
	good := readFile(t, dist)
	if !strings.Contains(good, "// Command "+id) {
		t.Fatalf("dist/%s.go is not the bundle: %.60q", id, good)
	}
	mainGo := filepath.Join(root, "problems", id, "main.go")
	writeFile(t, mainGo, strings.Replace(right, "out.WriteInt(a + b)", "out.WriteInt(a + b + 1)", 1))
	defer writeFile(t, mainGo, right)
	out, err := runIn(root, env, "make", "--no-print-directory", "submit", "P="+id)
	if err == nil {
		t.Fatalf("make submit of a wrong solution succeeded:\n%s", out)
	}
	if readFile(t, dist) != good {
		t.Errorf("a failed make submit changed dist/%s.go", id)
	}
	_, rejected, _ := strings.Cut(out, "the rejected bundle is ")
	rejected, _, _ = strings.Cut(rejected, "\n")
	if _, err := os.Stat(rejected); rejected == "" || err != nil {
		t.Errorf("make submit does not name the rejected bundle (%q, %v):\n%s", rejected, err, out)
	} else {
		os.RemoveAll(filepath.Dir(rejected))
	}
}

// runIn runs a command in dir with env and returns its combined output.
func runIn(dir string, env []string, name string, args ...string) (string, error) {
	cmd := exec.Command(name, args...)
	cmd.Dir, cmd.Env = dir, env
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// snapshot returns the files of problem id in the module at root, by path.
func snapshot(t *testing.T, root, id string) map[string]string {
	files := map[string]string{}
	for _, dir := range []string{"problems", "testdata"} {
		filepath.WalkDir(filepath.Join(root, dir, id), func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				files[path] = readFile(t, path)
			}
			return err
		})
	}
	return files
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
