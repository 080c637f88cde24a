// Package proctest tells tests whether a process they started has ended:
// the runner's, judge's and stress's tests check with it that a run left no
// process behind.
package proctest

import (
	"bytes"
	"errors"
	"os"
	"strconv"
	"syscall"
	"time"
)

// Gone reports whether process pid has ended, waiting up to wait for it: a
// killed process may take a moment to die, and a zombie counts as ended.
func Gone(pid int, wait time.Duration) bool {
	deadline := time.Now().Add(wait)
	for {
		if ended(pid) {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// ended reports whether pid no longer exists or is a zombie.
func ended(pid int) bool {
	if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
		return true
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return errors.Is(err, os.ErrNotExist)
	}
	// The state follows the command name, which is in parentheses.
	i := bytes.LastIndexByte(stat, ')')
	return i >= 0 && i+2 < len(stat) && stat[i+2] == 'Z'
}
