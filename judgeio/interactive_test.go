package judgeio

import (
	"bytes"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// judgeSide is the judge's end of an interactive dialogue, as a Reader's
// io.Reader: each Read returns the next reply the judge has sent, and a Read
// with no reply sent is a Reader waiting for more than it was asked for,
// which would hang a real dialogue.
type judgeSide struct {
	t       *testing.T
	replies [][]byte
}

// send queues the judge's next reply.
func (j *judgeSide) send(s string) { j.replies = append(j.replies, []byte(s)) }

func (j *judgeSide) Read(p []byte) (int, error) {
	if len(j.replies) == 0 {
		j.t.Fatal("the Reader read past the token or line it was asked for: a dialogue would hang here")
	}
	n := copy(p, j.replies[0])
	if j.replies[0] = j.replies[0][n:]; len(j.replies[0]) == 0 {
		j.replies = j.replies[1:]
	}
	return n, nil
}

func TestReaderWaitsOnlyForWhatItReads(t *testing.T) {
	judge := &judgeSide{t: t}
	r := NewReader(judge)
	judge.send("26 1000\n")
	if n, q := r.Int(), r.Int(); n != 26 || q != 1000 {
		t.Fatalf("read %d %d, want 26 1000", n, q)
	}
	judge.send("<\n")
	if tok := string(r.Token()); tok != "<" {
		t.Fatalf("Token %q, want <", tok)
	}
	judge.send("-1")
	judge.send("2\n") // a token split across two writes of the judge
	if v := r.Int(); v != -12 {
		t.Fatalf("Int %d, want -12", v)
	}
	judge.send("rest of a line\r\n")
	if line, ok := r.Line(); !ok || len(line) != 0 {
		t.Fatalf("Line %q, want the empty end of the line of -12", line)
	}
	if line, ok := r.Line(); !ok || string(line) != "rest of a line" {
		t.Fatalf("Line %q, want the judge's line", line)
	}
	if r.Err() != nil {
		t.Fatal(r.Err())
	}
}

// countingWriter records each write it gets.
type countingWriter struct{ writes []string }

func (c *countingWriter) Write(p []byte) (int, error) {
	c.writes = append(c.writes, string(p))
	return len(p), nil
}

func TestLineWriter(t *testing.T) {
	var judge countingWriter
	w := NewLineWriter(&judge)
	w.WriteString("? ")
	w.WriteInt(1)
	w.WriteByte(' ')
	w.Write([]byte("2"))
	if len(judge.writes) != 0 {
		t.Fatalf("writes %q before the end of the line", judge.writes)
	}
	w.WriteByte('\n')
	w.WriteString("? 3 4\n? 5 ") // flushed whole: it holds a newline
	w.WriteInts([]int{6, 7}, 0)
	w.Write([]byte("! ABC\n"))
	w.WriteString("unfinished")
	want := []string{"? 1 2\n", "? 3 4\n? 5 ", "6 7\n", "! ABC\n"}
	if diff := cmp.Diff(want, judge.writes); diff != "" {
		t.Errorf("writes (-want +got):\n%s", diff)
	}
	if err := w.Flush(); err != nil || !bytes.Equal([]byte(judge.writes[len(want)]), []byte("unfinished")) {
		t.Errorf("Flush: %v, writes %q", err, judge.writes)
	}
}
