package buildcache

import "os"

// ownedAlone reports whether dir is a directory: on Windows the temporary
// directory is the user's own.
func ownedAlone(dir string) bool {
	info, err := os.Lstat(dir)
	return err == nil && info.IsDir()
}
