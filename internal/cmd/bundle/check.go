package bundle

import (
	"go/ast"
	"go/build/constraint"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/ojkit/ojkit/internal/directive"
	"golang.org/x/tools/go/packages"
)

// A refusal is a construct that cannot be bundled. Its text is
// "FILE:LINE: CONSTRUCT cannot be bundled: WHY".
type refusal struct {
	pos       string // FILE:LINE
	construct string
	why       string
}

// Error returns the one-line message: FILE:LINE: CONSTRUCT cannot be bundled: WHY.
func (r *refusal) Error() string {
	return r.pos + ": " + r.construct + " cannot be bundled: " + r.why
}

// refuse returns a refusal at pos.
func refuse(fset *token.FileSet, pos token.Pos, construct, why string) *refusal {
	p := fset.Position(pos)
	return &refusal{pos: rel(p.Filename) + ":" + strconv.Itoa(p.Line), construct: construct, why: why}
}

// refuseFile returns a refusal at line 1 of file.
func refuseFile(file, construct, why string) *refusal {
	return &refusal{pos: rel(file) + ":1", construct: construct, why: why}
}

// checker looks for constructs that cannot be bundled in the source files of the
// module-local packages, before any type checking.
type checker struct {
	g    *graph
	fset *token.FileSet
	docs []*ast.File // the parsed files of the main package, for its doc comment
}

// checkGraph returns the first refusal among the packages of g, the main package
// first and then by import path, or nil. It also returns the directives of the
// main package's doc comments, an error when they do not parse.
func checkGraph(g *graph) (directive.Directives, error) {
	c := &checker{g: g, fset: token.NewFileSet()}
	paths := g.paths() // the main package last
	order := append([]string{g.root.PkgPath}, paths[:len(paths)-1]...)
	for _, path := range order {
		if err := c.pkg(g.local[path]); err != nil {
			return directive.Directives{}, err
		}
	}
	d, err := directive.Parse(c.fset, c.docs...)
	if e, ok := err.(*directive.Error); ok {
		e.Pos.Filename = rel(e.Pos.Filename)
	}
	return d, err
}

// pkg checks every non-test file of p.
func (c *checker) pkg(p *packages.Package) error {
	for _, f := range sorted(p.OtherFiles) {
		if err := otherFile(f); err != nil {
			return err
		}
	}
	for _, f := range sorted(p.IgnoredFiles) {
		if strings.HasSuffix(f, "_test.go") || len(p.GoFiles) > 0 && ignoreTagged(f) {
			continue
		}
		if err := c.ignored(f); err != nil {
			return err
		}
	}
	for _, f := range sorted(p.GoFiles) {
		if err := c.file(p, f); err != nil {
			return err
		}
	}
	return nil
}

// sorted returns a sorted copy of names.
func sorted(names []string) []string {
	s := append([]string(nil), names...)
	sort.Strings(s)
	return s
}

// otherFile refuses a non-Go file that a pure-Go build uses: assembly and
// object files. The files of other languages (C and C++ sources and headers,
// a solution in Python or Java beside main.go) take no part in it and are
// left alone.
func otherFile(name string) error {
	switch filepath.Ext(name) {
	case ".s", ".S", ".sx":
		return refuseFile(name, "assembly file "+filepath.Base(name), "a judge compiles one Go file")
	case ".syso":
		return refuseFile(name, "object file "+filepath.Base(name), "a judge compiles one Go file")
	}
	return nil
}

// ignoreTagged reports whether the Go file name is kept out of every build
// by the constraint //go:build ignore (or // +build ignore), as a program
// of its own beside a package is: an interactor beside main.go, built by
// name. It takes no part in the package on any judge.
func ignoreTagged(name string) bool {
	f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		return false
	}
	for _, g := range f.Comments {
		if g.Pos() >= f.Package {
			break
		}
		for _, com := range g.List {
			if expr, err := constraint.Parse(com.Text); err == nil {
				return expr.String() == "ignore"
			}
		}
	}
	return false
}

// ignored explains why a file excluded by the build was excluded: cgo, a build
// constraint line or its name; a file of another language is left alone.
func (c *checker) ignored(name string) error {
	if !strings.HasSuffix(name, ".go") {
		return otherFile(name)
	}
	f, err := parser.ParseFile(c.fset, name, nil, parser.ImportsOnly|parser.ParseComments)
	if err != nil {
		return refuseFile(name, "file "+filepath.Base(name), "it does not parse")
	}
	for _, spec := range f.Imports {
		if spec.Path.Value == `"C"` {
			return refuse(c.fset, spec.Pos(), `import "C" (cgo)`, "a judge compiles pure Go")
		}
	}
	if err := c.constraints(f, name); err != nil {
		return err
	}
	return refuseFile(name, "build-constrained file "+filepath.Base(name), "the bundle must not depend on the build context")
}

