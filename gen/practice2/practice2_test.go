package practice2

import (
	"bytes"
	"fmt"
	"testing"
)

func TestSortingValidate(t *testing.T) {
	for _, c := range []struct {
		input, want string
	}{
		{"5 7\nCAEBD\n", "<nil>"},
		{"26 100\nadaptive 12\n", "<nil>"},
		{"26 7\nABCDEFGHIJKLMNOPQRSTUVWXYZ\n", "in:1:1: (N, Q) = (26, 7): want (26, 1000), (26, 100) or (5, 7)"},
		{"5 7\nCAEB\n", "in:2:5: an order of 4 balls, want 5"},
		{"5 7\nCAEBF\n", `in:2:5: 'F' is not one of the first 5 capital letters (or want ` + "`adaptive SEED`)"},
		{"5 7\nCAEBA\n", "in:2:5: A twice in the order"},
		{"5 7\nadaptive -1\n", "in:2:10: want `adaptive SEED`, SEED a whole number"},
		{"5 7\n", "in:2:1: input ends early: want the order of the weights or `adaptive SEED`"},
		{"5 7\nABCDE\nABCDE\n", "in:3:1: unexpected line after the second line"},
	} {
		got := fmt.Sprint(practice2{}.Validate("in", []byte(c.input)))
		if got != c.want {
			t.Errorf("Validate(%q) = %s, want %s", c.input, got, c.want)
		}
	}
}

// TestSortingSimpler checks that the shrink's variants of a test are valid
// and nearer to the labels' order, or an adversary with seed 0.
func TestSortingSimpler(t *testing.T) {
	p := practice2{}
	for _, c := range []struct {
		input string
		want  []string
	}{
		{"5 7\nCAEBD\n", []string{"5 7\nACEBD\n", "5 7\nCABED\n"}},
		{"5 7\nadaptive 9\n", []string{"5 7\nadaptive 0\n"}},
		{"5 7\nadaptive 0\n", nil},
	} {
		var got []string
		for _, v := range p.Simpler([]byte(c.input)) {
			if err := p.Validate("variant", v); err != nil {
				t.Error(err)
			}
			if bytes.Equal(v, []byte(c.input)) {
				t.Errorf("%q: a variant equal to the test", c.input)
			}
			got = append(got, string(v))
		}
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("Simpler(%q) = %q, want %q", c.input, got, c.want)
		}
	}
}
