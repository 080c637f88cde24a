package main

import (
	"fmt"
	"go/ast"
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
	fields := strings.Split(strings.TrimPrefix(s, "go"), ".")
	if len(fields) < 2 || len(fields) > 3 || fields[0] != "1" {
		return version{}, fmt.Errorf("bad Go version %q, want one like 1.7 or 1.22.2", s)
	}
	var nums [2]int
	for i, f := range fields[1:] {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || !isDigits(f) {
			return version{}, fmt.Errorf("bad Go version %q, want one like 1.7 or 1.22.2", s)
		}
		nums[i] = n
	}
	return version{minor: nums[0], patch: nums[1], hasPatch: len(fields) == 3}, nil
}

// String returns the version as go1.N or go1.N.P.
func (v version) String() string {
	s := "go1." + strconv.Itoa(v.minor)
	if v.hasPatch {
		s += "." + strconv.Itoa(v.patch)
	}
	return s
}

// bitsMinor is the minor release that added math/bits.
const bitsMinor = 9

// directives returns the //ojkit: directives in the package doc comments of files:
// name (without the ojkit: prefix) to the rest of the line, the first one winning.
func directives(files []*ast.File) map[string]string {
	d := map[string]string{}
	for _, f := range files {
		if f.Doc == nil {
			continue
		}
		for _, c := range f.Doc.List {
			rest, ok := strings.CutPrefix(c.Text, "//ojkit:")
			if !ok {
				continue
			}
			name, value, _ := strings.Cut(rest, " ")
			if _, seen := d[name]; !seen {
				d[name] = strings.TrimSpace(value)
			}
		}
	}
	return d
}

// floor is the Go floor the bundle targets, and where it came from.
type floor struct {
	v      version
	set    bool   // a floor is known
	source string // "-go" or "//ojkit:go"
}

// pickFloor returns the floor from the -go flag, else from the //ojkit:go
// directive, else none.
func pickFloor(flagValue string, dirs map[string]string) (floor, error) {
	if flagValue != "" {
		v, err := parseVersion(flagValue)
		if err != nil {
			return floor{}, fmt.Errorf("-go: %v", err)
		}
		return floor{v: v, set: true, source: "-go"}, nil
	}
	if s, ok := dirs["go"]; ok {
		v, err := parseVersion(s)
		if err != nil {
			return floor{}, fmt.Errorf("//ojkit:go: %v", err)
		}
		return floor{v: v, set: true, source: "//ojkit:go"}, nil
	}
	return floor{}, nil
}

// needsFill reports whether the floor predates math/bits.
func (f floor) needsFill() bool {
	return f.set && f.v.minor < bitsMinor
}
