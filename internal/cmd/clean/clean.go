// Package clean is ojkit clean: it empties ojkit's cache (see ojkit help
// cache), as go clean -cache empties the go command's. Nothing there is the
// user's: ojkit builds again what it needs.
//
// Usage:
//
//	ojkit clean [-n]
//
// Exit status: 0 when the cache is empty (or, with -n, was listed), 2 when it
// could not be emptied.
package clean

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/ojkit/ojkit/internal/buildcache"
	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/verdict"
)

// prog begins every message.
const prog = "ojkit clean"

// help is what -h prints.
var help = cli.Help{
	Usage:    []string{"ojkit clean [-n]"},
	Sentence: "Clean removes everything in ojkit's cache: the builds of solutions, checkers\nand ojkit's own supervisor, which ojkit builds again when it needs them.",
	Examples: []string{"ojkit clean", "ojkit clean -n"},
}

// Run carries out ojkit clean with args and returns the exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	dryRun := fs.Bool("n", false, "say what would be removed, and remove nothing")
	if err := cli.Parse(fs, args, help, stdout, stderr); err != nil {
		return cli.ParseStatus(prog, err, stderr)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "%s: unexpected arguments %q (see %s -h)\n", prog, fs.Args(), prog)
		return 2
	}
	dir := buildcache.Root()
	size := buildcache.Size(dir)
	if *dryRun {
		fmt.Fprintf(stdout, "%s: %s in the cache\n", dir, verdict.FormatMemory(size))
		return 0
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 2
	}
	for _, e := range entries {
		if err := os.RemoveAll(filepath.Join(dir, e.Name())); err != nil {
			fmt.Fprintf(stderr, "%s: %v: remove it by hand, or check its permissions\n", prog, err)
			return 2
		}
	}
	fmt.Fprintf(stdout, "%s: removed %s\n", dir, verdict.FormatMemory(size))
	return 0
}
