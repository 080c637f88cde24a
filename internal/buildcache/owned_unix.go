//go:build unix

package buildcache

import (
	"os"
	"syscall"
)

// ownedAlone reports whether dir is a directory of this user that no one
// else may write, so that no one else can put programs in it.
func ownedAlone(dir string) bool {
	info, err := os.Lstat(dir)
	if err != nil || !info.IsDir() || info.Mode().Perm()&0o022 != 0 {
		return false
	}
	st, ok := info.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Getuid()
}
