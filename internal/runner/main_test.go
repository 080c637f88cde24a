package runner

import (
	"flag"
	"os"
	"testing"

	"github.com/ojkit/ojkit/internal/proctest"
)

// TestMain runs up to eight tests at a time: they mostly wait for the
// programs they run.
func TestMain(m *testing.M) {
	flag.Parse()
	proctest.WaitBound(8)
	os.Exit(m.Run())
}
