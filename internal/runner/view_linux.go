package runner

import (
	"cmp"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ojkit/ojkit/internal/runner/supervise"
)

// viewOf returns the working directory of a run of argv as inv says and
// what the run sees of the tool's files where its supervisor has a box:
// inv.Dir is shown writable, holding the run's files (a file-I/O problem's
// input and output), and so are inv.Writable; without inv.Dir, the
// directory the run starts in (inv.StartIn or the tool's own) is replaced by
// an empty one of the run's. Beside them, each file or directory that argv
// names, as a path or, in a shell command line, a word, is shown read-only:
// the program, its script, a checker's files; and for a command found in
// $PATH outside the system's directories (an interpreter that pyenv, nvm or
// SDKMAN installed), the installation it belongs to. Nothing else of the
// tool's files is there: not the tests, not the user's other files, not
// ojkit's cache.
func viewOf(argv []string, inv Invocation) (string, []supervise.Mount) {
	dir, kind := inv.Dir, supervise.Writable
	if dir == "" {
		dir, kind = inv.StartIn, supervise.Private
	}
	if dir == "" {
		dir, _ = os.Getwd()
	}
	if resolved, err := filepath.EvalSymlinks(dir); err == nil {
		dir = resolved
	}
	v := view{dir: dir, mounts: []supervise.Mount{{Path: dir, Kind: kind}}}
	for _, w := range inv.Writable {
		if resolved, err := filepath.EvalSymlinks(w); err == nil {
			v.mounts = append(v.mounts, supervise.Mount{Path: resolved, Kind: supervise.Writable})
		}
	}
	for i, arg := range argv {
		v.word(arg, i == 0)
		if i == 2 && argv[0] == "/bin/sh" && argv[1] == "-c" {
			for _, w := range strings.Fields(arg) {
				v.word(strings.Trim(w, `'";&|()<>`), true)
			}
		}
	}
	slices.SortFunc(v.mounts, func(a, b supervise.Mount) int { return strings.Compare(a.Path, b.Path) })
	return dir, slices.Compact(v.mounts)
}

// view collects the places of a run's view.
type view struct {
	dir    string
	mounts []supervise.Mount
}

// word adds what word names: a file or directory, relative to the run's
// directory, or, with command set, a command in $PATH or a program.
func (v *view) word(word string, command bool) {
	if word == "" || strings.HasPrefix(word, "-") {
		return
	}
	path := word
	if !strings.Contains(word, "/") && command {
		found, err := exec.LookPath(word)
		if err == nil {
			path = found
		} else {
			command = false
		}
	}
	if !filepath.IsAbs(path) {
		path = filepath.Join(v.dir, path)
	}
	resolved, err := filepath.EvalSymlinks(path)
	if err != nil || resolved == v.dir {
		return
	}
	if path = filepath.Clean(path); path != resolved {
		// A symbolic link, as a command in $PATH may be: shown as the
		// file it links to.
		v.mounts = append(v.mounts, supervise.Mount{Path: path, Kind: supervise.ReadOnly})
	}
	if command && !strings.HasPrefix(resolved, v.dir+"/") {
		resolved = installation(resolved)
	}
	v.mounts = append(v.mounts, supervise.Mount{Path: resolved, Kind: supervise.ReadOnly})
}

// installation returns the directory a program belongs to when it is in a
// bin directory (or pyenv's shims) of an installation, as
// ~/.pyenv/shims/python3 belongs to ~/.pyenv, or else the program itself.
func installation(program string) string {
	parent := filepath.Dir(program)
	switch filepath.Base(parent) {
	case "bin", "sbin", "shims":
		if root := filepath.Dir(parent); root != "/" {
			return root
		}
	}
	return program
}

// boxEnv returns the environment of a run in a view of its own, working in
// dir: a judge's, not the user's. It keeps the user's PATH, so that the
// same commands are found, and language, and sets HOME to the run's
// directory and ONLINE_JUDGE, as judges define it; for an interpreter that
// pyenv installed (one of view's places), where its shims find it. Nothing
// else of the user's environment, a secret among it, is there.
func boxEnv(dir string, view []supervise.Mount) []string {
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + dir, "LANG=" + cmp.Or(os.Getenv("LANG"), "C.UTF-8"), "ONLINE_JUDGE=1"}
	for _, m := range view {
		if _, err := os.Stat(filepath.Join(m.Path, "shims", "python3")); err == nil && m.Kind == supervise.ReadOnly {
			env = append(env, "PYENV_ROOT="+m.Path)
		}
	}
	for _, name := range []string{"LC_ALL", "PYENV_VERSION"} {
		if v, ok := os.LookupEnv(name); ok {
			env = append(env, name+"="+v)
		}
	}
	return env
}
