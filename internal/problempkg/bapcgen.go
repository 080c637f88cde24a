package problempkg

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ojkit/ojkit/internal/buildcache"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/tempdir"
	"github.com/ojkit/ojkit/internal/verdict"
)

// bapcMaker makes the tests of generators.yaml, keeping each input and
// answer in ojkit's cache under a hash of all that makes it (the
// generators' files, the command and its seed, the solution), so that a
// package verified again makes only what changed.
type bapcMaker struct {
	p     *Package
	cache string
	// generators hashes the files of generators/ and the constants.
	generators string
	builds     map[string]*runner.Solution // by the program's name (see relative)
	why        map[string]string           // why a program is not built
}

// bapcMake makes the inputs and answers of the tests of generators.yaml.
// A test whose generator ojkit cannot build is left out, with a note.
func (p *Package) bapcMake(ctx context.Context) error {
	made := func(c Case) bool { return c.recipe != nil }
	if !slices.ContainsFunc(p.Cases, made) && !slices.ContainsFunc(p.InvalidInputs, made) {
		return nil
	}
	m := &bapcMaker{p: p, cache: filepath.Join(buildcache.BuildDir(), "packagedata"), builds: map[string]*runner.Solution{}, why: map[string]string{}}
	defer m.close()
	var err error
	if m.generators, err = hashTree(filepath.Join(p.Dir, "generators"), p.constants); err != nil {
		return err
	}
	if err := os.MkdirAll(m.cache, 0o755); err != nil {
		return err
	}
	if p.Cases, err = m.makeAll(ctx, p.Cases, true); err != nil {
		return err
	}
	if p.InvalidInputs, err = m.makeAll(ctx, p.InvalidInputs, false); err != nil {
		return err
	}
	for _, prog := range slices.Sorted(maps.Keys(m.why)) {
		p.Notes = append(p.Notes, fmt.Sprintf("the tests generator %s makes are left out: %s", prog, m.why[prog]))
	}
	return nil
}

// makeAll makes the inputs of the cases made by a recipe, and their
// answers when answers is set, and returns the cases but those whose
// generator cannot be built.
func (m *bapcMaker) makeAll(ctx context.Context, cases []Case, answers bool) ([]Case, error) {
	kept := cases[:0]
	for _, c := range cases {
		if c.recipe != nil {
			ok, err := m.make(ctx, &c, answers)
			if err != nil {
				return nil, fmt.Errorf("test %s: %v", c.Name, err)
			}
			if !ok {
				continue
			}
		}
		kept = append(kept, c)
	}
	return kept, nil
}

// close removes the builds.
func (m *bapcMaker) close() {
	for _, sol := range m.builds {
		sol.Close()
	}
}

// make makes case c's input file, and its answer file when answer is
// set, reporting false when its generator cannot be built.
func (m *bapcMaker) make(ctx context.Context, c *Case, answer bool) (bool, error) {
	r := c.recipe
	key := m.inputKey(r)
	c.InputFile = filepath.Join(m.cache, key+".in")
	made := filepath.Join(m.cache, key+".made.ans") // an answer the recipe gives
	if !cached(c.InputFile) {
		in, ans, ok, err := m.run(ctx, r)
		if !ok || err != nil {
			return ok, err
		}
		if ans != nil {
			if err := writeAtomic(made, ans); err != nil {
				return false, err
			}
		}
		if err := writeAtomic(c.InputFile, in); err != nil {
			return false, err
		}
	}
	switch {
	case !answer:
	case cached(made):
		c.AnswerFile = made
	case m.p.Output.Interactive() || m.p.Passes > 0:
		c.AnswerFile = filepath.Join(m.cache, "empty.ans")
		return true, writeAtomic(c.AnswerFile, nil)
	default:
		return true, m.answer(ctx, c, key)
	}
	return true, nil
}

