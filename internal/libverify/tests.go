package libverify

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/rogpeppe/go-internal/lockedfile"

	"github.com/ojkit/ojkit/internal/buildcache"
	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/problempkg"
)

// libraryChecker begins the URL of a Library Checker problem, NAME after it.
const libraryChecker = "https://judge.yosupo.jp/problem/"

// A problem is the tests of a marker: a Library Checker problem of a
// checkout of library-checker-problems, or a folder of cases, beside the
// program or downloaded from AOJ or yukicoder.
type problem struct {
	// key is the hash of what the tests are made from: the problem's
	// folder and the checkout's common/ folder, or the cases themselves.
	key string
	// dir is the Library Checker problem's folder, or "" for a folder of
	// cases.
	dir, common string
	// cases are a folder's cases, compare how its outputs are compared,
	// and limits its limits where the program gives them.
	cases   []cases.Case
	compare directive.Compare
	limits  directive.Limits
}

// findProblem returns the problem of marker m of the module at root, lc
// the checkout of library-checker-problems, or "" for none; the tests of
// AOJ and yukicoder are downloaded into cache, once.
func findProblem(ctx context.Context, root, lc, cache string, m Marker, notes func(string)) (*problem, error) {
	name, ok := strings.CutPrefix(m.Problem, libraryChecker)
	if ok {
		return findLibraryChecker(lc, name)
	}
	if r, ok := parseRemote(m.Problem); ok {
		return remoteProblem(ctx, r, cache, m.Tolerance, m.Limits, notes)
	}
	if strings.Contains(m.Problem, "://") {
		return nil, errors.New("no tests ojkit can get for this URL: name a problem of Library Checker, AOJ or yukicoder, or a folder of NAME.in and NAME.out cases")
	}
	p, err := folderProblem(filepath.Join(root, filepath.FromSlash(m.Dir()), filepath.FromSlash(m.Problem)), m.Tolerance)
	if err == nil {
		p.limits = m.Limits
	}
	return p, err
}

// findLibraryChecker returns the problem name of the checkout lc, which
// holds it as CATEGORY/NAME/info.toml.
func findLibraryChecker(lc, name string) (*problem, error) {
	if lc == "" {
		return nil, errors.New("give -lc DIR, a checkout of library-checker-problems")
	}
	found, _ := filepath.Glob(filepath.Join(lc, "*", name, "info.toml"))
	if len(found) != 1 || name == "" || strings.ContainsAny(name, `/\`) {
		return nil, fmt.Errorf("no problem %s in %s (want CATEGORY/%[1]s/info.toml)", name, lc)
	}
	p := &problem{dir: filepath.Dir(found[0]), common: filepath.Join(lc, "common")}
	h := sha256.New()
	for _, dir := range []string{p.dir, p.common} {
		if err := hashTree(h, dir); err != nil {
			return nil, err
		}
	}
	p.key = hex.EncodeToString(h.Sum(nil))
	return p, nil
}

// hashTree writes to h each file under dir, its path relative to dir and
// its content, but params.h, which problempkg writes from info.toml; a
// missing dir adds nothing.
func hashTree(h interface{ Write([]byte) (int, error) }, dir string) error {
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() == "params.h" {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		fmt.Fprintf(h, "\x00%s\x00%d\x00", filepath.ToSlash(rel), len(data))
		h.Write(data)
		return nil
	})
	if os.IsNotExist(err) {
		return nil
	}
	return err
}

// folderProblem returns the problem of the cases in dir, compared as
// float tolerance where tolerance is not "".
func folderProblem(dir, tolerance string) (*problem, error) {
	cs, err := cases.Dir(dir)
	if err != nil {
		return nil, err
	}
	p := &problem{cases: cs, compare: directive.Compare{Mode: "tokens"}}
	if tolerance != "" {
		if p.compare, err = directive.ParseCompare("float " + tolerance); err != nil {
			return nil, err
		}
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00", p.compare)
	for _, c := range cs {
		for _, f := range []string{c.InputFile, c.AnswerFile} {
			data, err := os.ReadFile(f)
			if err != nil && f != "" {
				return nil, err
			}
			fmt.Fprintf(h, "\x00%s\x00%d\x00", c.Name, len(data))
			h.Write(data)
		}
	}
	p.key = hex.EncodeToString(h.Sum(nil))
	return p, nil
}

// spec returns how the problem is judged and its cases, the generated
// tests of a Library Checker problem made once for each content of its
// folder and kept in ojkit's cache.
func (p *problem) spec(ctx context.Context, notes func(string)) (judgement.Spec, []cases.Case, error) {
	if p.dir == "" {
		s := judgement.Default(filepath.Base(filepath.Dir(p.cases[0].InputFile)))
		s.Compare = p.compare
		if p.limits.Time > 0 {
			s.Limits.Time, s.Limits.Memory = p.limits.Time, p.limits.Memory
		}
		return s, p.cases, nil
	}
	pkg, err := problempkg.Load(p.dir)
	if err != nil {
		return judgement.Spec{}, nil, err
	}
	names, dir, err := p.generated(ctx, pkg, notes)
	if err != nil {
		return judgement.Spec{}, nil, err
	}
	pkg.Cases = pkg.Cases[:0]
	var cs []cases.Case
	for _, n := range names {
		c := cases.Case{Name: n, InputFile: filepath.Join(dir, n+".in"), AnswerFile: filepath.Join(dir, n+".out")}
		pkg.Cases = append(pkg.Cases, problempkg.Case{Case: c})
		cs = append(cs, c)
	}
	return judgement.FromPackage(pkg), cs, nil
}

// generated returns the names of the tests of pkg and the folder of
// ojkit's cache that holds them as NAME.in and NAME.out, making them
// first if need be. A lock file beside the folder keeps two runs from
// making them at once.
func (p *problem) generated(ctx context.Context, pkg *problempkg.Package, notes func(string)) ([]string, string, error) {
	dir := filepath.Join(buildcache.Root(), "verify", p.key[:32])
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return nil, "", err
	}
	unlock, err := lockedfile.MutexAt(dir + ".lock").Lock()
	if err != nil {
		return nil, "", err
	}
	defer unlock()
	list := filepath.Join(dir, "tests.json")
	var names []string
	if data, err := os.ReadFile(list); err == nil && json.Unmarshal(data, &names) == nil {
		return names, dir, nil
	}
	names, err = generate(ctx, pkg, dir, notes)
	return names, dir, err
}

// generate makes the tests of pkg into dir, replacing what it held, and
// returns their names; tests.json, which lists them, is written last.
func generate(ctx context.Context, pkg *problempkg.Package, dir string, notes func(string)) ([]string, error) {
	cleanup, err := pkg.Prepare(ctx)
	defer cleanup()
	for _, n := range pkg.Notes {
		notes(n)
	}
	if err != nil {
		return nil, err
	}
	os.RemoveAll(dir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var names []string
	for _, c := range pkg.Cases {
		if err := copyFile(c.InputFile, filepath.Join(dir, c.Name+".in")); err != nil {
			return nil, err
		}
		if err := copyFile(c.AnswerFile, filepath.Join(dir, c.Name+".out")); err != nil {
			return nil, err
		}
		names = append(names, c.Name)
	}
	data, err := json.Marshal(names)
	if err != nil {
		return nil, err
	}
	return names, os.WriteFile(filepath.Join(dir, "tests.json"), data, 0o644)
}

// copyFile copies the file from to the file to.
func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o644)
}
