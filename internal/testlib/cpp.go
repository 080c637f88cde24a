package testlib

import (
	"embed"
	"fmt"
)

// Header is testlib.h, the C++ library of testlib's checkers, validators,
// interactors and generators, for the problem packages ojkit writes.
//
//go:embed cpp/testlib.h
var Header []byte

//go:embed cpp/*.cpp
var checkers embed.FS

// StdChecker returns the source of the standard checker name, as Polygon
// names it without its std:: prefix (wcmp.cpp, rcmp9.cpp), or of
// accept.cpp, the checker of an interactive problem whose interactor
// judges. Each includes testlib.h.
func StdChecker(name string) ([]byte, error) {
	src, err := checkers.ReadFile("cpp/" + name)
	if err != nil {
		return nil, fmt.Errorf("no standard checker %s", name)
	}
	return src, nil
}
