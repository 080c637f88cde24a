package judgeio

import (
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// feeds are the ways a test hands its input to a Reader: whole, a byte at a time,
// half of each read, and with io.EOF arriving together with the last bytes.
var feeds = map[string]func(io.Reader) io.Reader{
	"plain":   func(r io.Reader) io.Reader { return r },
	"onebyte": iotest.OneByteReader,
	"half":    iotest.HalfReader,
	"dataerr": iotest.DataErrReader,
}

// newTestReader returns a Reader over s fed through feed, with a small buffer when
// small is set, so that tokens straddle refills.
func newTestReader(s string, feed func(io.Reader) io.Reader, small bool) *Reader {
	r := NewReader(feed(strings.NewReader(s)))
	if small {
		r.buf = make([]byte, 4)
	}
	return r
}

// forEachFeed runs f under every feed, with the normal and a tiny buffer.
func forEachFeed(t *testing.T, f func(t *testing.T, newReader func(string) *Reader)) {
	for name, feed := range feeds {
		for _, small := range []bool{false, true} {
			feed, small := feed, small
			t.Run(name+"/small="+strconv.FormatBool(small), func(t *testing.T) {
				f(t, func(s string) *Reader { return newTestReader(s, feed, small) })
			})
		}
	}
}

// tokens reads every token of r as a string.
func tokens(r *Reader) []string {
	var got []string
	for r.More() {
		got = append(got, string(r.Token()))
	}
	return got
}

func TestTokens(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{" \t\r\n\v\f", nil},
		{"a", []string{"a"}},
		{"a b\nc\n", []string{"a", "b", "c"}},
		{"a b\r\nc\r\n", []string{"a", "b", "c"}},
		{"  lead and trail  \n\n", []string{"lead", "and", "trail"}},
		{"no final newline", []string{"no", "final", "newline"}},
		{"-A--\r\n--B-   \r\n\r\n\r\nCD--", []string{"-A--", "--B-", "CD--"}},
		{"tab\tsep\vvt\fff", []string{"tab", "sep", "vt", "ff"}},
		{"\x00\xff é", []string{"\x00\xff", "é"}},
	}
	forEachFeed(t, func(t *testing.T, newReader func(string) *Reader) {
		for _, c := range cases {
			r := newReader(c.in)
			if diff := cmp.Diff(c.want, tokens(r)); diff != "" {
				t.Errorf("tokens of %q (-want +got):\n%s", c.in, diff)
			}
			if err := r.Err(); err != nil {
				t.Errorf("tokens of %q: Err() = %v, want nil", c.in, err)
			}
		}
	})
}

func TestTokenAtEOF(t *testing.T) {
	r := NewReader(strings.NewReader("x  \n"))
	if got := string(r.Token()); got != "x" {
		t.Fatalf("Token() = %q, want x", got)
	}
	if got := r.Token(); got != nil {
		t.Errorf("Token() at EOF = %q, want nil", got)
	}
	checkEOF(t, r.Err(), "line 1: unexpected EOF")
}

// checkEOF checks that err is an early end of input with the message want.
func checkEOF(t *testing.T, err error, want string) {
	t.Helper()
	if !errors.Is(err, io.ErrUnexpectedEOF) || err.Error() != want {
		t.Errorf("Err() = %v, want %q wrapping io.ErrUnexpectedEOF", err, want)
	}
}

func TestTokensStraddleBuffer(t *testing.T) {
	var b strings.Builder
	for i := 0; b.Len() < 3*bufSize; i++ {
		b.WriteString(strconv.Itoa(i * 7919))
		b.WriteString([]string{" ", "\n", "\r\n", "  \t"}[i%4])
	}
	long := strings.Repeat("L", bufSize+bufSize/2)
	b.WriteString(long)
	in := b.String()
	for name, feed := range feeds {
		r := NewReader(feed(strings.NewReader(in)))
		if diff := cmp.Diff(strings.Fields(in), tokens(r)); diff != "" {
			t.Errorf("%s: tokens (-want +got):\n%s", name, diff)
		}
	}
}

