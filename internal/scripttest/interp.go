package scripttest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/ojkit/ojkit/internal/runner"
)

// interpreterDirs are the directories of the interpreters' own executables
// that the scripts find first on PATH (see ownDirs).
var interpreterDirs []string

// ownDirs returns, for each of the interpreters names whose command on
// PATH is a script, as a version manager's shim is (pyenv's python3 runs
// bash and pyenv's own commands before Python), the directory of the
// executable that the command runs when it holds the interpreter by that
// name. With it
// first on PATH, each of the scripts' starts of the interpreter, a build's
// syntax check, a generator, a checker or a program the script runs, costs
// the interpreter's start alone, as ojkit's runs start the executable
// itself (see runner.InterpreterExecutable).
func ownDirs(names ...string) []string {
	var dirs []string
	for _, name := range names {
		path, err := exec.LookPath(name)
		if err != nil || !isScript(path) {
			continue
		}
		exe := runner.InterpreterExecutable(path)
		if exe == path {
			continue
		}
		dir := filepath.Dir(exe)
		if info, err := os.Stat(filepath.Join(dir, name)); err == nil && !info.IsDir() && !isScript(filepath.Join(dir, name)) {
			dirs = append(dirs, dir)
		}
	}
	return dirs
}

// isScript reports whether the file at path begins with "#!".
func isScript(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 2)
	n, _ := f.Read(head)
	return bytes.Equal(head[:n], []byte("#!"))
}
