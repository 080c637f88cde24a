package buildcache

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall"
	"testing"
)

// TestNoSpace stands in for a full disk: a failed go build whose directory
// has no room is reported as the full disk, in one line.
func TestNoSpace(t *testing.T) {
	defer func(f func(string) (int64, bool)) { freeSpace = f }(freeSpace)
	full := t.TempDir()
	freeSpace = func(dir string) (int64, bool) {
		if dir == full {
			return 300 << 10, true
		}
		return 1 << 40, true
	}
	build := errors.New("build the run supervisor: exit status 1\npackage internal/reflectlite is not in std")
	got := NoSpace(build, full).Error()
	want := "no space left on device in " + full + ": free some space there"
	if !strings.HasPrefix(got, want) || strings.Contains(got, "\n") {
		t.Errorf("NoSpace = %q, want one line beginning %q", got, want)
	}
	write := &fs.PathError{Op: "write", Path: "/x/a.out", Err: syscall.ENOSPC}
	if got := NoSpace(fmt.Errorf("build a.c: %w", write)).Error(); !strings.HasPrefix(got, "no space left on device (build a.c: write /x/a.out: no space left on device): free some space") {
		t.Errorf("NoSpace of ENOSPC = %q", got)
	}
	other := errors.New("a.c:1: error: expected ';'")
	if got := NoSpace(other, t.TempDir()); got != other {
		t.Errorf("NoSpace of a compile error with room = %v, want it as it was", got)
	}
	if NoSpace(nil) != nil {
		t.Error("NoSpace(nil) != nil")
	}
}
