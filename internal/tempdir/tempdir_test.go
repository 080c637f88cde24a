package tempdir

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRemoveStale leaves the directories of running processes, this one's
// and names of other forms, and removes those of an ended process.
func TestRemoveStale(t *testing.T) {
	dir := t.TempDir()
	ended := exec.Command("true")
	if err := ended.Run(); err != nil {
		t.Fatal(err)
	}
	live := exec.Command("sleep", "60")
	if err := live.Start(); err != nil {
		t.Fatal(err)
	}
	defer live.Wait()
	defer live.Process.Kill()
	pid := func(c *exec.Cmd) string { return strconv.Itoa(c.Process.Pid) }
	stale := "ojkit-run-" + pid(ended) + "-123"
	kept := []string{
		"ojkit-run-" + pid(live) + "-1",
		"ojkit-check-" + strconv.Itoa(os.Getpid()) + "-2",
		"ojkit-run-x-3",
		"other-run-" + pid(ended) + "-4",
	}
	for _, name := range append(kept, stale) {
		if err := os.MkdirAll(filepath.Join(dir, name, "stdin-1"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	file := "ojkit-io-" + pid(ended) + "-5"
	if err := os.WriteFile(filepath.Join(dir, file), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{filepath.Join(dir, stale)}, RemoveStale(dir)); diff != "" {
		t.Errorf("removed (-want +got):\n%s", diff)
	}
	for _, name := range append(kept, file) {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s: %v, want it kept", name, err)
		}
	}
}

func TestNewNamesItsProcess(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	dir, err := New("run")
	if err != nil {
		t.Fatal(err)
	}
	if pid, ok := owner(filepath.Base(dir)); !ok || pid != os.Getpid() {
		t.Errorf("New made %s: owner %d, %v; want this process, %d", dir, pid, ok, os.Getpid())
	}
}
