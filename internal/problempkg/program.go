package problempkg

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"

	"github.com/ojkit/ojkit/internal/lang"
	"github.com/ojkit/ojkit/internal/runner"
)

// checkers names the languages of the packages' input checkers that are
// no programs' sources, for the message that ojkit has no compiler for
// them; package lang names the others.
var checkers = map[string]string{".ctd": "checktestdata", ".viva": "VIVA"}

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
	case lang.Of(path) != nil:
		p.Source = path
		p.checkSource()
	case checkers[ext] != "":
		p.Why = "no compiler for " + checkers[ext]
	case (ext == ".sh" || ext == ".bash") && !strings.ContainsAny(path, " \t'\"$\\"):
		p.Source = ext[1:] + " " + path // a command line
	case fi.Mode()&0o111 != 0 && isExecutable(path):
		p.Source = path // runner runs an executable as it is
	default:
		p.Why = "not a source of a language ojkit knows"
	}
	return p
}

// checkSource refuses a source whose compiler is missing or that ojkit
// does not build, and a Python 2 source (runner runs .py with python3),
// and marks a testlib program.
func (p *Program) checkSource() {
	if err := runner.CheckToolchain(p.Source); err != nil {
		p.Source, p.Files, p.Why = "", nil, err.Error()
		return
	}
	text, err := os.ReadFile(p.Source)
	if err != nil {
		p.Source, p.Files, p.Why = "", nil, err.Error()
		return
	}
	first, _, _ := bytes.Cut(text, []byte("\n"))
	if lang.Of(p.Source) == lang.Python3 && bytes.Contains(first, []byte("python2")) {
		p.Source, p.Files, p.Why = "", nil, "no compiler for Python 2 (ojkit runs .py with python3)"
		return
	}
	p.Testlib = bytes.Contains(text, []byte("testlib.h"))
}

// dirProgram finds the sources of the directory program p, as contest
// systems take a submission of several files (see runner.SourcesOf): its
// main source is Source, the others Files; or else its one shell script,
// run as it is.
func dirProgram(p Program) Program {
	for _, script := range []string{"run", "build"} {
		if exists(filepath.Join(p.Path, script)) {
			p.Why = "a " + script + " script: ojkit builds programs from their sources"
			return p
		}
	}
	srcs, err := runner.SourcesOf(p.Path)
	if err == nil {
		p.Source, p.Files = srcs[0], srcs[1:]
		p.checkSource()
		return p
	}
	p.Why = strings.TrimPrefix(err.Error(), p.Path+": ")
	if lang := onlyChecker(p.Path); lang != "" {
		p.Why = "no compiler for " + lang
	}
	switch scripts := shellScripts(p.Path); {
	case len(scripts) == 1:
		s := program(scripts[0])
		s.Path = p.Path
		return s
	case len(scripts) > 1:
		p.Why = "shell scripts of several files: ojkit runs a shell script of one"
	}
	return p
}

// shellScripts returns the shell scripts of the directory dir.
func shellScripts(dir string) []string {
	var scripts []string
	for _, ext := range []string{".sh", ".bash"} {
		found, _ := filepath.Glob(filepath.Join(dir, "*"+ext))
		scripts = append(scripts, found...)
	}
	return scripts
}

// onlyChecker returns the language of the input checkers (see checkers) of
// the directory dir, or "".
func onlyChecker(dir string) string {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if lang := checkers[filepath.Ext(e.Name())]; lang != "" {
			return lang
		}
	}
	return ""
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
