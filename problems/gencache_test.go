package problems_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

// The scripts' gen is this test binary standing in for the real one (see
// cachedGen); these variables tell it where the real gen and the cache are.
const (
	genBinEnv   = "OJKIT_SUITES_GEN"
	genCacheEnv = "OJKIT_SUITES_GEN_CACHE"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"gen": cachedGen})
}

// cachedGen runs the real gen with the command line's arguments. gen is
// deterministic, and every script runs once per solution of its problem, so
// the output of a generation is kept in the cache directory of this gen
// executable, under a hash of the arguments, and later runs print it from
// there. Runs that meet an empty cache generate alike, each writing the
// output to a temporary file renamed into place, so no run ever waits for
// another (or for one that was interrupted). Validation and -answer runs are
// not cached.
func cachedGen() {
	args := os.Args[1:]
	bin, dir := os.Getenv(genBinEnv), os.Getenv(genCacheEnv)
	if bin == "" {
		os.Stderr.WriteString("gen: " + genBinEnv + " is not set\n")
		os.Exit(2)
	}
	os.Exit(genCached(bin, dir, args))
}

// genCached runs the gen at bin with args, its output from the cache
// directory dir when a run with the same arguments kept it there, and returns
// the exit status. dir "" caches nothing.
func genCached(bin, dir string, args []string) int {
	if dir == "" || slices.ContainsFunc(args, func(a string) bool {
		return strings.HasPrefix(a, "-validate") || strings.HasPrefix(a, "-answer") || strings.HasPrefix(a, "--")
	}) {
		return runGen(bin, args, nil)
	}
	sum := sha256.Sum256([]byte(strings.Join(args, "\x00")))
	key := filepath.Join(dir, hex.EncodeToString(sum[:]))
	if out, err := os.ReadFile(key); err == nil {
		os.Stdout.Write(out)
		return 0
	}
	return runGen(bin, args, func(out []byte) {
		tmp, err := os.CreateTemp(dir, ".gen-")
		if err != nil {
			return
		}
		_, werr := tmp.Write(out)
		if cerr := tmp.Close(); werr != nil || cerr != nil {
			os.Remove(tmp.Name())
			return
		}
		if os.Rename(tmp.Name(), key) != nil {
			os.Remove(tmp.Name())
		}
	})
}

// runGen runs the gen at bin with args, passing its output on, and returns its
// exit status; keep, if not nil, is given the output of a successful run.
func runGen(bin string, args []string, keep func(out []byte)) int {
	var stdout bytes.Buffer
	cmd := exec.Command(bin, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, &stdout, os.Stderr
	err := cmd.Run()
	os.Stdout.Write(stdout.Bytes())
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return exit.ExitCode()
	case err != nil:
		os.Stderr.WriteString("gen: " + err.Error() + "\n")
		return 2
	}
	if keep != nil {
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
		go func() { done <- genCached(gen, cache, args) }()
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
