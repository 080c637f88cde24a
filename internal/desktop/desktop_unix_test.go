//go:build unix

package desktop

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// standIns makes a directory, the only one on PATH, of stand-ins for the
// desktop's tools: each named tool writes its arguments to OUT/NAME.args
// and its stdin to OUT/NAME.in and exits with the status given (a tool
// named "" is none); it returns OUT.
func standIns(t *testing.T, tools map[string]int) string {
	t.Helper()
	bin, out := t.TempDir(), t.TempDir()
	for name, status := range tools {
		if name == "" {
			continue
		}
		script := "#!/bin/sh\nprintf '%s\\n' \"$*\" > \"$OUT/" + name + ".args\"\n/bin/cat > \"$OUT/" + name + ".in\"\nexit " + strconv.Itoa(status) + "\n"
		if err := os.WriteFile(filepath.Join(bin, name), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", bin)
	t.Setenv("OUT", out)
	return out
}

// read returns the contents of file name in dir, or "(none)".
func read(dir, name string) string {
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		return "(none)"
	}
	return string(data)
}

// TestCopyTools checks that Copy gives the file to the first clipboard
// tool on PATH that takes it, off a terminal.
func TestCopyTools(t *testing.T) {
	cases := []struct {
		tools     map[string]int
		want      string
		args, got string // the args and stdin of the tool used
	}{
		{map[string]int{"xclip": 0}, "xclip", "-selection clipboard\n", "package main\n"},
		{map[string]int{"xclip": 0, "wl-copy": 0}, "wl-copy", "\n", "package main\n"},
		{map[string]int{"xclip": 0, "wl-copy": 1}, "xclip", "-selection clipboard\n", "package main\n"},
		{map[string]int{"xclip": 0, "pbcopy": 0, "clip.exe": 0}, "pbcopy", "\n", "package main\n"},
	}
	for _, c := range cases {
		out := standIns(t, c.tools)
		var w bytes.Buffer
		how, err := Copy([]byte("package main\n"), &w)
		if err != nil {
			t.Errorf("%v: %v", c.tools, err)
			continue
		}
		got := []string{how, read(out, how+".args"), read(out, how+".in"), w.String()}
		if diff := cmp.Diff([]string{c.want, c.args, c.got, ""}, got); diff != "" {
			t.Errorf("%v: tool, args, stdin, stdout (-want +got):\n%s", c.tools, diff)
		}
	}
}

// TestCopyNone checks Copy's error off a terminal without a clipboard tool
// and with one that fails.
func TestCopyNone(t *testing.T) {
	for tools, want := range map[string]string{
		"":      "no clipboard: stdout is no terminal to take OSC 52, and none of pbcopy, clip.exe, wl-copy, xclip is on PATH",
		"xclip": "no clipboard: stdout is no terminal to take OSC 52, and xclip: exit status 1",
	} {
		standIns(t, map[string]int{tools: 1})
		_, err := Copy([]byte("x"), new(bytes.Buffer))
		if err == nil || err.Error() != want {
			t.Errorf("tools %q: error %v, want %q", tools, err, want)
		}
	}
}

// TestOpen checks that Open runs the commands of $BROWSER until one
// succeeds, and the system's opener (xdg-open, open) without it.
func TestOpen(t *testing.T) {
	const url = "https://codeforces.com/contest/1915/submit?submittedProblemIndex=A"
	sys := opener(runtime.GOOS, url)[0]
	out := standIns(t, map[string]int{"failing": 1, "browser": 0, sys: 0})
	t.Setenv("BROWSER", "failing:browser --new-tab %s")
	how, err := Open(url)
	if diff := cmp.Diff([]string{"browser", "--new-tab " + url + "\n"}, []string{how, read(out, "browser.args")}); err != nil || diff != "" {
		t.Errorf("$BROWSER: error %v; what opened it, its args (-want +got):\n%s", err, diff)
	}
	t.Setenv("BROWSER", "")
	how, err = Open(url)
	if diff := cmp.Diff([]string{sys, url + "\n"}, []string{how, read(out, sys+".args")}); err != nil || diff != "" {
		t.Errorf("no $BROWSER: error %v; what opened it, its args (-want +got):\n%s", err, diff)
	}
	t.Setenv("BROWSER", "failing")
	if _, err := Open(url); err == nil || err.Error() != "failing: exit status 1" {
		t.Errorf("a failing $BROWSER: error %v", err)
	}
	standIns(t, nil)
	t.Setenv("BROWSER", "")
	if _, err := Open(url); err == nil || err.Error() != "no browser: $BROWSER is unset and "+sys+" is not on PATH" {
		t.Errorf("no browser: error %v", err)
	}
}
