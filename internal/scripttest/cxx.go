package scripttest

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/buildcache"
)

// The scripts' C++ builds are shared across scripts by content. ojkit keys
// a build in its cache by the sources' bytes and the command line, which
// names the source by its path: each script has a $WORK of its own, and
// each package directory a path of its own, so the same testlib checker,
// validator or interactor would be compiled again in every script and
// every package that holds it. The scripts find instead on PATH a g++ of
// the test binary's (see cachedCXX), which runs the real g++ but keeps the
// programs that ojkit's builds of one source make, with the source's
// directory and the build's output directory taken out of the command line,
// keyed by the bytes of the source and of the headers beside it it
// includes. ojkit and its cache see no difference but the compiler's path.

// cxxName is the compiler that cachedCXX stands in for.
const cxxName = "g++"

// The environment variables of the scripts' g++: cxxCacheEnv names the
// cache directory (without it, cachedCXX runs g++ and keeps nothing),
// realCXXEnv the real g++, testBinaryEnv the test binary, which runs as
// cachedCXX when asCXXEnv is set (see Main).
const (
	cxxCacheEnv   = "OJKIT_TEST_CXXCACHE"
	realCXXEnv    = "OJKIT_TEST_REALCXX"
	testBinaryEnv = "OJKIT_TEST_BINARY"
	asCXXEnv      = "OJKIT_TEST_AS_CXX"
)

// cxxCacheMax is the most the cache holds (see buildcache.Clean).
const cxxCacheMax = 256 << 20

// cxxScript is the scripts' g++, which runs the test binary as cachedCXX.
// It is a script at a path of its own, the same from one test binary to
// the next, so that ojkit's identity of the compiler (its path, size and
// time) stays the same and its precompiled <bits/stdc++.h> is built once.
const cxxScript = `#!/bin/sh
# The g++ of ojkit's test scripts (internal/scripttest, cachedCXX).
` + asCXXEnv + `=1 exec "$` + testBinaryEnv + `" "$@"
`

// standIn returns the directory of the scripts' g++ and the variables of
// its environment (cxxCacheEnv, realCXXEnv, testBinaryEnv), or nil when
// g++ is not installed or the cache cannot be made (then the scripts run
// the real g++): the cache is ojkit-test/g++ in the user's cache
// directory, cleaned once (see buildcache.Clean), and the script
// ojkit-test/bin/g++ beside it.
func standIn() []string {
	real, err := exec.LookPath(cxxName)
	if err != nil || runtime.GOOS == "windows" {
		return nil
	}
	self, err := os.Executable()
	if err != nil {
		return nil
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return nil
	}
	dir := filepath.Join(cache, "ojkit-test", cxxName)
	bin := filepath.Join(cache, "ojkit-test", "bin")
	if os.MkdirAll(dir, 0o755) != nil || os.MkdirAll(bin, 0o755) != nil {
		return nil
	}
	buildcache.Clean(dir, cxxCacheMax)
	script := filepath.Join(bin, cxxName)
	if text, err := os.ReadFile(script); err != nil || string(text) != cxxScript {
		f, err := os.CreateTemp(bin, ".tmp-")
		if err != nil {
			return nil
		}
		_, err = f.WriteString(cxxScript)
		if err = errors.Join(err, f.Close(), os.Chmod(f.Name(), 0o755)); err != nil || os.Rename(f.Name(), script) != nil {
			os.Remove(f.Name())
			return nil
		}
	}
	return []string{bin, cxxCacheEnv + "=" + dir, realCXXEnv + "=" + real, testBinaryEnv + "=" + self}
}

// realCXX returns the path of the real g++.
func realCXX() (string, error) {
	if real := os.Getenv(realCXXEnv); real != "" {
		return real, nil
	}
	return "", errors.New(cxxName + ": " + realCXXEnv + " is not set")
}

