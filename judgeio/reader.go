// Package judgeio is the fast, allocation-free input reader and output writer that
// every ojkit submission imports.
//
// A Reader splits its input on ASCII whitespace (space, \t, \n, \v, \f and \r, so
// CRLF line ends and trailing spaces read like plain ones) and parses tokens in
// place from its own buffer. Errors are sticky, as in bufio.Scanner: the first
// malformed token, early end of input or read error is recorded, every later call
// returns a zero value, and Err reports it. A clean end of input is not an error.
// Errors about the input name its line and column, as in "line 3, column 5: want
// a signed 64-bit integer, got "x"".
//
// A Reader asks its io.Reader for more input only when the token or line asked for
// is not whole in its buffer, and takes what one Read returns (from a pipe, what is
// there), so an interactive solution gets each answer as soon as its line arrives.
//
// A Writer buffers output and formats integers without fmt. Its errors are sticky
// too and are returned by Flush. An interactive solution flushes each query with
// Flush, or writes through a LineWriter, which flushes every line.
//
// The package is submission code: standard library only, and it compiles under the
// go1.7 language rules of the oldest judges.
package judgeio

import (
	"bytes"
	"errors"
	"io"
	"strconv"
)

// bufSize is the initial size of a Reader's buffer; it grows only for a token
// longer than the buffer.
const bufSize = 64 << 10

// maxEmptyReads is how many successive empty reads without an error a Reader
// accepts before it gives up with io.ErrNoProgress.
const maxEmptyReads = 100

// newline is the separator counted to number lines.
var newline = []byte{'\n'}

// errNegativeRead is recorded when the underlying reader returns an impossible count.
var errNegativeRead = errors.New("judgeio: reader returned an invalid count")

// Error describes malformed input: where it is and what was wrong.
type Error struct {
	Line   int    // line of the offending byte, from 1
	Column int    // byte of that line, from 1; 0 when the error is about the whole line
	Msg    string // what was wrong, including the token
	Err    error  // the underlying error, io.ErrUnexpectedEOF for early end of input, or nil
}

// Error returns "line L, column C: message", or "line L: message" when Column
// is 0.
func (e *Error) Error() string {
	at := "line " + strconv.Itoa(e.Line)
	if e.Column > 0 {
		at += ", column " + strconv.Itoa(e.Column)
	}
	return at + ": " + e.Msg
}

// Unwrap returns e.Err, so that errors.Is(err, io.ErrUnexpectedEOF) tells early
// end of input from malformed input.
func (e *Error) Unwrap() error {
	return e.Err
}

// Reader reads whitespace-separated tokens from an io.Reader.
type Reader struct {
	rd  io.Reader
	buf []byte
	r   int   // read position in buf
	w   int   // end of valid data in buf
	off int64 // input offset of buf[0]
	eof bool  // rd has reported io.EOF
	err error // first error; io.EOF is not an error

	// lines counts the newlines before buf[0] and lineStart is the input offset
	// of the first byte after the last of them: fill counts the bytes it drops,
	// so that an error can name its line without the reading loops counting.
	lines     int
	lineStart int64
}

// NewReader returns a Reader with a 64 KiB buffer reading from rd.
func NewReader(rd io.Reader) *Reader {
	return &Reader{rd: rd, buf: make([]byte, bufSize)}
}

// Err returns the first error the Reader met: an *Error for malformed input or
// for input that ended where a token was required (then it names the last line,
// and its Err is io.ErrUnexpectedEOF), or the error of the underlying reader. It
// returns nil after a clean end of input.
func (r *Reader) Err() error {
	return r.err
}

// isSpace reports whether c is ASCII whitespace: space, \t, \n, \v, \f or \r.
func isSpace(c byte) bool {
	return c == ' ' || c-'\t' <= '\r'-'\t'
}

// fill moves the unread bytes to the front of the buffer, growing it when full,
// and reads more. It reports whether any new byte arrived.
func (r *Reader) fill() bool {
	if r.eof || r.err != nil {
		return false
	}
	if r.r > 0 {
		r.countLines(r.r)
		r.w = copy(r.buf, r.buf[r.r:r.w])
		r.off += int64(r.r)
		r.r = 0
	}
	if r.w == len(r.buf) {
		grown := make([]byte, 2*len(r.buf))
		copy(grown, r.buf[:r.w])
		r.buf = grown
	}
	for i := 0; i < maxEmptyReads; i++ {
		n, err := r.rd.Read(r.buf[r.w:])
		if n < 0 || n > len(r.buf)-r.w {
			r.err = errNegativeRead
			return false
		}
		r.w += n
		if err == io.EOF {
			r.eof = true
		} else if err != nil {
			r.err = err
		}
		if n > 0 || err != nil {
			return n > 0
		}
	}
	r.err = io.ErrNoProgress
	return false
}

