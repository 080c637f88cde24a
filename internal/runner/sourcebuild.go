package runner

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ojkit/ojkit/internal/buildcache"
)

// C, C++, Java and Kotlin builds, and the copies of Python and JavaScript
// programs of several sources, are kept in ojkit's build cache, each in a
// directory src/KEY, KEY the hash of the sources' bytes, the compiler's
// identity (its path, size, time and --version) and the command line but
// its output. Beside the build a manifest lists the other files the build
// read that are not the compiler's own, such as the source's local headers
// (from the compiler's -MMD), with their hashes: a build whose files changed
// is built again. Where the compiler is GCC and the source includes
// <bits/stdc++.h>, the header is precompiled once per compiler and flags
// into the cache (pch/KEY/bits/stdc++.h.gch beside a copy of the header) and
// that directory put first on the include path; -Winvalid-pch warns if GCC
// cannot use it (see precompiled), and it then reads the copy.

// outMark stands for the output directory in a build's command line until
// the directory is known.
const outMark = "\x00out"

// cacheRoot returns the build cache's directory, after cleaning it once per
// process (see buildcache.Clean) and removing the builds begun beside it a
// day ago and left by a process that was killed (see cachedBuild).
var cacheRoot = sync.OnceValue(func() string {
	dir := buildcache.BuildDir()
	buildcache.Clean(dir, buildcache.MaxSize)
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(dir), ".build-*"))
	for _, tmp := range left {
		if info, err := os.Stat(tmp); err == nil && time.Since(info.ModTime()) > 24*time.Hour {
			os.RemoveAll(tmp)
		}
	}
	return dir
})

// compiler is a C or C++ compiler as the judges run it.
type compiler struct {
	name      string   // the command
	lang      string   // its -x language, for the standard probe
	standards []string // the -std values to try, newest first
	env       string   // the environment variable of the user's flags
	libs      []string // what follows the source file
	pch       bool     // precompile <bits/stdc++.h> where the compiler is GCC

	once     sync.Once
	std      string // the newest of standards the compiler takes, or ""
	identity string // the compiler's path, size, time and --version
	gnu      bool   // the compiler is GCC
	err      error  // why the compiler cannot be used
}

// The compilers of C++ and C sources.
var (
	gxx = &compiler{name: "g++", lang: "c++", env: "CXXFLAGS", pch: true,
		standards: []string{"gnu++23", "gnu++20", "gnu++17", "gnu++14"}}
	gcc = &compiler{name: "gcc", lang: "c", env: "CFLAGS", libs: []string{"-lm"},
		standards: []string{"gnu23", "gnu17", "gnu11"}}
)

// probe finds the compiler, its identity and the newest standard it takes,
// once.
func (c *compiler) probe() error {
	c.once.Do(func() {
		c.identity, c.err = toolIdentity(c.name, "--version")
		if c.err != nil {
			return
		}
		c.gnu = strings.Contains(c.identity, "Free Software Foundation") && !strings.Contains(c.identity, "clang")
		for _, std := range c.standards {
			probe := exec.Command(c.name, "-std="+std, "-x", c.lang, "-fsyntax-only", os.DevNull)
			if probe.Run() == nil {
				c.std = std
				return
			}
		}
	})
	return c.err
}

// flags returns the compiler's options but the output: -O2, the newest
// standard, -D for each of o's defines but PyPy, -I for each of its include
// directories, then the user's flags, which may override them all.
func (c *compiler) flags(o BuildOptions) []string {
	flags := []string{"-O2"}
	if c.std != "" {
		flags = append(flags, "-std="+c.std)
	}
	for _, d := range o.Defines {
		if d != PyPy {
			flags = append(flags, "-D"+d)
		}
	}
	for _, dir := range o.Include {
		flags = append(flags, "-I"+dir)
	}
	return append(flags, strings.Fields(os.Getenv(c.env))...)
}

