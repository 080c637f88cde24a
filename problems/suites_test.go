// Package problems_test runs the byte-exact testscript suites of every problem
// directory, testdata/<id>/*.txtar at the top of the module, against each of the
// problem's solutions in turn: the source build of problems/<id> (subtest <id>),
// its one-file bundle, what the judge compiles, built by ojkit check at its Go
// floor (<id>-bundle) and its second solutions problems/<id>/<alt> (<id>-<alt>),
// which read the input with code of their own: where a script checks the main
// solution's error message, a second solution must print one line of its own.
// The solution under test is the command <id>; the scripts also find on PATH the
// other solutions as <id>-<alt>, the problem's tools in gen/<id>/<tool> as
// <id>-<tool>, and ojkit (whose gen's outputs one run shares; see
// cachedOjkit). Besides the usual testscript commands the scripts have
// crlf, chomp and trailspace, which derive input variants from a file, and
// cmpexact, which compares output byte for byte; see testdata/README.md. A
// problem whose main.go has //ojkit:io IN OUT is run as its judge runs it:
// each exec in a fresh working directory, its stdin placed in the file IN,
// the file OUT printed as its stdout (see placeSolution).
//
// Only the commands a selected suite needs are built, each once per run, and kept
// in the module's build cache (internal/buildcache): while the module's sources
// are unchanged they are used without running go build again. So are gen's
// outputs for a given ojkit (see cachedOjkit) and the bundles that ojkit check
// passed, for a given ojkit and Go.
package problems_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	_ "github.com/ojkit/ojkit/gen/all" // the entries that declare second solutions and tools
	"github.com/ojkit/ojkit/gen/problem"
	"github.com/ojkit/ojkit/internal/buildcache"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/onlinejudge"
	"github.com/rogpeppe/go-internal/testscript"
)

var update = flag.Bool("update", false, "rewrite the expected output of cmpexact in the scripts from the source build of each main solution")

// suitesDir holds one folder of txtar scripts per problem.
const suitesDir = "../testdata"

// ojkitTool is the command name of ojkit, which the suites run themselves.
const ojkitTool = "ojkit"

func TestSuites(t *testing.T) {
	t.Parallel()
	cmds := commands(t)
	b := newBuilder(t, cmds)
	for _, id := range problemIDs(cmds) {
		t.Run(id, func(t *testing.T) {
			t.Parallel()
			runSuite(t, id, b.need(t, id), b, *update)
		})
		t.Run(id+"-bundle", func(t *testing.T) {
			t.Parallel()
			runSuite(t, id, bundle(t, id, b), b, false)
		})
		for _, name := range alternates(cmds, id) {
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				runScripts(t, id, b.need(t, name), b, false, ownMessages(t, id, suiteFiles(t, id)))
			})
		}
	}
}

// runSuite runs the suite of problem id with the executable bin standing in as
// the command id. With update set, cmpexact rewrites the scripts' expected
// output instead of failing.
func runSuite(t *testing.T, id, bin string, b *builder, update bool) {
	runScripts(t, id, bin, b, update, suiteFiles(t, id))
}

// suiteFiles returns the scripts of problem id's suite.
func suiteFiles(t *testing.T, id string) []string {
	files, err := filepath.Glob(filepath.Join(suitesDir, id, "*.txtar"))
	if err != nil || len(files) == 0 {
		t.Fatalf("problem %s has no suite in %s", id, filepath.Join(suitesDir, id))
	}
	return files
}

// mainMessage matches a script line that checks the main solution's own
// error message on stderr; ownMessages fills in the problem's id.
const mainMessage = `(?m)^stderr '\^%s: .*'$`

// oneLine is the check ownMessages puts in its place: exactly one non-empty
// line on stderr.
const oneLine = `stderr '\A[^\n]+\n\z'`

// mainFails matches a script line that runs the solution and expects it to
// fail with any status; ownMessages fills in the problem's id.
const mainFails = `(?m)^! exec %s( |$)`

