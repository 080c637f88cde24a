package judgeio

import (
	"bytes"
	"io"
)

// Writer buffers output for an io.Writer. The first write error is sticky: later
// writes are dropped and every method, Flush included, returns it.
//
// An interactive problem's solution must flush each query before it reads the
// answer, or the judge never sees it: call Flush after writing it, or set
// FlushLines once and every newline written flushes.
type Writer struct {
	wr    io.Writer
	buf   []byte
	err   error
	lines bool // flush after each newline
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

// FlushLines sets whether the Writer flushes after every write that ends a line:
// a newline written by WriteByte or WriteInts, or held by what Write or
// WriteString write. Interactive solutions set it; it costs a system call a line.
func (w *Writer) FlushLines(on bool) {
	w.lines = on
}

// endLine flushes if the Writer flushes lines and p holds a newline.
func (w *Writer) endLine(p []byte) {
	if w.lines && bytes.IndexByte(p, '\n') >= 0 {
		w.Flush()
	}
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
		if c == '\n' && w.lines {
			w.Flush()
		}
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
	w.endLine(p)
	return len(p), w.err
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
	if w.lines {
		w.endLine(w.buf[len(w.buf)-len(s):])
	}
	return len(s), w.err
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
