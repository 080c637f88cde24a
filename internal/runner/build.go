package runner

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ojkit/ojkit/internal/buildcache"
	"github.com/ojkit/ojkit/internal/lang"
	"github.com/ojkit/ojkit/internal/mainfile"
	"github.com/ojkit/ojkit/internal/tempdir"
)

// Build makes spec runnable. spec is a Go package directory, a source file
// of a language ojkit builds (see package lang), a directory of
// sources without Go files, built as BuildSources builds the sources
// SourcesOf finds there, an executable file, or else a command line run by
// /bin/sh (such as "java Main" or "./a.out | tr -d '\r'"), on Windows by
// cmd /C; a simple command line's first word must name a command on PATH. Sources
// are compiled once: Go with go build and cgo off; C++ with g++ -O2, the
// newest GNU standard the compiler knows and -D for each of defines (such as
// ONLINE_JUDGE), then the words of $CXXFLAGS; C likewise with gcc and $CFLAGS,
// then -lm; Java with javac, run as java with each of defines a system
// property set to true; Kotlin with kotlinc into a jar java runs likewise.
// Python and JavaScript run as python3 (pypy3 with the define PyPy) and
// node once they parse (py_compile, node --check). A source of a language ojkit does not build,
// or whose compiler is missing, is an error that says so (see
// CheckToolchain). A failed build is an error holding
// the compiler's output; one that runs long says what it builds (see
// SetProgress). A package directory holding a main.go builds main.go's
// program, leaving out the other programs beside it (see package mainfile);
// outside any module it is built from its Go files, as a single file is. C,
// C++, Java and Kotlin builds are kept in ojkit's build cache
// (see sourceBuild).
func Build(spec string, defines ...string) (*Solution, error) {
	return BuildWith(spec, BuildOptions{Defines: defines})
}

// BuildOptions are what a build takes beside the program's sources.
type BuildOptions struct {
	// Defines are the macros of a C or C++ build (-D) and the system
	// properties a Java or Kotlin program sees set to true, such as
	// ONLINE_JUDGE; PyPy among them runs a Python 3 program with pypy3.
	Defines []string
	// Include are the directories on the include path of a C or C++ build
	// (-I), as a contest package's programs find the headers its
	// repository shares; builds of other languages leave them out.
	Include []string
}

// BuildWith makes spec runnable as Build does, with the defines and
// include directories of o.
func BuildWith(spec string, o BuildOptions) (*Solution, error) {
	s, err := newSolution(spec, func(dir string) (argv, build []string, err error) {
		return prepare(spec, dir, o)
	})
	if err == nil {
		s.addressLimited = addressLimited(sourceLanguage(spec))
	}
	return s, err
}

// sourceLanguage returns the language of the sources that prepare built
// spec from, or nil for an executable or a command line.
func sourceLanguage(spec string) *lang.Language {
	abs, err := realPath(spec)
	if err != nil {
		return nil
	}
	info, err := os.Stat(abs)
	switch {
	case err != nil:
		return nil
	case info.IsDir() && hasGo(abs):
		return lang.Go
	case info.IsDir():
		srcs, err := SourcesOf(abs)
		if err != nil {
			return nil
		}
		return lang.Of(srcs[0])
	}
	return lang.Of(abs)
}

// addressLimited reports whether a program of language l runs under
// Limits.AddressSpace (see Solution.AddressLimited).
func addressLimited(l *lang.Language) bool {
	return l == lang.C || l == lang.CPP || l == lang.Python3
}

// newSolution returns the program name, made runnable by prepare, which
// builds it into dir, a fresh directory of its own, or the build cache and
// returns the command line that runs it and the one that built it.
func newSolution(name string, prepare func(dir string) (argv, build []string, err error)) (*Solution, error) {
	dir, err := tempdir.New("run")
	if err != nil {
		return nil, err
	}
	s := &Solution{Name: name, dir: dir}
	if s.argv, s.BuildCommand, err = prepare(dir); err != nil {
		os.RemoveAll(dir)
		return nil, buildcache.NoSpace(err, dir)
	}
	return s, nil
}

// PyPy is a define (see BuildOptions) that runs a Python 3 program
// with PyPy's pypy3, as Kattis, DOMjudge and Codeforces' "PyPy 3" run it,
// rather than with CPython's python3; builds of other languages leave it
// out. See PyPyInstalled.
const PyPy = "\x00pypy3"

// PyPyInstalled reports whether pypy3, which PyPy's define needs, is on
// PATH.
func PyPyInstalled() bool {
	_, err := exec.LookPath("pypy3")
	return err == nil
}

