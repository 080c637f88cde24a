package serve

import (
	"context"
	"fmt"
	"hash/fnv"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/layout"
)

// pollEvery is how often the server looks at the problems' files, as
// ojkit judge -watch does.
const pollEvery = 300 * time.Millisecond

// maxWatched is the most files of a problem the server looks at.
const maxWatched = 20000

// watch judges a problem's last run again each time one of its files
// changes (a solution saved, a case written), until ctx is done.
func (s *server) watch(ctx context.Context) {
	tick := time.NewTicker(pollEvery)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		s.rerunChanged()
	}
}

// rerunChanged starts again the last run of each problem whose files
// changed since it began.
func (s *server) rerunChanged() {
	s.mu.Lock()
	var changed []*job
	for _, j := range s.runs {
		changed = append(changed, j)
	}
	s.mu.Unlock()
	for _, j := range changed {
		if stamp(j.p) != j.stamp {
			s.start(j.req, j.p, j.path)
		}
	}
}

// stamp returns a digest of the names, sizes and modification times of
// problem p's files (hidden files and folders, such as .git, Python's
// __pycache__ and ojkit submit's dist/ left out), which changes when a file
// changes, appears or goes.
func stamp(p layout.Problem) string {
	var lines []string
	for _, root := range p.Places() {
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			switch {
			case err != nil:
				return nil // a file gone or a folder unreadable: not watched
			case len(lines) >= maxWatched:
				return filepath.SkipAll
			case path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "__pycache__" || d.Name() == "dist"):
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			case d.IsDir():
				return nil
			}
			if info, err := d.Info(); err == nil {
				lines = append(lines, fmt.Sprintf("%s\x00%d\x00%d", path, info.Size(), info.ModTime().UnixNano()))
			}
			return nil
		})
	}
	slices.Sort(lines)
	h := fnv.New128a()
	for _, l := range lines {
		fmt.Fprintln(h, l)
	}
	return string(h.Sum(nil))
}
