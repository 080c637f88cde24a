// Package modcopy copies the working tree of a module, for tests that run make
// or the go command in a scratch copy of ojkit.
package modcopy

import (
	"io/fs"
	"os"
	"path/filepath"
)

// Copy copies the regular files and directories under src to dst, leaving out
// .git and dist (submissions written by make submit) at the top.
func Copy(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			if rel == ".git" || rel == "dist" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
}
