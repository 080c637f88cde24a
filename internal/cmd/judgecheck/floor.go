package judgecheck

import (
	"fmt"
	"go/parser"
	"go/token"

	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/judges"
)

// pickFloor returns the floor from the -go flag, else from the //ojkit:go
// directive in the doc comment of src, else from its //ojkit:judges, else
// judges' default, go1.7 (see judges.FloorOf).
func pickFloor(flagValue string, src []byte, name string) (judges.Floor, error) {
	var dirs map[string]string
	if f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.PackageClauseOnly|parser.ParseComments); err == nil {
		dirs = directive.Read(f)
	}
	f, err := judges.FloorOf(flagValue, dirs)
	switch {
	case err != nil && flagValue == "":
		return f, fmt.Errorf("%s: %v", name, err)
	case err != nil:
		return f, err
	}
	return f, nil
}
