package main

import "github.com/ojkit/ojkit/internal/directive"

// bitsMinor is the minor release that added math/bits.
const bitsMinor = 9

// floor is the Go floor the bundle targets, and where it came from.
type floor struct {
	v      directive.Version
	set    bool   // a floor is known
	source string // "-go" or "//ojkit:go"
}

// pickFloor returns the floor from the -go flag, else from the //ojkit:go
// directive, else none.
func pickFloor(flagValue string, dirs map[string]string) (floor, error) {
	v, source, err := directive.Floor(flagValue, dirs)
	return floor{v: v, set: source != "", source: source}, err
}

// needsFill reports whether the floor predates math/bits.
func (f floor) needsFill() bool {
	return f.set && f.v.Minor < bitsMinor
}
