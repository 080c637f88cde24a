package main

import (
	"fmt"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
)

// A version is a Go release: 1.minor, or 1.minor.patch.
type version struct {
	minor, patch int
	hasPatch     bool
}

// parseVersion parses "1.7", "go1.7", "1.22.2" or "go1.22.2".
func parseVersion(s string) (version, error) {
	bad := fmt.Errorf("bad Go version %q, want one like 1.7 or 1.22.2", s)
	fields := strings.Split(strings.TrimPrefix(s, "go"), ".")
	if len(fields) < 2 || len(fields) > 3 || fields[0] != "1" {
		return version{}, bad
	}
	var nums [2]int
	for i, f := range fields[1:] {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || strings.HasPrefix(f, "+") {
			return version{}, bad
		}
		nums[i] = n
	}
	return version{minor: nums[0], patch: nums[1], hasPatch: len(fields) == 3}, nil
}

// String returns go1.N or go1.N.P.
func (v version) String() string {
	return "go" + v.directive()
}

// directive returns the version as a go.mod go directive: 1.N or 1.N.P.
func (v version) directive() string {
	s := "1." + strconv.Itoa(v.minor)
	if v.hasPatch {
		s += "." + strconv.Itoa(v.patch)
	}
	return s
}

// toolchain returns the name of the release for GOTOOLCHAIN: go1.N.P, with patch 0
// when none was given.
func (v version) toolchain() string {
	return "go1." + strconv.Itoa(v.minor) + "." + strconv.Itoa(v.patch)
}

// pickFloor returns the floor from the -go flag, else from the //ojkit:go
// directive in the doc comment of src.
func pickFloor(flagValue string, src []byte, name string) (version, error) {
	if flagValue != "" {
		v, err := parseVersion(flagValue)
		if err != nil {
			return version{}, fmt.Errorf("-go: %v", err)
		}
		return v, nil
	}
	f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.PackageClauseOnly|parser.ParseComments)
	if err == nil && f.Doc != nil {
		for _, c := range f.Doc.List {
			if v, ok := strings.CutPrefix(c.Text, "//ojkit:go "); ok {
				ver, err := parseVersion(strings.TrimSpace(v))
				if err != nil {
					return version{}, fmt.Errorf("%s: //ojkit:go: %v", name, err)
				}
				return ver, nil
			}
		}
	}
	return version{}, fmt.Errorf("%s: no Go floor: give -go or an //ojkit:go directive", name)
}
