// Package cpp holds testlib's C++ side for the problem packages ojkit
// writes: testlib.h, the library of C++ checkers, validators, interactors
// and generators, and the standard checkers Polygon names std::NAME.cpp.
// It stays apart from package testlib, which checkers bundled into one file
// import.
package cpp

import (
	"bytes"
	"embed"
	"fmt"
	"strings"
	"text/template"
)

// Header is testlib.h.
//
//go:embed src/testlib.h
var Header []byte

//go:embed src/*.cpp src/*.tmpl
var sources embed.FS

// rcmp is the source of the standard checkers of numbers, which differ in
// the error they allow, and lines that of those of lines, fcmp.cpp and
// lcmp.cpp, which differ in comparing a line's bytes or its words.
var (
	rcmp  = template.Must(template.ParseFS(sources, "src/rcmp.cpp.tmpl"))
	lines = template.Must(template.ParseFS(sources, "src/lines.cpp.tmpl"))
)

// lineCheckers are the standard checkers of lines, by whether they
// compare a line's words.
var lineCheckers = map[string]bool{"fcmp.cpp": false, "lcmp.cpp": true}

// NumberChecker is a standard checker of sequences of numbers.
type NumberChecker struct {
	Name string
	// Eps is the error it allows, absolute or relative, and EPS that
	// number as its source writes it.
	Eps float64
	EPS string
	// Digits is how many decimals its messages print.
	Digits int
}

// NumberCheckers are Polygon's standard checkers of numbers, loosest first.
var NumberCheckers = []NumberChecker{
	{"rcmp4.cpp", 1e-4, "1E-4", 5},
	{"rcmp.cpp", 1.5e-6, "1.5E-6", 10},
	{"rcmp6.cpp", 1e-6, "1E-6", 7},
	{"rcmp9.cpp", 1e-9, "1E-9", 10},
}

// StdChecker returns the source of the standard checker name, as Polygon
// names it without its std:: prefix (wcmp.cpp, rcmp9.cpp), or of
// accept.cpp, the checker of an interactive problem whose interactor
// judges. Each includes testlib.h.
func StdChecker(name string) ([]byte, error) {
	var b bytes.Buffer
	for _, c := range NumberCheckers {
		if c.Name == name {
			err := rcmp.Execute(&b, c)
			return b.Bytes(), err
		}
	}
	if words, ok := lineCheckers[name]; ok {
		err := lines.Execute(&b, struct {
			Name  string
			Words bool
		}{name, words})
		return b.Bytes(), err
	}
	src, err := sources.ReadFile("src/" + name)
	if err != nil || !strings.HasSuffix(name, ".cpp") {
		return nil, fmt.Errorf("no standard checker %s", name)
	}
	return src, nil
}
