package bundle

import (
	"go/ast"
	"go/token"
	"go/types"
)

// convWalker finds, in a declaration, every place where a value gets an interface
// type: the implicit conversions of assignment, calls, returns, composite
// literals, sends, map keys, comparisons and switch cases, explicit conversions,
// and the type arguments of generic instances (checked against their
// constraints). It also finds the interfaces of type assertions and type switches.
type convWalker struct {
	info    *types.Info
	sig     *types.Signature // the enclosing function's signature
	convert func(iface, src types.Type)
	assert  func(iface types.Type)
}

// walk visits node.
func (w convWalker) walk(node ast.Node) {
	ast.Walk(w, node)
}

// Visit implements ast.Visitor; it returns a walker with the signature of a
// function it enters.
func (w convWalker) Visit(n ast.Node) ast.Visitor {
	switch n := n.(type) {
	case *ast.FuncDecl:
		if obj, ok := w.info.Defs[n.Name].(*types.Func); ok {
			w.sig = obj.Type().(*types.Signature)
		}
	case *ast.FuncLit:
		if sig, ok := w.info.TypeOf(n).(*types.Signature); ok {
			w.sig = sig
		}
	case *ast.Ident:
		w.instance(n)
	case *ast.CallExpr:
		w.call(n)
	case *ast.ReturnStmt:
		if w.sig != nil && len(n.Results) > 0 {
			w.flowList(tupleTypes(w.sig.Results()), n.Results)
		}
	case *ast.AssignStmt:
		if n.Tok == token.ASSIGN || n.Tok == token.DEFINE {
			w.flowList(w.types(n.Lhs), n.Rhs)
		}
	case *ast.ValueSpec:
		if n.Type != nil {
			t := w.info.TypeOf(n.Type)
			dst := make([]types.Type, len(n.Names))
			for i := range dst {
				dst[i] = t
			}
			w.flowList(dst, n.Values)
		}
	default:
		w.other(n)
	}
	return w
}

// other handles the node kinds that need no signature.
func (w convWalker) other(n ast.Node) {
	switch n := n.(type) {
	case *ast.CompositeLit:
		w.composite(n)
	case *ast.SendStmt:
		if ch, ok := under(w.info.TypeOf(n.Chan)).(*types.Chan); ok {
			w.flow(ch.Elem(), n.Value)
		}
	case *ast.IndexExpr:
		if m, ok := under(w.info.TypeOf(n.X)).(*types.Map); ok {
			w.flow(m.Key(), n.Index)
		}
	case *ast.BinaryExpr:
		if n.Op == token.EQL || n.Op == token.NEQ {
			w.both(w.info.TypeOf(n.X), w.info.TypeOf(n.Y))
		}
	case *ast.SwitchStmt:
		w.switchCases(n)
	case *ast.RangeStmt:
		w.rangeAssign(n)
	case *ast.TypeAssertExpr:
		if n.Type != nil {
			w.asserted(w.info.TypeOf(n.Type))
		}
	case *ast.TypeSwitchStmt:
		for _, s := range n.Body.List {
			for _, e := range s.(*ast.CaseClause).List {
				w.asserted(w.info.TypeOf(e))
			}
		}
	}
}

// flow records a conversion of expression e to type dst.
func (w convWalker) flow(dst types.Type, e ast.Expr) {
	w.flowType(dst, w.info.TypeOf(e))
}

// flowType records a conversion of a value of type src to type dst, if dst is an
// interface and src is not.
func (w convWalker) flowType(dst, src types.Type) {
	if dst == nil || src == nil || !isIface(dst) || isIface(src) {
		return
	}
	if b, ok := src.(*types.Basic); ok && b.Info()&types.IsUntyped != 0 {
		return
	}
	w.convert(dst, src)
}

// both records the conversion of either operand of a comparison to the other's
// interface type.
func (w convWalker) both(x, y types.Type) {
	w.flowType(x, y)
	w.flowType(y, x)
}

// flowList pairs destinations with values, one to one or from one tuple.
func (w convWalker) flowList(dst []types.Type, values []ast.Expr) {
	if len(values) == 1 && len(dst) > 1 {
		if tup, ok := w.info.TypeOf(values[0]).(*types.Tuple); ok {
			for i, t := range tupleTypes(tup) {
				if i < len(dst) {
					w.flowType(dst[i], t)
				}
			}
		}
		return
	}
	for i, v := range values {
		if i < len(dst) {
			w.flow(dst[i], v)
		}
	}
}

// types returns the types of exprs (nil for the blank identifier).
func (w convWalker) types(exprs []ast.Expr) []types.Type {
	ts := make([]types.Type, len(exprs))
	for i, e := range exprs {
		ts[i] = w.info.TypeOf(e)
	}
	return ts
}

// call handles conversions, builtins and the arguments of calls.
func (w convWalker) call(c *ast.CallExpr) {
	tv := w.info.Types[c.Fun]
	switch {
	case tv.IsType():
		if len(c.Args) == 1 {
			w.flow(tv.Type, c.Args[0])
		}
	case tv.IsBuiltin():
		w.builtin(c)
	default:
		if sig, ok := under(tv.Type).(*types.Signature); ok {
			w.flowList(w.params(sig, c), c.Args)
		}
	}
}

