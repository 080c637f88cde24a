package check

import (
	"fmt"
	"go/parser"
	"go/token"

	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/onlinejudge"
)

// pickFloor returns the floor from the -go flag, else from the //ojkit:go
// directive in the doc comment of src, else from its //ojkit:judges, else
// the newest Go of the judges (see onlinejudge.FloorOf).
func pickFloor(flagValue string, src []byte, name string) (onlinejudge.Floor, error) {
	d, err := directives(src, name)
	if err != nil {
		return onlinejudge.Floor{}, err
	}
	f, err := onlinejudge.FloorOf(flagValue, d)
	switch {
	case err != nil && flagValue == "":
		return f, fmt.Errorf("%s: %v", name, err)
	case err != nil:
		return f, err
	}
	return f, nil
}

// directives returns the directives in the doc comment of src, the file
// name; none when src does not parse (the type check reports it).
func directives(src []byte, name string) (directive.Directives, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		return directive.Directives{}, nil
	}
	return directive.Parse(fset, f)
}