// bitsHeader matches a line that includes GCC's <bits/stdc++.h>.
var bitsHeader = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*include[ \t]*<bits/stdc\+\+\.h>`)

// build returns the command line that runs the C or C++ program of the
// sources srcs (spec as the user gave it), compiled and linked together,
// and the command line that built it, building it into the cache unless it
// is there, as o says.
func (c *compiler) build(spec string, srcs []string, o BuildOptions) (argv, build []string, err error) {
	if err := c.probe(); err != nil {
		return nil, nil, fmt.Errorf("build %s: %v", spec, err)
	}
	b, err := newSourceBuild(spec, srcs...)
	if err != nil {
		return nil, nil, err
	}
	flags := c.flags(o)
	if c.pch && c.gnu && slices.ContainsFunc(b.texts, bitsHeader.Match) {
		if pch, err := c.precompiled(b.root, flags); err == nil {
			flags = append([]string{"-I", pch, "-Winvalid-pch"}, flags...)
		}
	}
	exe := "solution" + exeSuffix
	build = append([]string{c.name}, flags...)
	if len(srcs) == 1 {
		build = append(build, "-o", filepath.Join(outMark, exe))
	}
	build = append(append(build, srcs...), c.libs...)
	entry, build, err := b.compile(c.identity, build, exe, true)
	if err != nil {
		return nil, nil, err
	}
	return []string{filepath.Join(entry, exe)}, build, nil
}

// sourceBuild is the build of a program's sources into the cache.
type sourceBuild struct {
	spec  string   // the program as the user gave it
	srcs  []string // the paths of its sources, the main one first
	texts [][]byte // the sources
	root  string   // the cache
}

// newSourceBuild reads the sources srcs of the program named spec by the
// user, to build it into the cache.
func newSourceBuild(spec string, srcs ...string) (*sourceBuild, error) {
	b := &sourceBuild{spec: spec, srcs: srcs, root: cacheRoot()}
	for _, src := range srcs {
		text, err := os.ReadFile(src)
		if err != nil {
			return nil, err
		}
		b.texts = append(b.texts, text)
	}
	return b, nil
}

// key returns the cache key of the build of the command line build by the
// compiler of the given identity.
func (b *sourceBuild) key(identity string, build []string) string {
	parts := []string{identity, strings.Join(build, "\x00")}
	for _, text := range b.texts {
		parts = append(parts, string(text))
	}
	return hashOf(parts...)
}

// compile returns the cache entry that holds output, the build of the
// command line build of the compiler of the given identity (outMark in build
// standing for the entry), and build as it ran, running it unless the entry
// is there; with mmd, the compiler (GCC or Clang) lists the headers it read
// for the manifest. A command line of several sources and no -o runs in the
// entry, where the compiler writes a.out and a make rule per source (GCC's
// a-NAME.d, Clang's NAME.d); a.out becomes output.
func (b *sourceBuild) compile(identity string, build []string, output string, mmd bool) (string, []string, error) {
	entry, err := cachedBuild(b.root, "src", b.key(identity, build), output, func(tmp string) ([]string, error) {
		argv := replaceAll(build, outMark, tmp)
		together := len(b.srcs) > 1 && mmd
		deps := filepath.Join(tmp, "deps")
		switch {
		case together:
			argv = slices.Insert(argv, 1, "-MMD")
		case mmd:
			argv = slices.Insert(argv, 1, "-MMD", "-MF", deps)
		}
		cmd := exec.Command(argv[0], argv[1:]...)
		cmd.Dir = filepath.Dir(b.srcs[0])
		if together {
			cmd.Dir = tmp
		}
		defer slowBuild("building " + b.spec + " with " + build[0])()
		if out, err := cmd.CombinedOutput(); err != nil {
			return nil, &BuildError{Spec: b.spec, Tool: build[0], Command: argv, Err: err, Output: out}
		}
		switch {
		case together:
			return b.linked(tmp, output)
		case mmd:
			return readDeps(deps, filepath.Dir(b.srcs[0]), b.srcs, b.root)
		}
		return nil, nil
	})
	if err != nil {
		return "", nil, err
	}
	return entry, replaceAll(build, outMark, entry), nil
}

// linked renames the a.out that a build of several sources wrote into tmp
// to output and returns the headers its make rules list, removing them.
func (b *sourceBuild) linked(tmp, output string) ([]string, error) {
	aout := "a.out"
	if exeSuffix != "" {
		aout = "a" + exeSuffix
	}
	if err := os.Rename(filepath.Join(tmp, aout), filepath.Join(tmp, output)); err != nil {
		return nil, err
	}
	rules, err := filepath.Glob(filepath.Join(tmp, "*.d"))
	if err != nil {
		return nil, err
	}
	var deps []string
	for _, rule := range rules {
		more, err := readDeps(rule, tmp, b.srcs, b.root)
		if err != nil {
			return nil, err
		}
		deps = append(deps, more...)
		os.Remove(rule)
	}
	slices.Sort(deps)
	return slices.Compact(deps), nil
}

// precompiled returns a directory holding bits/stdc++.h and its precompiled
// form for a compilation with flags, to put first on the include path,
// building it into the cache at root unless it is there. The header is
// precompiled without the -D and -U options of flags, so that one serves
// builds with and without ONLINE_JUDGE or LOCAL: GCC uses it unless a macro
// defined for the build, such as NDEBUG, changes what the header means.
func (c *compiler) precompiled(root string, flags []string) (string, error) {
	flags = withoutMacros(flags)
	key := hashOf("pch", c.identity, strings.Join(flags, "\x00"))
	const gch = "bits/stdc++.h.gch"
	return cachedBuild(root, "pch", key, gch, func(tmp string) ([]string, error) {
		header, err := c.findHeader("bits/stdc++.h", flags)
		if err != nil {
			return nil, err
		}
		text, err := os.ReadFile(header)
		if err != nil {
			return nil, err
		}
		copied := filepath.Join(tmp, "bits", "stdc++.h")
		if err := os.MkdirAll(filepath.Dir(copied), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(copied, text, 0o644); err != nil {
			return nil, err
		}
		argv := append(append([]string{}, flags...), "-x", c.lang+"-header", copied, "-o", filepath.Join(tmp, gch))
		defer slowBuild("precompiling <bits/stdc++.h> for " + c.name + " " + strings.Join(flags, " ") + ", once: the next builds with these flags use it")()
		if out, err := exec.Command(c.name, argv...).CombinedOutput(); err != nil {
			return nil, fmt.Errorf("precompile %s: %v\n%s", header, err, out)
		}
		return nil, nil
	})
}

// withoutMacros returns flags without their -D and -U options.
func withoutMacros(flags []string) []string {
	var kept []string
	for i := 0; i < len(flags); i++ {
		switch f := flags[i]; {
		case f == "-D" || f == "-U":
			i++ // and the macro after it
		case !strings.HasPrefix(f, "-D") && !strings.HasPrefix(f, "-U"):
			kept = append(kept, f)
		}
	}
	return kept
}

// findHeader returns the path of the header name that #include <name> reads
// in a compilation with flags: the first directory of the compiler's search
// list that holds it.
func (c *compiler) findHeader(name string, flags []string) (string, error) {
	argv := append(append([]string{}, flags...), "-x", c.lang, "-E", "-v", os.DevNull)
	out, err := exec.Command(c.name, argv...).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("%s -E -v: %v", c.name, err)
	}
	_, list, _ := strings.Cut(string(out), "#include <...> search starts here:\n")
	list, _, _ = strings.Cut(list, "End of search list.")
	for _, dir := range strings.Fields(list) {
		path := filepath.Join(dir, name)
		if _, err := os.Stat(path); err == nil {
			return path, nil
		}
	}
	return "", fmt.Errorf("%s: no %s on the include path", c.name, name)
}

// readDeps returns the files of the make rule that a compiler's -MMD wrote
// to path, relative ones taken from dir, but the sources srcs and the files
// under the cache's root.
func readDeps(path, dir string, srcs []string, root string) ([]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	text := strings.ReplaceAll(string(data), "\\\n", " ")
	text = strings.ReplaceAll(text, `\ `, "\x00")
	_, list, _ := strings.Cut(text, ": ")
	var deps []string
	for _, f := range strings.Fields(list) {
		f = strings.ReplaceAll(f, "\x00", " ")
		if !filepath.IsAbs(f) {
			f = filepath.Join(dir, f)
		}
		if !slices.Contains(srcs, f) && !strings.HasPrefix(f, root+string(filepath.Separator)) {
			deps = append(deps, f)
		}
	}
	return deps, nil
}

// publicClass matches the declaration of a Java source's public class.
var publicClass = regexp.MustCompile(`(?m)^[ \t]*public[ \t]+(?:(?:final|abstract)[ \t]+)*class[ \t]+(\w+)`)

// anyClass matches the declaration of a top-level Java class.
var anyClass = regexp.MustCompile(`(?m)^(?:(?:final|abstract)[ \t]+)*class[ \t]+(\w+)`)

// javaMain matches the declaration of a Java program's main method.
var javaMain = regexp.MustCompile(`\bstatic\s+(?:final\s+)?void\s+main\s*\(`)

// javaPackage matches a Java source's package declaration.
var javaPackage = regexp.MustCompile(`(?m)^[ \t]*package[ \t]+([\w.]+)[ \t]*;`)

// javaBuild returns the command line that runs the Java program of the
// sources srcs (spec as the user gave it), compiled together, and the
// command line that compiled it, building it into the cache unless it is
// there. Each of defines is a system property set to true, as Codeforces
// sets ONLINE_JUDGE.
func javaBuild(spec string, srcs, defines []string) (argv, build []string, err error) {
	java, identity, b, err := toolBuild(spec, srcs, "java", "javac", "-version")
	if err != nil {
		return nil, nil, err
	}
	build = append([]string{"javac", "-encoding", "UTF-8", "-d", filepath.Join(outMark, "classes")}, srcs...)
	entry, build, err := b.compile(identity, build, "classes", false)
	if err != nil {
		return nil, nil, err
	}
	return append(javaCommand(java, defines), "-cp", filepath.Join(entry, "classes"), b.mainClass()), build, nil
}

// toolBuild returns the path of the command run that runs the program of
// the sources srcs (spec as the user gave it), the identity of the command
// tool, asked with version, that builds it, and the build of the sources,
// or an error that says what to install (see CheckToolchain).
func toolBuild(spec string, srcs []string, run, tool, version string) (string, string, *sourceBuild, error) {
	path, err := exec.LookPath(run)
	identity := ""
	if err == nil {
		identity, err = toolIdentity(tool, version)
	}
	if err != nil {
		if missing := CheckToolchain(srcs[0]); missing != nil {
			err = missing
		}
		return "", "", nil, fmt.Errorf("%s: %v", spec, err)
	}
	b, err := newSourceBuild(spec, srcs...)
	return path, identity, b, err
}

// mainClass returns the class that runs the Java program: that of the
// first source declaring a main method (the main one, of one), named by
// its public class or else by the file, unless the file holds no class of
// that name and another, as contest packages hold them, in its package.
func (b *sourceBuild) mainClass() string {
	i := max(0, slices.IndexFunc(b.texts, javaMain.Match))
	src, text := b.srcs[i], b.texts[i]
	class := strings.TrimSuffix(filepath.Base(src), ".java")
	if m := publicClass.FindSubmatch(text); m != nil {
		class = string(m[1])
	} else if m := anyClass.FindSubmatch(text); m != nil && !bytes.Contains(text, []byte("class "+class)) {
		class = string(m[1])
	}
	if m := javaPackage.FindSubmatch(text); m != nil {
		class = string(m[1]) + "." + class
	}
	return class
}

// javaCommand returns the command line that starts a JVM, with each of
// defines but PyPy a system property set to true. The JVM keeps no performance
// data file (-XX:-UsePerfData): two runs in PID namespaces of their own
// may have one PID, and the second JVM would then warn on stdout that the
// first holds the file, which is no output of the program's. Its heap
// limit is a run's (see heapLimit).
func javaCommand(java string, defines []string) []string {
	argv := []string{java, "-XX:-UsePerfData", heapLimit}
	for _, d := range defines {
		if d != PyPy {
			argv = append(argv, "-D"+d+"=true")
		}
	}
	return argv
}

// identities holds the identities of the tools found so far.
var identities sync.Map

// toolIdentity returns what identifies the command name: its path, size and
// modification time, and what it prints with the flag version, found once
// per process (kotlinc starts a JVM to say its version).
func toolIdentity(name, version string) (string, error) {
	if id, ok := identities.Load(name); ok {
		return id.(string), nil
	}
	path, err := exec.LookPath(name)
	if err != nil {
		return "", err
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", err
	}
	info, err := os.Stat(real)
	if err != nil {
		return "", err
	}
	out, err := exec.Command(path, version).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("%s %s: %v", name, version, err)
	}
	id := fmt.Sprintf("%s %d %d\n%s", real, info.Size(), info.ModTime().UnixNano(), out)
	identities.Store(name, id)
	return id, nil
}

// cachedBuild returns the entry kind/key (kind src or pch) of the cache at
// root that holds output: as it is when it holds output and its manifest's
// files are unchanged, else built again by build in a fresh directory, which
// becomes the entry when build succeeds. build returns the files it read
// that key does not cover. The fresh directory is made beside root,
// out of reach of a cleaning of the cache (see buildcache.RemoveUnused) by
// another process.
func cachedBuild(root, kind, key, output string, build func(tmp string) (deps []string, err error)) (string, error) {
	parent := filepath.Join(root, kind)
	entry := filepath.Join(parent, key)
	if fresh(entry, output) {
		return entry, nil
	}
	if err := os.MkdirAll(filepath.Dir(root), 0o755); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(filepath.Dir(root), ".build-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	deps, err := build(tmp)
	if err != nil {
		return "", err
	}
	var manifest strings.Builder
	for _, d := range deps {
		sum, err := hashFile(d)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&manifest, "%s %s\n", sum, d)
	}
	if err := listOutputs(&manifest, tmp, entry); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(tmp, "manifest"), []byte(manifest.String()), 0o644); err != nil {
		return "", err
	}
	os.RemoveAll(entry) // a build of files since changed
	// Twice, in case a cleaning removed parent, left empty, meanwhile.
	for range 2 {
		if err = os.MkdirAll(parent, 0o755); err == nil {
			err = os.Rename(tmp, entry)
		}
		if err == nil || fresh(entry, output) {
			return entry, nil
		}
	}
	return "", err
}

// listOutputs adds to manifest the hash of each file that a build made in
// tmp, under the path it has once tmp becomes entry, so that fresh finds an
// entry whose files something changed since.
func listOutputs(manifest *strings.Builder, tmp, entry string) error {
	return filepath.WalkDir(tmp, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		sum, err := hashFile(path)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(tmp, path)
		fmt.Fprintf(manifest, "%s %s\n", sum, filepath.Join(entry, rel))
		return err
	})
}

// fresh reports whether the cache entry holds output and every file of its
// manifest, the entry's own among them, as it was, marking the entry's files
// used if so.
func fresh(entry, output string) bool {
	manifest, err := os.ReadFile(filepath.Join(entry, "manifest"))
	if err != nil {
		return false
	}
	if _, err := os.Stat(filepath.Join(entry, output)); err != nil {
		return false
	}
	for _, line := range strings.Split(strings.TrimSuffix(string(manifest), "\n"), "\n") {
		if line == "" {
			continue
		}
		sum, path, _ := strings.Cut(line, " ")
		if now, err := hashFile(path); err != nil || now != sum {
			return false
		}
	}
	filepath.WalkDir(entry, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			buildcache.Touch(path)
		}
		return nil
	})
	return true
}

// hashOf returns the hash of parts, each delimited.
func hashOf(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		fmt.Fprintf(h, "%d\x00%s", len(p), p)
	}
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// hashFile returns the hash of the file at path.
func hashFile(path string) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	return hashOf(string(data)), nil
}

// replaceAll returns argv with old replaced by new in every argument.
func replaceAll(argv []string, old, new string) []string {
	r := make([]string, len(argv))
	for i, a := range argv {
		r[i] = strings.ReplaceAll(a, old, new)
	}
	return r
}
