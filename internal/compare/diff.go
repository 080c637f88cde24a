package compare

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// diffLines is how many lines Diff shows from the first differing one.
const diffLines = 3

// clipWidth is how many bytes of a long line Diff shows.
const clipWidth = 72

// Diff describes where got first differs from want: the line and column,
// then the line before it and up to three lines from it, each quoted as a Go
// string so that a trailing space, a \r and a missing final newline show.
// Lines of want are marked -, lines of got +, common lines with a space.
func Diff(want, got []byte) string {
	at := FirstDifference(want, got)
	line, col := at.Line, at.Column
	w, g := splitLines(want), splitLines(got)
	var b strings.Builder
	fmt.Fprintf(&b, "first difference at line %d, column %d\n", line, col)
	if line > 1 {
		fmt.Fprintf(&b, "  %5d %s\n", line-1, clip(w[line-2], 0))
	}
	from := max(0, col-1-clipWidth/2)
	for i := line - 1; i < line-1+diffLines && (i < len(w) || i < len(g)); i++ {
		wl, gl := lineAt(w, i, from), lineAt(g, i, from)
		if wl == gl {
			fmt.Fprintf(&b, "  %5d %s\n", i+1, wl)
			continue
		}
		fmt.Fprintf(&b, "- %5d %s\n+ %5d %s\n", i+1, wl, i+1, gl)
	}
	return b.String()
}

// Place is a place in a text: its line and its column, a byte's, from 1.
type Place struct {
	Line   int `json:"line"`
	Column int `json:"column"`
}

// FirstDifference returns the place of the first byte where got differs
// from want, as want counts it.
func FirstDifference(want, got []byte) *Place {
	off := 0
	for off < len(want) && off < len(got) && want[off] == got[off] {
		off++
	}
	line := bytes.Count(want[:off], []byte("\n")) + 1
	col := off - (bytes.LastIndexByte(want[:off], '\n') + 1) + 1
	return &Place{Line: line, Column: col}
}

// splitLines splits s after each newline; a last line without one is kept.
func splitLines(s []byte) []string {
	lines := strings.SplitAfter(string(s), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// lineAt shows line i of lines clipped from byte from, or the end of output.
func lineAt(lines []string, i, from int) string {
	if i >= len(lines) {
		return "(end of output)"
	}
	return clip(lines[i], from)
}

// clip quotes clipWidth bytes of s from byte from, marking what it leaves out.
func clip(s string, from int) string {
	from = min(from, len(s))
	to := min(len(s), from+clipWidth)
	q := strconv.Quote(s[from:to])
	if from > 0 {
		q = "..." + q
	}
	if to < len(s) {
		q += "..."
	}
	return q
}
