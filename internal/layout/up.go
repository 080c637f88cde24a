package layout

import (
	"os"
	"path/filepath"
)

// Up returns the first directory, from dir up to the root, for which
// found reports true, and whether there was one.
func Up(dir string, found func(dir string) bool) (string, bool) {
	for {
		if found(dir) {
			return dir, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}

// ModuleRoot returns the nearest directory, from dir up, that holds a
// go.mod file, and whether there is one.
func ModuleRoot(dir string) (string, bool) {
	return Up(dir, func(d string) bool { return exists(filepath.Join(d, "go.mod")) })
}

// exists reports whether there is a file or directory at path.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
