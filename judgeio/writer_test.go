package judgeio

import (
	"bytes"
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestWriter(t *testing.T) {
	var out bytes.Buffer
	w := NewWriter(&out)
	for _, v := range []int64{0, 7, -7, 10, 1234567890, -9223372036854775808, 9223372036854775807} {
		w.WriteInt(v)
		w.WriteByte(' ')
	}
	w.WriteString("ok\n")
	w.Write([]byte("end"))
	if out.Len() != 0 {
		t.Errorf("%d bytes reached the writer before Flush", out.Len())
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	want := "0 7 -7 10 1234567890 -9223372036854775808 9223372036854775807 ok\nend"
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("output (-want +got):\n%s", diff)
	}
}

func TestWriteInts(t *testing.T) {
	for _, c := range []struct {
		vs   []int
		add  int
		want string
	}{
		{nil, 1, "\n"},
		{[]int{0}, 1, "1\n"},
		{[]int{0, 4, 11}, 1, "1 5 12\n"},
		{[]int{-3, 0, 3}, 0, "-3 0 3\n"},
	} {
		var out bytes.Buffer
		w := NewWriter(&out)
		if err := w.WriteInts(c.vs, c.add); err != nil {
			t.Fatal(err)
		}
		w.Flush()
		if out.String() != c.want {
			t.Errorf("WriteInts(%v, %d) wrote %q, want %q", c.vs, c.add, out.String(), c.want)
		}
	}
}

func TestWriterLargeOutput(t *testing.T) {
	var out, want bytes.Buffer
	w := NewWriter(&out)
	big := strings.Repeat("x", 3*bufSize)
	for i := int64(0); i < 50000; i++ {
		w.WriteInt(i * 31)
		w.WriteByte('\n')
		want.WriteString(strconv.FormatInt(i*31, 10) + "\n")
		if i%10000 == 0 {
			w.WriteString(big)
			w.Write([]byte(big))
			want.WriteString(big + big)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(want.Bytes(), out.Bytes()) {
		t.Errorf("large output differs: got %d bytes, want %d", out.Len(), want.Len())
	}
}

// failWriter accepts limit bytes, then fails.
type failWriter struct {
	limit int
	short bool
}

var errFull = errors.New("disk full")

func (f *failWriter) Write(p []byte) (int, error) {
	if len(p) <= f.limit {
		f.limit -= len(p)
		return len(p), nil
	}
	if f.short {
		return f.limit, nil
	}
	return f.limit, errFull
}

func TestWriterErrorsAreSticky(t *testing.T) {
	for _, c := range []struct {
		short bool
		want  error
	}{{false, errFull}, {true, io.ErrShortWrite}} {
		w := NewWriter(&failWriter{limit: 10, short: c.short})
		w.WriteString(strings.Repeat("y", bufSize+1))
		if err := w.WriteByte('z'); err != c.want {
			t.Errorf("WriteByte after a failed write = %v, want %v", err, c.want)
		}
		if err := w.WriteInt(1); err != c.want {
			t.Errorf("WriteInt after a failed write = %v, want %v", err, c.want)
		}
		if n, err := w.WriteString("abc"); n != 0 || err != c.want {
			t.Errorf("WriteString after a failed write = %d, %v; want 0, %v", n, err, c.want)
		}
		if err := w.Flush(); err != c.want {
			t.Errorf("Flush() = %v, want %v", err, c.want)
		}
	}
}

func TestWriteIntDoesNotAllocate(t *testing.T) {
	w := NewWriter(io.Discard)
	allocs := testing.AllocsPerRun(1000, func() {
		w.WriteInt(-1234567)
		w.WriteByte('\n')
	})
	if allocs != 0 {
		t.Errorf("WriteInt allocates %.1f times per call, want 0", allocs)
	}
}
