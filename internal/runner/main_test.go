package runner

import (
	"testing"

	"github.com/ojkit/ojkit/internal/proctest"
)

// TestMain runs up to eight tests at a time: they mostly wait for the
// programs they run.
func TestMain(m *testing.M) { proctest.Main(m) }
