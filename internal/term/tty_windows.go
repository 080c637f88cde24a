package term

import "golang.org/x/sys/windows"

// isTerminal reports whether fd is a console.
func isTerminal(fd uintptr) bool {
	var mode uint32
	return windows.GetConsoleMode(windows.Handle(fd), &mode) == nil
}

// enableColour turns on the console's processing of escape sequences
// (Windows 10 and later) and reports whether it is on.
func enableColour(fd uintptr) bool {
	var mode uint32
	h := windows.Handle(fd)
	if windows.GetConsoleMode(h, &mode) != nil {
		return false
	}
	const vt = windows.ENABLE_VIRTUAL_TERMINAL_PROCESSING
	return mode&vt != 0 || windows.SetConsoleMode(h, mode|vt) == nil
}
