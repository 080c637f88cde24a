// Package buildcache keeps the executables of a module's commands between test
// runs. A command built from the same sources with the same go command and
// settings (see PackageKeys) is used again without running go build, which
// takes a good part of a second even when it has nothing to do. Only the
// sources a command is built from count: changing one problem's main.go
// leaves the tools and the other problems' executables as they are, and
// copies of the module anywhere share the executables they build alike. The
// cache's directory in ojkit's cache (BuildDir) also keeps the builds of C,
// C++ and Java solutions (see package runner); every file there not used for
// a day is removed, and the oldest beyond MaxSize (see Clean). When the
// user's cache cannot be written, a temporary one serves the process (see
// Root).
package buildcache

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// Cache is a directory of executables built from copies of a module.
type Cache struct {
	root string            // the module's root directory
	dir  string            // where the executables are kept
	keys map[string]string // PackageKeys(root); nil to build every time
}

// Open returns the cache of the module at root, in BuildDir. When the
// sources cannot be hashed every Build runs go build. Open first cleans the
// cache (see Clean).
func Open(root string) *Cache {
	dir := BuildDir()
	keys, _ := PackageKeys(root)
	c := &Cache{root: root, dir: dir, keys: keys}
	Clean(dir, MaxSize)
	return c
}

// Dir returns the cache's directory, where callers may keep other files
// derived from the module's commands, marking each used with Touch.
func (c *Cache) Dir() string { return c.dir }

// Touch marks the file at path used now, so that the cache keeps it another
// day.
func Touch(path string) {
	now := time.Now()
	os.Chtimes(path, now, now)
}

// Key returns the hash of everything the package pkg, a directory relative to
// the module's root, is built from (see PackageKeys), or "" when the sources
// could not be hashed. Callers may keep files derived from pkg's sources under
// it.
func (c *Cache) Key(pkg string) string {
	return c.keys[filepath.ToSlash(filepath.Clean(pkg))]
}

// Build returns the executable of the main package pkg, a directory relative
// to the module's root, building it unless it was built from the same
// sources. Concurrent calls, from one process or several, are safe: an
// executable is built to a temporary file and renamed into place.
func (c *Cache) Build(pkg string) (string, error) {
	rel := filepath.ToSlash(filepath.Clean(pkg))
	bin := filepath.Join(c.dir, "bin")
	name := strings.ReplaceAll(rel, "/", "_")
	key := c.Key(rel)
	exe := filepath.Join(bin, name+"-"+keyPart(key))
	if _, err := os.Stat(exe); err == nil && key != "" {
		Touch(exe)
		return exe, nil
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
	cmd := exec.Command("go", "build", "-buildvcs=false", "-o", tmp.Name(), "./"+rel)
	cmd.Dir = c.root
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build ./%s: %v\n%s", rel, err, out)
	}
	if err := os.Rename(tmp.Name(), exe); err != nil {
		return "", err
	}
	return exe, nil
}

// unused is how long a file stays in the cache after its last use.
const unused = 24 * time.Hour

// keyPart returns the part of an executable's name that names the sources
// it was built from: the first half of key, or "unkeyed" for "".
func keyPart(key string) string {
	if key == "" {
		return "unkeyed"
	}
	return key[:len(key)/2]
}

// RemoveUnused removes the files under dir last used (see Touch) or changed
// longer ago than a day, then the directories but dir that this leaves
// empty: those whose entries had not changed for a day either, so that a
// directory just made to build into stays.
func RemoveUnused(dir string) {
	var dirs []string
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		info, err := d.Info()
		if err != nil || time.Since(info.ModTime()) <= unused {
			return nil
		}
		if d.IsDir() {
			dirs = append(dirs, path)
		} else {
			os.Remove(path)
		}
		return nil
	})
	for i := len(dirs) - 1; i >= 0; i-- {
		if dirs[i] != dir {
			os.Remove(dirs[i]) // fails unless empty
		}
	}
}

// listFormat is the go list template of PackageKeys: a package's import
// path, directory, Go and embedded files, and the packages it imports,
// directly or not.
const listFormat = "{{.ImportPath}}\t{{.Dir}}\t{{join .GoFiles \",\"}}\t{{join .EmbedFiles \",\"}}\t{{join .Deps \",\"}}"

// PackageKeys returns, for each package of the module at root, by its
// directory relative to root (slash-separated), a hash of everything its
// executable is built from: the go command's version and build settings,
// go.mod and go.sum (which fix every package from outside the module), and the
// Go and embedded files of the package and of each package of the module it
// imports, directly or not, with their paths relative to root, so that a copy
// of the module elsewhere has the same keys.
func PackageKeys(root string) (map[string]string, error) {
	env, err := exec.Command("go", "env", "GOVERSION", "GOFLAGS", "GOOS", "GOARCH", "GOAMD64", "CGO_ENABLED", "GOEXPERIMENT").Output()
	if err != nil {
		return nil, err
	}
	list := exec.Command("go", "list", "-e", "-f", listFormat, "./...")
	list.Dir = root
	out, err := list.Output()
	if err != nil {
		return nil, err
	}
	base := sha256.New()
	base.Write(env)
	for _, name := range []string{"go.mod", "go.sum"} {
		data, _ := os.ReadFile(filepath.Join(root, name))
		base.Write([]byte("\x00" + name + "\x00"))
		base.Write(data)
	}
	type pkg struct {
		rel, files string
		deps       []string
	}
	pkgs := map[string]*pkg{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 5 {
			return nil, fmt.Errorf("go list: unexpected line %q", line)
		}
		rel, err := filepath.Rel(root, f[1])
		if err != nil {
			return nil, err
		}
		files, err := hashFiles(root, f[1], f[2], f[3])
		if err != nil {
			return nil, err
		}
		pkgs[f[0]] = &pkg{rel: filepath.ToSlash(rel), files: files, deps: strings.Split(f[4], ",")}
	}
	keys := map[string]string{}
	for path, p := range pkgs {
		h := sha256.New()
		h.Write(base.Sum(nil))
		for _, q := range append([]string{path}, p.deps...) {
			if d := pkgs[q]; d != nil {
				h.Write([]byte("\x00" + d.rel + "\x00" + d.files))
			}
		}
		keys[p.rel] = hex.EncodeToString(h.Sum(nil))
	}
	return keys, nil
}

// hashFiles returns the hash of the files of one package, named relative to
// root: its Go files and embedded files, comma-separated lists of names in
// its directory dir.
func hashFiles(root, dir string, lists ...string) (string, error) {
	h := sha256.New()
	for _, list := range lists {
		for _, name := range strings.Split(list, ",") {
			if name == "" {
				continue
			}
			path := filepath.Join(dir, name)
			rel, _ := filepath.Rel(root, path)
			data, err := os.ReadFile(path)
			if err != nil {
				return "", err
			}
			h.Write([]byte("\x00" + filepath.ToSlash(rel) + "\x00"))
			h.Write(data)
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
