//go:build unix

package tempdir

import (
	"errors"
	"syscall"
)

// running reports whether process pid exists (a zombie counts).
func running(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
