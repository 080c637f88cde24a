package problems_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ojkit/ojkit/internal/buildcache"
	"github.com/ojkit/ojkit/internal/scripttest"
)

// The scripts' ojkit is this test binary standing in for ojkit, its gen
// cached (see cachedOjkit); these variables tell it where ojkit and the
// cache are.
const (
	genBinEnv   = "OJKIT_SUITES_GEN"
	genCacheEnv = "OJKIT_SUITES_GEN_CACHE"
)

func TestMain(m *testing.M) {
	scripttest.Main(m, map[string]func(){"ojkit": cachedOjkit, fileIOTool: fileIOMain})
}

// cachedOjkit is the ojkit the scripts run: ojkit gen with its outputs
// cached, and any other subcommand as it is. ojkit gen is deterministic, and
// every script runs once per solution of its problem, so the output of a
// generation is kept in the cache directory of this ojkit executable, under
// a hash of the arguments, and later runs print it from there; so is the
// verdict of a validation that passed, under a hash of the arguments and of
// the input it read. Runs that meet an empty cache generate alike, each
// writing the output to a temporary file renamed into place, so no run ever
// waits for another (or for one that was interrupted). Runs that write files
// (-answer) are not cached.
func cachedOjkit() {
	args := os.Args[1:]
	bin, dir := os.Getenv(genBinEnv), os.Getenv(genCacheEnv)
	if bin == "" {
		os.Stderr.WriteString("ojkit: " + genBinEnv + " is not set\n")
		os.Exit(2)
	}
	if len(args) == 0 || args[0] != "gen" {
		cmd := exec.Command(bin, args...)
		cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
		err := cmd.Run()
		if exit, ok := err.(*exec.ExitError); ok {
			os.Exit(exit.ExitCode())
		}
		if err != nil {
			os.Stderr.WriteString("ojkit: " + err.Error() + "\n")
			os.Exit(2)
		}
		os.Exit(0)
	}
	stdin, err := io.ReadAll(os.Stdin)
	if err != nil {
		os.Stderr.WriteString("ojkit gen: reading stdin: " + err.Error() + "\n")
		os.Exit(2)
	}
	os.Exit(genCached(bin, dir, args, stdin))
}

// genCached runs the gen at bin with args and stdin, its output from the
// cache directory dir when a run with the same arguments and input kept it
// there, and returns the exit status. dir "" caches nothing.
func genCached(bin, dir string, args []string, stdin []byte) int {
	key, ok := cacheKey(args, stdin)
	if dir == "" || !ok {
		return runGen(bin, args, stdin, nil)
	}
	path := filepath.Join(dir, key)
	if out, err := os.ReadFile(path); err == nil {
		buildcache.Touch(path)
		os.Stdout.Write(out)
		return 0
	}
	return runGen(bin, args, stdin, func(out []byte) {
		tmp, err := os.CreateTemp(dir, ".gen-")
		if err != nil {
			return
		}
		_, werr := tmp.Write(out)
		if cerr := tmp.Close(); werr != nil || cerr != nil {
			os.Remove(tmp.Name())
			return
		}
		if os.Rename(tmp.Name(), path) != nil {
			os.Remove(tmp.Name())
		}
	})
}

// cacheKey returns the name under which the output of a gen run with args is
// kept, and false for runs not to be cached. A validation's key covers its
// input too: stdin and the files its arguments name.
func cacheKey(args []string, stdin []byte) (string, bool) {
	h := sha256.New()
	h.Write([]byte(strings.Join(args, "\x00")))
	for _, a := range args {
		switch {
		case strings.HasPrefix(a, "-answer") || strings.HasPrefix(a, "--"):
			return "", false
		case strings.HasPrefix(a, "-validate"):
			h.Write([]byte("\x00stdin\x00"))
			h.Write(stdin)
			for _, name := range args {
				if data, err := os.ReadFile(name); err == nil {
					h.Write([]byte("\x00" + name + "\x00"))
					h.Write(data)
				}
			}
		}
	}
	return hex.EncodeToString(h.Sum(nil)), true
}

