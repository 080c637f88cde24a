package sudoku

import (
	"testing"

	"github.com/ojkit/ojkit/internal/gofloor"
)

// TestGoFloor builds the package under the go1.7 language rules of SPOJ and AcWing.
func TestGoFloor(t *testing.T) {
	t.Parallel()
	if err := gofloor.Build(".", "1.7"); err != nil {
		t.Fatal(err)
	}
}
