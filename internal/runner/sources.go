package runner

import (
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ojkit/ojkit/internal/lang"
)

// Language returns the name of the language of the source file path, such
// as "C++" or "Rust", or "" when ojkit knows no language of its extension
// (see package lang).
func Language(path string) string {
	if l := lang.Of(path); l != nil {
		return l.Name
	}
	return ""
}

// CheckToolchain returns nil when runner builds sources of path's language
// and the commands that build and run them are installed, or else an error
// that names the language and the fix, such as "no compiler for Kotlin:
// install kotlinc and a JDK (...)" or "no compiler for Rust: ojkit builds
// C, C++, Go, Java, JavaScript, Kotlin and Python 3".
func CheckToolchain(path string) error {
	l := lang.Of(path)
	if l == nil {
		return fmt.Errorf("%s: no source of a language ojkit knows", filepath.Base(path))
	}
	if !l.Built() {
		return fmt.Errorf("no compiler for %s: ojkit builds %s", l.Name, lang.BuiltNames())
	}
	for _, tool := range l.Tools {
		if _, err := exec.LookPath(tool); err != nil {
			return fmt.Errorf("no compiler for %s: %s not found: %s", l.Name, tool, l.Install)
		}
	}
	return nil
}

// SourcesOf returns the source files of the program in the directory dir,
// its main one first, as contest systems take a submission of several
// files (problemtools' rules): the program's language is the one most of
// the directory's files are in (in a tie, C++ before C, Python, Java,
// JavaScript, Go and Kotlin), every file of it is a source (headers,
// notes and the files of other languages are not), and the main source is
// the only one, or the one named main, __main__, after the directory or
// validate (an output validator's), or else the first by name. The main
// source is the entry point of a Python, JavaScript or Kotlin program; a
// Java program's is the class that declares main. The error says why
// there is no program ojkit builds: no source, a language ojkit has no
// compiler for (see CheckToolchain).
func SourcesOf(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	byLang := map[*lang.Language][]string{}
	var best *lang.Language
	for _, e := range entries {
		l := lang.Of(e.Name())
		if l == nil || !e.Type().IsRegular() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		byLang[l] = append(byLang[l], e.Name())
		if n, m := len(byLang[l]), len(byLang[best]); best == nil || n > m || n == m && l.Priority > best.Priority {
			best = l
		}
	}
	if best == nil {
		return nil, fmt.Errorf("%s: a directory without Go files or other sources of a language ojkit knows", dir)
	}
	names := byLang[best] // sorted, as ReadDir sorts
	if err := CheckToolchain(names[0]); err != nil {
		return nil, err
	}
	main := mainSource(names, filepath.Base(dir))
	srcs := []string{filepath.Join(dir, names[main])}
	for i, name := range names {
		if i != main {
			srcs = append(srcs, filepath.Join(dir, name))
		}
	}
	return srcs, nil
}

// mainSource returns the index of the main source among names, sorted, of
// a program in the directory named dir (see SourcesOf).
func mainSource(names []string, dir string) int {
	for _, stem := range []string{"main", "__main__", dir, "validate"} {
		for i, name := range names {
			if strings.EqualFold(strings.TrimSuffix(name, filepath.Ext(name)), stem) {
				return i
			}
		}
	}
	return 0
}

// BuildSources makes the program of the source files srcs, of one
// language, runnable, as contest systems build a submission of several
// files: C and C++ sources compiled and linked together (headers are
// included, not given), Java and Kotlin sources compiled together, Python
// and JavaScript run from the first, the main source, with the others
// importable beside it; Go files built together. name is the program as
// the user knows it, for messages. Builds are kept in the build cache, as
// Build keeps a single source's, and take o as BuildWith does.
func BuildSources(name string, srcs []string, o BuildOptions) (*Solution, error) {
	if len(srcs) == 0 {
		return nil, fmt.Errorf("%s: no sources", name)
	}
	abs := make([]string, len(srcs))
	for i, src := range srcs {
		a, err := realPath(src)
		if err != nil {
			return nil, err
		}
		abs[i] = a
	}
	s, err := newSolution(name, func(dir string) (argv, build []string, err error) {
		return prepareSources(name, abs, dir, o)
	})
	if err == nil {
		s.addressLimited = addressLimited(lang.Of(abs[0]))
	}
	return s, err
}

// prepareSources returns the command line that runs the program of the
// sources srcs, absolute paths of one language, building it into dir or
// the build cache as o says, and the command line that built it.
func prepareSources(spec string, srcs []string, dir string, o BuildOptions) (argv, build []string, err error) {
	l := lang.Of(srcs[0])
	for _, src := range srcs[1:] {
		if lang.Of(src) != l {
			return nil, nil, fmt.Errorf("%s: sources of two languages, %s and %s", spec, filepath.Base(srcs[0]), filepath.Base(src))
		}
	}
	if l == nil || !l.Built() {
		return nil, nil, fmt.Errorf("%s: %v", spec, CheckToolchain(srcs[0]))
	}
	one := len(srcs) == 1
	switch l {
	case lang.CPP:
		return gxx.build(spec, srcs, o)
	case lang.C:
		return gcc.build(spec, srcs, o)
	case lang.Java:
		return javaBuild(spec, srcs, o.Defines)
	case lang.Kotlin:
		return kotlinBuild(spec, srcs, o.Defines)
	case lang.Go:
		return goBuild(spec, filepath.Dir(srcs[0]), append([]string{"go", "build", "-o", filepath.Join(dir, "solution"+exeSuffix)}, srcs...))
	case lang.Python3:
		python := "python3"
		if slices.Contains(o.Defines, PyPy) {
			python = "pypy3"
		}
		if one {
			return script(spec, srcs[0], python, "-X", "pycache_prefix="+dir, "-m", "py_compile")
		}
		return pythonBuild(spec, srcs, python)
	case lang.JavaScript:
		if one {
			return script(spec, srcs[0], "node", "--check")
		}
		return jsBuild(spec, srcs)
	}
	return nil, nil, fmt.Errorf("%s: ojkit has no build for %s", spec, l.Name)
}

