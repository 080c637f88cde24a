package layout

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/testfiles"
)

// interactorOf returns what Interactor says of problem p with flag.
func interactorOf(t *testing.T, p Problem, flag string) (string, error) {
	t.Helper()
	var d directive.Directives
	if _, err := os.Stat(p.Main()); err == nil {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, p.Main(), nil, parser.PackageClauseOnly|parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		if d, err = directive.Parse(fset, f); err != nil {
			t.Fatal(err)
		}
	}
	return p.Interactor(d.Interactor.Set, d.Interactor.Command, flag)
}

func TestInteractorLookup(t *testing.T) {
	const marked = "// Command x.\n//\n//ojkit:interactor\npackage main\n"
	root := t.TempDir()
	testfiles.Write(t, root, map[string]string{
		"repo/problems/own/main.go":           marked,
		"repo/gen/own/interactor/main.go":     "package main\n",
		"repo/problems/none/main.go":          marked,
		"repo/problems/cf1807e/main.go":       marked,
		"repo/problems/cf1807e/interactor.go": "//go:build ignore\n\npackage main\n",
		"repo/problems/plain/main.go":         "// Command x.\npackage main\n",
		"repo/problems/named/main.go":         "// Command x.\n//\n//ojkit:interactor ./judge.py\npackage main\n",
		"repo/problems/named/judge.py":        "",
		"cf/1807E/main.go":                    marked,
		"cf/1807E/interactor.go":              "//go:build ignore\n\npackage main\n",
		"cf/two/main.go":                      marked,
		"cf/two/interactor.cpp":               "",
		"cf/two/interactor.py":                "",
		"cf/lonely/tests/1.in":                "1\n",
		"cf/tool/main.go":                     marked,
		"cf/tool/interactor/main.go":          "package main\n",
		"repo/problems/command/main.go":       "// Command x.\n//\n//ojkit:interactor python3 -u judge.py\npackage main\n",
	})
	repo := func(id string) Problem { return repoProblem(filepath.Join(root, "repo"), id) }
	dir := func(id string) Problem { return Problem{ID: id, Dir: filepath.Join(root, "cf", id)} }
	for _, c := range []struct {
		name    string
		p       Problem
		flag    string
		want    string // the command, or a part of the error
		wantErr bool
	}{
		{"own", repo("own"), "", filepath.Join(root, "repo/gen/own/interactor"), false},
		{"flag wins", repo("own"), "./mine.cpp", "./mine.cpp", false},
		{"named", repo("named"), "", filepath.Join(root, "repo/problems/named/judge.py"), false},
		{"command line", repo("command"), "", "python3 -u judge.py", false},
		{"plain", repo("plain"), "", "", false},
		{"folder", dir("1807E"), "", filepath.Join(root, "cf/1807E/interactor.go"), false},
		{"no main.go", dir("lonely"), "./i.py", "./i.py", false},
		{"tool folder", dir("tool"), "", filepath.Join(root, "cf/tool/interactor"), false},
		{"beside main.go in a module", repo("cf1807e"), "", "no interactor in " + Relative(filepath.Join(root, "repo/gen/cf1807e/interactor")) + ": write its main.go there", true},
		{"missing", repo("none"), "", "no interactor in " + Relative(filepath.Join(root, "repo/gen/none/interactor")) + ": write its main.go there", true},
		{"two", dir("two"), "", "2 interactors beside it (interactor.cpp, interactor.py)", true},
		{"not interactive", repo("plain"), "./i.py", "has no //ojkit:interactor directive", true},
	} {
		got, err := interactorOf(t, c.p, c.flag)
		switch {
		case c.wantErr && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: got %q, %v; want an error holding %q", c.name, got, err, c.want)
		case !c.wantErr && (err != nil || got != c.want):
			t.Errorf("%s: got %q, %v; want %q", c.name, got, err, c.want)
		}
	}
}
