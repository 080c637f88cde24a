package p4929

import (
	"strings"
	"testing"

	"github.com/ojkit/ojkit/gen/problem"
)

func TestTooManyOnes(t *testing.T) {
	var b strings.Builder
	b.WriteString("11 500\n")
	for r := 0; r < 11; r++ {
		b.WriteString(strings.TrimSuffix(strings.Repeat("1 ", 500), " ") + "\n")
	}
	err := p4929{}.Validate("in", []byte(b.String()))
	if want := "in:12:1: more than 5000 ones"; err == nil || err.Error() != want {
		t.Errorf("Validate = %v, want %s", err, want)
	}
}

// TestOddFlag checks that nocover reads p4929's own flag -odd.
func TestOddFlag(t *testing.T) {
	o := problem.Options{Kind: "nocover", Rows: 20, Cols: 10, Ones: 60}.With("odd", 4)
	_, err := p4929{}.Generate(o)
	if want := "-odd 4: want an odd number in 3..-cols (10)"; err == nil || err.Error() != want {
		t.Errorf("Generate with -odd 4 = %v, want %s", err, want)
	}
	if _, err := (p4929{}).Generate(o.With("odd", 5)); err != nil {
		t.Errorf("Generate with -odd 5: %v", err)
	}
}