func TestInt(t *testing.T) {
	cases := []struct {
		tok     string
		want    int64
		wantErr bool
	}{
		{"0", 0, false},
		{"-0", 0, false},
		{"+7", 7, false},
		{"0042", 42, false},
		{"9223372036854775807", 9223372036854775807, false},
		{"-9223372036854775808", -9223372036854775808, false},
		{"9223372036854775808", 0, true},
		{"-9223372036854775809", 0, true},
		{"99999999999999999999", 0, true},
		{"18446744073709551616", 0, true},
		{"12a", 0, true},
		{"a", 0, true},
		{"-", 0, true},
		{"+", 0, true},
		{"--1", 0, true},
		{"1-", 0, true},
		{"0x10", 0, true},
		{"1_000", 0, true},
	}
	forEachFeed(t, func(t *testing.T, newReader func(string) *Reader) {
		for _, c := range cases {
			r := newReader("  " + c.tok + "\r\n")
			got := r.Int()
			if got != c.want {
				t.Errorf("Int() of %q = %d, want %d", c.tok, got, c.want)
			}
			checkErr(t, r, c.tok, c.wantErr, 1, 3)
		}
	})
}

func TestUint(t *testing.T) {
	cases := []struct {
		tok     string
		want    uint64
		wantErr bool
	}{
		{"0", 0, false},
		{"18446744073709551615", 18446744073709551615, false},
		{"18446744073709551616", 0, true},
		{"18446744073709551620", 0, true},
		{"100000000000000000000", 0, true},
		{"+1", 0, true},
		{"-1", 0, true},
		{"1.5", 0, true},
	}
	forEachFeed(t, func(t *testing.T, newReader func(string) *Reader) {
		for _, c := range cases {
			r := newReader("\n" + c.tok)
			got := r.Uint()
			if got != c.want {
				t.Errorf("Uint() of %q = %d, want %d", c.tok, got, c.want)
			}
			checkErr(t, r, c.tok, c.wantErr, 2, 1)
		}
	})
}

// checkErr checks that r holds an *Error at line and column when wantErr is set,
// and no error otherwise.
func checkErr(t *testing.T, r *Reader, tok string, wantErr bool, line, column int) {
	t.Helper()
	err := r.Err()
	if !wantErr {
		if err != nil {
			t.Errorf("%q: Err() = %v, want nil", tok, err)
		}
		return
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Errorf("%q: Err() = %v, want an *Error", tok, err)
		return
	}
	if e.Line != line || e.Column != column || !strings.Contains(e.Msg, strconv.Quote(tok)) {
		t.Errorf("%q: Err() = %v, want line %d, column %d and the token quoted", tok, err, line, column)
	}
}

func TestErrorsAreSticky(t *testing.T) {
	r := NewReader(strings.NewReader("1 x 3 4\n"))
	if got := r.Int(); got != 1 {
		t.Fatalf("Int() = %d, want 1", got)
	}
	r.Int()
	want := "line 1, column 3: want a signed 64-bit integer, got \"x\""
	if err := r.Err(); err == nil || err.Error() != want {
		t.Fatalf("Err() = %v, want %s", err, want)
	}
	if r.More() || r.Int() != 0 || r.Token() != nil || r.Cells(make([]byte, 1)) {
		t.Error("reads after an error should fail")
	}
	if line, ok := r.Line(); ok {
		t.Errorf("Line() after an error = %q, true; want nil, false", line)
	}
}

func TestLongTokenInError(t *testing.T) {
	tok := strings.Repeat("9", 40) + "z"
	r := NewReader(strings.NewReader(tok))
	r.Int()
	want := `line 1, column 1: want a signed 64-bit integer, got "` + strings.Repeat("9", 32) + `"...`
	if err := r.Err(); err == nil || err.Error() != want {
		t.Errorf("Err() = %v, want %s", err, want)
	}
}

func TestErrorPosition(t *testing.T) {
	cases := []struct {
		in   string
		want string
	}{
		{"x", "line 1, column 1"},
		{"1 2\n3 x", "line 2, column 3"},
		{"1\r\n\r\n  \t7\r\n 1x\r\n", "line 4, column 2"},
		{"\n\n\n\n\n\n\n\n\n\n\n12345 99999999999999999999", "line 12, column 7"},
	}
	forEachFeed(t, func(t *testing.T, newReader func(string) *Reader) {
		for _, c := range cases {
			r := newReader(c.in)
			for r.More() {
				r.Int()
			}
			want := c.want + ": want a signed 64-bit integer, got "
			if err := r.Err(); err == nil || !strings.HasPrefix(err.Error(), want) {
				t.Errorf("%q: Err() = %v, want %s...", c.in, err, want)
			}
		}
	})
}

