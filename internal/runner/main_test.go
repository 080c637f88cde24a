package runner

import (
	"os"
	"strings"
	"testing"

	"github.com/ojkit/ojkit/internal/proctest"
)

// helperArg begins the one argument that makes this test binary a helper
// program of the tests, the mode after it (see helperMain).
const helperArg = "-ojkit-runner-helper="

// TestMain runs up to eight tests at a time, as they mostly wait for the
// programs they run, or runs the helper program that its argument names.
func TestMain(m *testing.M) {
	if len(os.Args) == 2 && strings.HasPrefix(os.Args[1], helperArg) {
		helperMain(strings.TrimPrefix(os.Args[1], helperArg))
		os.Exit(0)
	}
	proctest.Main(m)
}
