package runner

import (
	"sync"

	"github.com/ojkit/ojkit/internal/runner/supervise"
)

// PinsRuns reports that the runner can pin a run to one CPU (see
// Invocation.Pin).
const PinsRuns = true

// cpus hands out the CPUs this process may run on to pinned runs: each to
// the one the fewest pinned runs hold.
var cpus struct {
	once sync.Once
	mu   sync.Mutex
	held map[int]int // pinned runs on each CPU
}

// acquireCPU returns the CPU a pinned run takes, or -1 when none is known.
func acquireCPU() int {
	cpus.once.Do(func() {
		cpus.held = map[int]int{}
		for _, c := range supervise.Affinity() {
			cpus.held[c] = 0
		}
	})
	cpus.mu.Lock()
	defer cpus.mu.Unlock()
	best := -1
	for c, n := range cpus.held {
		if best < 0 || n < cpus.held[best] || n == cpus.held[best] && c < best {
			best = c
		}
	}
	if best >= 0 {
		cpus.held[best]++
	}
	return best
}

// releaseCPU gives back a CPU acquireCPU returned.
func releaseCPU(c int) {
	if c < 0 {
		return
	}
	cpus.mu.Lock()
	defer cpus.mu.Unlock()
	cpus.held[c]--
}
