// Package cpp holds testlib's C++ side for the problem packages ojkit
// writes: testlib.h, the library of C++ checkers, validators, interactors
// and generators, and the standard checkers Polygon names std::NAME.cpp.
// It stays apart from package testlib, which checkers bundled into one file
// import.
package cpp

import (
	"embed"
	"fmt"
)

// Header is testlib.h.
//
//go:embed src/testlib.h
var Header []byte

//go:embed src/*.cpp
var checkers embed.FS

// StdChecker returns the source of the standard checker name, as Polygon
// names it without its std:: prefix (wcmp.cpp, rcmp9.cpp), or of
// accept.cpp, the checker of an interactive problem whose interactor
// judges. Each includes testlib.h.
func StdChecker(name string) ([]byte, error) {
	src, err := checkers.ReadFile("src/" + name)
	if err != nil {
		return nil, fmt.Errorf("no standard checker %s", name)
	}
	return src, nil
}
