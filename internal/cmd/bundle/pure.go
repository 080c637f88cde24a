package bundle

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/ojkit/ojkit/internal/typeutil"
)

// purity decides which functions of the bundle's packages are provably free of
// side effects, so that a package-level var whose initializer only calls them
// (a lookup table built by a loop, say) is dropped when nothing uses it.
//
// A function is pure when its body, function literals included, assigns only
// to its own variables (parameters, results and locals), whole or through
// array indexes and struct fields, never through a pointer, slice or map; does
// no channel operation and starts no goroutine; and calls only pure builtins,
// conversions, pure functions and methods of the bundle, functions of pureStd,
// and its own parameters of function type. A call of a pure function is free of
// side effects when each function it is passed is pure too. Anything else is
// taken to have side effects. The analysis ignores run-time panics (an index out
// of range, a division by zero): dropping an unused table whose construction
// would panic removes the panic.
type purity struct {
	decls map[*types.Func]funcDecl // the bundle's functions and methods
	state map[*types.Func]pureState
}

// funcDecl is a function's declaration and the type information of its package.
type funcDecl struct {
	decl *ast.FuncDecl
	info *types.Info
}

// pureState is what purity knows of a function.
type pureState int

const (
	unknown  pureState = iota
	checking           // on the current chain of checks: assumed pure
	pure
	impure
)

// pureStd are the standard-library packages whose functions have no side
// effects.
var pureStd = set("math math/bits unicode/utf8")

// newPurity indexes the function declarations of pkgs.
func newPurity(pkgs []*pkg) *purity {
	p := &purity{decls: map[*types.Func]funcDecl{}, state: map[*types.Func]pureState{}}
	for _, pk := range pkgs {
		for _, f := range pk.files {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
					if fn, ok := pk.info.Defs[fd.Name].(*types.Func); ok {
						p.decls[fn] = funcDecl{fd, pk.info}
					}
				}
			}
		}
	}
	return p
}

// effectFree reports whether evaluating exprs, in a package with type
// information info, is free of side effects.
func (p *purity) effectFree(info *types.Info, exprs []ast.Expr) bool {
	for _, e := range exprs {
		if !p.exprPure(info, e, nil) {
			return false
		}
	}
	return true
}

// funcPure reports whether the bundle function fn is pure.
func (p *purity) funcPure(fn *types.Func) bool {
	fn = typeutil.Origin(fn).(*types.Func)
	switch p.state[fn] {
	case checking, pure:
		return true
	case impure:
		return false
	}
	d, ok := p.decls[fn]
	if !ok {
		return false
	}
	p.state[fn] = checking
	ok = p.bodyPure(d.info, d.decl.Type, d.decl.Recv, d.decl.Body)
	p.state[fn] = impure
	if ok {
		p.state[fn] = pure
	}
	return ok
}

// bodyPure reports whether a function body with the given signature and
// receiver (nil for none) is pure.
func (p *purity) bodyPure(info *types.Info, typ *ast.FuncType, recv *ast.FieldList, body *ast.BlockStmt) bool {
	own := map[types.Object]bool{} // parameters, results and locals
	for _, fl := range []*ast.FieldList{recv, typ.Params, typ.Results} {
		if fl == nil {
			continue
		}
		for _, f := range fl.List {
			for _, id := range f.Names {
				own[info.Defs[id]] = true
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Defs[id] != nil {
			own[info.Defs[id]] = true
		}
		return true
	})
	ok := true
	ast.Inspect(body, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				ok = ok && ownTarget(info, lhs, own)
			}
		case *ast.IncDecStmt:
			ok = ownTarget(info, n.X, own)
		case *ast.RangeStmt:
			ok = (n.Key == nil || ownTarget(info, n.Key, own)) && (n.Value == nil || ownTarget(info, n.Value, own))
			if _, isChan := info.TypeOf(n.X).Underlying().(*types.Chan); isChan {
				ok = false
			}
		case *ast.GoStmt, *ast.SendStmt, *ast.SelectStmt:
			ok = false
		case *ast.UnaryExpr:
			ok = n.Op != token.ARROW
		case *ast.CallExpr:
			ok = p.callPure(info, n, own)
		}
		return ok
	})
	return ok
}

