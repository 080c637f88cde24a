package puzzle

import (
	"os"
	"path/filepath"
)

// CorpusPath returns where the public benchmark corpus file name is read from:
// the directory $OJKIT_CORPORA when it is set, or else shared/corpora beside the
// module root (the nearest directory holding go.mod, from the working directory
// up), that is ../shared/corpora seen from the root. The corpora are not part of
// the repository, so the file may be absent; the caller says so.
func CorpusPath(name string) string {
	if dir := os.Getenv("OJKIT_CORPORA"); dir != "" {
		return filepath.Join(dir, name)
	}
	wd, err := os.Getwd()
	if err != nil {
		return filepath.Join("..", "shared", "corpora", name)
	}
	for dir := wd; ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(filepath.Dir(dir), "shared", "corpora", name)
		}
		if filepath.Dir(dir) == dir {
			return filepath.Join(wd, "..", "shared", "corpora", name)
		}
	}
}