// kotlinBuild returns the command line that runs the Kotlin program of the
// sources srcs (spec as the user gave it), compiled together by kotlinc
// into a jar that holds the Kotlin runtime and names the class of main,
// and the command line that compiled it, building it into the cache unless
// it is there. Each of defines is a system property set to true.
func kotlinBuild(spec string, srcs, defines []string) (argv, build []string, err error) {
	java, identity, b, err := toolBuild(spec, srcs, "java", "kotlinc", "-version")
	if err != nil {
		return nil, nil, err
	}
	const jar = "solution.jar"
	build = append([]string{"kotlinc", "-include-runtime", "-d", filepath.Join(outMark, jar)}, srcs...)
	entry, build, err := b.compile(identity, build, jar, false)
	if err != nil {
		return nil, nil, err
	}
	return append(javaCommand(java, defines), "-jar", filepath.Join(entry, jar)), build, nil
}

// pythonBuild returns the command line that runs the Python program of the
// sources srcs (spec as the user gave it), the first its main one, with the
// interpreter python (python3 or pypy3), and the command line that checked
// their syntax. The sources are copied into a directory of the cache, src,
// beside a __main__.py that runs the main one as a script: the interpreter
// runs the directory, whose modules the main one imports, and a run sees
// that directory, not the user's.
func pythonBuild(spec string, srcs []string, python string) (argv, build []string, err error) {
	path, identity, b, err := toolBuild(spec, srcs, python, python, "--version")
	if err != nil {
		return nil, nil, err
	}
	build = append([]string{python, "-m", "py_compile"}, srcs...)
	entry, err := cachedBuild(b.root, "src", b.key(identity, build), "src", func(tmp string) ([]string, error) {
		pycache := filepath.Join(tmp, "pycache")
		defer os.RemoveAll(pycache)
		check := append([]string{"-X", "pycache_prefix=" + pycache}, build[1:]...)
		if out, err := exec.Command(path, check...).CombinedOutput(); err != nil {
			return nil, &BuildError{Spec: spec, Tool: python, Command: build, Err: err, Output: out}
		}
		main := fmt.Appendf(nil, pythonMain, filepath.Base(srcs[0]))
		return nil, b.copySources(filepath.Join(tmp, "src"), map[string][]byte{"__main__.py": main})
	})
	if err != nil {
		return nil, nil, err
	}
	return []string{InterpreterExecutable(path), filepath.Join(entry, "src")}, build, nil
}

// pythonMain is the __main__.py that runs the main source, named by %q, as
// a script.
const pythonMain = `import os, runpy, sys
sys.argv[0] = os.path.join(os.path.dirname(os.path.abspath(__file__)), %q)
runpy.run_path(sys.argv[0], run_name="__main__")
`

// copySources copies the sources into dir beside files, the main source
// replacing the file of its name (the entry point an interpreter runs in
// a directory, when the main source is that file).
func (b *sourceBuild) copySources(dir string, files map[string][]byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	files = maps.Clone(files)
	for i, src := range b.srcs {
		name := filepath.Base(src)
		if _, ok := files[name]; ok && i > 0 {
			return fmt.Errorf("%s: a source named %s beside the main one", b.spec, name)
		}
		files[name] = b.texts[i]
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), text, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// jsBuild returns the command line that runs the JavaScript program of the
// sources srcs (spec as the user gave it), the first its main one, and the
// command line that checked their syntax. The sources and the
// package.json beside the main one, if any, are copied into a directory
// of the cache, src, beside an index.js that imports the main one: node
// runs the directory, whose modules the main one imports, CommonJS or ES
// modules alike.
func jsBuild(spec string, srcs []string) (argv, build []string, err error) {
	path, identity, b, err := toolBuild(spec, srcs, "node", "node", "--version")
	if err != nil {
		return nil, nil, err
	}
	files := map[string][]byte{"index.js": fmt.Appendf(nil, "import(%q);\n", "./"+filepath.Base(srcs[0]))}
	if pkg, err := os.ReadFile(filepath.Join(filepath.Dir(srcs[0]), "package.json")); err == nil {
		files["package.json"] = pkg
	}
	build = append([]string{"node", "--check"}, srcs...)
	key := hashOf(b.key(identity, build), string(files["package.json"]))
	entry, err := cachedBuild(b.root, "src", key, "src", func(tmp string) ([]string, error) {
		for _, src := range srcs {
			if out, err := exec.Command(path, "--check", src).CombinedOutput(); err != nil {
				return nil, &BuildError{Spec: spec, Tool: "node", Command: []string{"node", "--check", src}, Err: err, Output: out}
			}
		}
		return nil, b.copySources(filepath.Join(tmp, "src"), files)
	})
	if err != nil {
		return nil, nil, err
	}
	return []string{InterpreterExecutable(path), filepath.Join(entry, "src")}, build, nil
}
