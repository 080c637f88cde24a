package bundle

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/ojkit/ojkit/internal/typeutil"
)

// A unit is a declaration that the bundle keeps or drops as a whole: a function
// or method, one type spec, one var spec, or a whole const declaration (so that
// iota and implicitly repeated values stay right).
type unit struct {
	pkg  *pkg
	node ast.Node // *ast.FuncDecl, *ast.TypeSpec, *ast.ValueSpec or const *ast.GenDecl
	objs []types.Object
	kept bool
}

// reacher computes the units that main can reach.
//
// The rules:
//   - roots: main's func main, every package's init funcs, and every
//     package-level var whose initializer may have a side effect (see purity: a
//     call of anything but a conversion, a pure builtin or a provably pure
//     function, or a receive);
//   - a kept unit keeps every package-level object and method it refers to:
//     function bodies, signatures, struct fields, initializers, method receivers;
//     a method is kept when used by selector, method value or method expression;
//   - a type whose value is converted to an interface (implicitly or explicitly,
//     anywhere in kept code) keeps the methods that interface needs and, because
//     other code may assert it to any interface, all of its exported methods and
//     the unexported methods named by an interface kept code converts to or
//     asserts to; the same holds for the types reachable through its fields and
//     elements, which fmt and friends may reach by reflection;
//   - the type arguments of generic instances keep the methods their constraints
//     need.
type reacher struct {
	b       *bundler
	units   []*unit
	objUnit map[types.Object]*unit
	byNode  map[ast.Node]*unit
	queue   []*unit
	rt      []*types.Named        // types converted to interfaces
	rtSeen  map[*types.Named]bool // rt as a set
	im      map[string]bool       // unexported interface methods needed: pkgpath.name
	ifaces  map[types.Type]bool   // interfaces whose methods went to im
	err     error                 // the first polyfill gap
	pure    *purity               // which initializers are free of side effects
}

// reach indexes the declarations of the bundle's packages and marks the units
// main reaches.
func reach(b *bundler) (*reacher, error) {
	r := &reacher{b: b, objUnit: map[types.Object]*unit{}, byNode: map[ast.Node]*unit{}, rtSeen: map[*types.Named]bool{},
		im: map[string]bool{}, ifaces: map[types.Type]bool{}, pure: newPurity(b.order)}
	for _, p := range b.order {
		r.index(p)
	}
	for _, u := range r.units {
		if r.isRoot(u) {
			r.mark(u)
		}
	}
	for len(r.queue) > 0 && r.err == nil {
		for len(r.queue) > 0 && r.err == nil {
			u := r.queue[0]
			r.queue = r.queue[1:]
			r.walk(u)
		}
		r.methodsOfRuntimeTypes()
	}
	return r, r.err
}

// index records the units of p and the objects each declares.
func (r *reacher) index(p *pkg) {
	for _, f := range p.files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				r.add(p, d, d.Name)
			case *ast.GenDecl:
				r.indexGen(p, d)
			}
		}
	}
}

// indexGen records the units of a type, var or const declaration.
func (r *reacher) indexGen(p *pkg, d *ast.GenDecl) {
	switch d.Tok {
	case token.CONST:
		var names []*ast.Ident
		for _, s := range d.Specs {
			names = append(names, s.(*ast.ValueSpec).Names...)
		}
		r.add(p, d, names...)
	case token.VAR:
		for _, s := range d.Specs {
			r.add(p, s, s.(*ast.ValueSpec).Names...)
		}
	case token.TYPE:
		for _, s := range d.Specs {
			r.add(p, s, s.(*ast.TypeSpec).Name)
		}
	}
}

// add records a unit declaring the objects of names.
func (r *reacher) add(p *pkg, node ast.Node, names ...*ast.Ident) {
	u := &unit{pkg: p, node: node}
	r.units = append(r.units, u)
	r.byNode[node] = u
	for _, id := range names {
		if obj := p.info.Defs[id]; obj != nil {
			r.objUnit[obj] = u
			u.objs = append(u.objs, obj)
		}
	}
}

// isRoot reports whether u is kept whatever main uses: main's func main, the
// init functions of every package, and vars with side-effecting initializers.
func (r *reacher) isRoot(u *unit) bool {
	switch n := u.node.(type) {
	case *ast.FuncDecl:
		return isInit(n) || (u.pkg == r.b.main && n.Recv == nil && n.Name.Name == "main")
	case *ast.ValueSpec:
		return !r.pure.effectFree(u.pkg.info, n.Values)
	}
	return false
}

// isInit reports whether d is an init function.
func isInit(d *ast.FuncDecl) bool {
	return d.Recv == nil && d.Name.Name == "init"
}

// isKept reports whether the unit of node is kept.
func (r *reacher) isKept(node ast.Node) bool {
	u := r.byNode[node]
	return u != nil && u.kept
}

// mark keeps u and queues it for walking.
func (r *reacher) mark(u *unit) {
	if !u.kept {
		u.kept = true
		r.queue = append(r.queue, u)
	}
}

