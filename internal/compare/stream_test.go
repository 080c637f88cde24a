package compare

import (
	"bytes"
	"runtime"
	"strings"
	"testing"

	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/verdict"
)

// TestCompareAnswerFile checks that reading the answer as it goes gives the
// verdict of comparing it whole, for each mode and many pairs of outputs.
func TestCompareAnswerFile(t *testing.T) {
	texts := []string{"", "\n", "1 2\n3\n", "1 2\n3", "1  2 \n3\n\n", "1 2\n4\n", "1 2\n", "1 2\n3\n4\n", "1.0 2\n3\n", "1.0000001 2\n3\n", "a\n\nb\n", "a\nb\n", "a \n\nb\n\n\n", "x"}
	for _, mode := range []string{"exact", "lines", "tokens", "float 1e-6"} {
		c, err := NewComparer(compareOf(t, mode, ""), 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, answer := range texts {
			for _, output := range texts {
				whole, err := c.Compare(nil, []byte(output), []byte(answer))
				if err != nil {
					t.Fatal(err)
				}
				streamed, err := CompareAnswerFile(c, nil, []byte(output), bytes.NewReader([]byte(answer)))
				if err != nil {
					t.Fatal(err)
				}
				if streamed.Verdict != whole.Verdict {
					t.Errorf("%s, output %q, answer %q: streamed %s (%s), whole %s", mode, output, answer, streamed.Verdict, streamed.Detail, whole.Verdict)
				}
				if streamed.Verdict != verdict.AC && !strings.HasSuffix(streamed.Detail, largeNote) {
					t.Errorf("%s, output %q, answer %q: detail %q lacks the note on the diff", mode, output, answer, streamed.Detail)
				}
			}
		}
	}
}

func TestCompareAnswerFileFirstDifference(t *testing.T) {
	c, _ := NewComparer(directive.Compare{Mode: "tokens"}, 0)
	j, err := CompareAnswerFile(c, nil, []byte("1 2 5\n"), strings.NewReader("1 2 3 4\n"))
	if err != nil {
		t.Fatal(err)
	}
	if want := `token 3: want "3", got "5"` + largeNote; j.Verdict != verdict.WA || j.Detail != want {
		t.Errorf("got %s %q, want WA %q", j.Verdict, j.Detail, want)
	}
}

// TestCompareAnswerFileLongToken compares a token of 8 MiB streamed: it
// allocates less than a MiB, whatever the token's length.
func TestCompareAnswerFileLongToken(t *testing.T) {
	c, _ := NewComparer(directive.Compare{Mode: "tokens"}, 0)
	token := bytes.Repeat([]byte("z"), 8<<20)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	j, err := CompareAnswerFile(c, nil, token, bytes.NewReader(token))
	runtime.ReadMemStats(&after)
	if err != nil || j.Verdict != verdict.AC {
		t.Fatalf("%s %q, %v; want AC", j.Verdict, j.Detail, err)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 1<<20 {
		t.Errorf("%d bytes allocated comparing an 8 MiB token, want under a MiB", alloc)
	}
}