// ownMessages returns copies of the scripts for a second solution of problem
// id, which reads the input with code of its own and words its errors its own
// way: each check of the main solution's message (a `stderr '^ID: ...'` line)
// becomes a check for exactly one non-empty line, and each run expected to
// fail (`! exec ID`) must exit with status 1 (`exit 1 ID`). The stdout checks
// stay as they are.
func ownMessages(t *testing.T, id string, files []string) []string {
	re := regexp.MustCompile(fmt.Sprintf(mainMessage, regexp.QuoteMeta(id)))
	fails := regexp.MustCompile(fmt.Sprintf(mainFails, regexp.QuoteMeta(id)))
	dir := t.TempDir()
	copies := make([]string, len(files))
	for i, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		copies[i] = filepath.Join(dir, filepath.Base(f))
		data = fails.ReplaceAll(re.ReplaceAll(data, []byte(oneLine)), []byte("exit 1 "+id+"$1"))
		if err := os.WriteFile(copies[i], data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return copies
}

// runScripts runs the scripts files of problem id with the executable bin
// standing in as the command id.
func runScripts(t *testing.T, id, bin string, b *builder, update bool, files []string) {
	path := t.TempDir()
	placeSolution(t, path, id, bin)
	for _, name := range helpers(b.pkgs, id) {
		link(t, b.need(t, name), filepath.Join(path, name))
	}
	genBin := b.need(t, ojkitTool)
	genCache := filepath.Join(b.cache.Dir(), "gen-outputs", b.hashOf(t, ojkitTool))
	if err := os.MkdirAll(genCache, 0o755); err != nil {
		t.Fatal(err)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	link(t, self, filepath.Join(path, "ojkit"))
	rec := newRecorder(update)
	t.Cleanup(func() { // after the scripts, which run as parallel subtests
		if err := rec.write(); err != nil {
			t.Error(err)
		}
	})
	testscript.Run(t, testscript.Params{
		Files: files,
		Setup: func(env *testscript.Env) error {
			env.Setenv("PATH", path+string(os.PathListSeparator)+env.Getenv("PATH"))
			env.Setenv(genBinEnv, genBin)
			env.Setenv(genCacheEnv, genCache)
			env.Values[scriptKey{}] = scriptFile(env.WorkDir, files)
			return nil
		},
		Cmds: scriptCmds(rec),
	})
}

// bundle makes the one-file submission of problem id as ojkit submit does,
// checks that it is gofmt-formatted and within onlinejudge.BundleBudget, and
// has ojkit check check it at its Go floor and keep the executable, whose path
// it returns.
func bundle(t *testing.T, id string, b *builder) string {
	src := b.bundle(t, id, filepath.Join(t.TempDir(), id+".go"))
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if formatted, err := format.Source(data); err != nil || !bytes.Equal(formatted, data) {
		t.Errorf("%s is not gofmt-formatted (err %v)", src, err)
	}
	if len(data) > onlinejudge.BundleBudget {
		t.Errorf("%s: %d bytes, over onlinejudge.BundleBudget, %d: a bundle leaves room within the smallest source limit for the user's changes", src, len(data), onlinejudge.BundleBudget)
	}
	return b.check(t, src, data)
}

// bundle runs ojkit bundle on problem id, writing to src, and returns the
// bundle's path. The bundle depends only on the bundler's sources and the
// problem's (its package and the module's packages it imports), so a bundle
// made before from the same sources is kept under their keys and used again.
func (b *builder) bundle(t *testing.T, id, src string) string {
	tool, pkg := b.need(t, ojkitTool), "problems/"+id
	toolKey, key := b.cache.Key(filepath.Join("problems", b.pkgs[ojkitTool])), b.cache.Key(pkg)
	if toolKey == "" || key == "" {
		run(t, tool, "bundle", "-strip", "-o", src, "./"+id)
		return src
	}
	sum := sha256.Sum256([]byte(toolKey + "\x00" + key))
	kept := filepath.Join(b.cache.Dir(), "bundles", hex.EncodeToString(sum[:])+".go")
	if _, err := os.Stat(kept); err == nil {
		buildcache.Touch(kept)
		return kept
	}
	run(t, tool, "bundle", "-strip", "-o", src, "./"+id)
	if err := keep(src, kept); err != nil {
		return src
	}
	return kept
}

// keep moves the file at from to path, making path's directory, so that
// a reader of path finds either nothing or the whole file.
func keep(from, path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.Rename(from, path)
}

// check runs ojkit check -o on the bundle src, whose bytes are data, and
// returns the executable it builds. The result depends only on ojkit, the
// bundle and the Go toolchain, so an executable that passed before is kept under
// a hash of the three and used again.
func (b *builder) check(t *testing.T, src string, data []byte) string {
	tool := b.need(t, ojkitTool)
	h := sha256.New()
	h.Write([]byte(runtime.Version() + "\x00" + b.hashOf(t, ojkitTool) + "\x00"))
	h.Write(data)
	bin := filepath.Join(b.cache.Dir(), "checked", hex.EncodeToString(h.Sum(nil)))
	if _, err := os.Stat(bin); err == nil {
		buildcache.Touch(bin)
		return bin
	}
	tmp := filepath.Join(t.TempDir(), "bin")
	run(t, tool, "check", "-o", tmp, src)
	if err := keep(tmp, bin); err != nil {
		return tmp
	}
	return bin
}

// commands maps the name of each command the suites may build to its package
// path relative to this directory: ID for problems/ID, ID-ALT for the second
// solution ALT and ID-TOOL for the tool TOOL (generators, checkers) that
// ID's entry in gen's registry declares, where layout.Problem places them,
// and ojkit, which bundles, checks and generates inputs. TestDeclared fails
// on a folder holding a main.go that no entry declares.
func commands(t *testing.T) map[string]string {
	t.Helper()
	cmds := map[string]string{ojkitTool: "../scripts/ojkit"}
	mains, err := filepath.Glob("*/main.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range mains {
		cmds[filepath.Dir(m)] = "./" + filepath.Dir(m)
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	pkg := func(dir string) string {
		rel, err := filepath.Rel(filepath.Join(root, "problems"), dir)
		if err != nil {
			t.Fatal(err)
		}
		if rel = filepath.ToSlash(rel); !strings.HasPrefix(rel, "../") {
			rel = "./" + rel
		}
		return rel
	}
	for _, e := range problem.Entries() {
		p := layout.InModule(root, e.ID)
		for _, alt := range e.Solutions {
			cmds[e.ID+"-"+alt] = pkg(p.Alternate(alt))
		}
		for _, tool := range e.Tools {
			cmds[e.ID+"-"+tool] = pkg(p.Tool(tool))
		}
	}
	return cmds
}

// problemIDs lists the problems: the directories holding a main.go, each
// with an entry in gen's registry (see TestDeclared).
func problemIDs(cmds map[string]string) []string {
	var ids []string
	for name, pkg := range cmds {
		if !strings.Contains(name, "-") && pkg == "./"+name {
			ids = append(ids, name)
		}
	}
	if len(ids) == 0 {
		panic("no problem directories found")
	}
	sort.Strings(ids)
	return ids
}

// alternates lists the command names of problem id's second solutions.
func alternates(cmds map[string]string, id string) []string {
	var names []string
	for name, pkg := range cmds {
		if strings.HasPrefix(name, id+"-") && strings.HasPrefix(pkg, "./"+id+"/") {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

// helpers lists the commands problem id's scripts may run beside the solution
// under test and gen: its other solutions and tools.
func helpers(cmds map[string]string, id string) []string {
	var names []string
	for name := range cmds {
		if strings.HasPrefix(name, id+"-") {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

// builder builds commands on demand, each at most once per test run, into the
// module's build cache, where an executable built from the same sources is
// used as it is.
type builder struct {
	cache *buildcache.Cache // its directory also keeps gen's outputs and checked bundles
	pkgs  map[string]string // command name -> package path
	mu    sync.Mutex
	done  map[string]*buildOnce
}

// buildOnce is the build of one command.
type buildOnce struct {
	once sync.Once
	exe  string
	err  error
	hash sync.Once
	sum  string // the executable's SHA-256, once hashOf has asked
}

// newBuilder returns a builder of the commands cmds into the module's build
// cache.
func newBuilder(t *testing.T, cmds map[string]string) *builder {
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	return &builder{cache: buildcache.Open(root), pkgs: cmds, done: map[string]*buildOnce{}}
}

// need builds the command name unless this run has built it already and returns
// the executable's path.
func (b *builder) need(t *testing.T, name string) string {
	t.Helper()
	b.mu.Lock()
	one := b.done[name]
	if one == nil {
		one = &buildOnce{}
		b.done[name] = one
	}
	b.mu.Unlock()
	one.once.Do(func() {
		one.exe, one.err = b.cache.Build(filepath.Join("problems", b.pkgs[name])) // cmds are relative to problems/
	})
	if one.err != nil {
		t.Fatal(one.err)
	}
	return one.exe
}

// hashOf returns the SHA-256 of the command name's executable, built by need.
func (b *builder) hashOf(t *testing.T, name string) string {
	exe := b.need(t, name)
	b.mu.Lock()
	one := b.done[name]
	b.mu.Unlock()
	one.hash.Do(func() {
		data, err := os.ReadFile(exe)
		if err == nil {
			sum := sha256.Sum256(data)
			one.sum = hex.EncodeToString(sum[:])
		}
	})
	if one.sum == "" {
		t.Fatalf("cannot read %s", exe)
	}
	return one.sum
}

// link makes path a symbolic link to the executable exe.
func link(t *testing.T, exe, path string) {
	t.Helper()
	if err := os.Symlink(exe, path); err != nil {
		t.Fatal(err)
	}
}

// run runs a command, failing the test with its output if it fails.
func run(t *testing.T, name string, args ...string) {
	t.Helper()
	if out, err := exec.Command(name, args...).CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
}
