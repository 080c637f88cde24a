// Package modfix says how a user's module comes to require ojkit's, whose
// judgeio package the problems that ojkit new writes import: the exact go
// command that adds the requirement (and, for an ojkit built from a clone, the
// replace directive that points at the clone), and that command run.
package modfix

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/directive"
)

// Module is ojkit's module path.
const Module = "github.com/ojkit/ojkit"

// Requires reports whether the go.mod file at path requires Module, or is
// Module's own.
func Requires(path string) bool {
	data, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	inBlock := false
	for _, line := range strings.Split(string(data), "\n") {
		line, _, _ = strings.Cut(line, "//")
		f := strings.Fields(strings.ReplaceAll(line, `"`, ""))
		switch {
		case len(f) == 0:
		case f[0] == ")":
			inBlock = false
		case f[0] == "module":
			if len(f) > 1 && f[1] == Module {
				return true
			}
		case f[0] == "require" && len(f) > 1 && f[1] == "(":
			inBlock = true
		case f[0] == "require":
			if len(f) > 1 && f[1] == Module {
				return true
			}
		case inBlock && f[0] == Module:
			return true
		}
	}
	return false
}

// Command returns the go command that makes the module whose go.mod file is
// gomod require this ojkit: go get Module@VERSION for an ojkit that go
// install fetched at that version, go mod edit -require Module@v0.0.0
// -replace Module=DIR for one built from its clone in DIR (with -go=V when
// the module's go directive is older than ojkit's, V), and go get
// Module@latest when neither is known.
func Command(gomod string) []string {
	if info, ok := debug.ReadBuildInfo(); ok && fetched(info) {
		return []string{"go", "get", Module + "@" + info.Main.Version}
	}
	dir := sourceDir()
	if dir == "" {
		return []string{"go", "get", Module + "@latest"}
	}
	argv := []string{"go", "mod", "edit", "-require", Module + "@v0.0.0", "-replace", Module + "=" + dir}
	ours, err := goDirective(filepath.Join(dir, "go.mod"))
	if theirs, err2 := goDirective(gomod); err == nil && (err2 != nil || theirs.Minor < ours.Minor) {
		argv = append(argv, "-go="+ours.Directive())
	}
	return argv
}

// fetched reports whether the binary of info is ojkit as go install
// Module@VERSION fetched it, so that the module proxy serves VERSION. A build
// in a clone is not: the go command stamps it with a pseudo-version made from
// its commit (with +dirty for changed files) and records the commit in the
// vcs settings, and no proxy serves a commit that was never pushed.
func fetched(info *debug.BuildInfo) bool {
	v := info.Main.Version
	if info.Main.Path != Module || !strings.HasPrefix(v, "v") || strings.Contains(v, "+") {
		return false
	}
	for _, s := range info.Settings {
		if s.Key == "vcs" {
			return false
		}
	}
	return true
}

// goDirective returns the version of the go directive of the go.mod file
// at path.
func goDirective(path string) (directive.Version, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return directive.Version{}, err
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) == 2 && f[0] == "go" {
			return directive.ParseVersion(f[1])
		}
	}
	return directive.Version{}, errors.New(path + ": no go directive")
}

// Line returns Command(gomod) as a line to type.
func Line(gomod string) string {
	var words []string
	for _, w := range Command(gomod) {
		words = append(words, cli.ShellQuote(w))
	}
	return strings.Join(words, " ")
}

// Fix runs Command in the module whose top is root, and returns the line it
// ran.
func Fix(root string) (string, error) {
	gomod := filepath.Join(root, "go.mod")
	line, argv := Line(gomod), Command(gomod)
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return line, errors.New(line + ": " + strings.TrimSpace(string(out)))
	}
	return line, nil
}

// sourceDir returns the directory of ojkit's clone that this binary was
// built from, when the build kept its source paths and the clone is still
// there, or "".
func sourceDir() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok || !filepath.IsAbs(file) {
		return ""
	}
	dir := filepath.Dir(filepath.Dir(filepath.Dir(file))) // internal/modfix/modfix.go
	if !Requires(filepath.Join(dir, "go.mod")) {
		return ""
	}
	return dir
}
