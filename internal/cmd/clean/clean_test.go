package clean

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestClean fills a cache: -n says how much it holds and removes nothing,
// then clean empties it and says what it removed.
func TestClean(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	entry := filepath.Join(cache, "ojkit", "build", "src", "x", "a.out")
	if err := os.MkdirAll(filepath.Dir(entry), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(entry, make([]byte, 3<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(cache, "ojkit")
	var stdout, stderr bytes.Buffer
	if code := Run([]string{"-n"}, &stdout, &stderr); code != 0 || stdout.String() != dir+": 3.0MiB in the cache\n" {
		t.Errorf("clean -n: exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
	}
	if _, err := os.Stat(entry); err != nil {
		t.Errorf("clean -n removed %s: %v", entry, err)
	}
	stdout.Reset()
	if code := Run(nil, &stdout, &stderr); code != 0 || stdout.String() != dir+": removed 3.0MiB\n" {
		t.Errorf("clean: exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("the cache still holds %d entries", len(left))
	}
	if code := Run([]string{"x"}, &stdout, &stderr); code != 2 {
		t.Errorf("clean x: exit %d, want 2", code)
	}
}
