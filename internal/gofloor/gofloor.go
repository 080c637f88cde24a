// Package gofloor compiles submission code under an old Go language version, the
// floor of the judges that will compile it.
//
// The local toolchain enforces the language version of a module's go directive
// (signed shift counts before go1.13, generics before go1.18, min and max before
// go1.21, ...), so building a copy of the files in a module whose go directive is
// the judge's floor makes a newer feature fail here rather than on the judge.
// Standard-library symbols newer than the floor are not caught this way.
package gofloor

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/ojkit/ojkit/internal/tempdir"
)

// Build copies the package in dir and the packages of its module that it imports,
// transitively (their non-test .go files), into a temporary module with the same
// path whose go directive is version (such as "1.7"), and builds the package
// there. On failure the error holds the compiler's output.
func Build(dir, version string) error {
	modPath, err := goList(dir, "-m", "-f", "{{.Path}}")
	if err != nil {
		return err
	}
	deps, err := goList(dir, "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}={{.Dir}}{{end}}", ".")
	if err != nil {
		return err
	}
	files := map[string][]byte{}
	target := ""
	for _, dep := range strings.Fields(deps) {
		importPath, src, _ := strings.Cut(dep, "=")
		rel := "." + strings.TrimPrefix(importPath, modPath)
		if err := readGoFiles(src, rel, files); err != nil {
			return err
		}
		target = rel // go list -deps lists the package itself last
	}
	if out, err := BuildFiles(files, modPath, version, "local", target, os.DevNull); err != nil {
		return fmt.Errorf("gofloor: %s at go %s: %v\n%s", dir, version, err, out)
	}
	return nil
}

// langNote is the go command's note on a language feature newer than a
// module's go directive.
var langNote = regexp.MustCompile(`\(-lang was set to (go1\.\d+(?:\.\d+)?); check go\.mod\)`)

// reword replaces the go command's "(-lang was set to go1.7; check go.mod)",
// which points at the temporary module's go.mod, with "(floor go1.7)".
func reword(out string) string {
	return langNote.ReplaceAllString(out, "(floor $1)")
}

// BuildFiles writes files, by their paths in the module, into a temporary
// module modPath whose go directive is version, and builds its package
// target (such as ".") there with GOTOOLCHAIN=toolchain ("local" for the go
// command's own), writing the executable to out (os.DevNull discards it).
// It returns the go command's output, in which a language feature newer than
// version is said to need a newer Go than "(floor go1.N)".
func BuildFiles(files map[string][]byte, modPath, version, toolchain, target, out string) (string, error) {
	tmp, err := tempdir.New("gofloor")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	files["go.mod"] = []byte("module " + modPath + "\n\ngo " + version + "\n")
	for name, data := range files {
		path := filepath.Join(tmp, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return "", err
		}
	}
	cmd := exec.Command("go", "build", "-o", out, target)
	cmd.Dir = tmp
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOTOOLCHAIN="+toolchain)
	output, err := cmd.CombinedOutput()
	return reword(string(output)), err
}

// goList runs `go list args...` in dir and returns its output.
func goList(dir string, args ...string) (string, error) {
	cmd := exec.Command("go", append([]string{"list"}, args...)...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("gofloor: go list in %s: %v: %s", dir, err, strings.TrimSpace(stderr.String()))
	}
	return strings.TrimSpace(string(out)), nil
}

// readGoFiles adds the non-test .go files of the directory src to files,
// under the module path rel.
func readGoFiles(src, rel string, files map[string][]byte) error {
	names, err := filepath.Glob(filepath.Join(src, "*.go"))
	if err != nil {
		return err
	}
	for _, f := range names {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		files[filepath.Join(rel, filepath.Base(f))] = data
	}
	return nil
}
