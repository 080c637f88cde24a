package buildcache

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"sync"

	"github.com/ojkit/ojkit/internal/tempdir"
)

// MaxSize is the most a cache holds: when Clean finds more, it removes the
// files used longest ago until the cache is under it.
const MaxSize = 1 << 30

// warnings is where Root writes its warning, and the name the warning begins
// with (see SetWarnings).
var warnings = struct {
	sync.Mutex
	w    io.Writer
	prog string
}{w: os.Stderr, prog: "ojkit"}

// SetWarnings makes Root write its warning to w, beginning with prog (such
// as "ojkit judge"), rather than to the standard error beginning with
// "ojkit".
func SetWarnings(w io.Writer, prog string) {
	warnings.Lock()
	defer warnings.Unlock()
	warnings.w, warnings.prog = w, prog
}

// Root returns ojkit's cache directory: ojkit in the user's cache directory
// (os.UserCacheDir) when it can be written there, else ojkit-cache-UID in the
// temporary directory, kept between runs as the user's own, after a one-line
// warning saying why. Builds of solutions and ojkit's own programs are kept
// there.
var Root = sync.OnceValue(root)

// root finds Root's directory.
func root() string {
	dir, err := userRoot()
	if err == nil {
		return dir
	}
	tmp := fallbackRoot()
	warnings.Lock()
	fmt.Fprintf(warnings.w, "%s: the cache cannot be written (%v); using %s instead (see ojkit help cache)\n", warnings.prog, err, tmp)
	warnings.Unlock()
	return tmp
}

// fallbackRoot returns ojkit-cache-UID in the temporary directory when it is
// this user's alone and can be written, else a temporary directory of this
// process (see package tempdir).
func fallbackRoot() string {
	dir := filepath.Join(os.TempDir(), "ojkit-cache-"+strconv.Itoa(os.Getuid()))
	if os.Mkdir(dir, 0o700) == nil || ownedAlone(dir) && writable(dir) == nil {
		return dir
	}
	tmp, err := tempdir.New("cache")
	if err != nil {
		return dir // the builds there fail, saying why
	}
	return tmp
}

// userRoot returns ojkit in the user's cache directory, made if need be,
// or why it cannot be written.
func userRoot() (string, error) {
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(cache, "ojkit")
	return dir, writable(dir)
}

// writable makes dir if need be and reports why a file cannot be made in
// it, if one cannot.
func writable(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	probe, err := os.CreateTemp(dir, ".probe-")
	if err != nil {
		return err
	}
	probe.Close()
	return os.Remove(probe.Name())
}

// GoCacheEnv returns what the environment of the go command ojkit runs needs
// beside the user's: nothing when the go command's build cache can be
// written, else GOCACHE in Root.
var GoCacheEnv = sync.OnceValue(func() []string {
	if writable(goCache()) == nil {
		return nil
	}
	return []string{"GOCACHE=" + filepath.Join(Root(), "go-build")}
})

// BuildDir returns the directory of Root where the builds of commands and
// solutions are kept (see package runner).
func BuildDir() string {
	return filepath.Join(Root(), "build")
}

// Clean removes the files under dir not used for a day (see RemoveUnused),
// then, while the files left take more than max bytes, those used longest
// ago. It returns the bytes the files left take.
func Clean(dir string, max int64) int64 {
	RemoveUnused(dir)
	files := list(dir)
	var total int64
	for _, f := range files {
		total += f.Size()
	}
	sort.Slice(files, func(i, j int) bool { return files[i].ModTime().Before(files[j].ModTime()) })
	for _, f := range files {
		if total <= max {
			break
		}
		if os.Remove(f.path) == nil {
			total -= f.Size()
		}
	}
	return total
}

// Size returns the bytes the files under dir take.
func Size(dir string) int64 {
	var total int64
	for _, f := range list(dir) {
		total += f.Size()
	}
	return total
}

// file is a file of a cache.
type file struct {
	path string
	os.FileInfo
}

// list returns the files under dir.
func list(dir string) []file {
	var files []file
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if info, err := d.Info(); err == nil {
			files = append(files, file{path, info})
		}
		return nil
	})
	return files
}
