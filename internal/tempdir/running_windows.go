package tempdir

import "os"

// running reports whether process pid exists: on Windows, finding a process
// opens it, which fails once it has ended.
func running(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	p.Release()
	return true
}
