package bundle

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"path/filepath"

	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/mainfile"
	"github.com/ojkit/ojkit/internal/tempdir"
	"golang.org/x/tools/go/packages"
)

// bundler holds the packages of one bundle and what is known about them.
type bundler struct {
	fset    *token.FileSet
	g       *graph
	display string // the main package's directory, relative to the module root
	dirs    directive.Directives
	floor   floor
	main    *pkg
	order   []*pkg // main, then the inlined packages, dependencies first
	byTypes map[*types.Package]*pkg
	fill    *pkg                      // the math/bits polyfill, when the floor needs it
	std     map[string]*types.Package // the standard-library packages imported
}

// Bundle returns the bundled source of the main package in dir, for the Go floor
// goFlag (empty: the package's //ojkit:go directive).
func Bundle(dir, goFlag string) (out []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("internal error: %v", r)
		}
	}()
	b, err := newBundler(dir, goFlag)
	if err != nil {
		return nil, err
	}
	r, err := reach(b)
	if err != nil {
		return nil, err
	}
	names, err := b.finalNames(r)
	if err != nil {
		return nil, err
	}
	imports, err := b.imports(r, names)
	if err != nil {
		return nil, err
	}
	if err := b.rename(r); err != nil {
		return nil, err
	}
	src, err := b.emit(r, imports)
	if err != nil {
		return nil, err
	}
	return src, b.verify(src)
}

// newBundler loads the main package in dir (or of the .go file dir) and the
// packages of modules it imports, refusing what cannot be bundled. The
// package is that of dir's main.go (or of the .go file) without the other
// programs beside it.
func newBundler(dir, goFlag string) (*bundler, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	keep := filepath.Join(abs, mainfile.Name)
	fi, err := os.Stat(abs)
	switch {
	case err == nil && !fi.IsDir() && filepath.Ext(abs) == ".go":
		keep, abs = abs, filepath.Dir(abs) // a file of the package
	case err != nil || !fi.IsDir():
		return nil, fmt.Errorf("%s: not a directory or a .go file", rel(abs))
	}
	flags, cleanup, err := leaveOthers(keep)
	if err != nil {
		return nil, err
	}
	defer cleanup()
	g, err := loadGraph(abs, flags)
	if err != nil {
		return nil, err
	}
	dirs, err := checkGraph(g)
	switch {
	case g.root.Name == "" && err != nil: // every file excluded, say why
		return nil, err
	case g.root.Name != "main":
		return nil, notMain(g.root, abs)
	case err != nil:
		return nil, err
	}
	b := &bundler{fset: token.NewFileSet(), g: g, dirs: dirs,
		byTypes: map[*types.Package]*pkg{}, std: map[string]*types.Package{}}
	if b.floor, err = pickFloor(goFlag, b.dirs); err != nil {
		return nil, err
	}
	b.display = displayDir(g.modDir, abs)
	if err := b.load(); err != nil {
		return nil, err
	}
	return b, nil
}

// leaveOthers returns the go command's flags that leave the other programs
// beside the file keep out of its package (see package mainfile), none when
// keep does not exist or has none beside it, and a function that removes the
// overlay file they name.
func leaveOthers(keep string) (flags []string, cleanup func(), err error) {
	cleanup = func() {}
	if _, err := os.Stat(keep); err != nil {
		return nil, cleanup, nil
	}
	others, err := mainfile.Others(keep)
	if err != nil || len(others) == 0 {
		return nil, cleanup, err
	}
	dir, err := tempdir.New("bundle")
	if err != nil {
		return nil, cleanup, err
	}
	cleanup = func() { os.RemoveAll(dir) }
	overlay, err := mainfile.WriteOverlay(dir, others)
	if err != nil {
		cleanup()
		return nil, func() {}, err
	}
	return []string{"-overlay=" + overlay}, cleanup, nil
}

// notMain explains why the package in dir is not bundled.
func notMain(p *packages.Package, dir string) error {
	if p.Name == "" && len(p.Errors) > 0 {
		return loadError(firstError(p.Errors))
	}
	return fmt.Errorf("%s: package %s is not a main package", rel(dir), p.Name)
}

// displayDir returns dir relative to the module root, as ./path.
func displayDir(modDir, dir string) string {
	r, err := filepath.Rel(modDir, dir)
	switch {
	case err != nil:
		return filepath.ToSlash(dir)
	case r == ".":
		return "."
	}
	return "./" + filepath.ToSlash(r)
}

// load type-checks the packages and orders them: main first, then the inlined
// packages (the polyfill among them) dependencies first.
func (b *bundler) load() error {
	loaded, err := loadTypes(b.g, b.fset)
	if err != nil {
		return err
	}
	useFill := false
	var inlined []*pkg
	for _, path := range b.g.paths() {
		lp := loaded[path]
		bp := newPkg(lp, b.g, b.fset, path == b.g.root.PkgPath)
		if path == b.g.root.PkgPath {
			b.main = bp
		} else {
			inlined = append(inlined, bp)
		}
		if b.floor.needsFill() && lp.Imports["math/bits"] != nil {
			bp.deps = append(bp.deps, fillPath)
			useFill = true
		}
		b.addStd(lp)
	}
	if useFill {
		if b.fill, err = loadFill(b.fset); err != nil {
			return err
		}
		inlined = append(inlined, b.fill)
	}
	disambiguate(inlined)
	byPath := map[string]*pkg{}
	var paths []string
	for _, p := range inlined {
		byPath[p.path] = p
		paths = append(paths, p.path)
	}
	b.order = []*pkg{b.main}
	for _, path := range depsFirst(paths, func(path string) []string { return byPath[path].deps }) {
		b.order = append(b.order, byPath[path])
	}
	for _, p := range b.order {
		b.byTypes[p.types] = p
	}
	return nil
}

// addStd records the standard-library packages p imports.
func (b *bundler) addStd(p *packages.Package) {
	for path, imp := range p.Imports {
		if !b.g.isLocal(path) && imp.Types != nil {
			b.std[path] = imp.Types
		}
	}
}

// fillObject returns the polyfill's stand-in for the math/bits object obj, or nil.
func (b *bundler) fillObject(obj types.Object) types.Object {
	return b.fill.types.Scope().Lookup(obj.Name())
}

// mapImporter imports the standard-library packages already loaded.
type mapImporter map[string]*types.Package

// Import implements types.Importer.
func (m mapImporter) Import(path string) (*types.Package, error) {
	if p := m[path]; p != nil {
		return p, nil
	}
	return nil, fmt.Errorf("package %s was not loaded", path)
}

// verify type-checks the bundle, as a guard against the bundler's own mistakes.
func (b *bundler) verify(src []byte) error {
	fset := token.NewFileSet()
	f, err := parseSource(fset, src)
	if err != nil {
		return fmt.Errorf("internal error: the bundle does not parse: %v", err)
	}
	conf := types.Config{Importer: mapImporter(b.std)}
	if _, err := conf.Check("main", fset, []*ast.File{f}, nil); err != nil {
		return fmt.Errorf("internal error: the bundle does not type-check: %v", err)
	}
	return nil
}
