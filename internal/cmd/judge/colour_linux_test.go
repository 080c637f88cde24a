package judge

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ojkit/ojkit/internal/term/ptytest"
)

// TestColourOnTerminal judges with stdout on a pseudo-terminal: under
// -color auto the verdicts are painted, unless NO_COLOR is set or TERM is
// dumb.
func TestColourOnTerminal(t *testing.T) {
	for _, c := range []struct {
		noColor, term string
		colour        bool
	}{{"", "xterm-256color", true}, {"1", "xterm-256color", false}, {"", "dumb", false}} {
		t.Setenv("NO_COLOR", c.noColor)
		t.Setenv("TERM", c.term)
		tty, written := ptytest.Open(t)
		var stderr bytes.Buffer
		code := Run([]string{"-tests", sudokuTests(t), "cat"}, tty, &stderr)
		out := string(written())
		if code != 1 || stderr.Len() > 0 {
			t.Fatalf("judge exited %d, want 1; stderr:\n%s", code, stderr.String())
		}
		painted := strings.Contains(out, "b     \x1b[31mWA\x1b[0m") && strings.Contains(out, " 7 8 9 \x1b[32m1\x1b[0m \x1b[32m2\x1b[0m 3")
		if painted != c.colour || !c.colour && strings.Contains(out, "\x1b[") {
			t.Errorf("NO_COLOR=%q TERM=%s: painted %v, want %v; the terminal received:\n%q", c.noColor, c.term, painted, c.colour, out)
		}
	}
}
