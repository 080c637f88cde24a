package term_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/term"
	"github.com/ojkit/ojkit/internal/term/ptytest"
)

// TestAutoOnTerminal checks -color auto on a pseudo-terminal: colour, but
// none with NO_COLOR or TERM=dumb, and none on a file.
func TestAutoOnTerminal(t *testing.T) {
	tty, written := ptytest.Open(t)
	file, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	cases := []struct {
		env  map[string]string
		file *os.File
		want bool
	}{
		{map[string]string{"TERM": "xterm"}, tty, true},
		{map[string]string{"TERM": "xterm", "NO_COLOR": "1"}, tty, false},
		{map[string]string{"TERM": "xterm", "NO_COLOR": ""}, tty, true},
		{map[string]string{"TERM": "dumb"}, tty, false},
		{map[string]string{"TERM": "xterm"}, file, false},
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c.env, c.file == tty), func(t *testing.T) {
			t.Setenv("NO_COLOR", "")
			for k, v := range c.env {
				t.Setenv(k, v)
			}
			if got := term.Auto.Palette(c.file).On(); got != c.want {
				t.Errorf("auto on %s with %v: colour %v, want %v", c.file.Name(), c.env, got, c.want)
			}
		})
	}
	t.Setenv("TERM", "xterm")
	p := term.Auto.Palette(tty)
	fmt.Fprintln(tty, p.Paint(term.Green, "AC"))
	if diff := cmp.Diff("\x1b[32mAC\x1b[0m\r\n", string(written())); diff != "" {
		t.Errorf("the terminal received (-want +got):\n%s", diff)
	}
}
