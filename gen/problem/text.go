package problem

import (
	"bytes"
	"fmt"
	"strconv"
)

// Text is an input split into lines for validation, with a cursor.
type Text struct {
	name  string
	lines []string // without their '\n'
	Next  int      // index of the next line to read
}

// SplitLines checks that input is a non-empty sequence of '\n'-terminated
// lines without '\r' and returns them.
func SplitLines(name string, input []byte) (*Text, error) {
	t := &Text{name: name}
	if len(input) == 0 {
		return nil, t.Errorf(1, 1, "empty input")
	}
	if i := bytes.IndexByte(input, '\r'); i >= 0 {
		line := bytes.Count(input[:i], []byte("\n")) + 1
		col := i - bytes.LastIndexByte(input[:i], '\n')
		return nil, t.Errorf(line, col, "carriage return: lines end with \\n alone")
	}
	body := input
	if input[len(input)-1] != '\n' {
		last := bytes.LastIndexByte(input, '\n')
		line := bytes.Count(input, []byte("\n")) + 1
		return nil, t.Errorf(line, len(input)-last, "missing newline at the end of the input")
	}
	for _, l := range bytes.Split(body[:len(body)-1], []byte("\n")) {
		t.lines = append(t.lines, string(l))
	}
	return t, nil
}

// Errorf returns an *Error at line, col.
func (t *Text) Errorf(line, col int, format string, args ...interface{}) error {
	return &Error{Name: t.name, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// EOF reports whether every line has been read.
func (t *Text) EOF() bool { return t.Next >= len(t.lines) }

// LineNo returns the number (from 1) of the next line.
func (t *Text) LineNo() int { return t.Next + 1 }

// Peek returns the next line; "" at the end.
func (t *Text) Peek() string {
	if t.EOF() {
		return ""
	}
	return t.lines[t.Next]
}

// expectEmpty reads an empty line; what says why it is expected.
func (t *Text) expectEmpty(what string) error {
	switch {
	case t.EOF():
		return t.Errorf(t.LineNo(), 1, "input ends early: want %s", what)
	case t.Peek() != "":
		return t.Errorf(t.LineNo(), 1, "want %s", what)
	}
	t.Next++
	return nil
}

// readInt reads a line holding one whole number in [lo, hi], written without
// sign or leading zeros; what names it in errors.
func (t *Text) readInt(what string, lo, hi int) (int, error) {
	if t.EOF() {
		return 0, t.Errorf(t.LineNo(), 1, "input ends early: want %s", what)
	}
	line := t.Peek()
	v, col, ok := ParseNat(line)
	if !ok || col != len(line) {
		return 0, t.Errorf(t.LineNo(), col+1, "want %s, a whole number %d..%d, alone on its line", what, lo, hi)
	}
	if v < lo || v > hi {
		return 0, t.Errorf(t.LineNo(), 1, "%s is %d, want %d..%d", what, v, lo, hi)
	}
	t.Next++
	return v, nil
}

// ParseNat reads a whole number at the start of s (no sign, no leading zero)
// and returns it, the index after it and whether it is well formed. Values
// are capped at a billion.
func ParseNat(s string) (v, end int, ok bool) {
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		if v < 1e9 {
			v = v*10 + int(s[end]-'0')
		}
		end++
	}
	if end == 0 || end > 1 && s[0] == '0' {
		return 0, 0, false
	}
	return v, end, true
}

// itoa formats v in decimal.
func itoa(v int) string { return strconv.Itoa(v) }

// Field is a whole number on a line of several: its name in errors and its
// range.
type Field struct {
	Name   string
	Lo, Hi int
}

// ReadFields reads a line of whole numbers separated by single spaces, one
// for each field, each in its range; what names the line in errors.
func (t *Text) ReadFields(what string, fields ...Field) ([]int, error) {
	if t.EOF() {
		return nil, t.Errorf(t.LineNo(), 1, "input ends early: want %s", what)
	}
	line, vals, col := t.Peek(), make([]int, len(fields)), 0
	for i, f := range fields {
		if i > 0 {
			if col >= len(line) || line[col] != ' ' {
				return nil, t.Errorf(t.LineNo(), col+1, "want %s, %d numbers separated by single spaces", what, len(fields))
			}
			col++
		}
		v, n, ok := ParseNat(line[col:])
		if !ok {
			return nil, t.Errorf(t.LineNo(), col+1, "want %s, %d whole numbers separated by single spaces", what, len(fields))
		}
		if v < f.Lo || v > f.Hi {
			return nil, t.Errorf(t.LineNo(), col+1, "%s is %d, want %d..%d", f.Name, v, f.Lo, f.Hi)
		}
		vals[i], col = v, col+n
	}
	if col < len(line) {
		return nil, t.Errorf(t.LineNo(), col+1, "unexpected text after %s", what)
	}
	t.Next++
	return vals, nil
}

// EndOfInput reports an error unless every line has been read; after names
// what came last.
func (t *Text) EndOfInput(after string) error {
	if !t.EOF() {
		return t.Errorf(t.LineNo(), 1, "unexpected line after %s", after)
	}
	return nil
}

// OneCase returns the input as its one case, once p has validated it: the
// Cases of a problem whose input holds one instance.
func OneCase(p Problem, input []byte) ([][]byte, error) {
	if err := p.Validate("input", input); err != nil {
		return nil, err
	}
	return [][]byte{input}, nil
}