// skipSpace advances past whitespace and reports whether a non-whitespace byte
// follows.
func (r *Reader) skipSpace() bool {
	for {
		for r.r < r.w {
			if !isSpace(r.buf[r.r]) {
				return true
			}
			r.r++
		}
		if !r.fill() {
			return false
		}
	}
}

// More skips whitespace and reports whether another token follows. It is the
// loop condition for formats that end at end of input.
func (r *Reader) More() bool {
	return r.err == nil && r.skipSpace()
}

// Token returns the next whitespace-separated token. The slice is valid only until
// the next call on r. At the end of input it records an early end of input (see
// Err) and returns nil.
func (r *Reader) Token() []byte {
	if r.err == nil {
		if start, end, ok := scanToken(r.buf[r.r:r.w]); ok {
			tok := r.buf[r.r+start : r.r+end]
			r.r += end
			return tok
		}
	}
	return r.token()
}

// scanToken is the fast path of Token: it returns the bounds in b of the first
// token of b, reporting false, leaving the general path to decide, when b holds
// no whitespace after a token.
func scanToken(b []byte) (start, end int, ok bool) {
	for start < len(b) && isSpace(b[start]) {
		start++
	}
	for end = start + 1; end < len(b); end++ {
		if isSpace(b[end]) {
			return start, end, true
		}
	}
	return 0, 0, false
}

// token is the general path of Token.
func (r *Reader) token() []byte {
	if r.err != nil {
		return nil
	}
	if !r.skipSpace() {
		r.failEOF()
		return nil
	}
	i := r.r + 1
	for {
		for i < r.w {
			if isSpace(r.buf[i]) {
				tok := r.buf[r.r:i]
				r.r = i
				return tok
			}
			i++
		}
		scanned := i - r.r
		if !r.fill() {
			if r.err != nil {
				return nil
			}
			tok := r.buf[r.r:r.w]
			r.r = r.w
			return tok
		}
		i = r.r + scanned
	}
}

// Int reads a token as a signed decimal int64: an optional + or - sign and at
// least one digit. A malformed token or a value outside int64 records an *Error
// and returns 0.
func (r *Reader) Int() int64 {
	if r.err == nil {
		if v, n, ok := scanShortInt(r.buf[r.r:r.w]); ok {
			r.r += n
			return v
		}
	}
	return r.intToken()
}

// intToken is the general path of Int.
func (r *Reader) intToken() int64 {
	tok := r.Token()
	if tok == nil {
		return 0
	}
	v, ok := parseInt(tok)
	if !ok {
		r.failToken(tok, "want a signed 64-bit integer")
	}
	return v
}

// Uint reads a token as an unsigned decimal uint64: digits only. A malformed token
// or a value above the uint64 range records an *Error and returns 0.
func (r *Reader) Uint() uint64 {
	tok := r.Token()
	if tok == nil {
		return 0
	}
	v, ok := parseUint(tok)
	if !ok {
		r.failToken(tok, "want an unsigned 64-bit integer")
	}
	return v
}

// Cells fills dst with the next len(dst) non-whitespace bytes, skipping any
// whitespace between them, so a grid reads the same whether its cells stand one to
// a token or a row to a line. It reports whether dst was filled; at the end of
// input it records an early end of input (see Err).
func (r *Reader) Cells(dst []byte) bool {
	if r.err != nil {
		return false
	}
	for n := 0; n < len(dst); {
		if !r.skipSpace() {
			r.failEOF()
			return false
		}
		for r.r < r.w && n < len(dst) && !isSpace(r.buf[r.r]) {
			dst[n] = r.buf[r.r]
			n++
			r.r++
		}
	}
	return true
}

// Line returns the rest of the current line without its "\n" or "\r\n" and moves
// to the start of the next one. The slice is valid only until the next call on r.
// The last line may lack its newline. At the end of input Line returns nil, false.
func (r *Reader) Line() ([]byte, bool) {
	if r.err != nil || (r.r == r.w && !r.fill()) {
		return nil, false
	}
	i := r.r
	for {
		for i < r.w {
			if r.buf[i] == '\n' {
				line := trimCR(r.buf[r.r:i])
				r.r = i + 1
				return line, true
			}
			i++
		}
		scanned := i - r.r
		if !r.fill() {
			if r.err != nil {
				return nil, false
			}
			line := trimCR(r.buf[r.r:r.w])
			r.r = r.w
			return line, true
		}
		i = r.r + scanned
	}
}

// trimCR drops one trailing '\r'.
func trimCR(b []byte) []byte {
	if len(b) > 0 && b[len(b)-1] == '\r' {
		return b[:len(b)-1]
	}
	return b
}

