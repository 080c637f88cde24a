// Package libverify is ojkit verify run in a module: it proves a Go
// library as competitive-verifier does, on the problems its programs name.
//
// A program of the module (a main package) that uses the library names the
// problem it solves in its main.go's doc comment:
//
//	//ojkit:verify https://judge.yosupo.jp/problem/unionfind
//
// a Library Checker problem, whose tests are made from a checkout of
// library-checker-problems (-lc DIR) by its generators and reference
// solution, once for each content of the problem's folder, and kept in
// ojkit's cache; a problem of AOJ (https://onlinejudge.u-aizu.ac.jp/problems/ID,
// or the course and description.jsp?id=ID forms online-judge-tools reads)
// or of yukicoder (https://yukicoder.me/problems/no/N, or /problems/ID),
// whose tests are downloaded once from the judge's API, yukicoder's with
// the API key in YUKICODER_TOKEN, and kept in ojkit's cache; or a folder
// of NAME.in and NAME.out cases beside main.go. After an AOJ, yukicoder or
// folder problem an error may be allowed, as for //ojkit:verify cases
// 1e-6; such a problem is judged under the program's //ojkit:limits, else
// the judge's where AOJ gives them, else ojkit's defaults. Each program is
// bundled into the one file a judge compiles, built, and judged on every
// test by the problem's checker under its limits.
//
// A download is made into a folder beside its place in the cache and
// renamed there when whole, under a lock file, so that runs at once
// download a problem once. Without the network or, for yukicoder, without
// YUKICODER_TOKEN, or with a judge that fails, the program fails on one
// line saying what failed and where, and the run exits with status 2, as
// for an error that stops it.
//
// A program is verified again only when it, what it imports, or its tests
// changed: its result carries a key, the hash of those, and with -prev
// FILE a program whose key is that of a success in FILE keeps that result
// without being judged. -shard i/N verifies the i-th of N shares of the
// programs (sorted by path, dealt in turn), so that N machines share the
// work; -result FILE writes the result in competitive-verifier's
// result.json format, and -merge joins the shards' results. On GitHub
// Actions (GITHUB_ACTIONS=true) each failure is an error annotation on its
// directive's line.
package libverify

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/ojkit/ojkit/internal/problempkg"
)

// prog begins the messages.
const prog = "ojkit verify"

// Config is what the command line asks of a run.
type Config struct {
	Module string // the module's root directory
	LC     string // the checkout of library-checker-problems, or ""
	Result string // where to write the result, or ""
	Prev   string // the previous result, or ""
	// Shard and Shards: this run verifies the Shard-th share, from 1,
	// of Shards.
	Shard, Shards int
	// Merge holds the result files to merge, when -merge is given.
	Merge []string
	// Workflow, when not 0, asks for the GitHub Actions workflow of that
	// many shards, written to stdout in place of a verification.
	Workflow int
}

// libraryFlags are the flags of ojkit verify that only a library's
// verification has.
var libraryFlags = []string{"lc", "result", "prev", "shard", "merge", "workflow"}

// Claims reports whether the arguments of ojkit verify ask for a
// library's verification: they give one of its flags, or name (or, naming
// nothing, are run in) a folder that holds go.mod and is no problem
// package.
func Claims(args []string) bool {
	dir := "."
	for _, a := range args {
		rest, ok := strings.CutPrefix(a, "-")
		if !ok {
			dir = a
			continue
		}
		name, _, _ := strings.Cut(strings.TrimPrefix(rest, "-"), "=")
		if slices.Contains(libraryFlags, name) {
			return true
		}
	}
	_, err := os.Stat(filepath.Join(dir, "go.mod"))
	return err == nil && !problempkg.IsPackage(dir)
}

// ParseFlags reads the arguments of ojkit verify for a library into a
// Config: it defines its flags on a new flag set, which parse parses (and
// prints the usage of, for -h).
func ParseFlags(parse func(*flag.FlagSet) error) (Config, error) {
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	read := Flags(fs)
	if err := parse(fs); err != nil {
		return Config{}, err
	}
	return read()
}

// Flags defines the flags of a library's verification on fs, and returns
// the function that reads them, with fs's arguments, into a Config once fs
// has parsed the command line.
func Flags(fs *flag.FlagSet) func() (Config, error) {
	var c Config
	var shard string
	var merge bool
	fs.StringVar(&c.LC, "lc", "", "in a module, make the tests of Library Checker problems from the checkout of library-checker-problems `DIR`")
	fs.StringVar(&c.Result, "result", "", "in a module, write the result to `FILE` in competitive-verifier's result.json format")
	fs.StringVar(&c.Prev, "prev", "", "in a module, keep the successes of the result `FILE` whose programs and tests have not changed")
	fs.StringVar(&shard, "shard", "1/1", "in a module, verify the share `SHARD` of the programs: I/N, the I-th of N shares, from 1/N to N/N")
	fs.BoolVar(&merge, "merge", false, "write the merge of the result files given as arguments to stdout")
	fs.IntVar(&c.Workflow, "workflow", 0, "write a GitHub Actions workflow that verifies the module in `N` shards and merges their results, to stdout")
	return func() (Config, error) {
		if c.Workflow < 0 || c.Workflow > 256 {
			return c, fmt.Errorf("-workflow %d: want a number of shards from 1 to 256", c.Workflow)
		}
		if merge {
			if fs.NArg() == 0 {
				return c, errors.New("-merge: want the result files to merge")
			}
			c.Merge = fs.Args()
			return c, nil
		}
		var err error
		if c.Shard, c.Shards, err = parseShard(shard); err != nil {
			return c, err
		}
		switch fs.NArg() {
		case 0:
			c.Module = "."
		case 1:
			c.Module = fs.Arg(0)
		default:
			return c, fmt.Errorf("want one module DIR, got %d arguments", fs.NArg())
		}
		return c, nil
	}
}

// parseShard parses i/N, 1 <= i <= N.
func parseShard(s string) (int, int, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || i < 1 || i > n {
		return 0, 0, fmt.Errorf("-shard %s: want i/N, such as 1/4, with 1 <= i <= N", s)
	}
	return i, n, nil
}

// moduleDir returns the path of the module at dir in the repository that
// holds it (see repoPath), where the workflow's jobs, run from the
// repository's root, find it.
func moduleDir(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	return repoPath(abs)
}

// Run carries out the verification c asks for until ctx is done, and
// returns the exit status: 0 when every program is verified, 1 when one
// fails, 2 for an error that stops the run or a problem whose tests could
// not be downloaded (the network, the judge or YUKICODER_TOKEN failed).
func Run(ctx context.Context, c Config, stdout, stderr io.Writer) int {
	if c.Merge != nil {
		return merge(c.Merge, stdout, stderr)
	}
	if c.Workflow > 0 {
		if err := writeWorkflow(stdout, c.Workflow, moduleDir(c.Module)); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", prog, err)
			return 2
		}
		return 0
	}
	r := &run{Config: c, out: stdout, log: stderr}
	if err := r.verify(ctx); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 2
	}
	return r.status()
}

// merge writes the merge of the result files to stdout.
func merge(files []string, stdout, stderr io.Writer) int {
	var rs []*Result
	for _, f := range files {
		r, err := ReadResult(f)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", prog, err)
			return 2
		}
		rs = append(rs, r)
	}
	if err := Merge(rs...).Write(stdout); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 2
	}
	return 0
}
