package judgeio

import (
	"bytes"
	"io"
	"strings"
)

// Writer buffers output for an io.Writer. The first write error is sticky: later
// writes are dropped and every method, Flush included, returns it.
//
// An interactive problem's solution must flush each query before it reads the
// answer, or the judge never sees it: call Flush after writing it, or write
// through a LineWriter, which flushes every line.
type Writer struct {
	wr  io.Writer
	buf []byte
	err error
}

// NewWriter returns a Writer with a 64 KiB buffer writing to wr.
func NewWriter(wr io.Writer) *Writer {
	return &Writer{wr: wr, buf: make([]byte, 0, bufSize)}
}

// Flush writes the buffered bytes to the underlying writer.
func (w *Writer) Flush() error {
	if w.err != nil || len(w.buf) == 0 {
		return w.err
	}
	w.writeThrough(w.buf)
	w.buf = w.buf[:0]
	return w.err
}

// writeThrough writes p straight to the underlying writer, recording any error.
func (w *Writer) writeThrough(p []byte) int {
	n, err := w.wr.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	w.err = err
	return n
}

// reserve makes room for n more bytes, flushing when the buffer is full, and
// reports whether writing may go on.
func (w *Writer) reserve(n int) bool {
	if len(w.buf)+n > cap(w.buf) {
		w.Flush()
	}
	return w.err == nil
}

// WriteByte writes one byte.
func (w *Writer) WriteByte(c byte) error {
	if w.reserve(1) {
		w.buf = append(w.buf, c)
	}
	return w.err
}

// Write writes p; it implements io.Writer.
func (w *Writer) Write(p []byte) (int, error) {
	if !w.reserve(len(p)) {
		return 0, w.err
	}
	if len(p) > cap(w.buf) {
		return w.writeThrough(p), w.err
	}
	w.buf = append(w.buf, p...)
	return len(p), nil
}

// WriteString writes s; it implements io.StringWriter.
func (w *Writer) WriteString(s string) (int, error) {
	if !w.reserve(len(s)) {
		return 0, w.err
	}
	if len(s) > cap(w.buf) {
		return w.writeThrough([]byte(s)), w.err
	}
	w.buf = append(w.buf, s...)
	return len(s), nil
}

// WriteInt writes v in decimal, with a leading '-' when negative.
func (w *Writer) WriteInt(v int64) error {
	const maxLen = 20 // len("-9223372036854775808")
	if !w.reserve(maxLen) {
		return w.err
	}
	var digits [maxLen]byte
	i := maxLen
	u := uint64(v)
	if v < 0 {
		u = -u
	}
	for u >= 10 {
		i--
		digits[i] = byte('0' + u%10)
		u /= 10
	}
	i--
	digits[i] = byte('0' + u)
	if v < 0 {
		i--
		digits[i] = '-'
	}
	w.buf = append(w.buf, digits[i:]...)
	return nil
}

// WriteInts writes the numbers of vs, each plus add, on one line: separated
// by single spaces and followed by a newline. An add of 1 writes 0-based
// indices as the 1-based numbers most statements ask for.
func (w *Writer) WriteInts(vs []int, add int) error {
	for i, v := range vs {
		if i > 0 {
			w.WriteByte(' ')
		}
		w.WriteInt(int64(v + add))
	}
	return w.WriteByte('\n')
}

// LineWriter is a Writer for interactive problems that flushes after every
// write holding a newline: WriteByte of one, WriteInts, and Write or
// WriteString of bytes that hold one. A query written as one line then
// reaches the judge before the solution waits for the answer; it costs a
// system call a line.
type LineWriter struct {
	*Writer
}

// NewLineWriter returns a LineWriter writing to wr.
func NewLineWriter(wr io.Writer) LineWriter {
	return LineWriter{NewWriter(wr)}
}

// flushIf flushes if newline is set and returns the sticky error.
func (w LineWriter) flushIf(newline bool) error {
	if newline {
		return w.Flush()
	}
	return w.err
}

// WriteByte writes c, flushing if it is a newline.
func (w LineWriter) WriteByte(c byte) error {
	w.Writer.WriteByte(c)
	return w.flushIf(c == '\n')
}

// Write writes p, flushing if it holds a newline.
func (w LineWriter) Write(p []byte) (int, error) {
	n, _ := w.Writer.Write(p)
	return n, w.flushIf(bytes.IndexByte(p, '\n') >= 0)
}

// WriteString writes s, flushing if it holds a newline.
func (w LineWriter) WriteString(s string) (int, error) {
	n, _ := w.Writer.WriteString(s)
	return n, w.flushIf(strings.IndexByte(s, '\n') >= 0)
}

// WriteInts writes its line of numbers and flushes.
func (w LineWriter) WriteInts(vs []int, add int) error {
	w.Writer.WriteInts(vs, add)
	return w.Flush()
}
