package directive

import (
	"fmt"
	"strconv"
	"strings"
)

// Version is a Go release: 1.Minor, or 1.Minor.Patch.
type Version struct {
	Minor, Patch int
	HasPatch     bool
}

// ParseVersion parses "1.7", "go1.7", "1.22.2" or "go1.22.2".
func ParseVersion(s string) (Version, error) {
	bad := fmt.Errorf("bad Go version %q, want one like 1.7 or 1.22.2", s)
	fields := strings.Split(strings.TrimPrefix(s, "go"), ".")
	if len(fields) < 2 || len(fields) > 3 || fields[0] != "1" {
		return Version{}, bad
	}
	var nums [2]int
	for i, f := range fields[1:] {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || strings.HasPrefix(f, "+") {
			return Version{}, bad
		}
		nums[i] = n
	}
	return Version{Minor: nums[0], Patch: nums[1], HasPatch: len(fields) == 3}, nil
}

// String returns go1.N or go1.N.P.
func (v Version) String() string {
	return "go" + v.Directive()
}

// Directive returns the version as a go.mod go directive: 1.N or 1.N.P.
func (v Version) Directive() string {
	s := "1." + strconv.Itoa(v.Minor)
	if v.HasPatch {
		s += "." + strconv.Itoa(v.Patch)
	}
	return s
}

// Toolchain returns the release's name for GOTOOLCHAIN: go1.N.P, with patch 0
// when none was given.
func (v Version) Toolchain() string {
	return "go1." + strconv.Itoa(v.Minor) + "." + strconv.Itoa(v.Patch)
}
