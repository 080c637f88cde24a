package problempkg

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// buildable are the extensions of the sources runner.Build builds.
var buildable = []string{".go", ".cpp", ".cc", ".cxx", ".c", ".java", ".py"}

// languages names the languages of the packages' other sources, for the
// message that ojkit has no compiler for them.
var languages = map[string]string{
	".kt": "Kotlin", ".rs": "Rust", ".cs": "C#", ".hs": "Haskell", ".js": "JavaScript",
	".lisp": "Common Lisp", ".ml": "OCaml", ".php": "PHP", ".rb": "Ruby", ".scala": "Scala",
	".pl": "Prolog", ".plg": "Prolog", ".R": "R", ".pas": "Pascal", ".ctd": "checktestdata",
	".viva": "VIVA", ".fs": "F#", ".swift": "Swift", ".d": "D", ".lua": "Lua",
}

// headers are the extensions of files beside a source that are not
// programs themselves.
var headers = []string{".h", ".hpp", ".hh", ".txt", ".md", ".desc", ".yaml", ".json"}

// program returns the program at path, a file or a directory, saying in Why
// when ojkit cannot build it.
func program(path string) Program {
	p := Program{Path: path}
	fi, err := os.Stat(path)
	if err != nil {
		p.Why = err.Error()
		return p
	}
	if fi.IsDir() {
		return dirProgram(p)
	}
	ext := filepath.Ext(path)
	switch {
	case slices.Contains(buildable, ext):
		p.Source = path
	case languages[ext] != "":
		p.Why = "no compiler for " + languages[ext]
	case (ext == ".sh" || ext == ".bash") && !strings.ContainsAny(path, " \t'\"$\\"):
		p.Source = ext[1:] + " " + path // a command line
	case fi.Mode()&0o111 != 0 && isExecutable(path):
		p.Source = path // runner runs an executable as it is
	default:
		p.Why = fmt.Sprintf("not a source ojkit builds (%s)", strings.Join(buildable, ", "))
	}
	if slices.Contains(buildable, ext) {
		p.checkSource()
	}
	return p
}

// checkSource refuses a Python 2 source (runner runs .py with python3) and
// marks a testlib program.
func (p *Program) checkSource() {
	text, err := os.ReadFile(p.Source)
	if err != nil {
		p.Source, p.Why = "", err.Error()
		return
	}
	first, _, _ := bytes.Cut(text, []byte("\n"))
	if filepath.Ext(p.Source) == ".py" && bytes.Contains(first, []byte("python2")) {
		p.Source, p.Why = "", "no compiler for Python 2 (ojkit runs .py with python3)"
		return
	}
	p.Testlib = bytes.Contains(text, []byte("testlib.h"))
}

// dirProgram finds the one source of the directory program p: the only
// buildable file in it, or among several the one named after the
// directory, main or validate.
func dirProgram(p Program) Program {
	entries, err := os.ReadDir(p.Path)
	if err != nil {
		p.Why = err.Error()
		return p
	}
	var srcs, others []string
	for _, e := range entries {
		name, ext := e.Name(), filepath.Ext(e.Name())
		switch {
		case e.IsDir() || strings.HasPrefix(name, "."):
		case slices.Contains(buildable, ext):
			srcs = append(srcs, name)
		case !slices.Contains(headers, ext):
			others = append(others, name)
		}
	}
	if len(srcs) > 1 {
		base := filepath.Base(p.Path)
		for _, name := range srcs {
			if stem := strings.TrimSuffix(name, filepath.Ext(name)); stem == base || stem == "main" || stem == "validate" {
				srcs = []string{name}
				break
			}
		}
	}
	switch {
	case slices.Contains(others, "run"):
		p.Why = "a build/run script: ojkit builds programs from one source file"
	case len(srcs) == 1:
		p.Source = filepath.Join(p.Path, srcs[0])
		p.checkSource()
	case len(srcs) > 1:
		p.Why = fmt.Sprintf("%d sources (%s): ojkit builds a program from one", len(srcs), strings.Join(srcs, ", "))
	case slices.Contains(others, "build"):
		p.Why = "a build script: ojkit builds programs from one source file"
	case len(others) > 0:
		if lang := languages[filepath.Ext(others[0])]; lang != "" {
			p.Why = "no compiler for " + lang
		} else {
			p.Why = "no source ojkit builds (" + strings.Join(buildable, ", ") + ")"
		}
	default:
		p.Why = "an empty directory"
	}
	return p
}

// isExecutable reports whether the file at path starts as a program the
// system runs: a script with #! or an ELF or Mach-O binary.
func isExecutable(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 4)
	n, _ := f.Read(head)
	head = head[:n]
	for _, magic := range [][]byte{[]byte("#!"), []byte("\x7fELF"), {0xcf, 0xfa, 0xed, 0xfe}, {0xca, 0xfe, 0xba, 0xbe}} {
		if bytes.HasPrefix(head, magic) {
			return true
		}
	}
	return false
}
