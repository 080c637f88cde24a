// Package tempdir makes ojkit's temporary directories and removes those a
// killed ojkit left behind. A directory's name, ojkit-KIND-PID-RANDOM in
// os.TempDir, holds the ID of the process that made it; the first New of a
// process removes every such directory whose process no longer runs.
package tempdir

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// removeStaleOnce removes the directories of ended processes once per process.
var removeStaleOnce sync.Once

// New makes a directory ojkit-KIND-PID-RANDOM in os.TempDir for the calling
// process, after removing the stale directories of ended ones (see
// RemoveStale) on the first call. The caller removes it when done.
func New(kind string) (string, error) {
	removeStaleOnce.Do(func() { RemoveStale(os.TempDir()) })
	return os.MkdirTemp("", "ojkit-"+kind+"-"+strconv.Itoa(os.Getpid())+"-")
}

// RemoveStale removes the directories of dir named as New names them whose
// process has ended, and returns their paths. A directory it cannot remove
// (another user's) is left.
func RemoveStale(dir string) []string {
	matches, _ := filepath.Glob(filepath.Join(dir, "ojkit-*-*-*"))
	var removed []string
	for _, path := range matches {
		pid, ok := owner(filepath.Base(path))
		if !ok || pid == os.Getpid() || running(pid) {
			continue
		}
		if info, err := os.Lstat(path); err != nil || !info.IsDir() {
			continue
		}
		if os.RemoveAll(path) == nil {
			removed = append(removed, path)
		}
	}
	return removed
}

// owner returns the process ID in a name ojkit-KIND-PID-RANDOM.
func owner(name string) (int, bool) {
	fields := strings.Split(name, "-")
	if len(fields) < 4 || fields[0] != "ojkit" {
		return 0, false
	}
	pid, err := strconv.Atoi(fields[len(fields)-2])
	return pid, err == nil && pid > 0
}
