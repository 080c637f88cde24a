// Package desktop hands what ojkit made to the user's desktop: a file to
// the clipboard, a page to the browser. It runs the desktop's own tools
// (pbcopy, wl-copy, xdg-open, $BROWSER, ...), never a program under test,
// so it starts them itself rather than through package runner.
package desktop

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/ojkit/ojkit/internal/term"
)

// clipboards are the clipboard tools Copy tries, in order, each with its
// arguments: macOS's, Windows' (and WSL's), Wayland's and X11's.
var clipboards = [][]string{{"pbcopy"}, {"clip.exe"}, {"wl-copy"}, {"xclip", "-selection", "clipboard"}}

// Copy puts data on the clipboard and says how. When w is a terminal it
// writes the OSC 52 sequence to w, which puts data on the clipboard of the
// terminal's machine, over ssh too; and it runs the first clipboard tool on
// PATH that takes data (see clipboards), as terminals built on VTE ignore
// OSC 52. It fails when neither way was there.
func Copy(data []byte, w io.Writer) (string, error) {
	var how []string
	if term.IsTerminal(w) {
		io.WriteString(w, term.Clipboard(data))
		how = append(how, "the terminal (OSC 52)")
	}
	tool, err := copyWithTool(data)
	switch {
	case err == nil:
		how = append(how, tool)
	case len(how) == 0:
		return "", fmt.Errorf("no clipboard: stdout is no terminal to take OSC 52, and %v", err)
	}
	return strings.Join(how, " and "), nil
}

// copyWithTool gives data to the first clipboard tool on PATH that takes it
// and returns its name.
func copyWithTool(data []byte) (string, error) {
	var names, failed []string
	for _, tool := range clipboards {
		names = append(names, tool[0])
		path, err := exec.LookPath(tool[0])
		if err != nil {
			continue
		}
		cmd := exec.Command(path, tool[1:]...)
		cmd.Stdin = bytes.NewReader(data)
		// No pipe on stdout or stderr: wl-copy and xclip leave a process
		// behind that keeps the clipboard, and would hold a pipe open.
		if err := cmd.Run(); err != nil {
			failed = append(failed, fmt.Sprintf("%s: %v", tool[0], err))
			continue
		}
		return tool[0], nil
	}
	if len(failed) > 0 {
		return "", errors.New(strings.Join(failed, "; "))
	}
	return "", fmt.Errorf("none of %s is on PATH", strings.Join(names, ", "))
}

// Open opens the page at url in the user's browser and says with what: the
// commands of $BROWSER, a list separated as PATH is, each with %s for the
// address (else the address comes last), the first that succeeds; without
// $BROWSER, the system's opener: open on macOS, cmd /c start on Windows,
// xdg-open elsewhere. The command has ojkit's stdin, stdout and stderr, as
// a browser in the terminal needs them, and Open waits for it to end.
func Open(url string) (string, error) {
	var cmds [][]string
	if b := os.Getenv("BROWSER"); b != "" {
		for _, c := range filepath.SplitList(b) {
			if words := browserCommand(c, url); len(words) > 0 {
				cmds = append(cmds, words)
			}
		}
	} else {
		cmds = append(cmds, opener(runtime.GOOS, url))
	}
	var failed []string
	for _, c := range cmds {
		cmd := exec.Command(c[0], c[1:]...)
		cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
		err := cmd.Run()
		switch {
		case err == nil:
			return c[0], nil
		case errors.Is(err, exec.ErrNotFound) && os.Getenv("BROWSER") == "":
			return "", fmt.Errorf("no browser: $BROWSER is unset and %s is not on PATH", c[0])
		}
		failed = append(failed, fmt.Sprintf("%s: %v", c[0], err))
	}
	if len(cmds) == 0 {
		return "", errors.New("$BROWSER holds no command")
	}
	return "", errors.New(strings.Join(failed, "; "))
}

// browserCommand returns the words of a command of $BROWSER with url in
// place of %s (%% is a %), or after them when there is no %s.
func browserCommand(c, url string) []string {
	words := strings.Fields(c)
	placed := false
	for i, w := range words {
		if strings.Contains(w, "%s") {
			placed = true
		}
		words[i] = strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(w, "%%", "\x00"), "%s", url), "\x00", "%")
	}
	if !placed && len(words) > 0 {
		words = append(words, url)
	}
	return words
}

// opener returns the command that opens url with the system goos's opener.
// cmd's start needs a title before the address (an empty one, which Go
// quotes as ""), and a ^ before each & of it, which cmd would otherwise
// take as the end of a command.
func opener(goos, url string) []string {
	switch goos {
	case "darwin":
		return []string{"open", url}
	case "windows":
		return []string{"cmd", "/c", "start", "", strings.ReplaceAll(url, "&", "^&")}
	}
	return []string{"xdg-open", url}
}
