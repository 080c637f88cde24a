// Package cli holds the conventions that ojkit's commands share for their
// messages: a diagnostic is one line.
package cli

import "strings"

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
