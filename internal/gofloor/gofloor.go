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
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Build copies the non-test .go files of dir into a temporary module whose go
// directive is version (such as "1.7") and builds them there. On failure the error
// holds the compiler's output.
func Build(dir, version string) error {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "gofloor")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	copied := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		if err := copyFile(f, filepath.Join(tmp, filepath.Base(f))); err != nil {
			return err
		}
		copied++
	}
	if copied == 0 {
		return fmt.Errorf("gofloor: no Go files in %s", dir)
	}
	mod := "module gofloor.check\n\ngo " + version + "\n"
	if err := os.WriteFile(filepath.Join(tmp, "go.mod"), []byte(mod), 0o644); err != nil {
		return err
	}
	cmd := exec.Command("go", "build", "-o", os.DevNull, ".")
	cmd.Dir = tmp
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOTOOLCHAIN=local")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("gofloor: %s at go %s: %v\n%s", dir, version, err, out)
	}
	return nil
}

// copyFile copies the file src to dst.
func copyFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o644)
}
