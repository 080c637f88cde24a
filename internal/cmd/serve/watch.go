package serve

import (
	"context"
	"time"

	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/watch"
)

// watch judges a problem's last run again each time one of its files
// changes (a solution saved, a case written), until ctx is done.
func (s *server) watch(ctx context.Context) {
	tick := time.NewTicker(watch.Every)
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
		if !j.files.Equal(files(j.p)) {
			s.start(j.req, j.p, j.path)
		}
	}
}

// files returns the snapshot of problem p's files (see package watch),
// which differs from an earlier one when a file changed, appeared or went.
func files(p layout.Problem) watch.Snapshot {
	return watch.Take(p.Places())
}
