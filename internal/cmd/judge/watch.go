package judge

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/watch"
)

// runWatching judges as c says, then again each time a watched file changes (see
// watchedPaths), writing a one-line summary after each run, until parent is
// done or an interrupt comes, which ends it with status 0.
func runWatching(parent context.Context, c config, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(parent, os.Interrupt, syscall.SIGTERM)
	defer stop()
	for n := 1; ; n++ {
		before := watch.Take(watchedPaths(c))
		code := run(ctx, c, stdout, stderr)
		if ctx.Err() != nil {
			break
		}
		fmt.Fprintf(stdout, "%s -watch: run %d: %s; watching %s for changes (Ctrl-C ends)\n",
			c.prog, n, outcome(code), strings.Join(relatives(watchedPaths(c)), ", "))
		if !waitChange(ctx, c, before) {
			break
		}
	}
	fmt.Fprintf(stderr, "%s -watch: ended\n", c.prog)
	return 0
}

// outcome says what a run's exit status means.
func outcome(code int) string {
	switch code {
	case 0:
		return "every case AC"
	case 1:
		return "not every case AC"
	}
	return "not judged (see the message above)"
}

// watchedPaths returns the files and folders -watch looks at: the
// problem's folder, its suite, its tools, -tests, the solution and the
// interactor, those that exist now, none inside another.
func watchedPaths(c config) []string {
	candidates := []string{c.tests, c.solution, c.interactor}
	if p, err := Locate(c.id); err == nil {
		candidates = append(candidates, p.Dir, p.SuiteDir(), p.GenDir(), p.Solution(c.solution))
	}
	var paths []string
	for _, path := range candidates {
		abs, err := filepath.Abs(path)
		if path == "" || err != nil {
			continue
		}
		if _, err := os.Stat(abs); err == nil {
			paths = append(paths, abs)
		}
	}
	return outermost(paths)
}

// outermost returns paths without those inside another of them or equal
// to one before them.
func outermost(paths []string) []string {
	var out []string
	for _, p := range paths {
		if !slices.ContainsFunc(out, func(q string) bool { return within(p, q) }) {
			out = slices.DeleteFunc(out, func(q string) bool { return within(q, p) })
			out = append(out, p)
		}
	}
	return out
}

// within reports whether path is dir or lies inside it.
func within(path, dir string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// relatives returns paths relative to the working directory where they lie
// below it.
func relatives(paths []string) []string {
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = layout.Relative(p)
	}
	return out
}

// waitChange looks at the watched files of c every pollEvery until they
// differ from before (one changed, appeared or went, a folder such as the
// suite's made included), and reports whether they did before ctx was done.
func waitChange(ctx context.Context, c config, before watch.Snapshot) bool {
	tick := time.NewTicker(watch.Every)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return false
		case <-tick.C:
		}
		if !before.Equal(watch.Take(watchedPaths(c))) {
			return true
		}
	}
}
