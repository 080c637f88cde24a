package proctest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMissing checks what a missing toolchain does to a test: nothing when
// it is on PATH, a skip on one's own machine, a failure under CI=true.
func TestMissing(t *testing.T) {
	exe, err := os.Executable() // the test binary: a command on PATH below
	if err != nil {
		t.Fatal(err)
	}
	tool := strings.TrimSuffix(filepath.Base(exe), ".exe")
	t.Setenv("PATH", filepath.Dir(exe))
	for _, c := range []struct {
		name, ci string
		why      string
		fail     bool
	}{
		{tool, "", "", false},
		{tool, "true", "", false},
		{"kotlinc", "", "kotlinc is not installed: skipped (make deps installs it)", false},
		{"kotlinc", "false", "kotlinc is not installed: skipped (make deps installs it)", false},
		{"kotlinc", "true", "kotlinc is not installed, and CI=true wants every toolchain the tests use: run make deps", true},
	} {
		t.Setenv("CI", c.ci)
		if why, fail := Missing(c.name); why != c.why || fail != c.fail {
			t.Errorf("CI=%q: Missing(%q) = %q, %v; want %q, %v", c.ci, c.name, why, fail, c.why, c.fail)
		}
	}
}
