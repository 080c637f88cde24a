// Package cli holds the conventions that ojkit's commands share for their
// messages: a diagnostic is one line.
package cli

import (
	"strconv"
	"strings"
)

// Plural returns n and noun, with an s unless n is 1: "1 case", "2 cases".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// FirstLine returns the first line of s that is not blank, without surrounding
// space: the one line a command prints of a longer message, such as the go
// command's output.
func FirstLine(s string) string {
	for _, line := range strings.Split(s, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			return line
		}
	}
	return ""
}

// ShellQuote returns s as one word of a shell command line: as it is
// when it holds nothing a shell reads specially, else between single
// quotes.
func ShellQuote(s string) string {
	safe := s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !strings.ContainsRune("_-./=:,+@%", r) && !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9')
	}) < 0
	if safe {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
