//go:build linux || darwin

package proctest

import (
	"errors"
	"syscall"
)

// ended reports whether pid no longer exists or is a zombie.
func ended(pid int) bool {
	if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
		return true
	}
	return zombie(pid)
}