// file checks one Go file of p.
func (c *checker) file(p *packages.Package, name string) error {
	f, err := parser.ParseFile(c.fset, name, nil, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil // the type check reports it
	}
	if p == c.g.root {
		c.docs = append(c.docs, f)
	}
	if err := c.constraints(f, name); err != nil {
		return err
	}
	if err := c.imports(p, f); err != nil {
		return err
	}
	if err := c.directives(f); err != nil {
		return err
	}
	return c.funcs(f)
}

// constraints refuses build constraint lines and GOOS/GOARCH file name suffixes.
func (c *checker) constraints(f *ast.File, name string) error {
	for _, g := range f.Comments {
		if g.Pos() >= f.Package {
			break
		}
		for _, com := range g.List {
			if constraint.IsGoBuild(com.Text) || constraint.IsPlusBuild(com.Text) {
				line := "//go:build"
				if constraint.IsPlusBuild(com.Text) {
					line = "// +build"
				}
				return refuse(c.fset, com.Pos(), line+" line", "the bundle must not depend on the build context")
			}
		}
	}
	if suffix := osArchSuffix(filepath.Base(name)); suffix != "" {
		return refuseFile(name, "file name suffix "+suffix, "it is a build constraint, and the bundle must not depend on the build context")
	}
	return nil
}

// imports refuses cgo and imports found in no module and not in the standard
// library. Every import form is bundled: a renamed import of an inlined
// package is followed through the type checker's objects like any other, a
// dot import becomes qualified references, and a blank import keeps the
// package's initialization.
func (c *checker) imports(p *packages.Package, f *ast.File) error {
	for _, spec := range f.Imports {
		path, err := strconv.Unquote(spec.Path.Value)
		if err != nil {
			continue
		}
		switch {
		case path == "C":
			return refuse(c.fset, spec.Pos(), `import "C" (cgo)`, "a judge compiles pure Go")
		case !c.g.isLocal(path) && !c.g.isStd(p, path):
			return refuse(c.fset, spec.Pos(), "import "+spec.Path.Value, "it is neither in the standard library nor in a module of the build list (go get it)")
		}
	}
	return nil
}

// funcs refuses functions without a body.
func (c *checker) funcs(f *ast.File) error {
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body == nil {
			return refuse(c.fset, fd.Pos(), "func "+fd.Name.Name+" without a body", "its body is assembly or linked in")
		}
	}
	return nil
}

// directives refuses //go:linkname and //go:embed.
func (c *checker) directives(f *ast.File) error {
	for _, g := range f.Comments {
		for _, com := range g.List {
			switch {
			case strings.HasPrefix(com.Text, "//go:linkname"):
				return refuse(c.fset, com.Pos(), "//go:linkname", "it reaches into another package by name")
			case strings.HasPrefix(com.Text, "//go:embed"):
				return refuse(c.fset, com.Pos(), "//go:embed", "embedded files do not travel with one Go file")
			}
		}
	}
	return nil
}

// knownOS and knownArch are the GOOS and GOARCH values that make a file name
// suffix a build constraint (go/build's lists).
var (
	knownOS = set("aix android darwin dragonfly freebsd hurd illumos ios js linux nacl " +
		"netbsd openbsd plan9 solaris wasip1 windows zos")
	knownArch = set("386 amd64 amd64p32 arm armbe arm64 arm64be loong64 mips mipsle mips64 " +
		"mips64le mips64p32 mips64p32le ppc ppc64 ppc64le riscv riscv64 s390 s390x sparc " +
		"sparc64 wasm")
)

// set returns the words of s as a set.
func set(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// osArchSuffix returns the _GOOS, _GOARCH or _GOOS_GOARCH suffix that constrains
// the Go file name, or "".
func osArchSuffix(name string) string {
	name = strings.TrimSuffix(strings.TrimSuffix(name, ".go"), "_test")
	i := strings.IndexByte(name, '_')
	if i < 0 {
		return ""
	}
	parts := strings.Split(name[i:], "_")
	n := len(parts)
	if n >= 2 && knownOS[parts[n-2]] && knownArch[parts[n-1]] {
		return "_" + parts[n-2] + "_" + parts[n-1]
	}
	if knownOS[parts[n-1]] || knownArch[parts[n-1]] {
		return "_" + parts[n-1]
	}
	return ""
}