// prepare returns the command line that runs spec, building it into dir or
// the build cache as o says, and the command line that built it, if any.
func prepare(spec, dir string, o BuildOptions) (argv, build []string, err error) {
	info, err := os.Stat(spec)
	switch {
	case strings.TrimSpace(spec) == "":
		return nil, nil, errors.New("empty solution")
	case err != nil && looksLikePath(spec):
		return nil, nil, err
	case err != nil && strings.ContainsAny(spec, shellSyntax):
		return shell(spec, false), nil, nil
	case err != nil:
		if name := strings.Fields(spec)[0]; isPlainWord(name) {
			if _, err := exec.LookPath(name); err != nil {
				return nil, nil, fmt.Errorf("%s: no such file or command", name)
			}
		}
		return shell(spec, true), nil, nil
	}
	abs, err := realPath(spec)
	if err != nil {
		return nil, nil, err
	}
	switch {
	case info.IsDir() && hasGo(abs):
		build, err := goDirBuild(abs, dir, filepath.Join(dir, "solution"+exeSuffix))
		if err != nil {
			return nil, nil, err
		}
		return goBuild(spec, abs, build)
	case info.IsDir():
		srcs, err := SourcesOf(abs)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", spec, err)
		}
		return prepareSources(spec, srcs, dir, o)
	case lang.Of(abs) != nil:
		return prepareSources(spec, []string{abs}, dir, o)
	case runnable(abs, info):
		return []string{abs}, nil, nil
	}
	return nil, nil, fmt.Errorf("%s: not a source file (%s), a directory of them or a Go package, or an executable", spec, lang.BuiltNames())
}

// realPath returns the absolute path of the file at path, symbolic links
// followed.
func realPath(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	return filepath.EvalSymlinks(abs)
}

// noVCS is the go build flag that stamps no version control information
// into a binary: a judge's holds none, and stamping fails wherever git
// does, as in a checkout of another user's.
const noVCS = "-buildvcs=false"

// goBuild runs the go build command line build in dir, pure Go as judges
// build it (C and C++ files beside main.go are left out), and returns the
// command line that runs its output, the file its -o names.
func goBuild(spec, dir string, build []string) (argv, _ []string, err error) {
	build = slices.Insert(slices.Clip(build), 2, noVCS)
	cmd := exec.Command(build[0], build[1:]...)
	cmd.Env = append(append(os.Environ(), buildcache.GoCacheEnv()...), "CGO_ENABLED=0")
	cmd.Dir = dir
	defer slowBuild("building " + spec + " with go build")()
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, nil, &BuildError{Spec: spec, Tool: build[0], Command: build, Err: err, Output: out}
	}
	return []string{build[slices.Index(build, "-o")+1]}, build, nil
}

// hasGo reports whether the directory dir holds a Go file.
func hasGo(dir string) bool {
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	return len(files) > 0
}

// script returns the command line that runs the script src (spec as the
// user gave it) with the interpreter, after check, the interpreter's
// arguments that parse src without running it, found no syntax error: a
// script that does not parse is one build error rather than a failure of
// every test.
func script(spec, src, interpreter string, check ...string) (argv, build []string, err error) {
	path, err := exec.LookPath(interpreter)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: no %s to run it", spec, interpreter)
	}
	build = append(append([]string{interpreter}, check...), src)
	cmd := exec.Command(path, build[1:]...)
	cmd.Dir = filepath.Dir(src)
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, nil, &BuildError{Spec: spec, Tool: interpreter, Command: build, Err: err, Output: out}
	}
	return []string{InterpreterExecutable(path), src}, build, nil
}

// whereAmI holds, for each interpreter, the arguments that make it print
// the path of its own executable.
var whereAmI = map[string][]string{
	"python3": {"-c", "import sys; print(sys.executable)"},
	"pypy3":   {"-c", "import sys; print(sys.executable)"},
	"node":    {"-p", "process.execPath"},
}

// executables holds the interpreters' own executables found so far.
var executables sync.Map

// InterpreterExecutable returns the interpreter's own executable for the
// command at path (python3, pypy3, node), as the interpreter says it, or
// path: a version manager's shim (as pyenv's python3 is, a shell script)
// is left out of every run, where it would cost each run its own start.
func InterpreterExecutable(path string) string {
	if exe, ok := executables.Load(path); ok {
		return exe.(string)
	}
	exe := path
	if args, ok := whereAmI[filepath.Base(path)]; ok {
		out, err := exec.Command(path, args...).Output()
		if p := strings.TrimSpace(string(out)); err == nil && filepath.IsAbs(p) {
			if info, err := os.Stat(p); err == nil && !info.IsDir() {
				exe = p
			}
		}
	}
	executables.Store(path, exe)
	return exe
}

// progress is where a slow build says what it builds (see SetProgress).
var progress = struct {
	sync.Mutex
	w    io.Writer
	prog string
}{w: io.Discard}

// slowAfter is how long a build runs before it says what it builds.
var slowAfter = time.Second

// SetProgress makes a build that runs longer than a second write one line
// to w, beginning with prog (such as "ojkit judge"), saying what it builds,
// such as the precompiled C++ header that a first C++ build makes; by
// default nothing is written.
func SetProgress(w io.Writer, prog string) {
	progress.Lock()
	defer progress.Unlock()
	progress.w, progress.prog = w, prog
}

