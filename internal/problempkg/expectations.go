package problempkg

import (
	"cmp"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/ojkit/ojkit/internal/verdict"
)

// A 2025-09 package's submissions/submissions.yaml says what its
// submissions must get, by globs of their paths below submissions/ (* for
// any part of a name, {a,b} for either, a folder for what it holds): the
// verdicts each permits and those of which it requires one, over the
// defaults of the verdict folders, which an entry of the same key
// replaces. ojkit checks what an entry says of a whole submission; what it
// says of groups of tests is left out, with a note.

// expectation is what a submissions.yaml entry permits and requires.
type expectation struct {
	glob               *regexp.Regexp
	permitted, require []string
	byTests            bool   // it has entries for groups of tests
	entrypoint         string // the source of a submission that is a folder
}

// expectVerdicts are the verdicts of submissions.yaml, in ojkit's order.
var expectVerdicts = []string{"AC", "WA", "TLE", "RTE"}

// defaultExpectations are the verdict folders' defaults of the 2025-09
// format: permitted, then required.
var defaultExpectations = map[string][2][]string{
	"accepted":            {{"AC"}, nil},
	"rejected":            {nil, {"RTE", "TLE", "WA"}},
	"wrong_answer":        {{"AC", "WA"}, {"WA"}},
	"time_limit_exceeded": {{"AC", "TLE"}, {"TLE"}},
	"run_time_error":      {{"AC", "RTE"}, {"RTE"}},
	"brute_force":         {{"AC", "RTE", "TLE"}, {"RTE", "TLE"}},
}

// readExpectations returns the expectations of submissions.yaml at path
// over the defaults, or nil when there is no such file.
func readExpectations(path string) ([]expectation, error) {
	m, err := readYAMLMap(path)
	if m == nil || err != nil {
		return nil, err
	}
	var es []expectation
	for key, d := range defaultExpectations {
		if _, ok := m[key]; !ok {
			es = append(es, expectation{glob: submissionGlob(key), permitted: d[0], require: d[1]})
		}
	}
	for _, key := range slices.Sorted(maps.Keys(m)) {
		entry, _ := m[key].(map[string]any)
		e := expectation{glob: submissionGlob(key), entrypoint: str(entry, "entrypoint")}
		var err error
		if e.permitted, err = verdictList(entry, "permitted"); err == nil {
			e.require, err = verdictList(entry, "required")
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %v", path, key, err)
		}
		for k := range entry {
			e.byTests = e.byTests || k == "sample" || k == "secret" || k == "*" || strings.HasPrefix(k, "sample/") || strings.HasPrefix(k, "secret/") || strings.HasPrefix(k, "*/")
		}
		es = append(es, e)
	}
	return es, nil
}

// verdictList returns the verdicts listed under key, or nil.
func verdictList(entry map[string]any, key string) ([]string, error) {
	list, ok := entry[key].([]any)
	if !ok {
		return nil, nil
	}
	var vs []string
	for _, x := range list {
		v := fmt.Sprint(x)
		if !slices.Contains(expectVerdicts, v) {
			return nil, fmt.Errorf("%s: %s: want AC, WA, TLE or RTE", key, v)
		}
		vs = append(vs, v)
	}
	return vs, nil
}

// submissionGlob compiles a glob of submissions.yaml as BAPCtools does.
func submissionGlob(glob string) *regexp.Regexp {
	parts := regexp.MustCompile(`\{([^{}]*)\}`).Split(strings.TrimSuffix(glob, "/"), -1)
	alts := regexp.MustCompile(`\{([^{}]*)\}`).FindAllStringSubmatch(glob, -1)
	var b strings.Builder
	for i, part := range parts {
		b.WriteString(strings.ReplaceAll(regexp.QuoteMeta(part), `\*`, `[^/]*`))
		if i < len(alts) {
			var opts []string
			for _, o := range strings.Split(alts[i][1], ",") {
				opts = append(opts, strings.ReplaceAll(regexp.QuoteMeta(strings.TrimSpace(o)), `\*`, `[^/]*`))
			}
			b.WriteString("(" + strings.Join(opts, "|") + ")")
		}
	}
	return regexp.MustCompile("^" + b.String() + "(/|$)")
}

// outcome is what the entries of submissions.yaml for a submission
// expect of it.
type outcome struct {
	// want is the verdicts it may get, joined by |, "" when no entry is
	// for it.
	want verdict.Verdict
	// byTests reports an entry that expects something of groups of tests.
	byTests    bool
	entrypoint string
}

// expect returns what the entries es expect of the submission named name
// (below submissions/).
func expect(es []expectation, name string) outcome {
	allowed := slices.Clone(expectVerdicts)
	var o outcome
	matched := false
	for _, e := range es {
		if !e.glob.MatchString(name) {
			continue
		}
		matched, o.byTests = true, o.byTests || e.byTests
		o.entrypoint = cmp.Or(o.entrypoint, e.entrypoint)
		req := e.require
		if req == nil {
			req = e.permitted
		}
		allowed = slices.DeleteFunc(allowed, func(v string) bool {
			return e.permitted != nil && !slices.Contains(e.permitted, v) || req != nil && !slices.Contains(req, v)
		})
	}
	if matched {
		o.want = verdict.Verdict(strings.Join(allowed, "|"))
	}
	return o
}

// expectedSubmissions reads the submissions of every folder of
// submissions/ that submissions.yaml's expectations es are for.
func (p *Package) expectedSubmissions(es []expectation) {
	root := filepath.Join(p.Dir, "submissions")
	folders, _ := os.ReadDir(root)
	var byTests []string
	for _, f := range folders {
		if !f.IsDir() {
			continue
		}
		for _, prog := range programsIn(filepath.Join(root, f.Name())) {
			name := f.Name() + "/" + filepath.Base(prog.Path)
			o := expect(es, name)
			switch {
			case o.want == "":
				p.Notes = append(p.Notes, fmt.Sprintf("submissions/%s: no entry of submissions.yaml is for it, or its entries permit no verdict", name))
				continue
			case o.byTests:
				byTests = append(byTests, name)
			}
			if o.entrypoint != "" && prog.Path != prog.Source {
				entry := program(filepath.Join(prog.Path, filepath.FromSlash(o.entrypoint)))
				entry.Path = prog.Path
				prog = entry
			}
			p.Submissions = append(p.Submissions, Submission{Program: prog, Expect: o.want})
		}
	}
	if len(byTests) > 0 {
		p.Notes = append(p.Notes, "submissions.yaml's expectations of groups of tests are not checked, only those of whole submissions: "+strings.Join(byTests, ", "))
	}
}
