// Package testfiles writes the files a test sets up: a module, a problem,
// a package, given as a map from slash-separated paths to contents.
package testfiles

import (
	"os"
	"path/filepath"
	"testing"
)

// Write writes each of files, by its slash-separated path below dir, with
// the folders it needs, failing t at the first that cannot be written.
func Write(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for name, data := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
