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
// judges' default, go1.7 (see onlinejudge.FloorOf).
func pickFloor(flagValue string, src []byte, name string) (onlinejudge.Floor, error) {
	var dirs map[string]string
	if f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.PackageClauseOnly|parser.ParseComments); err == nil {
		dirs = directive.Read(f)
	}
	f, err := onlinejudge.FloorOf(flagValue, dirs)
	switch {
	case err != nil && flagValue == "":
		return f, fmt.Errorf("%s: %v", name, err)
	case err != nil:
		return f, err
	}
	return f, nil
}
