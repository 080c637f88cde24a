package main

import (
	"fmt"
	"go/parser"
	"go/token"

	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/judges"
)

// pickFloor returns the floor from the -go flag, else from the //ojkit:go
// directive in the doc comment of src, else from its //ojkit:judges (see package
// judges).
func pickFloor(flagValue string, src []byte, name string) (directive.Version, error) {
	var dirs map[string]string
	if f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.PackageClauseOnly|parser.ParseComments); err == nil {
		dirs = directive.Read(f)
	}
	f, err := judges.FloorOf(flagValue, dirs)
	switch {
	case err != nil && flagValue == "":
		return f.Version, fmt.Errorf("%s: %v", name, err)
	case err != nil:
		return f.Version, err
	case !f.Set():
		return f.Version, fmt.Errorf("%s: no Go floor: give -go, an //ojkit:go directive or //ojkit:judges", name)
	}
	return f.Version, nil
}
