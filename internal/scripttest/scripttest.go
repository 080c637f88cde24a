// Package scripttest is the one harness of ojkit's testscript suites. Run
// runs a Go tool's scripts with the go command on PATH, offline
// (GOPROXY=off, GOTOOLCHAIN=local, GOFLAGS=-mod=mod), with the script
// command `exit N CMD ARGS...` for the tools' exit statuses and the
// condition [need:CMD] for the optional toolchains a script uses. RunSolutions runs
// ojkit's suites that judge and stress the module's solutions, built once and
// on PATH, with commands that lay out problems, build suites and check that
// no process outlived a run.
package scripttest

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ojkit/ojkit/internal/buildcache"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/proctest"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/rogpeppe/go-internal/gotooltest"
	"github.com/rogpeppe/go-internal/testscript"
	"golang.org/x/tools/txtar"
)

// Cmds are extra script commands, by name.
type Cmds = map[string]func(ts *testscript.TestScript, neg bool, args []string)

// Run runs the scripts in dir with the setup above, the commands cmds beside
// exit and the conditions of Condition; update rewrites the scripts' golden
// files (cmp's second argument). ojkit's cache is the user's, as in Setup.
func Run(t *testing.T, dir string, update bool, cmds Cmds) {
	cache := userCache(t)
	all := Cmds{"exit": Exit}
	for name, cmd := range cmds {
		all[name] = cmd
	}
	p := testscript.Params{
		Dir:           dir,
		UpdateScripts: update,
		Setup: func(env *testscript.Env) error {
			env.Setenv("GOPROXY", "off")
			env.Setenv("GOFLAGS", "-mod=mod -trimpath")
			env.Setenv("GOTOOLCHAIN", "local")
			env.Setenv("XDG_CACHE_HOME", cache)
			shareTools(env)
			return nil
		},
		Cmds:      all,
		Condition: Condition,
	}
	if err := gotooltest.Setup(&p); err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, p)
}

// Exit is the script command `exit N CMD ARGS...`: it runs CMD and fails unless
// CMD exits with status N.
func Exit(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exit N CMD ARGS...")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
	got := 0
	var exitErr *exec.ExitError
	switch err := ts.Exec(args[1], args[2:]...); {
	case errors.As(err, &exitErr):
		got = exitErr.ExitCode()
	case err != nil:
		ts.Fatalf("%s: %v", args[1], err)
	}
	if got != want {
		ts.Fatalf("%s exited with status %d, want %d", args[1], got, want)
	}
}

// Condition is the scripts' conditions. [need:CMD] is true when the command
// CMD is on PATH, false when it is not, and an error that fails the script
// under CI=true (see proctest.Missing), for a script that builds or runs
// programs with an optional toolchain:
//
//	[!need:kotlinc] skip 'kotlinc is not installed (make deps installs it)'
//
// [full] is true when the full tier of the tests runs (see FullEnv), for a
// script that takes much of a run's time, its first line:
//
//	[!full] skip 'in the full tier (make test)'
func Condition(cond string) (bool, error) {
	if cond == "full" {
		return Full(), nil
	}
	name, ok := strings.CutPrefix(cond, "need:")
	if !ok || name == "" {
		return false, fmt.Errorf("unknown condition %q (ojkit's scripts have [need:CMD] and [full])", cond)
	}
	why, fail := proctest.Missing(name)
	if fail {
		return false, errors.New(why)
	}
	return why == "", nil
}

