package judgeio

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// sum writes the sum of the numbers of its input.
func sum(in *Reader, out *Writer) error {
	var s int64
	for in.More() {
		s += in.Int()
	}
	out.WriteInt(s)
	out.WriteByte('\n')
	return in.Err()
}

func TestRunFiles(t *testing.T) {
	t.Chdir(t.TempDir())
	write := func(name, data string, age time.Duration) {
		t.Helper()
		if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		at := time.Now().Add(-age)
		if err := os.Chtimes(name, at, at); err != nil {
			t.Fatal(err)
		}
	}
	write("cownomics.in", "1 2 3\n", 0)
	write("climb_a_input.txt", "10 20\n", time.Hour)
	write("climb_b_input.txt", "1 1\n", time.Minute)
	write("climb_input.txt.bak", "5\n", 0)
	for _, c := range []struct {
		in, out, want, stderr string
		code                  int
	}{
		{"cownomics.in", "cownomics.out", "6\n", "", 0},
		{"/climb_.*input[.]txt/", "climb_output.txt", "2\n", "", 0},
		{"missing.in", "x.out", "", "prog: open missing.in: no such file or directory\n", 1},
		{"/nothing_.*/", "y.out", "", "prog: no file here matches the input pattern /nothing_.*/\n", 1},
		{"/(/", "z.out", "", "prog: error parsing regexp: missing closing ): `^(?:()$`\n", 1},
	} {
		var stderr bytes.Buffer
		code := runFiles("prog", c.in, c.out, &stderr, sum)
		got, _ := os.ReadFile(c.out)
		if code != c.code || string(got) != c.want || stderr.String() != c.stderr {
			t.Errorf("runFiles(%q, %q) = %d, output %q, stderr %q; want %d, %q, %q", c.in, c.out, code, got, stderr.String(), c.code, c.want, c.stderr)
		}
	}
	var stderr bytes.Buffer
	if code := runFiles("prog", "cownomics.in", filepath.Join("no", "such", "dir.out"), &stderr, sum); code != 1 || stderr.Len() == 0 {
		t.Errorf("an output file that cannot be made: status %d, stderr %q; want 1 and a message", code, stderr.String())
	}
}
