// Package fastio reads the integers of the standard input and writes
// integers to the standard output, buffered, as the large inputs of
// Library Checker's problems need.
package fastio

import (
	"bufio"
	"io"
	"os"
	"strconv"
)

// Reader reads whitespace-separated integers.
type Reader struct{ r *bufio.Reader }

// NewReader returns a Reader of the standard input.
func NewReader() *Reader { return &Reader{bufio.NewReaderSize(os.Stdin, 1<<16)} }

// Int returns the next integer, or 0 at the end of the input.
func (r *Reader) Int() int {
	c, err := r.r.ReadByte()
	for err == nil && c <= ' ' {
		c, err = r.r.ReadByte()
	}
	neg := c == '-'
	if neg {
		c, err = r.r.ReadByte()
	}
	n := 0
	for err == nil && '0' <= c && c <= '9' {
		n = n*10 + int(c-'0')
		c, err = r.r.ReadByte()
	}
	if neg {
		return -n
	}
	return n
}

// Writer writes integers, one a line.
type Writer struct {
	w   *bufio.Writer
	buf []byte
}

// NewWriter returns a Writer to the standard output; Flush writes what it
// holds.
func NewWriter() *Writer { return NewWriterTo(os.Stdout) }

// NewWriterTo returns a Writer to w.
func NewWriterTo(w io.Writer) *Writer { return &Writer{w: bufio.NewWriterSize(w, 1<<16)} }

// Int writes n and a newline.
func (w *Writer) Int(n int) {
	w.buf = strconv.AppendInt(w.buf[:0], int64(n), 10)
	w.buf = append(w.buf, '\n')
	w.w.Write(w.buf)
}

// Flush writes what w holds.
func (w *Writer) Flush() error { return w.w.Flush() }
