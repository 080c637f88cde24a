package layout

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/ojkit/ojkit/internal/cli"
)

// Anchored returns the solution spec with a command line's program made
// absolute: where spec is no file but a command line whose first word is a
// relative path to a file ("./prog 300"), that word becomes the file's
// absolute path, so that the command runs the same program from the fresh
// working directory of a file-I/O run. Any other spec is returned as it is.
func Anchored(spec string) string {
	if _, err := os.Stat(spec); err == nil {
		return spec
	}
	words := strings.Fields(spec)
	if len(words) < 2 || filepath.IsAbs(words[0]) || !strings.ContainsRune(words[0], '/') && !strings.ContainsRune(words[0], filepath.Separator) {
		return spec
	}
	if _, err := os.Stat(words[0]); err != nil {
		return spec
	}
	abs, err := filepath.Abs(words[0])
	if err != nil {
		return spec
	}
	rest := strings.TrimLeft(strings.TrimSpace(spec)[len(words[0]):], " \t")
	return cli.ShellQuote(abs) + " " + rest
}