func TestErrorPositionAfterRefills(t *testing.T) {
	var b strings.Builder
	lines := 0
	for b.Len() < 3*bufSize {
		b.WriteString("12 345\r\n\n")
		lines += 2
	}
	in := b.String() + "  6 +x"
	for name, feed := range feeds {
		r := NewReader(feed(strings.NewReader(in)))
		for r.More() {
			r.Int()
		}
		want := "line " + strconv.Itoa(lines+1) + ", column 5: want a signed 64-bit integer, got \"+x\""
		if err := r.Err(); err == nil || err.Error() != want {
			t.Errorf("%s: Err() = %v, want %s", name, err, want)
		}
	}
}

func TestEOFLine(t *testing.T) {
	cases := []struct {
		in   string
		want string
	}{
		{"", "line 1: unexpected EOF"},
		{"1", "line 1: unexpected EOF"},
		{"1\n", "line 1: unexpected EOF"},
		{"1\r\n", "line 1: unexpected EOF"},
		{"1\n2", "line 2: unexpected EOF"},
		{"\n1\n\n\n", "line 4: unexpected EOF"},
		{"1  \t", "line 1: unexpected EOF"},
	}
	forEachFeed(t, func(t *testing.T, newReader func(string) *Reader) {
		for _, c := range cases {
			r := newReader(c.in)
			for r.More() {
				r.Int()
			}
			r.Token()
			checkEOF(t, r.Err(), c.want)
		}
	})
}

func TestReject(t *testing.T) {
	forEachFeed(t, func(t *testing.T, newReader func(string) *Reader) {
		r := newReader("ab\r\n  cdef gh\n")
		r.Token()
		tok := r.Token()
		err := r.Reject(tok[2:3], "want c or d, got")
		want := `line 2, column 5: want c or d, got "e"`
		if err == nil || err.Error() != want || r.Err() != err {
			t.Errorf("Reject(part of a token) = %v, Err() = %v; want %s from both", err, r.Err(), want)
		}
		if err := r.Reject([]byte("zz"), "later"); err == nil || err.Error() != want {
			t.Errorf("Reject after an error = %v, want the first error %s", err, want)
		}
		if r.Token() != nil {
			t.Error("Token() after Reject is not nil")
		}
	})
	forEachFeed(t, func(t *testing.T, newReader func(string) *Reader) {
		r := newReader("1\n two\n")
		r.Int()
		r.Line()
		line, _ := r.Line()
		want := `line 2, column 1: bad line " two"`
		if err := r.Reject(line, "bad line"); err == nil || err.Error() != want {
			t.Errorf("Reject(a line) = %v, want %s", err, want)
		}
	})
	r := NewReader(strings.NewReader("1\n  2"))
	r.Int()
	want := `line 1, column 2: not from the input "x"`
	if err := r.Reject([]byte("x"), "not from the input"); err == nil || err.Error() != want {
		t.Errorf("Reject(a foreign slice) = %v, want %s at the next unread byte", err, want)
	}
}

func TestCells(t *testing.T) {
	forEachFeed(t, func(t *testing.T, newReader func(string) *Reader) {
		r := newReader("\r\n AB-\r\nC D \n-EF\nGH")
		var grid [9]byte
		if !r.Cells(grid[:]) {
			t.Fatalf("Cells() = false, Err() = %v", r.Err())
		}
		if diff := cmp.Diff("AB-CD-EFG", string(grid[:])); diff != "" {
			t.Errorf("Cells (-want +got):\n%s", diff)
		}
		if got := string(r.Token()); got != "H" {
			t.Errorf("Token() after Cells = %q, want H", got)
		}
		if r.Cells(grid[:1]) {
			t.Error("Cells at EOF = true")
		}
		checkEOF(t, r.Err(), "line 5: unexpected EOF")
	})
}

func TestCellsEmpty(t *testing.T) {
	r := NewReader(strings.NewReader(""))
	if !r.Cells(nil) || r.Err() != nil {
		t.Errorf("Cells(nil) = false or Err() = %v; want true, nil", r.Err())
	}
}

func TestLine(t *testing.T) {
	forEachFeed(t, func(t *testing.T, newReader func(string) *Reader) {
		r := newReader("4 a b\r\nsecond line\n\n\r\nlast")
		if got := r.Int(); got != 4 {
			t.Fatalf("Int() = %d, want 4", got)
		}
		var got []string
		for {
			line, ok := r.Line()
			if !ok {
				break
			}
			got = append(got, string(line))
		}
		want := []string{" a b", "second line", "", "", "last"}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("lines (-want +got):\n%s", diff)
		}
		if err := r.Err(); err != nil {
			t.Errorf("Err() = %v, want nil", err)
		}
	})
}

