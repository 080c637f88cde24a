// Package term decides what ojkit writes to a terminal: whether a writer is
// one, whether to colour (the -color flag, NO_COLOR and TERM, decided once
// per command), the colours themselves, and the escape sequence that puts
// text on the terminal's clipboard.
package term

import (
	"io"
	"os"
)

// IsTerminal reports whether w is a terminal: an *os.File open on a
// terminal device (a console on Windows).
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && f != nil && isTerminal(f.Fd())
}
