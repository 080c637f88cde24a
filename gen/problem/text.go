package problem

import (
	"bytes"
	"fmt"
	"strconv"
)

// text is an input split into lines for validation, with a cursor.
type text struct {
	name  string
	lines []string // without their '\n'
	next  int      // index of the next line to read
}

// splitLines checks that input is a non-empty sequence of '\n'-terminated
// lines without '\r' and returns them.
func splitLines(name string, input []byte) (*text, error) {
	t := &text{name: name}
	if len(input) == 0 {
		return nil, t.errorf(1, 1, "empty input")
	}
	if i := bytes.IndexByte(input, '\r'); i >= 0 {
		line := bytes.Count(input[:i], []byte("\n")) + 1
		col := i - bytes.LastIndexByte(input[:i], '\n')
		return nil, t.errorf(line, col, "carriage return: lines end with \\n alone")
	}
	body := input
	if input[len(input)-1] != '\n' {
		last := bytes.LastIndexByte(input, '\n')
		line := bytes.Count(input, []byte("\n")) + 1
		return nil, t.errorf(line, len(input)-last, "missing newline at the end of the input")
	}
	for _, l := range bytes.Split(body[:len(body)-1], []byte("\n")) {
		t.lines = append(t.lines, string(l))
	}
	return t, nil
}

// errorf returns an *Error at line, col.
func (t *text) errorf(line, col int, format string, args ...interface{}) error {
	return &Error{Name: t.name, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// eof reports whether every line has been read.
func (t *text) eof() bool { return t.next >= len(t.lines) }

// lineNo returns the number (from 1) of the next line.
func (t *text) lineNo() int { return t.next + 1 }

// peek returns the next line; "" at the end.
func (t *text) peek() string {
	if t.eof() {
		return ""
	}
	return t.lines[t.next]
}

// expectEmpty reads an empty line; what says why it is expected.
func (t *text) expectEmpty(what string) error {
	switch {
	case t.eof():
		return t.errorf(t.lineNo(), 1, "input ends early: want %s", what)
	case t.peek() != "":
		return t.errorf(t.lineNo(), 1, "want %s", what)
	}
	t.next++
	return nil
}

// readInt reads a line holding one whole number in [lo, hi], written without
// sign or leading zeros; what names it in errors.
func (t *text) readInt(what string, lo, hi int) (int, error) {
	if t.eof() {
		return 0, t.errorf(t.lineNo(), 1, "input ends early: want %s", what)
	}
	line := t.peek()
	v, col, ok := parseNat(line)
	if !ok || col != len(line) {
		return 0, t.errorf(t.lineNo(), col+1, "want %s, a whole number %d..%d, alone on its line", what, lo, hi)
	}
	if v < lo || v > hi {
		return 0, t.errorf(t.lineNo(), 1, "%s is %d, want %d..%d", what, v, lo, hi)
	}
	t.next++
	return v, nil
}

// parseNat reads a whole number at the start of s (no sign, no leading zero)
// and returns it, the index after it and whether it is well formed. Values
// are capped at a billion.
func parseNat(s string) (v, end int, ok bool) {
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

// field is a whole number on a line of several: its name in errors and its
// range.
type field struct {
	name   string
	lo, hi int
}

// readFields reads a line of whole numbers separated by single spaces, one
// for each field, each in its range; what names the line in errors.
func (t *text) readFields(what string, fields ...field) ([]int, error) {
	if t.eof() {
		return nil, t.errorf(t.lineNo(), 1, "input ends early: want %s", what)
	}
	line, vals, col := t.peek(), make([]int, len(fields)), 0
	for i, f := range fields {
		if i > 0 {
			if col >= len(line) || line[col] != ' ' {
				return nil, t.errorf(t.lineNo(), col+1, "want %s, %d numbers separated by single spaces", what, len(fields))
			}
			col++
		}
		v, n, ok := parseNat(line[col:])
		if !ok {
			return nil, t.errorf(t.lineNo(), col+1, "want %s, %d whole numbers separated by single spaces", what, len(fields))
		}
		if v < f.lo || v > f.hi {
			return nil, t.errorf(t.lineNo(), col+1, "%s is %d, want %d..%d", f.name, v, f.lo, f.hi)
		}
		vals[i], col = v, col+n
	}
	if col < len(line) {
		return nil, t.errorf(t.lineNo(), col+1, "unexpected text after %s", what)
	}
	t.next++
	return vals, nil
}

// endOfInput reports an error unless every line has been read; after names
// what came last.
func (t *text) endOfInput(after string) error {
	if !t.eof() {
		return t.errorf(t.lineNo(), 1, "unexpected line after %s", after)
	}
	return nil
}

// oneCase returns the input as its one case, once p has validated it: the
// Cases of a problem whose input holds one instance.
func oneCase(p Problem, input []byte) ([][]byte, error) {
	if err := p.Validate("input", input); err != nil {
		return nil, err
	}
	return [][]byte{input}, nil
}
