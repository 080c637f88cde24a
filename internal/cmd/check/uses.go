package check

import (
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"regexp"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/typeutil"
	"golang.org/x/tools/go/packages"
)

// A use is a standard-library symbol the file uses, at its first use.
type use struct {
	key    string // the apiIndex key
	owner  string // for a method or field: its type, as path.Type
	member string // for a method or field: its name
	name   string // as shown: strings.Builder, (*bytes.Buffer).Grow, time.Duration.Truncate
	pos    token.Position
}

// writeModule writes the file's copy and a go.mod at the local Go version into
// dir: a module in which every language feature type-checks.
func writeModule(dir string, src []byte) error {
	local, err := localVersion()
	if err != nil {
		return err
	}
	mod := "module ojkit.check\n\ngo " + local + "\n"
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(mod), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, copyName), src, 0o644)
}

// stdUses type-checks the module in dir (see writeModule) and returns the
// standard-library symbols the file uses in order of first use. Type errors are
// left to the compiler.
func stdUses(dir string, cfg *config) ([]use, error) {
	lc := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedImports |
			packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo,
		Dir: dir,
		Env: append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOTOOLCHAIN=local", "CGO_ENABLED=0"),
	}
	pkgs, err := packages.Load(lc, ".")
	if err != nil {
		return nil, errors.New(cli.FirstLine(err.Error()))
	}
	if len(pkgs) != 1 || pkgs[0].TypesInfo == nil || pkgs[0].Types == nil {
		return nil, fmt.Errorf("%s: could not type-check", cfg.file)
	}
	p := pkgs[0]
	c := &collector{info: p.TypesInfo, self: p.Types, fset: p.Fset, file: cfg.file, seen: map[string]bool{}}
	for _, f := range p.Syntax {
		ast.Inspect(f, c.visit)
	}
	return c.uses, nil
}

// goVersionRE finds the release in go env GOVERSION (go1.26.8, devel go1.27-...).
var goVersionRE = regexp.MustCompile(`go1\.(\d+)`)

// localVersion returns the local toolchain's release as a go directive, 1.N.
func localVersion() (string, error) {
	v, err := goEnv("GOVERSION")
	if err != nil {
		return "", err
	}
	m := goVersionRE.FindStringSubmatch(v)
	if m == nil {
		return "", fmt.Errorf("go env GOVERSION: unknown release %q", v)
	}
	return "1." + m[1], nil
}

// collector gathers the standard-library symbols of a type-checked file.
type collector struct {
	info *types.Info
	self *types.Package
	fset *token.FileSet
	file string // the file's name as given
	seen map[string]bool
	uses []use
}

// visit is the ast.Inspect callback.
func (c *collector) visit(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.Ident:
		c.object(n.Pos(), c.info.Uses[n])
	case *ast.SelectorExpr:
		if sel := c.info.Selections[n]; sel != nil {
			c.selection(n.Sel.Pos(), sel)
		}
	case *ast.CompositeLit:
		c.keys(n)
	}
	return true
}

// object records a package-level object or a method of the standard library.
// Fields are recorded by selection and keys, which know their struct.
func (c *collector) object(pos token.Pos, obj types.Object) {
	obj = typeutil.Origin(obj)
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == c.self {
		return
	}
	switch o := obj.(type) {
	case *types.PkgName:
		return
	case *types.Var:
		if o.IsField() {
			return
		}
	case *types.Func:
		if recv := o.Type().(*types.Signature).Recv(); recv != nil {
			c.method(pos, o, recv.Type())
			return
		}
	}
	if obj.Parent() == obj.Pkg().Scope() {
		name := obj.Pkg().Path() + "." + obj.Name()
		c.add(pos, use{key: name, name: name})
	}
}

// method records the method f of the receiver type recv.
func (c *collector) method(pos token.Pos, f *types.Func, recv types.Type) {
	named, ptr := namedOf(recv)
	if named == nil || named.Obj().Pkg() == nil {
		return
	}
	typ := named.Obj().Pkg().Path() + "." + named.Obj().Name()
	name := typ + "." + f.Name()
	if ptr {
		name = "(*" + typ + ")." + f.Name()
	}
	c.add(pos, use{key: typ + "." + f.Name(), owner: typ, member: f.Name(), name: name})
}

// selection records the fields a selector goes through: the embedded fields it
// passes implicitly and, for a field selector, the field itself.
func (c *collector) selection(pos token.Pos, sel *types.Selection) {
	t := sel.Recv()
	idx := sel.Index()
	for i, k := range idx {
		if i == len(idx)-1 && sel.Kind() != types.FieldVal {
			return // the method itself is recorded through Uses
		}
		named, _ := namedOf(t)
		st, ok := derefUnder(t).(*types.Struct)
		if !ok || k >= st.NumFields() {
			return
		}
		f := st.Field(k)
		c.field(pos, named, f.Name())
		t = f.Type()
	}
}

// keys records the fields named in a keyed struct literal.
func (c *collector) keys(lit *ast.CompositeLit) {
	t := c.info.TypeOf(lit)
	named, _ := namedOf(t)
	if named == nil {
		return
	}
	if _, ok := derefUnder(t).(*types.Struct); !ok {
		return
	}
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok {
				c.field(id.Pos(), named, id.Name)
			}
		}
	}
}

// field records field name of the standard-library struct type named.
func (c *collector) field(pos token.Pos, named *types.Named, name string) {
	if named == nil || named.Obj().Pkg() == nil || named.Obj().Pkg() == c.self {
		return
	}
	typ := named.Obj().Pkg().Path() + "." + named.Obj().Name()
	c.add(pos, use{key: typ + "." + name, owner: typ, member: name, name: typ + "." + name})
}

// add records u at pos unless its key was seen before.
func (c *collector) add(pos token.Pos, u use) {
	if c.seen[u.key] {
		return
	}
	c.seen[u.key] = true
	u.pos = c.fset.Position(pos)
	u.pos.Filename = c.file
	c.uses = append(c.uses, u)
}

// namedOf returns the named type of t or *t, and whether t is a pointer.
func namedOf(t types.Type) (*types.Named, bool) {
	ptr := false
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t, ptr = p.Elem(), true
	}
	named, _ := types.Unalias(t).(*types.Named)
	if named != nil {
		named = named.Origin()
	}
	return named, ptr
}

// derefUnder returns the underlying type of t, or of *t's element.
func derefUnder(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	return t.Underlying()
}

// apiFindings reports the uses newer than the floor.
func apiFindings(uses []use, idx *apiIndex, cfg *config) []string {
	var findings []string
	for _, u := range uses {
		minor, ok := idx.version(u.key, u.owner, u.member)
		if !ok || minor <= cfg.floor.Minor {
			continue
		}
		findings = append(findings, fmt.Sprintf("%s:%d:%d: %s needs go1.%d (floor %s)",
			u.pos.Filename, u.pos.Line, u.pos.Column, u.name, minor, cfg.floor))
	}
	return findings
}