// ownTarget reports whether assigning to e writes only the function's own
// memory: a variable of own (or the blank identifier), possibly through array
// indexes and struct fields.
func ownTarget(info *types.Info, e ast.Expr, own map[types.Object]bool) bool {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			return x.Name == "_" || own[info.ObjectOf(x)]
		case *ast.IndexExpr:
			if _, isArray := info.TypeOf(x.X).Underlying().(*types.Array); !isArray {
				return false
			}
			e = x.X
		case *ast.SelectorExpr:
			if _, isStruct := info.TypeOf(x.X).Underlying().(*types.Struct); !isStruct {
				return false
			}
			e = x.X
		default:
			return false
		}
	}
}

// exprPure reports whether evaluating e is free of side effects; own holds the
// variables of the function e is in (nil at package level).
func (p *purity) exprPure(info *types.Info, e ast.Expr, own map[types.Object]bool) bool {
	ok := true
	ast.Inspect(e, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // not evaluated here; checked where it is called
		case *ast.UnaryExpr:
			ok = n.Op != token.ARROW
		case *ast.CallExpr:
			ok = p.callPure(info, n, own)
		}
		return ok
	})
	return ok
}

// callPure reports whether the call c has no side effect of its own and is
// passed only pure functions; own is as for exprPure.
func (p *purity) callPure(info *types.Info, c *ast.CallExpr, own map[types.Object]bool) bool {
	tv := info.Types[c.Fun]
	switch {
	case tv.IsType():
		return true
	case tv.IsBuiltin():
		return !isEffectCall(info, c)
	}
	switch callee := calleeObject(info, c.Fun).(type) {
	case *types.Func:
		if pk := callee.Pkg(); pk != nil && pureStd[pk.Path()] {
			return true
		}
		if !p.funcPure(callee) {
			return false
		}
	case *types.Var: // a function-typed parameter of the enclosing function
		if !own[callee] || !isParam(callee) {
			return false
		}
	default:
		return false
	}
	for _, arg := range c.Args {
		if !p.argPure(info, arg) {
			return false
		}
	}
	return true
}

// argPure reports whether a function passed as an argument is pure; arguments
// of other types are checked by the walk of the enclosing expression.
func (p *purity) argPure(info *types.Info, arg ast.Expr) bool {
	if _, isFunc := info.TypeOf(arg).Underlying().(*types.Signature); !isFunc {
		return true
	}
	switch a := ast.Unparen(arg).(type) {
	case *ast.FuncLit:
		return p.bodyPure(info, a.Type, nil, a.Body)
	case *ast.Ident, *ast.SelectorExpr:
		fn, ok := calleeObject(info, a).(*types.Func)
		return ok && p.funcPure(fn)
	}
	return false
}

// calleeObject returns the object a call's function expression names: a
// function, a method (through a selector) or a variable; nil otherwise.
func calleeObject(info *types.Info, fun ast.Expr) types.Object {
	switch f := ast.Unparen(fun).(type) {
	case *ast.Ident:
		return info.Uses[f]
	case *ast.SelectorExpr:
		if sel := info.Selections[f]; sel != nil {
			if sel.Kind() != types.MethodVal {
				return nil // a method expression or a field of function type
			}
			if _, isIface := sel.Recv().Underlying().(*types.Interface); isIface {
				return nil
			}
			return sel.Obj()
		}
		return info.Uses[f.Sel] // a qualified identifier
	}
	return nil
}

// isParam reports whether v is a parameter of a function or function literal.
func isParam(v *types.Var) bool {
	return v.Kind() == types.ParamVar
}
