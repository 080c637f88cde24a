package bundle

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strconv"

	"github.com/ojkit/ojkit/internal/typeutil"
	"golang.org/x/tools/go/ast/astutil"
)

// newName returns the bundled name of a package-level object of an inlined
// package (the polyfill's stand-in for a math/bits object included), or "" when
// the object keeps its name (init functions among them: they declare no name).
func (b *bundler) newName(obj types.Object) string {
	obj = typeutil.Origin(obj)
	if obj == nil || obj.Pkg() == nil || obj.Name() == "_" || obj.Name() == "init" {
		return ""
	}
	if b.fill != nil && obj.Pkg().Path() == "math/bits" {
		if obj = b.fillObject(obj); obj == nil {
			return ""
		}
	}
	p := b.byTypes[obj.Pkg()]
	if p == nil || p.prefix == "" || obj.Parent() != p.types.Scope() {
		return ""
	}
	return p.prefix + obj.Name()
}

// finalNames returns the package-level names of the bundle, each with the object
// it names, and refuses two objects with one name.
func (b *bundler) finalNames(r *reacher) (map[string]types.Object, error) {
	names := map[string]types.Object{}
	for _, u := range r.units {
		if !u.kept {
			continue
		}
		if fd, ok := u.node.(*ast.FuncDecl); ok && isInit(fd) {
			continue // init functions declare no name
		}
		for _, obj := range u.objs {
			if obj.Name() == "_" || obj.Parent() != u.pkg.types.Scope() {
				continue
			}
			name := obj.Name()
			if u.pkg.prefix != "" {
				name = u.pkg.prefix + name
			}
			if prev := names[name]; prev != nil {
				return nil, b.clash(name, prev, obj)
			}
			names[name] = obj
		}
	}
	return names, nil
}

// clash refuses two objects, prev found before obj, that get the same name.
func (b *bundler) clash(name string, prev, obj types.Object) error {
	if b.byTypes[prev.Pkg()] == b.main {
		return refuse(b.fset, prev.Pos(), name+" in package main",
			"it is also the bundled name of "+qualified(obj)+"; rename it")
	}
	return refuse(b.fset, obj.Pos(), qualified(obj),
		"its bundled name "+name+" is also that of "+qualified(prev)+" ("+b.position(prev.Pos())+")")
}

// qualified returns path.Name for obj.
func qualified(obj types.Object) string {
	return obj.Pkg().Path() + "." + obj.Name()
}

// position returns FILE:LINE for pos.
func (b *bundler) position(pos token.Pos) string {
	p := b.fset.Position(pos)
	return rel(p.Filename) + ":" + strconv.Itoa(p.Line)
}

// stdImport is an import of the bundle.
type stdImport struct {
	name, path string // name is "_" for a blank import, else the name the code uses
	renamed    bool   // name is not the package's own
	pos        token.Pos
}

// imports returns the standard-library imports the kept code uses, and the blank
// ones, sorted by path. It refuses two packages with one name, and a package name
// that is also a package-level name of the bundle.
func (b *bundler) imports(r *reacher, names map[string]types.Object) ([]stdImport, error) {
	seen := map[stdImport]bool{}
	var imps []stdImport
	add := func(imp stdImport) {
		key := stdImport{name: imp.name, path: imp.path, renamed: imp.renamed}
		if !seen[key] {
			seen[key] = true
			imps = append(imps, imp)
		}
	}
	for _, u := range r.units {
		if u.kept {
			b.unitImports(u, add)
		}
	}
	for _, p := range b.order {
		b.blankImports(p, add)
	}
	sort.SliceStable(imps, func(i, j int) bool { return imps[i].path < imps[j].path })
	return imps, b.checkImports(imps, names)
}

