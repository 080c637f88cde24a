package scripttest

import (
	"os"
	"strconv"
	"testing"
)

// FullEnv names the environment variable that selects the full tier of the
// tests: with it set to a true value (strconv.ParseBool), or under CI=true,
// the tests that take most of a run's time (a long end-to-end script, a
// Kotlin build, the README's commands from a clone) run too; without it
// `go test ./...` leaves them out and says so. `make test` runs the full
// tier.
const FullEnv = "OJKIT_TEST_FULL"

// Full reports whether the full tier of the tests runs (see FullEnv).
func Full() bool {
	for _, name := range []string{FullEnv, "CI"} {
		if on, _ := strconv.ParseBool(os.Getenv(name)); on {
			return true
		}
	}
	return false
}

// fullOnly is why a test of the full tier is skipped.
const fullOnly = "in the full tier: make test, or " + FullEnv + "=1 go test, runs it"

// NeedFull skips t unless the full tier runs (see FullEnv).
func NeedFull(t testing.TB) {
	t.Helper()
	if !Full() {
		t.Skip(fullOnly)
	}
}
