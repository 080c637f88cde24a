package newproblem

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestNormalize(t *testing.T) {
	cases := map[string]string{
		"":             "",
		"6":            "6\n",
		"6\r\n":        "6\n",
		"1 2\r\n3\r\n": "1 2\n3\n",
		"a\rb\n":       "a\rb\n",
		"\n":           "\n",
	}
	for in, want := range cases {
		if diff := cmp.Diff(want, string(normalize([]byte(in)))); diff != "" {
			t.Errorf("normalize(%q) (-want +got):\n%s", in, diff)
		}
	}
}

func TestCheckSamplesRefusesFileLines(t *testing.T) {
	ss := []sample{{"s", []byte("1\n"), []byte("x\n-- in.txt --\n")}}
	_, err := checkSamples(ss, "dir")
	want := `dir: sample s has the line "-- in.txt --", which a txtar archive reads as a file name`
	if err == nil || err.Error() != want {
		t.Errorf("checkSamples: %v, want %s", err, want)
	}
}
