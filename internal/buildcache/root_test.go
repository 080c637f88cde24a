package buildcache

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestRootFallsBack points the user's cache under a file, where nothing can
// be made: root says so once and gives a temporary directory of this process.
func TestRootFallsBack(t *testing.T) {
	work := t.TempDir()
	file := filepath.Join(work, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("XDG_CACHE_HOME", filepath.Join(file, "cache"))
	t.Setenv("HOME", file)
	t.Setenv("TMPDIR", work)
	var warned bytes.Buffer
	SetWarnings(&warned, "ojkit judge")
	defer SetWarnings(os.Stderr, "ojkit")
	dir := root()
	if filepath.Dir(dir) != work || !strings.HasPrefix(filepath.Base(dir), "ojkit-cache-") {
		t.Errorf("root() = %s, want a temporary directory in %s", dir, work)
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		t.Errorf("%s: %v, want a directory", dir, err)
	}
	msg := warned.String()
	if strings.Count(msg, "\n") != 1 || !strings.HasPrefix(msg, "ojkit judge: the cache cannot be written (") || !strings.Contains(msg, dir) {
		t.Errorf("warning %q, want one line from ojkit judge naming %s", msg, dir)
	}
}

func TestRootInUserCache(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	var warned bytes.Buffer
	SetWarnings(&warned, "ojkit judge")
	defer SetWarnings(os.Stderr, "ojkit")
	if got, want := root(), filepath.Join(cache, "ojkit"); got != want || warned.Len() != 0 {
		t.Errorf("root() = %s, warning %q; want %s and none", got, warned.String(), want)
	}
}

// TestCleanKeepsTheNewest fills a cache past its size: the files used longest
// ago go first.
func TestCleanKeepsTheNewest(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	for i, name := range []string{"old", "mid", "new"} {
		path := filepath.Join(dir, "src", name, "a.out")
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, make([]byte, 100), 0o644); err != nil {
			t.Fatal(err)
		}
		used := now.Add(time.Duration(i-3) * time.Hour)
		os.Chtimes(path, used, used)
	}
	if left := Clean(dir, 250); left != 200 {
		t.Errorf("Clean left %d bytes, want 200", left)
	}
	for name, want := range map[string]bool{"old": false, "mid": true, "new": true} {
		_, err := os.Stat(filepath.Join(dir, "src", name, "a.out"))
		if got := err == nil; got != want {
			t.Errorf("%s kept %v, want %v", name, got, want)
		}
	}
}

// TestFallbackNotShared refuses a fallback cache that others may write: the
// process takes a directory of its own.
func TestFallbackNotShared(t *testing.T) {
	work := t.TempDir()
	t.Setenv("TMPDIR", work)
	shared := filepath.Join(work, "ojkit-cache-"+strconv.Itoa(os.Getuid()))
	if err := os.Mkdir(shared, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(shared, 0o777); err != nil {
		t.Fatal(err)
	}
	if got := fallbackRoot(); got == shared || filepath.Dir(got) != work {
		t.Errorf("fallbackRoot() = %s, want a directory of this process in %s, not the shared %s", got, work, shared)
	}
	if err := os.Chmod(shared, 0o700); err != nil {
		t.Fatal(err)
	}
	if got := fallbackRoot(); got != shared {
		t.Errorf("fallbackRoot() = %s, want %s, this user's alone", got, shared)
	}
}
