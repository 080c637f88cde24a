// Package mainfile tells which Go files of a folder make up the program of
// one of them, such as a problem's main.go: the file and those of its package
// beside it, but not the other programs kept there. A .go file that declares
// a func main of its own (a wrong.go, a bundle written beside main.go) or
// belongs to another package is another program, a solution to judge by name
// like a .cpp: the builds and bundles of main.go leave it out, so that it
// never makes main.go's build fail with "main redeclared".
package mainfile

import (
	"encoding/json"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// Name is the file a problem's folder is built from.
const Name = "main.go"

// Others returns the absolute paths, sorted, of the .go files beside keep
// (tests aside) that are other programs: each declares a func main of its
// own or a package other than keep's. A file that does not parse is kept in,
// so that the build reports its error. Others returns nothing when keep does
// not parse.
func Others(keep string) ([]string, error) {
	keep, err := filepath.Abs(keep)
	if err != nil {
		return nil, err
	}
	own, err := parser.ParseFile(token.NewFileSet(), keep, nil, parser.SkipObjectResolution)
	if err != nil {
		return nil, nil
	}
	all, err := filepath.Glob(filepath.Join(filepath.Dir(keep), "*.go"))
	if err != nil {
		return nil, err
	}
	var others []string
	for _, f := range all {
		if f == keep || strings.HasSuffix(f, "_test.go") {
			continue
		}
		if isOther(f, own.Name.Name) {
			others = append(others, f)
		}
	}
	sort.Strings(others)
	return others, nil
}

// InFolder returns Others of the folder dir's main.go, or nothing when dir
// has no main.go.
func InFolder(dir string) ([]string, error) {
	keep := filepath.Join(dir, Name)
	if _, err := os.Stat(keep); err != nil {
		return nil, nil
	}
	return Others(keep)
}

// foreignSources are the extensions of the sources the go command refuses in
// a package without cgo.
var foreignSources = []string{".c", ".cc", ".cpp", ".cxx"}

// Breaking returns the names, sorted, of the files in dir, a problem's
// folder, that make go build ./... and go vet ./... of its module fail,
// though ojkit's builds of main.go leave them out: other programs (see
// Others) and C or C++ sources, unless a build constraint such as
// //go:build ignore, their first line, leaves them out of the package. A
// folder without main.go is no Go package, which go build ./... passes by:
// nothing there breaks it.
func Breaking(dir string) []string {
	if _, err := os.Stat(filepath.Join(dir, "main.go")); err != nil {
		return nil
	}
	others, _ := InFolder(dir)
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if !e.IsDir() && slices.Contains(foreignSources, filepath.Ext(e.Name())) {
			others = append(others, filepath.Join(dir, e.Name()))
		}
	}
	var names []string
	for _, path := range others {
		if ok, err := build.Default.MatchFile(dir, filepath.Base(path)); ok || err != nil {
			names = append(names, filepath.Base(path))
		}
	}
	sort.Strings(names)
	return names
}

// isOther reports whether the Go file path declares a func main or a
// package other than pkg.
func isOther(path, pkg string) bool {
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
	if err != nil {
		return false
	}
	if f.Name.Name != pkg {
		return true
	}
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.Name == "main" {
			return true
		}
	}
	return false
}

// WriteOverlay writes into dir a file for the go command's -overlay flag (go
// help build) that leaves files out of every build, as if they were removed,
// and returns its path.
func WriteOverlay(dir string, files []string) (string, error) {
	replace := map[string]string{}
	for _, f := range files {
		replace[f] = "" // an empty replacement removes the file
	}
	data, err := json.Marshal(struct{ Replace map[string]string }{replace})
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, "overlay.json")
	return path, os.WriteFile(path, data, 0o644)
}
