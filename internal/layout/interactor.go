package layout

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// interactorSources are the extensions of an interactor.* file, in the
// order runner.Build knows them.
var interactorSources = []string{".go", ".cpp", ".cc", ".cxx", ".c", ".py"}

// Interactor returns the interactor command of the problem, interactive or
// not, whose //ojkit:interactor directive gives command, or "" for a
// problem that is not interactive. flag, the command of
// -interactor, wins, but is refused for a problem whose main.go has no
// //ojkit:interactor: its tests feed a file, not a dialogue. The
// directive's command, a path, is taken from the problem's directory when
// it names a file there. A directive without a command means the problem's
// own interactor: its interactor tool (see Problem), or, for a problem
// outside a module, the one interactor.* file (Go, C++, C, Python) beside
// main.go.
func (p Problem) Interactor(interactive bool, command, flag string) (string, error) {
	switch {
	case flag != "" && !interactive && p.hasMain():
		return "", fmt.Errorf("-interactor: %s has no //ojkit:interactor directive: its tests are not interactive (add the directive to main.go to judge it with an interactor)", relMain(p))
	case flag != "":
		return flag, nil
	case !interactive:
		return "", nil
	case command != "":
		if path := filepath.Join(p.Dir, command); !filepath.IsAbs(command) && !strings.ContainsAny(command, " \t") {
			if _, err := os.Stat(path); err == nil {
				return path, nil
			}
		}
		return command, nil
	}
	return p.ownInteractor()
}

// ownInteractor finds the problem's own interactor (see Interactor): its
// interactor tool, or else, for a problem outside a module, the one
// interactor.* file beside main.go.
func (p Problem) ownInteractor() (string, error) {
	tool := p.Tool("interactor")
	if fi, err := os.Stat(tool); err == nil && fi.IsDir() {
		return tool, nil
	}
	if p.Root != "" {
		return "", fmt.Errorf("%s: //ojkit:interactor without a command, and no interactor in %s: write its main.go there, or name a command in the directive", relMain(p), Relative(tool))
	}
	var found []string
	for _, ext := range interactorSources {
		path := filepath.Join(p.Dir, "interactor"+ext)
		if _, err := os.Stat(path); err == nil {
			found = append(found, path)
		}
	}
	switch {
	case len(found) == 0:
		return "", fmt.Errorf("%s: //ojkit:interactor without a command, and no interactor/ nor interactor.go, .cpp, .c or .py beside it", relMain(p))
	case len(found) == 1:
		return found[0], nil
	}
	return "", fmt.Errorf("%s: //ojkit:interactor without a command, and %d interactors beside it (%s): name one in the directive", relMain(p), len(found), strings.Join(baseNames(found), ", "))
}

// hasMain reports whether the problem's directory holds main.go.
func (p Problem) hasMain() bool {
	_, err := os.Stat(p.Main())
	return !errors.Is(err, os.ErrNotExist)
}

// relMain returns the path of the problem's main.go, relative to the
// working directory when that is shorter.
func relMain(p Problem) string {
	return Relative(p.Main())
}

// Relative returns path relative to the working directory when that is
// shorter, for messages.
func Relative(path string) string {
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, path); err == nil && len(rel) < len(path) {
			return rel
		}
	}
	return path
}

// baseNames returns the last elements of paths.
func baseNames(paths []string) []string {
	names := make([]string, len(paths))
	for i, p := range paths {
		names[i] = filepath.Base(p)
	}
	return names
}

// InteractorDir returns the directory the interactor that Interactor found
// starts in, where the relative paths of its command line are found: the
// problem's for its own, the tool's for one the -interactor flag names.
func (p Problem) InteractorDir(flag string) string {
	if flag != "" {
		dir, _ := os.Getwd()
		return dir
	}
	return p.Dir
}
