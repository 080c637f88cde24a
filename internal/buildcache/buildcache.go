// Package buildcache keeps the executables of a module's commands between test
// runs. A command built from the same sources with the same go command and
// settings (see SourceKey) is used again without running go build, which
// takes a good part of a second even when it has nothing to do.
package buildcache

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Cache is a directory of executables built from one copy of a module.
type Cache struct {
	root string // the module's root directory
	dir  string // where the executables are kept
	key  string // SourceKey(root), or "" to build every time
}

// Open returns the cache of the module at root: a directory of the user's
// cache named after root, or dir when there is no user cache. When the
// sources cannot be hashed every Build runs go build.
func Open(root, dir string) *Cache {
	if cache, err := os.UserCacheDir(); err == nil {
		sum := sha256.Sum256([]byte(root))
		dir = filepath.Join(cache, "ojkit", "suites", hex.EncodeToString(sum[:8]))
	}
	key, _ := SourceKey(root)
	return &Cache{root: root, dir: dir, key: key}
}

// Dir returns the cache's directory, where callers may keep other files
// derived from the module's commands.
func (c *Cache) Dir() string { return c.dir }

// Build returns the executable of the main package pkg, a directory relative
// to the module's root, building it unless it was built from the same
// sources. Concurrent calls, from one process or several, are safe: an
// executable is built to a temporary file and renamed into place.
func (c *Cache) Build(pkg string) (string, error) {
	rel := filepath.ToSlash(filepath.Clean(pkg))
	bin := filepath.Join(c.dir, "bin")
	exe := filepath.Join(bin, strings.ReplaceAll(rel, "/", "_"))
	stamp := exe + ".key"
	if built, err := os.ReadFile(stamp); err == nil && c.key != "" && string(built) == c.key {
		if _, err := os.Stat(exe); err == nil {
			return exe, nil
		}
	}
	if err := os.MkdirAll(bin, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.CreateTemp(bin, ".build-")
	if err != nil {
		return "", err
	}
	tmp.Close()
	defer os.Remove(tmp.Name())
	cmd := exec.Command("go", "build", "-o", tmp.Name(), "./"+rel)
	cmd.Dir = c.root
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build ./%s: %v\n%s", rel, err, out)
	}
	if err := os.Rename(tmp.Name(), exe); err != nil {
		return "", err
	}
	if c.key != "" {
		os.WriteFile(stamp, []byte(c.key), 0o644)
	}
	return exe, nil
}

// SourceKey returns a hash of everything the module's commands are built
// from: the go command's version and build settings, go.mod, go.sum and every
// .go file below root (sorted by path) but those of dist/.
func SourceKey(root string) (string, error) {
	h := sha256.New()
	env, err := exec.Command("go", "env", "GOVERSION", "GOFLAGS", "GOOS", "GOARCH", "GOAMD64", "CGO_ENABLED", "GOEXPERIMENT").Output()
	if err != nil {
		return "", err
	}
	h.Write(env)
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && (d.Name() == ".git" || path == filepath.Join(root, "dist")):
			return filepath.SkipDir
		case d.IsDir() || !strings.HasSuffix(path, ".go") && path != filepath.Join(root, "go.mod") && path != filepath.Join(root, "go.sum"):
			return nil
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		h.Write([]byte("\x00" + path + "\x00"))
		_, err = io.Copy(h, f)
		return err
	})
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
