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
	"strings"
)

// Build copies the package in dir and the packages of its module that it imports,
// transitively (their non-test .go files), into a temporary module with the same
// path whose go directive is version (such as "1.7"), and builds the package
// there. On failure the error holds the compiler's output.
func Build(dir, version string) error {
	return BuildTo(dir, version, os.DevNull)
}

// BuildTo is Build writing the executable to out; out must be an absolute path
// (or os.DevNull) and dir's package a main package when out is a file.
func BuildTo(dir, version, out string) error {
	modPath, err := goList(dir, "-m", "-f", "{{.Path}}")
	if err != nil {
		return err
	}
	deps, err := goList(dir, "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}={{.Dir}}{{end}}", ".")
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "gofloor")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	target := ""
	for _, dep := range strings.Fields(deps) {
		importPath, src, _ := strings.Cut(dep, "=")
		rel := "." + strings.TrimPrefix(importPath, modPath)
		if err := copyGoFiles(src, filepath.Join(tmp, rel)); err != nil {
			return err
		}
		target = rel // go list -deps lists the package itself last
	}
	mod := "module " + modPath + "\n\ngo " + version + "\n"
	if err := os.WriteFile(filepath.Join(tmp, "go.mod"), []byte(mod), 0o644); err != nil {
		return err
	}
	cmd := exec.Command("go", "build", "-o", out, target)
	cmd.Dir = tmp
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOTOOLCHAIN=local")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("gofloor: %s at go %s: %v\n%s", dir, version, err, out)
	}
	return nil
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

// copyGoFiles copies the non-test .go files of src into dst, creating it.
func copyGoFiles(src, dst string) error {
	files, err := filepath.Glob(filepath.Join(src, "*.go"))
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dst, filepath.Base(f)), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
