//go:build linux || darwin || dragonfly || freebsd || netbsd || openbsd

package term

import "golang.org/x/sys/unix"

// isTerminal reports whether fd is a terminal: one whose termios it can read.
func isTerminal(fd uintptr) bool {
	_, err := unix.IoctlGetTermios(int(fd), ioctlReadTermios)
	return err == nil
}

// enableColour reports whether the terminal fd shows SGR colours, which
// every Unix terminal does unless TERM says otherwise (see Mode.Palette).
func enableColour(fd uintptr) bool { return true }
