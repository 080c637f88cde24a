package events

import (
	"regexp"
	"strconv"
	"strings"
)

// Diagnostic is a compiler's message on a place in a source file.
type Diagnostic struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	Column   int    `json:"column,omitempty"`   // 0 when the compiler gave none
	Severity string `json:"severity,omitempty"` // error, warning or note, when said
	Message  string `json:"message"`
}

// place matches the start of a compiler's line on a place: FILE:LINE:COL:
// or FILE:LINE:, as gcc, clang, go, javac and kotlinc write them, then
// perhaps a severity.
var place = regexp.MustCompile(`^([^\s:][^:]*):(\d+):(?:(\d+):)? (?:(fatal error|error|warning|note|e|w): )?(.+)$`)

// pythonPlace matches the line of a Python traceback that places an error.
var pythonPlace = regexp.MustCompile(`^\s*File "([^"]+)", line (\d+)`)

// Diagnostics returns the diagnostics in a build's output, each line of it
// that names a place in a file, in order. A Python syntax error's message
// is the traceback's last line.
func Diagnostics(output string) []Diagnostic {
	var ds []Diagnostic
	lines := strings.Split(output, "\n")
	for i, line := range lines {
		if m := place.FindStringSubmatch(line); m != nil {
			d := Diagnostic{File: m[1], Severity: severity(m[4]), Message: m[5]}
			d.Line, _ = strconv.Atoi(m[2])
			d.Column, _ = strconv.Atoi(m[3])
			ds = append(ds, d)
			continue
		}
		if m := pythonPlace.FindStringSubmatch(line); m != nil {
			d := Diagnostic{File: m[1], Severity: "error", Message: lastLine(lines[i+1:])}
			d.Line, _ = strconv.Atoi(m[2])
			ds = append(ds, d)
		}
	}
	return ds
}

// severity returns the severity a compiler wrote, spelled out.
func severity(s string) string {
	switch s {
	case "fatal error", "e":
		return "error"
	case "w":
		return "warning"
	}
	return s
}

// lastLine returns the last line of lines that is not blank.
func lastLine(lines []string) string {
	for i := len(lines) - 1; i >= 0; i-- {
		if s := strings.TrimSpace(lines[i]); s != "" {
			return s
		}
	}
	return ""
}
