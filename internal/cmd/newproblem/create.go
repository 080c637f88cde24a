package newproblem

import (
	"bytes"
	"errors"
	"fmt"
	"go/format"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"text/template"

	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/onlinejudge"
)

// create writes the problem's files and returns their paths relative to the
// module's top. It writes nothing when one of the folders it makes exists
// (see dirs), and removes what it made if a write fails.
func create(p *problem) ([]string, error) {
	dirs := p.dirs()
	for _, d := range dirs {
		if _, err := os.Lstat(filepath.Join(p.Root, d)); !errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%s exists: not touching an existing problem", d)
		}
	}
	files, err := render(p)
	if err != nil {
		return nil, err
	}
	var made []string
	for _, d := range dirs {
		abs := filepath.Join(p.Root, d)
		err := os.MkdirAll(filepath.Dir(abs), 0o755)
		if err == nil {
			err = os.Mkdir(abs, 0o755)
		}
		if err != nil {
			removeAll(made)
			return nil, err
		}
		made = append(made, abs)
	}
	var names []string
	for _, f := range files {
		path := filepath.Join(p.Root, f.path)
		err := os.MkdirAll(filepath.Dir(path), 0o755)
		if err == nil {
			err = os.WriteFile(path, f.data, 0o644)
		}
		if err != nil {
			removeAll(made)
			return nil, err
		}
		names = append(names, f.path)
	}
	return names, nil
}

// place returns where the problem's parts go: layout's rule.
func (p *problem) place() layout.Problem { return layout.InModule(p.Root, p.ID) }

// rel returns path relative to the module's top.
func (p *problem) rel(path string) string {
	if r, err := filepath.Rel(p.Root, path); err == nil {
		return r
	}
	return path
}

// dirs returns the folders create makes, relative to the module's top:
// problems/ID, testdata/ID and, for an interactive problem, gen/ID.
func (p *problem) dirs() []string {
	loc := p.place()
	dirs := []string{p.rel(loc.Dir), p.rel(loc.SuiteDir())}
	if p.Interactive {
		dirs = append(dirs, p.rel(loc.GenDir()))
	}
	return dirs
}

// judgeioPath returns the import path of the judgeio package for a problem
// in the module at p.Root: the module's own in ojkit's repository, ojkit's
// elsewhere (the module then requires github.com/ojkit/ojkit).
func judgeioPath(p *problem) string {
	if _, err := os.Stat(filepath.Join(p.Root, "judgeio")); err == nil {
		return p.Module + "/judgeio"
	}
	return ojkitModule + "/judgeio"
}

// ojkitModule is ojkit's module path.
const ojkitModule = "github.com/ojkit/ojkit"

// removeAll removes the directories made by a create that failed.
func removeAll(dirs []string) {
	for _, d := range dirs {
		os.RemoveAll(d)
	}
}

// file is one file to write, by its path relative to the module's top.
type file struct {
	path string
	data []byte
}

// render returns the problem's files.
func render(p *problem) ([]file, error) {
	floor, err := onlinejudge.FloorOf("", directive.Directives{Judges: strings.Fields(p.Entries())})
	if err != nil {
		return nil, err
	}
	compare, _, err := onlinejudge.CompareOf(strings.Fields(p.Entries()))
	if err != nil {
		return nil, err
	}
	data := struct {
		*problem
		Floor   onlinejudge.Floor
		Compare string
		Judgeio string // the import path of judgeio
	}{p, floor, compare, judgeioPath(p)}
	mainGo, err := execute(mainTemplate, data)
	if err != nil {
		return nil, err
	}
	if mainGo, err = format.Source(mainGo); err != nil {
		return nil, fmt.Errorf("internal error: the skeleton does not parse: %v", err)
	}
	readme, err := execute(readmeTemplate, data)
	if err != nil {
		return nil, err
	}
	loc := p.place()
	files := []file{
		{p.rel(loc.Main()), mainGo},
		{p.rel(filepath.Join(loc.Dir, "README.md")), readme},
		{p.rel(filepath.Join(loc.SuiteDir(), "sample.txtar")), sampleScript(p)},
	}
	if p.Interactive {
		interactor, err := execute(interactorTemplate, data)
		if err != nil {
			return nil, err
		}
		if interactor, err = format.Source(interactor); err != nil {
			return nil, fmt.Errorf("internal error: the interactor skeleton does not parse: %v", err)
		}
		files = append(files, file{p.rel(filepath.Join(loc.Tool("interactor"), "main.go")), interactor})
	}
	return files, nil
}

// Entries returns the //ojkit:judges value.
func (p *problem) Entries() string {
	var es []string
	for _, j := range p.Judges {
		es = append(es, j.Entry)
	}
	return strings.Join(es, " ")
}

// InFile returns the input file of a problem with //ojkit:io, as
// judgeio.RunFiles names it: a file name, a regular expression between
// slashes, or "" for standard input.
func (p *problem) InFile() string {
	in, _, _ := strings.Cut(p.IO, " ")
	if in == "stdin" {
		return ""
	}
	return in
}

// OutFile returns the output file of a problem with //ojkit:io, or "" for
// standard output.
func (p *problem) OutFile() string {
	_, out, _ := strings.Cut(p.IO, " ")
	if out == "stdout" {
		return ""
	}
	return out
}

// execute runs the template t on data.
func execute(t *template.Template, data any) ([]byte, error) {
	var b bytes.Buffer
	if err := t.Execute(&b, data); err != nil {
		return nil, fmt.Errorf("internal error: %v", err)
	}
	return b.Bytes(), nil
}
