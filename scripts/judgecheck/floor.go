package main

import (
	"fmt"
	"go/parser"
	"go/token"

	"github.com/ojkit/ojkit/internal/directive"
)

// pickFloor returns the floor from the -go flag, else from the //ojkit:go
// directive in the doc comment of src.
func pickFloor(flagValue string, src []byte, name string) (directive.Version, error) {
	var dirs map[string]string
	if f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.PackageClauseOnly|parser.ParseComments); err == nil {
		dirs = directive.Read(f)
	}
	v, source, err := directive.Floor(flagValue, dirs)
	if err != nil {
		if source == "" && flagValue == "" {
			return v, fmt.Errorf("%s: %v", name, err)
		}
		return v, err
	}
	if source == "" {
		return v, fmt.Errorf("%s: no Go floor: give -go or an //ojkit:go directive", name)
	}
	return v, nil
}
