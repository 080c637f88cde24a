package bundle

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/ojkit/ojkit/internal/bitsfill"
	"github.com/ojkit/ojkit/internal/cli"
	"golang.org/x/tools/go/packages"
)

// A pkg is one package of the bundle: the main package, an inlined package of the
// module, or the math/bits polyfill.
type pkg struct {
	path   string // import path
	name   string // package name
	prefix string // prepended to its package-level names: "" for main, else name + "_"
	types  *types.Package
	info   *types.Info
	files  []*ast.File // sorted by file name
	deps   []string    // import paths of the inlined packages it imports
}

// graph is the result of the first, cheap load: the main package and the
// module-local packages it imports, without types.
type graph struct {
	modPath string                       // the main module's path
	modDir  string                       // the main module's directory
	root    *packages.Package            // the main package
	local   map[string]*packages.Package // module-local packages by import path, root included
	flags   []string                     // the go command's flags of both loads
}

// loadEnv is the environment of the go command behind packages.Load: cgo off, so
// that a cgo file shows up as an ignored file the checks can name.
func loadEnv() []string {
	return append(os.Environ(), "CGO_ENABLED=0")
}

// loadFlags returns the go command's flags of a load: flags, and no
// stamping of version control information, which a bundle does not hold
// and which fails where git does (a checkout of another user's, a .git the
// go command cannot read).
func loadFlags(flags []string) []string {
	return append(slices.Clip(flags), "-buildvcs=false")
}

// loadGraph lists the package in dir and the packages of modules it imports,
// transitively, with their files but without syntax or types, passing flags
// to the go command.
func loadGraph(dir string, flags []string) (*graph, error) {
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedImports |
			packages.NeedDeps | packages.NeedModule,
		Dir:        dir,
		Env:        loadEnv(),
		BuildFlags: loadFlags(flags),
	}
	pkgs, err := packages.Load(cfg, ".")
	if err != nil {
		return nil, fmt.Errorf("%s: %v", rel(dir), cli.FirstLine(err.Error()))
	}
	if len(pkgs) != 1 {
		return nil, fmt.Errorf("%s: want one package, found %d", rel(dir), len(pkgs))
	}
	root := pkgs[0]
	if len(root.GoFiles) == 0 && len(root.IgnoredFiles) == 0 {
		return nil, fmt.Errorf("%s: no Go files", rel(dir))
	}
	if root.Module == nil {
		return nil, fmt.Errorf("%s: not in a module", rel(dir))
	}
	g := &graph{modPath: root.Module.Path, modDir: root.Module.Dir, root: root,
		local: map[string]*packages.Package{}, flags: flags}
	g.walk(root)
	return g, nil
}

// walk records p and the packages it imports from any module (its own, or
// one of its build list: a dependency in the module cache or a replace
// directory), transitively.
func (g *graph) walk(p *packages.Package) {
	if g.local[p.PkgPath] != nil {
		return
	}
	g.local[p.PkgPath] = p
	for _, imp := range p.Imports {
		if imp.Module != nil {
			g.walk(imp)
		}
	}
}

// isLocal reports whether path names a package the bundle inlines: one of a
// module, found by walk.
func (g *graph) isLocal(path string) bool {
	return g.local[path] != nil
}

// isStd reports whether the package path, imported by p, is in the standard
// library.
func (g *graph) isStd(p *packages.Package, path string) bool {
	if path == "C" || g.isLocal(path) {
		return false
	}
	if imp := p.Imports[path]; imp != nil && imp.Module != nil {
		return false
	}
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

// paths returns the import paths of the module-local packages, sorted, the main
// package last.
func (g *graph) paths() []string {
	var ps []string
	for path := range g.local {
		if path != g.root.PkgPath {
			ps = append(ps, path)
		}
	}
	sort.Strings(ps)
	return append(ps, g.root.PkgPath)
}

// loadTypes parses and type-checks the module-local packages of g. It returns them
// by import path, or the first error, dependencies first.
func loadTypes(g *graph, fset *token.FileSet) (map[string]*packages.Package, error) {
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
			packages.NeedImports | packages.NeedTypes | packages.NeedSyntax |
			packages.NeedTypesInfo | packages.NeedModule,
		Dir:        g.modDir,
		Env:        loadEnv(),
		Fset:       fset,
		BuildFlags: loadFlags(g.flags),
	}
	pkgs, err := packages.Load(cfg, g.paths()...)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", rel(g.modDir), cli.FirstLine(err.Error()))
	}
	byPath := map[string]*packages.Package{}
	for _, p := range pkgs {
		byPath[p.PkgPath] = p
	}
	for _, path := range depsFirst(g.paths(), func(path string) []string { return g.localImports(byPath[path]) }) {
		p := byPath[path]
		if p == nil {
			return nil, fmt.Errorf("%s: package not loaded", path)
		}
		if len(p.Errors) > 0 {
			return nil, loadError(firstError(p.Errors))
		}
		if p.Types == nil || p.TypesInfo == nil {
			return nil, fmt.Errorf("%s: no type information", path)
		}
	}
	return byPath, nil
}

