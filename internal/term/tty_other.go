//go:build !(linux || darwin || dragonfly || freebsd || netbsd || openbsd || windows)

package term

// isTerminal reports false: ojkit knows no terminal on this system.
func isTerminal(fd uintptr) bool { return false }

// enableColour reports false.
func enableColour(fd uintptr) bool { return false }