// cachedCXX is the main function of the scripts' g++: it runs the real g++
// with its arguments, but takes the program of a build as ojkit runs it,
// `g++ -MMD -MF DEPS FLAGS... -o OUT SRC` in SRC's directory, from the
// cache when a build of the same source and headers with the same flags
// kept it, and keeps the program of a build that printed nothing, read no
// header outside SRC's directory and holds neither directory's path.
func cachedCXX() {
	real, err := realCXX()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(127)
	}
	os.Exit(compileCXX(real, os.Args[1:]))
}

// compileCXX is cachedCXX with the real g++ at path real and the arguments
// args: it returns the exit status.
func compileCXX(real string, args []string) int {
	b := newCXXBuild(args)
	switch {
	case b == nil:
		return runCXX(real, args)
	case b.hit():
		return 0
	}
	return b.run(real)
}

// runCXX runs the real g++ with args, its output passed through, and
// returns its exit status.
func runCXX(real string, args []string) int {
	cmd := exec.Command(real, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	return exitStatus(cmd.Run())
}

// exitStatus returns the exit status of a command that ended with err, as
// a shell gives it: 127, said on stderr, for one that could not start.
func exitStatus(err error) int {
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return exit.ExitCode()
	case err != nil:
		fmt.Fprintln(os.Stderr, err)
		return 127
	}
	return 0
}

// cxxBuild is a build that cachedCXX may take from its cache.
type cxxBuild struct {
	args       []string // the command line but g++
	cache      string   // the cache directory
	src, deps  string   // the source and the make rule -MF writes
	out        string   // the program
	srcDir     string   // the source's directory, where the build runs
	outDir     string   // the program's directory
	key        string   // the hash of the command line (directories taken out), the compiler and the source
	normalized []string // the command line with the directories taken out
}

// Markers of the directories taken out of command lines and make rules.
const (
	srcMark = "\x00SRC"
	outMark = "\x00OUT"
)

// newCXXBuild returns the build of args if it is one cachedCXX keeps, else
// nil.
func newCXXBuild(args []string) *cxxBuild {
	cache := os.Getenv(cxxCacheEnv)
	if cache == "" || len(args) < 6 || args[0] != "-MMD" || args[1] != "-MF" {
		return nil
	}
	b := &cxxBuild{args: args, cache: cache, deps: args[2], src: args[len(args)-1]}
	for i, a := range args[3 : len(args)-1] {
		switch {
		case a == "-o" && i+4 < len(args)-1:
			b.out = args[i+4]
		case a == "-x" || a == "-E" || a == "-c" || a == "-S" || strings.HasPrefix(a, "-fsyntax-only"):
			return nil
		}
	}
	wd, err := os.Getwd()
	if err != nil || b.out == "" || !filepath.IsAbs(b.src) || !filepath.IsAbs(b.out) || filepath.Dir(b.src) != wd ||
		filepath.Dir(b.deps) != filepath.Dir(b.out) {
		return nil
	}
	b.srcDir, b.outDir = wd, filepath.Dir(b.out)
	text, err := os.ReadFile(b.src)
	if err != nil {
		return nil
	}
	real, err := realCXX()
	if err != nil {
		return nil
	}
	info, err := os.Stat(real)
	if err != nil {
		return nil
	}
	for _, a := range args {
		b.normalized = append(b.normalized, b.takeOut(a))
	}
	b.key = hash(fmt.Sprintf("%s %d %d", real, info.Size(), info.ModTime().UnixNano()), strings.Join(b.normalized, "\x00"), string(text))
	return b
}

// takeOut returns s with the build's directories replaced by their markers.
func (b *cxxBuild) takeOut(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, b.outDir, outMark), b.srcDir, srcMark)
}

// putBack returns s with the markers replaced by the build's directories.
func (b *cxxBuild) putBack(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, outMark, b.outDir), srcMark, b.srcDir)
}