// walk keeps what u refers to and records its interface conversions.
func (r *reacher) walk(u *unit) {
	info := u.pkg.info
	ast.Inspect(u.node, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			r.use(id, info.Uses[id])
		}
		return true
	})
	convWalker{info: info, convert: r.converted, assert: r.needIface}.walk(u.node)
}

// use keeps the unit declaring obj, used at id.
func (r *reacher) use(id *ast.Ident, obj types.Object) {
	obj = typeutil.Origin(obj)
	if obj == nil || obj.Pkg() == nil {
		return
	}
	if r.b.fill != nil && obj.Pkg().Path() == "math/bits" {
		obj = r.b.fillObject(obj)
		if obj == nil && r.err == nil {
			r.err = refuse(r.b.fset, id.Pos(), "math/bits."+id.Name,
				"internal/bitsfill has no stand-in for it, and the Go floor "+r.b.floor.Version.String()+" ("+r.b.floor.Origin()+") predates math/bits")
		}
	}
	if u := r.objUnit[obj]; u != nil {
		r.mark(u)
	}
}

// converted records that a value of type src becomes the interface iface.
func (r *reacher) converted(iface, src types.Type) {
	r.needIface(iface)
	r.runtimeType(src, map[types.Type]bool{})
	if m, ok := iface.Underlying().(*types.Interface); ok {
		for i := 0; i < m.NumMethods(); i++ {
			r.keepMethod(src, m.Method(i).Name(), m.Method(i).Pkg())
		}
	}
}

// needIface records the unexported methods of iface as needed by every runtime
// type.
func (r *reacher) needIface(iface types.Type) {
	if r.ifaces[iface] {
		return
	}
	r.ifaces[iface] = true
	m, ok := iface.Underlying().(*types.Interface)
	if !ok {
		return
	}
	for i := 0; i < m.NumMethods(); i++ {
		if f := m.Method(i); !f.Exported() && f.Pkg() != nil {
			r.im[f.Pkg().Path()+"."+f.Name()] = true
		}
	}
}

// runtimeType records the bundled named types that a value of type t holds,
// through pointers, elements and fields.
func (r *reacher) runtimeType(t types.Type, seen map[types.Type]bool) {
	t = types.Unalias(t)
	if t == nil || seen[t] {
		return
	}
	seen[t] = true
	switch t := t.(type) {
	case *types.Named:
		if args := t.TypeArgs(); args != nil {
			for i := 0; i < args.Len(); i++ {
				r.runtimeType(args.At(i), seen)
			}
		}
		if r.b.byTypes[t.Obj().Pkg()] == nil || isIface(t) {
			return
		}
		if !r.rtSeen[t] {
			r.rtSeen[t] = true
			r.rt = append(r.rt, t)
		}
		r.runtimeType(t.Underlying(), seen)
	case *types.Pointer:
		r.runtimeType(t.Elem(), seen)
	case *types.Slice:
		r.runtimeType(t.Elem(), seen)
	case *types.Array:
		r.runtimeType(t.Elem(), seen)
	case *types.Chan:
		r.runtimeType(t.Elem(), seen)
	case *types.Map:
		r.runtimeType(t.Key(), seen)
		r.runtimeType(t.Elem(), seen)
	case *types.Struct:
		for i := 0; i < t.NumFields(); i++ {
			r.runtimeType(t.Field(i).Type(), seen)
		}
	}
}

// keepMethod keeps the method name (of package pkg when unexported) in the
// method set of *t or t.
func (r *reacher) keepMethod(t types.Type, name string, pkg *types.Package) {
	if _, ok := types.Unalias(t).(*types.Pointer); !ok && !isIface(t) {
		t = types.NewPointer(t)
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, pkg, name)
	if f, ok := obj.(*types.Func); ok {
		if u := r.objUnit[typeutil.Origin(f)]; u != nil {
			r.mark(u)
		}
	}
}

// methodsOfRuntimeTypes keeps, for every type converted to an interface, its
// exported methods and the unexported ones some interface needs.
func (r *reacher) methodsOfRuntimeTypes() {
	for _, t := range r.rt {
		ms := types.NewMethodSet(types.NewPointer(t))
		for i := 0; i < ms.Len(); i++ {
			f := ms.At(i).Obj()
			if f.Exported() || (f.Pkg() != nil && r.im[f.Pkg().Path()+"."+f.Name()]) {
				if u := r.objUnit[typeutil.Origin(f)]; u != nil {
					r.mark(u)
				}
			}
		}
	}
}

// pureBuiltins are the builtins without side effects of their own.
var pureBuiltins = set("append cap complex imag len make max min new real " +
	"Alignof Offsetof Sizeof Add Slice SliceData String StringData")

// isEffectCall reports whether the call c may have a side effect of its own.
func isEffectCall(info *types.Info, c *ast.CallExpr) bool {
	tv := info.Types[c.Fun]
	if tv.IsType() {
		return false
	}
	if tv.IsBuiltin() {
		var name string
		switch f := ast.Unparen(c.Fun).(type) {
		case *ast.Ident:
			name = f.Name
		case *ast.SelectorExpr:
			name = f.Sel.Name
		}
		return !pureBuiltins[name]
	}
	return true
}
