package term

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Escape returns s, text a program under test or a compiler wrote, as text
// that is safe to show on a terminal, as a judge's page shows it: line
// feeds and tabs kept, every other character that is not printable (a
// carriage return, a backspace, the escape that begins a terminal's control
// sequence, a bidirectional override) and every byte that is not UTF-8
// written as a Go escape (\r, \x1b, \u202e), so that the text can neither
// act on the terminal (move the cursor, set the title or the clipboard,
// clear the screen) nor pass for ojkit's own lines.
func Escape(s string) string {
	if plain(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\n' || r == '\t' || unicode.IsPrint(r) || r == '\u00a0':
			b.WriteString(s[i : i+size])
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x80:
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			fmt.Fprintf(&b, `\u%04x`, r)
		}
		i += size
	}
	return b.String()
}

// plain reports whether s holds only printable ASCII, line feeds and tabs.
func plain(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < ' ' && c != '\n' && c != '\t') || c >= 0x7f {
			return false
		}
	}
	return true
}
