package libverify

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/buildcache"
	"github.com/ojkit/ojkit/internal/layout"
)

// A run is one verification of a module's programs.
type run struct {
	Config
	out, log io.Writer
	root     string
	// repo is the module root's path in the repository that holds it,
	// slash-separated, or "" where it is the repository's root or no
	// repository holds it: results and annotations name files from the
	// repository's root, as competitive-verifier and GitHub do.
	repo   string
	prev   *Result
	result Result
	// cache is the folder of ojkit's cache that downloaded tests are kept
	// in.
	cache string
	// judged, kept and failed count the programs judged, those kept from
	// the previous result and those that failed; setup counts those of
	// the failures that were failures to download their tests.
	judged, kept, failed, setup int
}

// verify verifies the programs of r's share and writes the report, and
// the result where asked.
func (r *run) verify(ctx context.Context) error {
	start := time.Now()
	root, err := filepath.Abs(r.Module)
	if err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		return fmt.Errorf("%s: no go.mod: run ojkit verify in a module, or give a problem package", r.Module)
	}
	r.root = root
	r.repo = repoPath(root)
	if r.cache == "" {
		r.cache = filepath.Join(buildcache.Root(), "verify")
	}
	if err := r.readPrev(); err != nil {
		return err
	}
	ms, err := Find(root)
	if err != nil {
		return err
	}
	ms = Shard(ms, r.Shard, r.Shards)
	keys, err := buildcache.PackageKeys(root)
	if err != nil {
		return fmt.Errorf("go list in %s: %v", r.Module, err)
	}
	r.result.Files = map[string]*FileResult{}
	for _, m := range ms {
		if err := r.one(ctx, m, keys[m.Dir()]); err != nil {
			return err
		}
	}
	r.result.TotalSeconds = time.Since(start).Seconds()
	fmt.Fprintf(r.out, "%d programs: %d judged, %d unchanged, %d failed\n", len(ms), r.judged, r.kept, r.failed)
	return r.writeResult()
}

// status returns the exit status of the run, once it has verified its
// programs: 2 when the tests of one could not be downloaded, 1 when one
// failed, 0 when all are verified.
func (r *run) status() int {
	switch {
	case r.setup > 0:
		return 2
	case r.failed > 0:
		return 1
	}
	return 0
}

// readPrev reads the previous result, if -prev names one; a file not
// there yet, as on a first run, is an empty result.
func (r *run) readPrev() error {
	if r.Prev == "" {
		return nil
	}
	prev, err := ReadResult(r.Prev)
	if errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintf(r.log, "%s: note: no previous result %s: every program is judged\n", prog, r.Prev)
		return nil
	}
	r.prev = prev
	return err
}

// writeResult writes the result to -result's file, if it names one.
func (r *run) writeResult() error {
	if r.Result == "" {
		return nil
	}
	f, err := os.Create(r.Result)
	if err != nil {
		return err
	}
	if err := r.result.Write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// name returns the path of m's file in results and annotations: from the
// root of the repository that holds the module.
func (r *run) name(m Marker) string {
	return path.Join(r.repo, m.File)
}

// repoPath returns the path of dir from the root of the git repository
// holding it, the nearest folder above with a .git entry, slash-separated;
// "" where dir is that root or no folder above is one.
func repoPath(dir string) string {
	top, ok := layout.Up(dir, func(d string) bool {
		_, err := os.Lstat(filepath.Join(d, ".git"))
		return err == nil
	})
	rel, err := filepath.Rel(top, dir)
	if !ok || err != nil || rel == "." {
		return ""
	}
	return filepath.ToSlash(rel)
}

// Shard returns the i-th share, from 1, of n of the markers ms, sorted by
// File: the first marker, the n+1-th and so on for i 1.
func Shard(ms []Marker, i, n int) []Marker {
	var share []Marker
	for k, m := range ms {
		if k%n == i-1 {
			share = append(share, m)
		}
	}
	return share
}

// one verifies the program of marker m, whose package key is pkgKey, and
// reports it.
func (r *run) one(ctx context.Context, m Marker, pkgKey string) error {
	o, err := r.verification(ctx, m, pkgKey)
	if err != nil {
		return err
	}
	r.result.Files[r.name(m)] = &FileResult{Verifications: []Verification{o.Verification}, Newest: !o.kept}
	fmt.Fprintf(r.out, "%s: %s, %s\n", m.File, o.Status, o.why)
	if o.Status == Failure {
		r.failed++
		if os.Getenv("GITHUB_ACTIONS") == "true" {
			fmt.Fprintf(r.out, "::error file=%s,line=%d::%s\n", r.name(m), m.Line, annotation(m.Problem+": "+o.why))
		}
	}
	return nil
}

// An outcome is a program's verification, what the report says of it,
// and whether it was kept from the previous result.
type outcome struct {
	Verification
	why  string
	kept bool
}

// verification returns the verification of m's program, and what the
// report says of it: kept from the previous result when its key is
// unchanged, else judged. A program whose problem has no tests ojkit can
// make or download, or that does not bundle or build, fails, saying why.
func (r *run) verification(ctx context.Context, m Marker, pkgKey string) (outcome, error) {
	failed := func(err error) (outcome, error) {
		return outcome{Verification{Status: Failure, LastExecutionTime: time.Now().UTC()}, err.Error(), false}, nil
	}
	notes := func(n string) { fmt.Fprintf(r.log, "%s: %s: note: %s\n", prog, m.Problem, n) }
	p, err := findProblem(ctx, r.root, r.LC, r.cache, m, notes)
	var setup setupError
	switch {
	case ctx.Err() != nil:
		return outcome{}, ctx.Err()
	case errors.As(err, &setup):
		r.setup++
		return failed(err)
	case err != nil:
		return failed(err)
	}
	key := hash(pkgKey, p.key, m.Problem, m.Tolerance)
	if v, ok := r.prev.unchanged(r.name(m), key); ok {
		r.kept++
		return outcome{v, "unchanged", true}, nil
	}
	r.judged++
	s, cs, err := p.spec(ctx, notes)
	if err != nil {
		if ctx.Err() != nil {
			return outcome{}, ctx.Err()
		}
		return failed(fmt.Errorf("the tests: %w", err))
	}
	sol, err := build(filepath.Join(r.root, filepath.FromSlash(m.Dir())))
	if err != nil {
		return failed(err)
	}
	defer sol.Close()
	v, first, err := judge(ctx, sol, s, cs)
	if err != nil {
		return outcome{}, err
	}
	v.Key = key
	if first == "" {
		first = fmt.Sprintf("judged on %d tests", len(cs))
	}
	return outcome{v, first, false}, nil
}

// hash returns the hash of parts.
func hash(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		fmt.Fprintf(h, "%d\x00%s", len(p), p)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// annotation returns msg as a GitHub workflow command's message holds it:
// %, CR and LF escaped.
func annotation(msg string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(msg)
}