// firstError picks the error to report: the first syntax or type error, which
// has a position, else the first error of the go command.
func firstError(errs []packages.Error) packages.Error {
	for _, e := range errs {
		if e.Kind == packages.ParseError || e.Kind == packages.TypeError {
			return e
		}
	}
	return errs[0]
}

// loadError turns a packages.Error into a one-line error with a relative file
// name.
func loadError(e packages.Error) error {
	msg := e.Msg
	if strings.HasPrefix(msg, "# ") { // compiler output: "# pkg\nfile:line: msg"
		_, msg, _ = strings.Cut(msg, "\n")
	}
	msg = cli.FirstLine(msg)
	if e.Pos == "" || e.Pos == "-" {
		return fmt.Errorf("%s", msg)
	}
	return fmt.Errorf("%s: %s", relPos(e.Pos), msg)
}

// newPkg makes the bundle's view of a type-checked module package.
func newPkg(p *packages.Package, g *graph, fset *token.FileSet, main bool) *pkg {
	bp := &pkg{path: p.PkgPath, name: p.Name, types: p.Types, info: p.TypesInfo}
	if !main {
		bp.prefix = p.Name + "_"
	}
	bp.files = append(bp.files, p.Syntax...)
	sortFiles(fset, bp.files)
	for path := range p.Imports {
		if g.isLocal(path) {
			bp.deps = append(bp.deps, path)
		}
	}
	sort.Strings(bp.deps)
	return bp
}

// disambiguate gives the packages of pkgs that share a name prefixes that
// differ: the name preceded by as many directories of the import path as it
// takes (example.com/a/util and example.com/b/util get a_util_ and b_util_).
func disambiguate(pkgs []*pkg) {
	byName := map[string][]*pkg{}
	for _, p := range pkgs {
		byName[p.name] = append(byName[p.name], p)
	}
	for _, group := range byName {
		if len(group) < 2 {
			continue
		}
		for k := 1; k <= strings.Count(group[0].path, "/"); k++ {
			seen := map[string]bool{}
			for _, p := range group {
				p.prefix = pathPrefix(p.path, p.name, k)
				seen[p.prefix] = true
			}
			if len(seen) == len(group) {
				break // else finalNames refuses what still clashes
			}
		}
	}
}

// pathPrefix returns the prefix of the package name of path preceded by the
// last k directories above it, as an identifier: pathPrefix("example.com/a/util",
// "util", 1) is "a_util_".
func pathPrefix(path, name string, k int) string {
	dirs := strings.Split(path, "/")
	dirs = dirs[:len(dirs)-1]
	k = min(k, len(dirs))
	id := []rune(strings.Join(append(slices.Clone(dirs[len(dirs)-k:]), name), "_"))
	for i, r := range id {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			id[i] = '_'
		}
	}
	if unicode.IsDigit(id[0]) {
		return "p" + string(id) + "_"
	}
	return string(id) + "_"
}

// sortFiles orders files by file name.
func sortFiles(fset *token.FileSet, files []*ast.File) {
	sort.SliceStable(files, func(i, j int) bool {
		return fset.File(files[i].Pos()).Name() < fset.File(files[j].Pos()).Name()
	})
}

// fillPath is the import path under which the math/bits polyfill is bundled.
const fillPath = "github.com/ojkit/ojkit/internal/bitsfill"

// loadFill parses and type-checks the polyfill source that stands in for
// math/bits.
func loadFill(fset *token.FileSet) (*pkg, error) {
	name := filepath.Join("internal", "bitsfill", "bits.go")
	f, err := parser.ParseFile(fset, name, bitsfill.Source, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, fmt.Errorf("internal error: polyfill: %v", err)
	}
	info := newInfo()
	tp, err := new(types.Config).Check(fillPath, fset, []*ast.File{f}, info)
	if err != nil {
		return nil, fmt.Errorf("internal error: polyfill: %v", err)
	}
	return &pkg{path: fillPath, name: tp.Name(), prefix: tp.Name() + "_", types: tp,
		info: info, files: []*ast.File{f}}, nil
}

// newInfo returns a types.Info that records everything the bundler looks at.
func newInfo() *types.Info {
	return &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Defs:       map[*ast.Ident]types.Object{},
		Uses:       map[*ast.Ident]types.Object{},
		Implicits:  map[ast.Node]types.Object{},
		Instances:  map[*ast.Ident]types.Instance{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
		Scopes:     map[ast.Node]*types.Scope{},
	}
}

// rel returns name relative to the working directory when it lies below it.
func rel(name string) string {
	wd, err := os.Getwd()
	if err != nil {
		return name
	}
	if r, err := filepath.Rel(wd, name); err == nil && !strings.HasPrefix(r, "..") {
		return r
	}
	return name
}

// relPos shortens the file name of a "file:line:col" position with rel.
func relPos(pos string) string {
	file, rest := pos, ""
	for i := 0; i < 2; i++ {
		j := strings.LastIndexByte(file, ':')
		if j < 0 || !isDigits(file[j+1:]) {
			break
		}
		file, rest = file[:j], file[j:]+rest
	}
	return rel(file) + rest
}

// isDigits reports whether s is a nonempty run of ASCII digits.
func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
