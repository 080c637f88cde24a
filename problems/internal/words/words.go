// Package words reads a judge's input as whitespace-separated words, for the
// second solutions of the problems: a reading of the statements written apart
// from judgeio and gridtext, so that a stress run of a problem's two solutions
// also tests how the input was read and the output written. It is submission
// code: standard library only, and it compiles with go1.7.
package words

import (
	"bufio"
	"fmt"
	"io"
	"os"
)

// Reader splits its input into words: runs of bytes other than space, tab,
// newline, carriage return, vertical tab and form feed.
type Reader struct {
	r    *bufio.Reader
	line int // the line of the next byte, from 1
	last int // the line of the last word read
}

// NewReader returns a Reader of r.
func NewReader(r io.Reader) *Reader {
	return &Reader{r: bufio.NewReader(r), line: 1}
}

// space reports whether c separates words.
func space(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// Next returns the next word, or "" at the end of the input.
func (r *Reader) Next() string {
	var w []byte
	for {
		c, err := r.r.ReadByte()
		if err != nil {
			return string(w)
		}
		if space(c) {
			if c == '\n' {
				r.line++
			}
			if len(w) > 0 {
				return string(w)
			}
			continue
		}
		if len(w) == 0 {
			r.last = r.line
		}
		w = append(w, c)
	}
}

// More reports whether a word remains.
func (r *Reader) More() bool {
	for {
		b, err := r.r.Peek(1)
		if err != nil {
			return false
		}
		if !space(b[0]) {
			return true
		}
		if b[0] == '\n' {
			r.line++
		}
		r.r.ReadByte()
	}
}

// End returns an error unless the input has no word left; after names what
// came last.
func (r *Reader) End(after string) error {
	if w := r.Next(); w != "" {
		return r.Errorf("%q follows %s", w, after)
	}
	return nil
}

// Errorf returns an error that names the line of the last word read.
func (r *Reader) Errorf(format string, args ...interface{}) error {
	return fmt.Errorf("line %d: %s", r.last, fmt.Sprintf(format, args...))
}

// Rows fills grid with side words of side characters each, one row a word,
// cell mapping a character to a value.
func (r *Reader) Rows(grid []byte, side int, cell func(c byte) (byte, bool)) error {
	for row := 0; row < side; row++ {
		w := r.Next()
		if w == "" {
			return fmt.Errorf("the input ends before row %d of %d", row+1, side)
		}
		if len(w) != side {
			return r.Errorf("row %d is %q: want %d cells", row+1, w, side)
		}
		for k := 0; k < side; k++ {
			v, ok := cell(w[k])
			if !ok {
				return r.Errorf("row %d is %q: %q is not a cell", row+1, w, w[k])
			}
			grid[row*side+k] = v
		}
	}
	return nil
}

// Cells fills grid with one word per cell, cell mapping a word to a value.
func (r *Reader) Cells(grid []byte, cell func(w string) (byte, bool)) error {
	for i := range grid {
		w := r.Next()
		if w == "" {
			return fmt.Errorf("the input ends before cell %d of %d", i+1, len(grid))
		}
		v, ok := cell(w)
		if !ok {
			return r.Errorf("%q is not a cell", w)
		}
		grid[i] = v
	}
	return nil
}

// Number returns the value of w, a decimal number of digits only, when it is
// at most max.
func Number(w string, max int) (int, bool) {
	v := 0
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return 0, false
		}
		if v = v*10 + int(w[i]-'0'); v > max {
			return 0, false
		}
	}
	return v, w != ""
}

// Digit reads a cell written as a number 0-9, 0 an empty cell.
func Digit(w string) (byte, bool) {
	v, ok := Number(w, 9)
	return byte(v), ok
}

// DigitChar reads a cell of a row of digits, '0' an empty cell.
func DigitChar(c byte) (byte, bool) { return c - '0', c >= '0' && c <= '9' }

// Letter returns the cell decoder of grids of side letters: 'A' is 1 and
// so on, '-' an empty cell.
func Letter(side int) func(c byte) (byte, bool) {
	return func(c byte) (byte, bool) {
		if c == '-' {
			return 0, true
		}
		return c - 'A' + 1, c >= 'A' && int(c-'A') < side
	}
}

// WriteRows writes grid as rows of side characters, char giving each value's.
func WriteRows(out *bufio.Writer, grid []byte, side int, char func(v byte) byte) {
	for i, v := range grid {
		out.WriteByte(char(v))
		if i%side == side-1 {
			out.WriteByte('\n')
		}
	}
}

// WriteSpaced writes grid as rows of side numbers separated by single spaces,
// each number followed by a space too when trailing is set.
func WriteSpaced(out *bufio.Writer, grid []byte, side int, trailing bool) {
	for i, v := range grid {
		fmt.Fprint(out, v)
		switch {
		case i%side == side-1 && trailing:
			out.WriteString(" \n")
		case i%side == side-1:
			out.WriteByte('\n')
		default:
			out.WriteByte(' ')
		}
	}
}

// Run runs solve on standard input and a buffered standard output, flushes
// what it wrote, and on an error prints "prog: error" on standard error and
// exits with status 1.
func Run(prog string, solve func(in *Reader, out *bufio.Writer) error) {
	out := bufio.NewWriter(os.Stdout)
	err := solve(NewReader(os.Stdin), out)
	out.Flush()
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", prog, err)
		os.Exit(1)
	}
}
