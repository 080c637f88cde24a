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
// deterministic, and every script runs once per solution of its problem, at
// the same time, so the first run of a generation keeps its output in the
// cache directory of this gen executable while the others wait for it, and
// they all print it; later runs of the suites with the same gen find it there.
// Validation and -answer runs are not cached.
func cachedGen() {
	args := os.Args[1:]
	bin, dir := os.Getenv(genBinEnv), os.Getenv(genCacheEnv)
	if bin == "" {
		os.Stderr.WriteString("gen: " + genBinEnv + " is not set\n")
		os.Exit(2)
	}
	if dir == "" || slices.ContainsFunc(args, func(a string) bool {
		return strings.HasPrefix(a, "-validate") || strings.HasPrefix(a, "-answer") || strings.HasPrefix(a, "--")
	}) {
		os.Exit(runGen(bin, args, nil))
	}
	sum := sha256.Sum256([]byte(strings.Join(args, "\x00")))
	key := filepath.Join(dir, hex.EncodeToString(sum[:]))
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if out, err := os.ReadFile(key); err == nil {
			os.Stdout.Write(out)
			os.Exit(0)
		}
		lock, err := os.OpenFile(key+".lock", os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			continue // another run is generating it
		}
		lock.Close()
		code := runGen(bin, args, func(out []byte) { os.WriteFile(key+".tmp", out, 0o644); os.Rename(key+".tmp", key) })
		os.Remove(key + ".lock")
		os.Exit(code)
	}
	os.Exit(runGen(bin, args, nil))
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
