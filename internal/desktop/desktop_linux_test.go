package desktop

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/term/ptytest"
)

// TestCopyOnTerminal checks that Copy on a terminal writes OSC 52 to it,
// and runs a clipboard tool too where there is one.
func TestCopyOnTerminal(t *testing.T) {
	for tools, want := range map[string]string{"": "the terminal (OSC 52)", "wl-copy": "the terminal (OSC 52) and wl-copy"} {
		standIns(t, map[string]int{tools: 0})
		tty, written := ptytest.Open(t)
		how, err := Copy([]byte("package main\n"), tty)
		got := []string{how, string(written())}
		if diff := cmp.Diff([]string{want, "\x1b]52;c;cGFja2FnZSBtYWluCg==\a"}, got); err != nil || diff != "" {
			t.Errorf("tools %q: error %v; how, the terminal received (-want +got):\n%s", tools, err, diff)
		}
	}
}
