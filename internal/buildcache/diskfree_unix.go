//go:build unix

package buildcache

import "golang.org/x/sys/unix"

// diskFree returns the bytes free to this user on the disk of dir (or of its
// nearest existing parent).
func diskFree(dir string) (int64, bool) {
	var st unix.Statfs_t
	if err := unix.Statfs(existing(dir), &st); err != nil {
		return 0, false
	}
	return int64(st.Bavail) * int64(st.Bsize), true
}
