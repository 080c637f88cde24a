//go:build unix && !linux

package proctest

import (
	"bytes"
	"os/exec"
	"strconv"
)

// zombie reports whether pid is a zombie, as ps(1) shows its state (there
// is no /proc to read it from).
func zombie(pid int) bool {
	out, err := exec.Command("ps", "-o", "stat=", "-p", strconv.Itoa(pid)).Output()
	return err == nil && bytes.HasPrefix(bytes.TrimSpace(out), []byte("Z"))
}