// unitImports reports the standard-library packages u refers to, by a
// qualified name or through a dot import.
func (b *bundler) unitImports(u *unit, add func(stdImport)) {
	info := u.pkg.info
	ast.Inspect(u.node, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if pn := pkgNameOf(info, sel); pn != nil {
				if b.byTypes[pn.Imported()] == nil && !b.isFilled(pn.Imported()) {
					add(stdImport{name: pn.Name(), path: pn.Imported().Path(), renamed: pn.Name() != pn.Imported().Name(), pos: pn.Pos()})
				}
				return false
			}
		}
		if id, ok := n.(*ast.Ident); ok {
			if imp := b.dotStd(u.pkg, info, id); imp != nil {
				add(stdImport{name: imp.Name(), path: imp.Path(), pos: id.Pos()})
			}
		}
		return true
	})
}

// pkgNameOf returns the imported package name that qualifies sel, or nil.
func pkgNameOf(info *types.Info, sel *ast.SelectorExpr) *types.PkgName {
	if x, ok := sel.X.(*ast.Ident); ok {
		pn, _ := info.Uses[x].(*types.PkgName)
		return pn
	}
	return nil
}

// isFilled reports whether references to the package imp become references to
// the math/bits polyfill.
func (b *bundler) isFilled(imp *types.Package) bool {
	return b.fill != nil && imp.Path() == "math/bits"
}

// dotStd returns the standard-library package of the package-level object that
// id, an identifier of p that is not the selector of a qualified name, refers
// to through a dot import; nil when id refers to anything else.
func (b *bundler) dotStd(p *pkg, info *types.Info, id *ast.Ident) *types.Package {
	obj := typeutil.Origin(info.Uses[id])
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == p.types || obj.Parent() != obj.Pkg().Scope() {
		return nil
	}
	if b.byTypes[obj.Pkg()] != nil || b.isFilled(obj.Pkg()) {
		return nil
	}
	return obj.Pkg()
}

// blankImports reports the blank imports of standard-library packages in p's
// files; an inlined package imported blank is initialized where it is inlined.
func (b *bundler) blankImports(p *pkg, add func(stdImport)) {
	for _, f := range p.files {
		for _, spec := range f.Imports {
			path, _ := strconv.Unquote(spec.Path.Value)
			if spec.Name != nil && spec.Name.Name == "_" && !b.g.isLocal(path) {
				add(stdImport{name: "_", path: path, pos: spec.Pos()})
			}
		}
	}
}

// checkImports refuses two imports with one name and an import name that is also
// a package-level name of the bundle.
func (b *bundler) checkImports(imps []stdImport, names map[string]types.Object) error {
	byName := map[string]stdImport{}
	for _, imp := range imps {
		if imp.name == "_" {
			continue
		}
		if prev, ok := byName[imp.name]; ok && prev.path != imp.path {
			return refuse(b.fset, imp.pos, "import "+strconv.Quote(imp.path),
				"its name "+imp.name+" is also that of "+strconv.Quote(prev.path)+", imported at "+b.position(prev.pos))
		}
		byName[imp.name] = imp
		if obj := names[imp.name]; obj != nil {
			return refuse(b.fset, obj.Pos(), imp.name+" in package "+obj.Pkg().Name(),
				"it is also the name of the imported package "+strconv.Quote(imp.path))
		}
	}
	return nil
}

// rename rewrites the kept code: package-level names of inlined packages get their
// prefix, P.Name selectors of inlined packages (and of math/bits under the
// polyfill) become the bundled name, and embedded fields follow their renamed
// types. It refuses a renamed reference that a local name would capture.
func (b *bundler) rename(r *reacher) error {
	embedded := b.embeddedFields(r)
	for _, u := range r.units {
		if !u.kept {
			continue
		}
		if err := b.renameUnit(u, embedded); err != nil {
			return err
		}
	}
	return nil
}