// Build builds the commands name -> package directory (relative to root),
// concurrently, through the module's build cache, and returns a temporary
// directory holding them by name, for the scripts' PATH.
func Build(t testing.TB, root string, cmds map[string]string) string {
	t.Helper()
	cache := buildcache.Open(root)
	dir := t.TempDir()
	errs := make(chan error, len(cmds))
	for name, pkg := range cmds {
		go func() {
			exe, err := cache.Build(pkg)
			if err == nil {
				err = os.Symlink(exe, filepath.Join(dir, name))
			}
			errs <- err
		}()
	}
	for range cmds {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// GoEnv returns the values of the go command's variables names, each
// nonempty (runner.GoEnv).
func GoEnv(t testing.TB, names ...string) []string {
	t.Helper()
	values, err := runner.GoEnv("", names...)
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range values {
		if v == "" {
			t.Fatalf("go env %s is empty", names[i])
		}
	}
	return values
}

// Setup returns a testscript Setup that puts bin first on PATH, sets $ROOT
// to the module's root, and lets the go command that builds solutions use the
// user's build and module caches, offline, and the runner its supervisor in
// the user's cache.
func Setup(t *testing.T, root, bin string) func(*testscript.Env) error {
	caches := GoEnv(t, "GOCACHE", "GOMODCACHE")
	userCache := userCache(t)
	return func(env *testscript.Env) error {
		env.Setenv("PATH", bin+string(os.PathListSeparator)+env.Getenv("PATH"))
		env.Setenv("XDG_CACHE_HOME", userCache) // the runner's supervisor, built once
		env.Setenv("ROOT", root)
		env.Setenv("GOCACHE", caches[0])
		env.Setenv("GOMODCACHE", caches[1])
		env.Setenv("GOPROXY", "off")
		env.Setenv("GOTOOLCHAIN", "local")
		shareTools(env)
		return nil
	}
}

// userCache returns the user's cache directory (os.UserCacheDir), or a
// temporary directory of the test when there is none: the scripts' ojkit
// keeps its cache there (XDG_CACHE_HOME), where its builds are keyed by the
// paths of the scripts' files, rather than in testscript's HOME, which a
// user other than root cannot write, nor root should.
func userCache(t *testing.T) string {
	dir, err := os.UserCacheDir()
	if err != nil {
		return t.TempDir()
	}
	return dir
}

// Commands returns the script commands of the judge and stress suites, for
// the module at root:
//
//	linkproblem ID           links problems/ID, testdata/ID and gen/ID into $WORK
//	mksuite DST SCRIPT FILES writes the txtar DST: SCRIPT's text, then FILES
//	waitprocs N TEXT         waits until N processes of the script (their command lines
//	                         naming a file in $WORK) hold TEXT (a background command's progress)
//	gone                     fails unless every process of the script has ended
//	post URL FILE            POSTs FILE as JSON, waiting up to a minute for a server; fails unless 2xx
//	jsonstream FILE          fails unless FILE (stdout: the last command's) is a -json stream
//	                         that events.Schema accepts, a start first and a summary last
func Commands(root string) Cmds {
	return Cmds{
		"jsonstream": JSONStream,
		"linkproblem": func(ts *testscript.TestScript, neg bool, args []string) {
			if neg || len(args) != 1 {
				ts.Fatalf("usage: linkproblem ID")
			}
			for _, src := range layout.InModule(root, args[0]).Places() {
				if _, err := os.Stat(src); err != nil {
					continue
				}
				rel, err := filepath.Rel(root, src)
				ts.Check(err)
				ts.Check(os.MkdirAll(filepath.Dir(ts.MkAbs(rel)), 0o755))
				ts.Check(os.Symlink(src, ts.MkAbs(rel)))
			}
		},
		"mksuite": func(ts *testscript.TestScript, neg bool, args []string) {
			if neg || len(args) < 2 {
				ts.Fatalf("usage: mksuite DST SCRIPT FILES...")
			}
			a := &txtar.Archive{Comment: []byte(ts.ReadFile(args[1]))}
			for _, f := range args[2:] {
				a.Files = append(a.Files, txtar.File{Name: f, Data: []byte(ts.ReadFile(f))})
			}
			dst := ts.MkAbs(args[0])
			ts.Check(os.MkdirAll(filepath.Dir(dst), 0o755))
			ts.Check(os.WriteFile(dst, txtar.Format(a), 0o644))
		},
		"waitprocs": func(ts *testscript.TestScript, neg bool, args []string) {
			if neg || len(args) != 2 {
				ts.Fatalf("usage: waitprocs N TEXT")
			}
			n, err := strconv.Atoi(args[0])
			ts.Check(err)
			for deadline := time.Now().Add(time.Minute); len(scriptProcs(ts, args[1])) < n; time.Sleep(10 * time.Millisecond) {
				if time.Now().After(deadline) {
					ts.Fatalf("not %d processes of this script with %q on their command line in a minute", n, args[1])
				}
			}
		},
		"post": func(ts *testscript.TestScript, neg bool, args []string) {
			if len(args) != 2 {
				ts.Fatalf("usage: post URL FILE")
			}
			body := ts.ReadFile(args[1])
			for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
				resp, err := http.Post(args[0], "application/json", strings.NewReader(body))
				if err != nil && time.Now().Before(deadline) {
					continue // the server is not up yet
				}
				ts.Check(err)
				resp.Body.Close()
				if ok := resp.StatusCode/100 == 2; ok == neg {
					ts.Fatalf("post %s: status %s", args[0], resp.Status)
				}
				return
			}
		},
		"gone": func(ts *testscript.TestScript, neg bool, args []string) {
			if neg || len(args) != 0 {
				ts.Fatalf("usage: gone")
			}
			for _, pid := range scriptProcs(ts, "") {
				if !proctest.Gone(pid, 5*time.Second) {
					ts.Fatalf("process %d is still running", pid)
				}
			}
		},
	}
}

// RunSolutions runs the scripts of each directory of dirs, a parallel subtest
// named after its last element, with the commands cmds (name -> package
// directory of the module) built once and on PATH, $ROOT set, and the
// commands of Commands beside Exit, and the conditions of Condition. The
// test's working directory is a package of the module (see ModuleRoot).
func RunSolutions(t *testing.T, cmds map[string]string, dirs ...string) {
	root := ModuleRoot(t)
	setup := Setup(t, root, Build(t, root, cmds))
	all := Commands(root)
	all["exit"] = Exit
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			t.Parallel()
			testscript.Run(t, testscript.Params{Dir: dir, Setup: setup, Cmds: all, Condition: Condition})
		})
	}
}