// inputKey returns the hash of what makes the recipe's input.
func (m *bapcMaker) inputKey(r *bapcRecipe) string {
	h := sha256.New()
	fmt.Fprintf(h, "in\x00%s\x00%s\x00%d\x00", m.generators, r.command, len(r.args))
	for _, a := range r.argsFor(r.seed) {
		fmt.Fprintf(h, "%s\x00", a)
	}
	fmt.Fprintf(h, "%d\x00", r.retries)
	for _, s := range []*string{r.in, r.ans} {
		if s != nil {
			fmt.Fprintf(h, "%d\x00%s", len(*s), *s)
		}
		h.Write([]byte{0})
	}
	if r.copy != "" {
		for _, ext := range []string{".in", ".ans"} {
			data, _ := os.ReadFile(r.copy + ext)
			fmt.Fprintf(h, "%d\x00%s", len(data), data)
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:40]
}

// run makes the recipe's input, and its answer when the recipe gives one
// (nil otherwise), as BAPCtools' generate does: the generator's output (or
// the testcase.in it writes), then the files copied, then those written
// out in generators.yaml, each over the one before.
func (m *bapcMaker) run(ctx context.Context, r *bapcRecipe) (in, ans []byte, ok bool, err error) {
	if r.command != "" {
		in, ans, ok, err = m.generate(ctx, r)
		if !ok || err != nil {
			return nil, nil, ok, err
		}
	}
	if r.copy != "" {
		if data, err := os.ReadFile(r.copy + ".in"); err == nil {
			in = data
		}
		if data, err := os.ReadFile(r.copy + ".ans"); err == nil {
			ans = data
		}
	}
	if r.in != nil {
		in = []byte(*r.in)
	}
	if r.ans != nil {
		ans = []byte(*r.ans)
	}
	if in == nil {
		return nil, nil, false, fmt.Errorf("no input: copy: %s has no .in", r.copy)
	}
	return in, ans, true, nil
}

// generate runs the recipe's generator in a directory of its own, trying
// the next seed after a failure as retries allows.
func (m *bapcMaker) generate(ctx context.Context, r *bapcRecipe) (in, ans []byte, ok bool, err error) {
	sol := m.build(m.generatorProgram(r.command), true)
	if sol == nil {
		return nil, nil, false, nil
	}
	dir, err := tempdir.New("generate")
	if err != nil {
		return nil, nil, false, err
	}
	defer os.RemoveAll(dir)
	var res runner.Result
	var v verdict.Verdict
	var note string
	for try := range int64(r.retries) {
		if err := clearDir(dir); err != nil {
			return nil, nil, false, err
		}
		args := r.argsFor((r.seed + try) % (1 << 31))
		res, err = sol.Invoke(ctx, runner.Invocation{Dir: dir, Args: args, Unconfined: true}, generatorLimits)
		if err != nil {
			return nil, nil, false, err
		}
		if v, note = verdict.Classify(res, generatorLimits); v == "" || v == verdict.TLE {
			break
		}
	}
	if v != "" {
		return nil, nil, false, fmt.Errorf("generator `%s` failed: %s (%s): %s", strings.Join(append([]string{r.command}, r.args...), " "), v, note, bytes.TrimSpace(res.Stderr))
	}
	in, err = os.ReadFile(filepath.Join(dir, "testcase.in"))
	if err != nil {
		if len(res.Stdout) == 0 {
			return nil, nil, false, fmt.Errorf("generator `%s` wrote no testcase.in and nothing on stdout", r.command)
		}
		in = res.Stdout
	}
	if data, err := os.ReadFile(filepath.Join(dir, "testcase.ans")); err == nil {
		ans = data
	}
	return in, ans, true, nil
}

// generatorProgram returns the path of the generator command names: the
// first file generators.yaml's generators: lists for it, or the file or
// directory of generators/.
func (m *bapcMaker) generatorProgram(command string) string {
	if deps := m.p.bapcPrograms[command]; len(deps) > 0 {
		return filepath.Join(m.p.Dir, "generators", filepath.FromSlash(deps[0]))
	}
	return filepath.Join(m.p.Dir, "generators", filepath.FromSlash(command))
}

// build builds the program at path once, the constants substituted in its
// sources when substitute is set (a generator's, not a submission's), or
// notes why it cannot and returns nil.
func (m *bapcMaker) build(path string, substitute bool) *runner.Solution {
	name := m.p.relative(path)
	if sol, ok := m.builds[name]; ok || m.why[name] != "" {
		return sol
	}
	prog := program(path)
	var err error
	if substitute {
		prog, err = withConstants(prog, m.p.constants)
	}
	if err == nil && prog.Source == "" {
		err = errors.New(prog.Why)
	}
	var sol *runner.Solution
	if err == nil {
		sol, err = prog.Build()
	}
	if err != nil {
		m.why[name] = err.Error()
		return nil
	}
	m.builds[name] = sol
	return sol
}

// answer writes case c's answer, its solution's output, unless cached
// under key and the solution's files.
func (m *bapcMaker) answer(ctx context.Context, c *Case, inKey string) error {
	r := c.recipe
	if r.solution == "" {
		return fmt.Errorf("no answer, and no solution to write it: generators.yaml names none, and submissions/accepted holds none ojkit builds")
	}
	path := filepath.Join(m.p.Dir, filepath.FromSlash(r.solution))
	sum, err := hashTree(path, nil)
	if err != nil {
		return fmt.Errorf("solution %s: %v", r.solution, err)
	}
	c.AnswerFile = filepath.Join(m.cache, hashStrings(inKey, sum)+".ans")
	if cached(c.AnswerFile) {
		return nil
	}
	sol := m.build(path, false)
	if sol == nil {
		return fmt.Errorf("solution %s: %s", r.solution, m.why[r.solution])
	}
	res, err := sol.Invoke(ctx, runner.Invocation{InputFile: c.InputFile}, generatorLimits)
	if err != nil {
		return err
	}
	if v, note := verdict.Classify(res, generatorLimits); v != "" {
		return fmt.Errorf("the solution %s: %s (%s)", r.solution, v, note)
	}
	return writeAtomic(c.AnswerFile, res.Stdout)
}

// hashTree returns a hash of the file at path, or of the files below the
// directory at path, and of the constants.
func hashTree(path string, constants map[string]string) (string, error) {
	files := map[string][]byte{}
	for k, v := range constants {
		files["\x00constant "+k] = []byte(v)
	}
	err := filepath.WalkDir(path, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		data, err := os.ReadFile(p)
		rel, _ := filepath.Rel(path, p)
		files[rel] = data
		return err
	})
	if os.IsNotExist(err) {
		err = nil
	}
	return contentKey(files), err
}

// hashStrings returns a hash of the strings.
func hashStrings(parts ...string) string {
	sum := sha256.Sum256([]byte(strings.Join(parts, "\x00")))
	return hex.EncodeToString(sum[:20])
}

// cached reports whether the cache holds the file at path, marking it
// used.
func cached(path string) bool {
	if !exists(path) {
		return false
	}
	buildcache.Touch(path)
	return true
}

// writeAtomic writes data to path through a temporary file beside it, so
// that a run that reads the cache never sees half a file.
func writeAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".tmp-")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// clearDir removes what dir holds.
func clearDir(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if err := os.RemoveAll(filepath.Join(dir, e.Name())); err != nil {
			return err
		}
	}
	return nil
}