// params returns the type each argument of c is converted to.
func (w convWalker) params(sig *types.Signature, c *ast.CallExpr) []types.Type {
	ps := tupleTypes(sig.Params())
	n := len(c.Args)
	if len(c.Args) == 1 {
		if tup, ok := w.info.TypeOf(c.Args[0]).(*types.Tuple); ok {
			n = tup.Len()
		}
	}
	if !sig.Variadic() || c.Ellipsis.IsValid() || len(ps) == 0 {
		return ps
	}
	last := ps[len(ps)-1]
	out := ps[: len(ps)-1 : len(ps)-1]
	if s, ok := under(last).(*types.Slice); ok {
		for len(out) < n {
			out = append(out, s.Elem())
		}
	}
	return out
}

// builtin handles the builtins whose arguments may become interfaces.
func (w convWalker) builtin(c *ast.CallExpr) {
	id, ok := ast.Unparen(c.Fun).(*ast.Ident)
	if !ok {
		return
	}
	switch id.Name {
	case "append":
		if len(c.Args) > 1 && !c.Ellipsis.IsValid() {
			if s, ok := under(w.info.TypeOf(c.Args[0])).(*types.Slice); ok {
				for _, a := range c.Args[1:] {
					w.flow(s.Elem(), a)
				}
			}
		}
	case "panic", "print", "println":
		for _, a := range c.Args {
			w.flow(types.NewInterfaceType(nil, nil), a)
		}
	case "delete":
		if len(c.Args) == 2 {
			if m, ok := under(w.info.TypeOf(c.Args[0])).(*types.Map); ok {
				w.flow(m.Key(), c.Args[1])
			}
		}
	}
}

// composite handles the elements of a composite literal.
func (w convWalker) composite(lit *ast.CompositeLit) {
	t := w.info.TypeOf(lit)
	if p, ok := under(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := under(t).(type) {
	case *types.Struct:
		for i, e := range lit.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				w.flow(w.info.TypeOf(kv.Key), kv.Value)
			} else if i < u.NumFields() {
				w.flow(u.Field(i).Type(), e)
			}
		}
	case *types.Map:
		for _, e := range lit.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				w.flow(u.Key(), kv.Key)
				w.flow(u.Elem(), kv.Value)
			}
		}
	case *types.Slice:
		w.elements(u.Elem(), lit.Elts)
	case *types.Array:
		w.elements(u.Elem(), lit.Elts)
	}
}

// elements handles the elements of a slice or array literal.
func (w convWalker) elements(elem types.Type, elts []ast.Expr) {
	for _, e := range elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			e = kv.Value
		}
		w.flow(elem, e)
	}
}

// switchCases handles the comparison of an expression switch's tag with its cases.
func (w convWalker) switchCases(s *ast.SwitchStmt) {
	if s.Tag == nil {
		return
	}
	tag := w.info.TypeOf(s.Tag)
	for _, st := range s.Body.List {
		for _, e := range st.(*ast.CaseClause).List {
			w.both(tag, w.info.TypeOf(e))
		}
	}
}

// rangeAssign handles a range statement that assigns to existing variables.
func (w convWalker) rangeAssign(r *ast.RangeStmt) {
	if r.Tok != token.ASSIGN {
		return
	}
	var key, val types.Type
	switch u := under(w.info.TypeOf(r.X)).(type) {
	case *types.Map:
		key, val = u.Key(), u.Elem()
	case *types.Slice:
		val = u.Elem()
	case *types.Array:
		val = u.Elem()
	case *types.Pointer:
		if a, ok := under(u.Elem()).(*types.Array); ok {
			val = a.Elem()
		}
	case *types.Chan:
		key = u.Elem()
	}
	if r.Key != nil {
		w.flowType(w.info.TypeOf(r.Key), key)
	}
	if r.Value != nil {
		w.flowType(w.info.TypeOf(r.Value), val)
	}
}

// instance checks the type arguments of a generic instance against the methods
// their constraints require.
func (w convWalker) instance(id *ast.Ident) {
	inst, ok := w.info.Instances[id]
	if !ok {
		return
	}
	var tparams *types.TypeParamList
	switch obj := w.info.Uses[id].(type) {
	case *types.Func:
		tparams = obj.Type().(*types.Signature).TypeParams()
	case *types.TypeName:
		if named, ok := types.Unalias(obj.Type()).(*types.Named); ok {
			tparams = named.TypeParams()
		}
	}
	for i := 0; tparams != nil && i < tparams.Len() && i < inst.TypeArgs.Len(); i++ {
		w.flowType(tparams.At(i).Constraint(), inst.TypeArgs.At(i))
	}
}

// asserted records the interface of a type assertion or type switch case.
func (w convWalker) asserted(t types.Type) {
	if t != nil && isIface(t) {
		w.assert(t)
	}
}

// isIface reports whether t is an interface type (type parameters excluded).
func isIface(t types.Type) bool {
	if _, ok := types.Unalias(t).(*types.TypeParam); ok {
		return false
	}
	return types.IsInterface(t)
}

// under returns the underlying type of t, or nil.
func under(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	return t.Underlying()
}

// tupleTypes returns the types of the variables of t.
func tupleTypes(t *types.Tuple) []types.Type {
	ts := make([]types.Type, t.Len())
	for i := range ts {
		ts[i] = t.At(i).Type()
	}
	return ts
}