// slowBuild starts the clock of a build, what, and returns the function
// that stops it; if it is not stopped within slowAfter, the build is said
// (at once when slowAfter is 0).
func slowBuild(what string) (stop func()) {
	say := func() {
		progress.Lock()
		defer progress.Unlock()
		fmt.Fprintf(progress.w, "%s: %s...\n", progress.prog, what)
	}
	if slowAfter <= 0 {
		say()
		return func() {}
	}
	t := time.AfterFunc(slowAfter, say)
	return func() { t.Stop() }
}

// goDirBuild returns the command line that builds the Go package in the
// directory abs into exe: main.go's program, without the other programs
// beside it (see package mainfile), left out through an overlay file written
// to tmp in a module, or from the list of files outside one.
func goDirBuild(abs, tmp, exe string) ([]string, error) {
	others, err := mainfile.InFolder(abs)
	if err != nil {
		return nil, err
	}
	if !inModule(abs) {
		files, err := goFiles(abs, others)
		if err != nil {
			return nil, err
		}
		return append([]string{"go", "build", "-o", exe}, files...), nil
	}
	if len(others) == 0 {
		return []string{"go", "build", "-o", exe, "."}, nil
	}
	overlay, err := mainfile.WriteOverlay(tmp, others)
	if err != nil {
		return nil, err
	}
	return []string{"go", "build", "-overlay", overlay, "-o", exe, "."}, nil
}

// inModule reports whether the directory dir belongs to a Go module.
func inModule(dir string) bool {
	mod, err := GoEnv(dir, "GOMOD")
	return err == nil && mod[0] != "" && mod[0] != os.DevNull
}

// goFiles returns the Go files of the directory dir but its tests and the
// files of leave, to build a package outside any module as a list of files.
func goFiles(dir string, leave []string) ([]string, error) {
	all, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var files []string
	for _, f := range all {
		if !strings.HasSuffix(f, "_test.go") && !slices.Contains(leave, f) {
			files = append(files, f)
		}
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%s: a directory without Go files", dir)
	}
	return files, nil
}

// shellSyntax holds the characters that make a command line more than one
// simple command: such a line runs as it is, with the arguments as $1, $2...;
// a simple command is exec'd with the arguments appended.
const shellSyntax = ";&|<>()$`\\\n"

// isPlainWord reports whether the shell takes word as it is: no quotes,
// expansions or assignment.
func isPlainWord(word string) bool {
	return strings.IndexFunc(word, func(r rune) bool {
		return !strings.ContainsRune("_-./+,:@%", r) && !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9')
	}) < 0
}

// looksLikePath reports whether spec is meant as a file rather than a command
// line: one word holding a slash or a source file's extension.
func looksLikePath(spec string) bool {
	if strings.ContainsAny(spec, " \t") {
		return false
	}
	return lang.Of(spec) != nil || strings.Contains(spec, "/")
}

// BuildError is a failed build of a solution.
type BuildError struct {
	Spec    string
	Tool    string   // go, g++, gcc, javac, kotlinc, python3, pypy3 or node
	Command []string // the command line that failed
	Err     error
	Output  []byte // the compiler's messages
}

func (e *BuildError) Error() string {
	return fmt.Sprintf("build %s: %s: %v", e.Spec, e.Tool, e.Err)
}

// Command returns the command line that runs the solution, before the
// arguments of a run: for a program that another command line wraps (see
// Wrap).
func (s *Solution) Command() []string {
	return withLimits(s.argv, Limits{})
}

// heapLimit stands in a JVM's command line for the heap limit a run sets:
// -Xmx at the run's memory limit, as Codeforces and Kattis run Java and
// Kotlin, so that a program past it ends with an OutOfMemoryError rather
// than a heap that grows, collected ever more often, until the run is
// killed; none without a memory limit.
const heapLimit = "\x00heap"

// withLimits returns argv with its heap limit, if it has one, set for a run
// under lim.
func withLimits(argv []string, lim Limits) []string {
	i := slices.Index(argv, heapLimit)
	if i < 0 {
		return argv
	}
	argv = slices.Clone(argv)
	if lim.Memory <= 0 {
		return slices.Delete(argv, i, i+1)
	}
	argv[i] = "-Xmx" + strconv.FormatInt(max(lim.Memory>>20, 1), 10) + "m"
	return argv
}

// Wrap returns a program that runs argv, typically a command line built
// around another solution's Command to call it another way: it builds
// nothing, and its Close leaves the other's build be.
func Wrap(name string, argv []string) (*Solution, error) {
	if len(argv) == 0 {
		return nil, errors.New("empty command line")
	}
	dir, err := tempdir.New("run")
	if err != nil {
		return nil, err
	}
	return &Solution{Name: name, argv: append([]string(nil), argv...), dir: dir}, nil
}
