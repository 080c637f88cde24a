package buildcache

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/ojkit/ojkit/internal/layout"
)

// minFree is the free space below which a disk counts as full: less than a
// build of ojkit's own programs needs.
const minFree = 16 << 20

// freeSpace returns the bytes free to this user on the disk of dir; it is a
// variable for tests.
var freeSpace = diskFree

// NoSpace returns err as it is, unless a disk ojkit builds on is full: the
// disk of one of dirs, of the temporary directory, of the go command's build
// cache or of ojkit's cache. Then it returns a one-line error naming the
// directory and what to do, for the failed build whose error (or output)
// was err: a go command out of room reports missing packages rather than
// the full disk.
func NoSpace(err error, dirs ...string) error {
	if err == nil {
		return nil
	}
	full := ""
	for _, dir := range append(dirs, os.TempDir(), goCache(), Root()) {
		if free, ok := freeSpace(dir); ok && free < minFree {
			full = dir
			break
		}
	}
	enospc := errors.Is(err, syscall.ENOSPC) || strings.Contains(err.Error(), "no space left on device")
	switch {
	case full != "":
		return fmt.Errorf("no space left on device in %s: free some space there, or set TMPDIR, GOCACHE and XDG_CACHE_HOME to folders on a larger disk", full)
	case enospc:
		return fmt.Errorf("no space left on device (%s): free some space, or set TMPDIR, GOCACHE and XDG_CACHE_HOME to folders on a larger disk", firstLine(err.Error()))
	}
	return err
}

// goCache returns the go command's build cache as its environment sets it or
// by default.
func goCache() string {
	if dir := os.Getenv("GOCACHE"); dir != "" && dir != "off" {
		return dir
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return os.TempDir()
	}
	return filepath.Join(cache, "go-build")
}

// existing returns dir or its nearest parent that exists.
func existing(dir string) string {
	if d, ok := layout.Up(dir, func(d string) bool { _, err := os.Stat(d); return err == nil }); ok {
		return d
	}
	return dir
}

// firstLine returns s up to its first newline.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
