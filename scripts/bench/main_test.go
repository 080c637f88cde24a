package main

import (
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/ojkit/ojkit/internal/scripttest"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"bench": main})
}

// TestScripts pins the command's output shape, checks and errors
// (testdata/*.txtar), with ojkit's cache in the user's cache directory, as
// ojkit's scripts keep it: testscript's HOME is one a user other than root
// cannot write.
func TestScripts(t *testing.T) {
	scripttest.Run(t, "testdata", false, nil)
}

// TestFormatRate checks that slow rates keep three significant digits.
func TestFormatRate(t *testing.T) {
	for _, c := range []struct {
		rate float64
		want string
	}{
		{0.41625, "0.416"}, {2.5, "2.50"}, {12.34, "12.3"}, {100.4, "100"}, {189209.4, "189209"},
	} {
		if got := formatRate(c.rate); got != c.want {
			t.Errorf("formatRate(%v) = %q, want %q", c.rate, got, c.want)
		}
	}
}