// Edits returns the script commands that derive an input variant from a file
// (`NAME SRC DST`): crlf ends every line with \r\n, chomp drops the final
// newline, and trailspace puts two spaces and a tab at the end of every line;
// untimed writes every time in milliseconds (digits, then ms) as Tms,
// and each run of spaces that aligns a table's columns as two, so that
// reports of two runs compare; and jsonstream (see Commands).
func Edits() Cmds {
	return Cmds{
		"jsonstream": JSONStream,
		"crlf": editCmd(func(b []byte) []byte {
			return bytes.ReplaceAll(b, []byte("\n"), []byte("\r\n"))
		}),
		"chomp": editCmd(func(b []byte) []byte {
			return bytes.TrimSuffix(b, []byte("\n"))
		}),
		"trailspace": editCmd(func(b []byte) []byte {
			return bytes.ReplaceAll(b, []byte("\n"), []byte("  \t\n"))
		}),
		"untimed": editCmd(func(b []byte) []byte {
			return columnSpaces.ReplaceAll(times.ReplaceAll(b, []byte("Tms")), []byte("  "))
		}),
	}
}

// times and columnSpaces are what untimed replaces (see Edits).
var (
	times        = regexp.MustCompile(`\b[0-9]+ms\b`)
	columnSpaces = regexp.MustCompile(`  +`)
)

// editCmd makes a script command that writes DST as edit(SRC).
func editCmd(edit func([]byte) []byte) func(*testscript.TestScript, bool, []string) {
	return func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) != 2 {
			ts.Fatalf("usage: CMD SRC DST")
		}
		src := ts.ReadFile(args[0])
		ts.Check(os.WriteFile(ts.MkAbs(args[1]), edit([]byte(src)), 0o644))
	}
}

// Main is testscript.Main for a package whose scripts run the commands cmds,
// and whose tests mostly wait for the programs they run: unless the test
// binary runs as one of cmds, up to eight tests run at once whatever
// GOMAXPROCS (see proctest.WaitBound). The test binary also runs as the
// scripts' g++, which shares their C++ builds by content (see cachedCXX).
func Main(m *testing.M, cmds map[string]func()) {
	if os.Getenv(asCXXEnv) != "" {
		cachedCXX() // exits
	}
	if _, asCommand := cmds[strings.TrimSuffix(filepath.Base(os.Args[0]), ".exe")]; !asCommand {
		flag.Parse()
		proctest.WaitBound(8)
		cxxEnv = standIn()
		interpreterDirs = ownDirs("python3")
	}
	testscript.Main(m, cmds)
}

// cxxEnv is what the scripts' environment holds for their g++ (see
// standIn), beside the directory first on PATH; nil when their C++ builds
// are not shared.
var cxxEnv []string

// shareTools puts the scripts' g++ first on PATH (see cachedCXX), and the
// directories of interpreterDirs before the rest of PATH.
func shareTools(env *testscript.Env) {
	for _, dir := range interpreterDirs {
		env.Setenv("PATH", dir+string(os.PathListSeparator)+env.Getenv("PATH"))
	}
	if cxxEnv == nil {
		return
	}
	for _, kv := range cxxEnv[1:] {
		k, v, _ := strings.Cut(kv, "=")
		env.Setenv(k, v)
	}
	env.Setenv("PATH", cxxEnv[0]+string(os.PathListSeparator)+env.Getenv("PATH"))
}

// Problems makes, in a new temporary directory, the problems/ID/main.go of
// each of ids, a program that does nothing, and returns the directory.
func Problems(t *testing.T, ids ...string) string {
	t.Helper()
	root := t.TempDir()
	for _, id := range ids {
		dir := filepath.Join(root, "problems", id)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte("package main\n\nfunc main() {}\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// ModuleRoot returns the root directory of the module of the test's working
// directory.
func ModuleRoot(t *testing.T) string {
	t.Helper()
	mod, err := runner.GoEnv(".", "GOMOD")
	if err != nil || mod[0] == "" || mod[0] == os.DevNull {
		t.Fatalf("the module of the test: GOMOD %q, %v", mod, err)
	}
	return filepath.Dir(mod[0])
}

// scriptProcs returns the live processes that the script ts started, as
// their command lines show it: each names a file in its $WORK (as a program
// there run by path, or its script, does), and holds text.
func scriptProcs(ts *testscript.TestScript, text string) []int {
	work := ts.Getenv("WORK") + "/"
	var pids []int
	matches, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, m := range matches {
		data, err := os.ReadFile(m)
		if err != nil || !strings.Contains(string(data), work) || !strings.Contains(string(data), text) {
			continue
		}
		if pid, err := strconv.Atoi(filepath.Base(filepath.Dir(m))); err == nil {
			pids = append(pids, pid)
		}
	}
	return pids
}