// embeddedFields maps each embedded field whose type is renamed to its new name.
func (b *bundler) embeddedFields(r *reacher) map[types.Object]string {
	m := map[types.Object]string{}
	for _, u := range r.units {
		if !u.kept {
			continue
		}
		info := u.pkg.info
		ast.Inspect(u.node, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if v, ok := info.Defs[id].(*types.Var); ok && v.Embedded() {
					if name := b.newName(info.Uses[id]); name != "" {
						m[v] = name
					}
				}
			}
			return true
		})
	}
	return m
}

// renameUnit rewrites one kept unit.
func (b *bundler) renameUnit(u *unit, embedded map[types.Object]string) error {
	info := u.pkg.info
	var err error
	astutil.Apply(u.node, func(c *astutil.Cursor) bool {
		if err != nil {
			return false
		}
		switch n := c.Node().(type) {
		case *ast.SelectorExpr:
			if name := b.qualifiedName(info, n); name != "" {
				err = b.checkCapture(u.pkg, n.Pos(), name, n.Sel.Name, nil)
				c.Replace(&ast.Ident{NamePos: n.Pos(), Name: name})
				return false
			}
			return pkgNameOf(info, n) == nil // a qualified name of the standard library stays
		case *ast.Ident:
			if imp := b.dotStd(u.pkg, info, n); imp != nil {
				err = b.checkCapture(u.pkg, n.Pos(), imp.Name(), n.Name, imp)
				c.Replace(&ast.SelectorExpr{X: &ast.Ident{NamePos: n.Pos(), Name: imp.Name()}, Sel: &ast.Ident{NamePos: n.Pos(), Name: n.Name}})
				return false
			}
			name := b.identName(info, n, embedded)
			if name == "" {
				return true
			}
			if _, def := info.Defs[n]; !def {
				err = b.checkCapture(u.pkg, n.Pos(), name, n.Name, nil)
			}
			n.Name = name
		}
		return true
	}, nil)
	return err
}

// qualifiedName returns the bundled name for a selector P.Name of an inlined
// package P (or of math/bits under the polyfill), or "".
func (b *bundler) qualifiedName(info *types.Info, sel *ast.SelectorExpr) string {
	x, ok := sel.X.(*ast.Ident)
	if !ok {
		return ""
	}
	if _, ok := info.Uses[x].(*types.PkgName); !ok {
		return ""
	}
	return b.newName(info.Uses[sel.Sel])
}

// identName returns the new name of the identifier id, or "".
func (b *bundler) identName(info *types.Info, id *ast.Ident, embedded map[types.Object]string) string {
	obj := info.Uses[id]
	if obj == nil {
		obj = info.Defs[id]
	}
	if name := b.newName(obj); name != "" {
		return name
	}
	if v, ok := obj.(*types.Var); ok && v.IsField() {
		return embedded[v.Origin()]
	}
	return ""
}

// becomes says what the reference old becomes in the bundle: renamed name, or
// qualified by the name of the dot-imported package imp.
func becomes(name, old string, imp *types.Package) string {
	if imp != nil {
		return "qualified as " + name + "." + old
	}
	return "renamed " + name
}

// checkCapture refuses renaming a reference at pos in p to name when a local
// declaration of that name is in scope there. When name is the name of the
// standard-library package imp, an import of imp or of an inlined package (whose
// references are all rewritten) is no capture.
func (b *bundler) checkCapture(p *pkg, pos token.Pos, name, old string, imp *types.Package) error {
	s := p.types.Scope().Innermost(pos)
	if s == nil {
		return nil
	}
	_, obj := s.LookupParent(name, pos)
	if obj == nil || obj.Parent() == p.types.Scope() || obj.Parent() == types.Universe {
		return nil
	}
	if pn, ok := obj.(*types.PkgName); ok && imp != nil && (pn.Imported() == imp || b.byTypes[pn.Imported()] != nil) {
		return nil
	}
	return refuse(b.fset, obj.Pos(), "local "+name,
		"it would capture the reference to "+old+" at "+b.position(pos)+", "+becomes(name, old, imp))
}