// hash returns the hex SHA-256 of parts, each ended by a NUL.
func hash(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// headersKey returns the key of the build's entry given the headers (paths
// relative to the source's directory) it read, or "" when one cannot be
// read.
func (b *cxxBuild) headersKey(headers []string) string {
	parts := []string{b.key}
	for _, h := range headers {
		text, err := os.ReadFile(filepath.Join(b.srcDir, h))
		if err != nil {
			return ""
		}
		parts = append(parts, h, string(text))
	}
	return hash(parts...)
}

// hit writes the program and the make rule of the build from the cache and
// reports whether it was there.
func (b *cxxBuild) hit() bool {
	list, err := os.ReadFile(filepath.Join(b.cache, b.key+".headers"))
	if err != nil {
		return false
	}
	key := b.headersKey(strings.Fields(string(list)))
	if key == "" {
		return false
	}
	entry := filepath.Join(b.cache, key)
	exe, err := os.ReadFile(filepath.Join(entry, "program"))
	if err != nil {
		return false
	}
	rule, err := os.ReadFile(filepath.Join(entry, "rule"))
	if err != nil {
		return false
	}
	if os.WriteFile(b.out, exe, 0o755) != nil || os.WriteFile(b.deps, []byte(b.putBack(string(rule))), 0o644) != nil {
		os.Remove(b.out)
		return false
	}
	now := time.Now() // used now, for buildcache.Clean
	for _, f := range []string{entry, filepath.Join(entry, "program"), filepath.Join(entry, "rule"), filepath.Join(b.cache, b.key+".headers")} {
		os.Chtimes(f, now, now)
	}
	return true
}

// run runs the build with the real g++ at path real, its output passed
// through, keeps its program when it may, and returns g++'s exit status.
func (b *cxxBuild) run(real string) int {
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(real, b.args...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	os.Stdout.Write(stdout.Bytes())
	os.Stderr.Write(stderr.Bytes())
	if code := exitStatus(err); code != 0 {
		return code
	}
	if stdout.Len() == 0 && stderr.Len() == 0 {
		b.keep()
	}
	return 0
}

// keep puts the build's program and make rule in the cache, unless the
// rule names a header outside the source's directory or the program holds
// either directory's path.
func (b *cxxBuild) keep() {
	rule, err := os.ReadFile(b.deps)
	if err != nil {
		return
	}
	exe, err := os.ReadFile(b.out)
	if err != nil || bytes.Contains(exe, []byte(b.srcDir)) || bytes.Contains(exe, []byte(b.outDir)) {
		return
	}
	text := strings.ReplaceAll(string(rule), "\\\n", " ")
	if strings.Contains(text, `\ `) {
		return // a path with a space: not worth parsing
	}
	_, list, ok := strings.Cut(text, ": ")
	if !ok {
		return
	}
	var headers []string
	for _, f := range strings.Fields(list) {
		if !filepath.IsAbs(f) {
			f = filepath.Join(b.srcDir, f)
		}
		rel, err := filepath.Rel(b.srcDir, f)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return
		}
		if f != b.src {
			headers = append(headers, rel)
		}
	}
	slices.Sort(headers)
	headers = slices.Compact(headers)
	key := b.headersKey(headers)
	if key == "" {
		return
	}
	tmp, err := os.MkdirTemp(b.cache, ".tmp-")
	if err != nil {
		return
	}
	defer os.RemoveAll(tmp)
	if os.WriteFile(filepath.Join(tmp, "program"), exe, 0o755) != nil ||
		os.WriteFile(filepath.Join(tmp, "rule"), []byte(b.takeOut(string(rule))), 0o644) != nil ||
		os.Chmod(tmp, 0o755) != nil {
		return
	}
	if err := os.Rename(tmp, filepath.Join(b.cache, key)); err != nil {
		if _, err := os.Stat(filepath.Join(b.cache, key, "rule")); err != nil {
			return
		} // else another script kept it first
	}
	f, err := os.CreateTemp(b.cache, ".tmp-")
	if err != nil {
		return
	}
	_, err = f.WriteString(strings.Join(headers, "\n") + "\n")
	if err = errors.Join(err, f.Close(), os.Chmod(f.Name(), 0o644)); err != nil ||
		os.Rename(f.Name(), filepath.Join(b.cache, b.key+".headers")) != nil {
		os.Remove(f.Name())
	}
}
