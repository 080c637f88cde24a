package typeutil

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

func TestOrigin(t *testing.T) {
	const src = `package p

type Box[T any] struct{ V T }

func Get[T any](b Box[T]) T { return b.V }

var x = Get(Box[int]{V: 1})
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	generic := pkg.Scope().Lookup("Get")
	field := pkg.Scope().Lookup("Box").Type().Underlying().(*types.Struct).Field(0)
	for id, obj := range info.Uses {
		switch id.Name {
		case "Get":
			if Origin(obj) != generic {
				t.Errorf("Origin(use of Get) = %v, want the generic Get", Origin(obj))
			}
		case "V":
			if Origin(obj) != field {
				t.Errorf("Origin(use of V) = %v, want the generic field", Origin(obj))
			}
		}
	}
	if x := pkg.Scope().Lookup("x"); Origin(x) != x {
		t.Errorf("Origin(x) = %v, want x itself", Origin(x))
	}
}
