package libverify

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/ojkit/ojkit/internal/directive"
)

// A Marker is a program of the module that carries //ojkit:verify.
type Marker struct {
	// File is the program's main.go, relative to the module's root and
	// slash-separated: the name its result goes by.
	File string
	// Line is the directive's line in File.
	Line int
	// Problem and Tolerance are the directive's (see directive.Verify).
	directive.Verify
	// Limits are the program's //ojkit:limits, which a folder of cases is
	// judged under (a Library Checker problem has its own).
	Limits directive.Limits
}

// Dir returns the program's directory, relative to the module's root.
func (m Marker) Dir() string { return path.Dir(m.File) }

// Find returns the markers of the module at root, sorted by File: the main
// packages whose main.go's doc comment holds //ojkit:verify. It leaves out
// the folders the go command leaves out of ./... (testdata, vendor, and
// names beginning with . or _) and nested modules. A main.go whose
// directives do not parse is an error.
func Find(root string) ([]Marker, error) {
	var ms []Marker
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if p != root && skipped(p, d.Name()) {
			return filepath.SkipDir
		}
		m, ok, err := marker(root, p)
		if ok {
			ms = append(ms, m)
		}
		return err
	})
	return ms, err
}

// skipped reports whether the folder at p, named name, holds no package
// of the module.
func skipped(p, name string) bool {
	if name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
		return true
	}
	_, err := os.Stat(filepath.Join(p, "go.mod"))
	return err == nil
}

// marker returns the marker of the folder dir of the module at root, and
// whether it has one.
func marker(root, dir string) (Marker, bool, error) {
	file := filepath.Join(dir, "main.go")
	if _, err := os.Stat(file); err != nil {
		return Marker{}, false, nil
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, nil, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil || f.Name.Name != "main" {
		return Marker{}, false, nil
	}
	ds, err := directive.Parse(fset, f)
	if err != nil || ds.Verify.Problem == "" {
		return Marker{}, false, err
	}
	rel, err := filepath.Rel(root, file)
	if err != nil {
		return Marker{}, false, err
	}
	return Marker{File: filepath.ToSlash(rel), Line: verifyLine(fset, f), Verify: ds.Verify, Limits: ds.Limits}, true, nil
}

// verifyLine returns the line of f's //ojkit:verify, which its doc comment
// holds.
func verifyLine(fset *token.FileSet, f *ast.File) int {
	for _, c := range f.Doc.List {
		if strings.HasPrefix(c.Text, "//ojkit:verify ") {
			return fset.Position(c.Pos()).Line
		}
	}
	return 0
}