// Reject records that tok, the slice last returned by Token or Line or a part of
// it, is malformed, unless an earlier error stands, and returns Err(). The error
// is an *Error at the first byte of tok whose message is msg, a space and tok
// quoted (cut to 32 bytes), as in "line 2, column 7: want 0-9, got "10"". Given
// any other slice, it names the position of the next unread byte instead.
func (r *Reader) Reject(tok []byte, msg string) error {
	if r.err == nil {
		line, col := r.pos(r.index(tok))
		r.err = &Error{Line: line, Column: col, Msg: msg + " " + quote(tok)}
	}
	return r.err
}

// failToken records an *Error for tok, which must be the token just read.
func (r *Reader) failToken(tok []byte, want string) {
	r.Reject(tok, want+", got")
}

// failEOF records that the input ended where a token was required, unless an
// earlier error stands. The error names the last line of the input.
func (r *Reader) failEOF() {
	if r.err == nil {
		line, col := r.pos(r.w)
		if col == 1 && line > 1 {
			line-- // the input ends with a newline: name the line it ends
		}
		r.err = &Error{Line: line, Msg: io.ErrUnexpectedEOF.Error(), Err: io.ErrUnexpectedEOF}
	}
}

// quote returns tok as a Go string literal, cut to 32 bytes and followed by "..."
// when longer.
func quote(tok []byte) string {
	const maxShown = 32
	if len(tok) > maxShown {
		return strconv.Quote(string(tok[:maxShown])) + "..."
	}
	return strconv.Quote(string(tok))
}

// index returns the index in r.buf of b[0] when b is a nonempty part of the
// buffered input, and r.r otherwise.
func (r *Reader) index(b []byte) int {
	if len(b) > 0 {
		if i := cap(r.buf) - cap(b); i >= 0 && i < r.w && &r.buf[i] == &b[0] {
			return i
		}
	}
	return r.r
}

// countLines counts the newlines of buf[:n], which fill is about to drop.
func (r *Reader) countLines(n int) {
	dropped := r.buf[:n]
	r.lines += bytes.Count(dropped, newline)
	if i := bytes.LastIndexByte(dropped, '\n'); i >= 0 {
		r.lineStart = r.off + int64(i+1)
	}
}

// pos returns the line and the byte column, both from 1, of buf[i].
func (r *Reader) pos(i int) (line, column int) {
	seen := r.buf[:i]
	line = r.lines + 1 + bytes.Count(seen, newline)
	start := r.lineStart
	if j := bytes.LastIndexByte(seen, '\n'); j >= 0 {
		start = r.off + int64(j+1)
	}
	return line, int(r.off+int64(i)-start) + 1
}

// scanShortInt is the fast path of Int: it skips whitespace at the start of b and
// parses a signed integer of at most 18 digits, which cannot overflow, reporting
// how many bytes it consumed. It reports false, leaving the general path to
// decide, for anything else: a longer or malformed token, or one that may go on
// past the end of b.
func scanShortInt(b []byte) (int64, int, bool) {
	i := 0
	for i < len(b) && isSpace(b[i]) {
		i++
	}
	if i == len(b) {
		return 0, 0, false
	}
	neg := b[i] == '-'
	if neg || b[i] == '+' {
		i++
	}
	start := i
	var v int64
	for i < len(b) {
		d := b[i] - '0'
		if d > 9 {
			break
		}
		v = v*10 + int64(d)
		i++
	}
	if i == start || i-start > 18 || i == len(b) || !isSpace(b[i]) {
		return 0, 0, false
	}
	if neg {
		v = -v
	}
	return v, i, true
}

// parseUint parses decimal digits into a uint64, reporting false for an empty
// token, a non-digit or overflow.
func parseUint(tok []byte) (uint64, bool) {
	if len(tok) == 0 {
		return 0, false
	}
	const cutoff = ^uint64(0)/10 + 1
	var v uint64
	for _, c := range tok {
		d := c - '0'
		if d > 9 || v >= cutoff {
			return 0, false
		}
		v = v*10 + uint64(d)
		if v < uint64(d) {
			return 0, false
		}
	}
	return v, true
}

// parseInt parses an optionally signed decimal int64.
func parseInt(tok []byte) (int64, bool) {
	neg := false
	if len(tok) > 0 && (tok[0] == '-' || tok[0] == '+') {
		neg = tok[0] == '-'
		tok = tok[1:]
	}
	u, ok := parseUint(tok)
	if !ok {
		return 0, false
	}
	const limit = uint64(1) << 63
	if neg {
		if u > limit {
			return 0, false
		}
		return -int64(u), true
	}
	if u >= limit {
		return 0, false
	}
	return int64(u), true
}
