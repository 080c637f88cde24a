package buildcache

import "golang.org/x/sys/windows"

// diskFree returns the bytes free to this user on the disk of dir (or of its
// nearest existing parent).
func diskFree(dir string) (int64, bool) {
	path, err := windows.UTF16PtrFromString(existing(dir))
	if err != nil {
		return 0, false
	}
	var free uint64
	if err := windows.GetDiskFreeSpaceEx(path, &free, nil, nil); err != nil {
		return 0, false
	}
	return int64(free), true
}
