package term

import "encoding/base64"

// Clipboard returns the escape sequence that asks a terminal to put data on
// the system clipboard: OSC 52, which xterm, iTerm2, kitty, WezTerm,
// Windows Terminal, tmux (with set-clipboard on) and terminals reached over
// ssh honour; a terminal without it ignores the sequence.
func Clipboard(data []byte) string {
	return "\x1b]52;c;" + base64.StdEncoding.EncodeToString(data) + "\a"
}
