package bundle

import (
	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/onlinejudge"
)

// bitsMinor is the minor release that added math/bits.
const bitsMinor = 9

// floor is the Go floor the bundle targets, and where it came from.
type floor struct {
	onlinejudge.Floor
}

// pickFloor returns the floor from the -go flag, else from the //ojkit:go
// directive, else from the judges of //ojkit:judges, else the newest Go of
// the judges (see onlinejudge.FloorOf).
func pickFloor(flagValue string, dirs directive.Directives) (floor, error) {
	f, err := onlinejudge.FloorOf(flagValue, dirs)
	return floor{f}, err
}

// needsFill reports whether the floor predates math/bits.
func (f floor) needsFill() bool {
	return f.Version.Minor < bitsMinor
}