// runGen runs the gen at bin with args and stdin, passing its output on, and
// returns its exit status; keep, if not nil, is given the output of a run
// that succeeded and wrote nothing to stderr.
func runGen(bin string, args []string, stdin []byte, keep func(out []byte)) int {
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(bin, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = bytes.NewReader(stdin), &stdout, &stderr
	err := cmd.Run()
	os.Stdout.Write(stdout.Bytes())
	os.Stderr.Write(stderr.Bytes())
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return exit.ExitCode()
	case err != nil:
		os.Stderr.WriteString("gen: " + err.Error() + "\n")
		return 2
	}
	if keep != nil && stderr.Len() == 0 {
		keep(stdout.Bytes())
	}
	return 0
}

// TestGenCacheNoLock runs a generation with the lock file an interrupted run
// of the old cache left behind: it neither waits for it nor fails, and the
// next run prints the kept output without running gen.
func TestGenCacheNoLock(t *testing.T) {
	dir, cache := t.TempDir(), t.TempDir()
	gen := filepath.Join(dir, "gen")
	count := filepath.Join(dir, "runs")
	if err := os.WriteFile(gen, []byte("#!/bin/sh\necho run >> "+count+"\necho \"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	args := []string{"-p", "x", "-seed", "3"}
	sum := sha256.Sum256([]byte(strings.Join(args, "\x00")))
	if err := os.WriteFile(filepath.Join(cache, hex.EncodeToString(sum[:])+".lock"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		done := make(chan int, 1)
		go func() { done <- genCached(gen, cache, args, nil) }()
		select {
		case code := <-done:
			if code != 0 {
				t.Fatalf("genCached: exit %d", code)
			}
		case <-time.After(time.Minute):
			t.Fatal("genCached waits on the stale lock")
		}
	}
	runs, err := os.ReadFile(count)
	if err != nil || string(runs) != "run\n" {
		t.Errorf("gen ran %q times; want once, the second run from the cache", runs)
	}
}

// TestGenCacheValidate runs validations through the cache: a passing one is
// run once for a given input, whether the input comes from a file or stdin,
// and again when the input changes; a failing one is never kept.
func TestGenCacheValidate(t *testing.T) {
	dir, cache := t.TempDir(), t.TempDir()
	gen := filepath.Join(dir, "gen")
	count := filepath.Join(dir, "runs")
	script := "#!/bin/sh\necho run >> " + count + "\nif grep -q bad \"$3\" 2>/dev/null; then echo bad input >&2; exit 1; fi\necho ok\n"
	if err := os.WriteFile(gen, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	validate := func(input string, want int) {
		t.Helper()
		if err := os.WriteFile("in.txt", []byte(input), 0o644); err != nil {
			t.Fatal(err)
		}
		if code := genCached(gen, cache, []string{"-validate", "-p", "in.txt"}, nil); code != want {
			t.Fatalf("validating %q: exit %d, want %d", input, code, want)
		}
	}
	runs := func() int {
		data, _ := os.ReadFile(count)
		return strings.Count(string(data), "run")
	}
	for _, c := range []struct {
		input      string
		exit, runs int
	}{
		{"1 2\n", 0, 1}, {"1 2\n", 0, 1}, {"1 3\n", 0, 2}, {"bad\n", 1, 3}, {"bad\n", 1, 4}, {"1 2\n", 0, 4},
	} {
		validate(c.input, c.exit)
		if got := runs(); got != c.runs {
			t.Fatalf("after validating %q, gen ran %d times, want %d", c.input, got, c.runs)
		}
	}
	for range 2 {
		if code := genCached(gen, cache, []string{"-validate", "-p"}, []byte("1 4\n")); code != 0 {
			t.Fatalf("validating stdin: exit %d", code)
		}
	}
	if got := runs(); got != 5 {
		t.Errorf("after validating one stdin twice, gen ran %d times, want 5", got)
	}
}