func TestReadError(t *testing.T) {
	boom := errors.New("boom")
	r := NewReader(io.MultiReader(strings.NewReader("12 3"), iotest.ErrReader(boom)))
	if got := r.Int(); got != 12 {
		t.Errorf("Int() = %d, want 12", got)
	}
	if got := r.Int(); got != 0 {
		t.Errorf("Int() over a failing read = %d, want 0", got)
	}
	if err := r.Err(); err != boom {
		t.Errorf("Err() = %v, want boom", err)
	}
}

// emptyReader returns 0, nil forever.
type emptyReader struct{}

func (emptyReader) Read([]byte) (int, error) { return 0, nil }

// liarReader claims to have read more than it was given.
type liarReader struct{}

func (liarReader) Read(p []byte) (int, error) { return len(p) + 1, nil }

func TestBrokenReaders(t *testing.T) {
	for _, c := range []struct {
		name string
		rd   io.Reader
		want error
	}{
		{"no progress", emptyReader{}, io.ErrNoProgress},
		{"invalid count", liarReader{}, errNegativeRead},
	} {
		r := NewReader(c.rd)
		if r.More() {
			t.Errorf("%s: More() = true", c.name)
		}
		if err := r.Err(); err != c.want {
			t.Errorf("%s: Err() = %v, want %v", c.name, err, c.want)
		}
	}
}

// FuzzInt checks Reader.Int against strings.Fields and strconv.ParseInt on the
// same bytes: the same values, and a failure at the same token, whose line and
// column are counted independently from the bytes before it.
func FuzzInt(f *testing.F) {
	for _, s := range []string{"1 2 3", "-9223372036854775808 9223372036854775807", "9223372036854775808",
		"12a 5", "+5\r\n-6\r\n", " ", "", "- +", "007", "1\n2\n\n  3 x", "1\r\n\r\n"} {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, s string, feed uint8) {
		s = asciiOnly(s)
		names := []string{"plain", "onebyte", "half", "dataerr"}
		r := newTestReader(s, feeds[names[int(feed)%len(names)]], feed >= 128)
		rest := s
		for i, field := range strings.Fields(s) {
			at := len(s) - len(rest) + strings.Index(rest, field)
			rest = s[at+len(field):]
			want, err := strconv.ParseInt(field, 10, 64)
			got := r.Int()
			if err != nil {
				line, col := position(s, at)
				var e *Error
				if !errors.As(r.Err(), &e) || e.Line != line || e.Column != col {
					t.Fatalf("field %d %q: ParseInt fails (%v), Int() = %d, Err() = %v; want an *Error at line %d, column %d",
						i, field, err, got, r.Err(), line, col)
				}
				return
			}
			if got != want || r.Err() != nil {
				t.Fatalf("field %d %q: Int() = %d, %v; want %d", i, field, got, r.Err(), want)
			}
		}
		if r.More() {
			t.Fatalf("More() = true after every field of %q", s)
		}
		r.Int()
		checkEOF(t, r.Err(), "line "+strconv.Itoa(lastLine(s))+": unexpected EOF")
	})
}

// FuzzTokens checks Reader.Token against strings.Fields on the same bytes.
func FuzzTokens(f *testing.F) {
	for _, s := range []string{"a b", " \r\n", "", "-A--\r\n--B-   \r\n\r\nCD--", "x\ty\vz\f"} {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, s string, feed uint8) {
		s = asciiOnly(s)
		names := []string{"plain", "onebyte", "half", "dataerr"}
		r := newTestReader(s, feeds[names[int(feed)%len(names)]], feed >= 128)
		if diff := cmp.Diff(strings.Fields(s), tokens(r), cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("tokens of %q (-want +got):\n%s", s, diff)
		}
		if r.Token(); !errors.Is(r.Err(), io.ErrUnexpectedEOF) {
			t.Fatalf("Token() at EOF: Err() = %v, want io.ErrUnexpectedEOF", r.Err())
		}
	})
}

// position returns the line and byte column, from 1, of s[i].
func position(s string, i int) (line, column int) {
	return strings.Count(s[:i], "\n") + 1, i - strings.LastIndex(s[:i], "\n")
}

// lastLine returns the number of the line holding the last byte of s, 1 if s is
// empty.
func lastLine(s string) int {
	return strings.Count(strings.TrimSuffix(s, "\n"), "\n") + 1
}

// asciiOnly replaces the bytes above 0x7f, so that strings.Fields (which also splits
// on Unicode spaces) and the Reader (ASCII whitespace only) see the same fields.
func asciiOnly(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c > 0x7f {
			b[i] = '#'
		}
	}
	return string(b)
}
