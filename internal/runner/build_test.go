package runner

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestUnknownCommand checks that a command line whose first word names no
// file or command is a build error, not a shell that fails on every run,
// while a command found on PATH runs.
func TestUnknownCommand(t *testing.T) {
	t.Parallel()
	for spec, want := range map[string]string{
		"nosuchprog":            "nosuchprog: no such file or command",
		"nosuchprog --fast":     "nosuchprog: no such file or command",
		"nosuchprog-2.1 < in.x": "", // shell syntax: the shell says what is wrong
	} {
		s, err := Build(spec)
		switch {
		case want == "" && err != nil:
			t.Errorf("Build(%q): %v, want a command line for the shell", spec, err)
		case want == "":
			s.Close()
		case err == nil:
			s.Close()
			t.Errorf("Build(%q) succeeded, want %q", spec, want)
		case err.Error() != want:
			t.Errorf("Build(%q): %q, want %q", spec, err, want)
		}
	}
	r := runOK(t, build(t, "tr a-z A-Z"), "abc\n", Limits{Time: time.Minute})
	if diff := cmp.Diff("ABC\n", string(r.Stdout)); diff != "" {
		t.Errorf("tr a-z A-Z: stdout (-want +got):\n%s", diff)
	}
}
