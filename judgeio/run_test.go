package judgeio

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	double := func(in *Reader, out *Writer) error {
		for in.More() {
			v := in.Int()
			if in.Err() != nil {
				return in.Err()
			}
			if v < 0 {
				return errors.New("negative number")
			}
			out.WriteInt(2 * v)
			out.WriteByte('\n')
		}
		return nil
	}
	cases := []struct {
		in, stdout, stderr string
		code               int
	}{
		{"1 2\n", "2\n4\n", "", 0},
		{"1 -2 3", "2\n", "prog: negative number\n", 1},
		{"1 x", "2\n", "prog: line 1, column 3: want a signed 64-bit integer, got \"x\"\n", 1},
	}
	for _, c := range cases {
		var stdout, stderr bytes.Buffer
		code := run("prog", strings.NewReader(c.in), &stdout, &stderr, double)
		if code != c.code || stdout.String() != c.stdout || stderr.String() != c.stderr {
			t.Errorf("run(%q) = %d, stdout %q, stderr %q; want %d, %q, %q",
				c.in, code, stdout.String(), stderr.String(), c.code, c.stdout, c.stderr)
		}
	}
}

func TestRunReportsFlushError(t *testing.T) {
	var stderr bytes.Buffer
	code := run("prog", strings.NewReader(""), &failWriter{}, &stderr, func(in *Reader, out *Writer) error {
		out.WriteString("answer\n")
		return nil
	})
	if code != 1 || stderr.String() != "prog: disk full\n" {
		t.Errorf("run() = %d, stderr %q; want 1, %q", code, stderr.String(), "prog: disk full\n")
	}
}
