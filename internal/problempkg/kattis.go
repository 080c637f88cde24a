package problempkg

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ojkit/ojkit/internal/compare"
	"github.com/ojkit/ojkit/internal/verdict"
)

// A Kattis package (the Problem Package Format, as problemtools, DOMjudge
// and BAPCtools read it) is laid out as
//
//	problem.yaml                     name, limits, type or validation, flags
//	data/sample/*.in, *.ans          the samples, judged first
//	data/secret/**/*.in, *.ans       the tests, in groups of any depth
//	data/**/testdata.yaml            a group's validator flags, inherited below
//	output_validators/NAME/          a custom output validator (legacy), or
//	output_validator/                (2023-07); the interactor when interactive
//	input_validators/NAME            the input validators, files or folders
//	submissions/VERDICT/NAME         example solutions: accepted,
//	                                 wrong_answer, time_limit_exceeded,
//	                                 run_time_error
//
// A multi-pass problem's output validator may write nextpass.in into its
// feedback directory when it accepts an output: the solution runs again,
// on that input, up to limits.validation_passes passes (see
// judgement.Judge.Case).
//
// DOMjudge's .timelimit file gives the time limit of a package without one.

// The memory limits of a package whose problem.yaml gives none, in MiB:
// problemtools' (its config/problem.yaml) for the legacy and 2023-07
// formats, which its verifyproblem checks, and BAPCtools' (DEFAULT_MEMORY in
// bapctools/config.py) for the later ones, which problemtools cannot read.
// The formats' specification leaves it to the system, "typically" 2048.
// Both tools limit a submission's address space to it too (see
// judgement.FromPackage), so that the limit decides which reservations
// fail.
const (
	problemtoolsMemory = 1024
	bapctoolsMemory    = 2048
)

// verdictFolders are the submission folders whose verdict ojkit checks.
var verdictFolders = map[string]verdict.Verdict{
	"accepted": verdict.AC, "wrong_answer": verdict.WA,
	"time_limit_exceeded": verdict.TLE, "run_time_error": verdict.RE,
}

// loadKattis reads the Kattis package in the absolute directory dir.
func loadKattis(dir string) (*Package, error) {
	meta := map[string]any{}
	path := filepath.Join(dir, "problem.yaml")
	if data, err := os.ReadFile(path); err == nil {
		v, err := parseYAML(path, data)
		if err != nil {
			return nil, err
		}
		if m, ok := v.(map[string]any); ok {
			meta = m
		} else if v != nil {
			return nil, fmt.Errorf("%s: want a mapping of keys", path)
		}
	}
	p := &Package{Format: Kattis, Dir: dir, Name: kattisName(meta, dir)}
	version := str(meta, "problem_format_version")
	legacy := version == "" || version == "legacy"
	types, err := kattisTypes(meta)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if p.Limits, err = kattisLimits(meta, dir, legacy, legacy || strings.HasPrefix(version, "2023-07")); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if err := p.kattisOutput(meta, types); err != nil {
		return nil, err
	}
	if slices.Contains(types, "multi-pass") {
		if p.Passes, err = kattisPasses(meta); err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
	}
	if slices.Contains(types, "scoring") {
		p.Notes = append(p.Notes, "a scoring problem, judged pass-fail: every case must be accepted, and no score is given")
	}
	if p.constants, err = readConstants(meta); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	p.InputValidators = programsIn(filepath.Join(dir, "input_validators"))
	if len(p.InputValidators) == 0 {
		p.InputValidators = programsIn(filepath.Join(dir, "input_format_validators"))
	}
	es, err := readExpectations(filepath.Join(dir, "submissions", "submissions.yaml"))
	switch {
	case err != nil:
		return nil, err
	case es != nil:
		p.expectedSubmissions(es)
	default:
		p.kattisSubmissions()
	}
	if err := p.kattisData(); err != nil {
		return nil, err
	}
	if err := p.substituteAll(); err != nil {
		return nil, err
	}
	p.kattisPyPy()
	return p, nil
}

// substituteAll builds the validators from copies with problem.yaml's
// constants substituted (see withConstants).
func (p *Package) substituteAll() error {
	var err error
	if p.Output.Program, err = withConstants(p.Output.Program, p.constants); err != nil {
		return err
	}
	for i, v := range p.InputValidators {
		if p.InputValidators[i], err = withConstants(v, p.constants); err != nil {
			return err
		}
	}
	return nil
}

// kattisName returns the problem's name: problem.yaml's, in English when
// it has several, else the directory's.
func kattisName(meta map[string]any, dir string) string {
	switch n := meta["name"].(type) {
	case string:
		return n
	case map[string]any:
		if en, ok := n["en"].(string); ok {
			return en
		}
	}
	return filepath.Base(dir)
}

// kattisTypes returns the problem's types: pass-fail, scoring,
// interactive, multi-pass, submit-answer (legacy: from validation).
func kattisTypes(meta map[string]any) ([]string, error) {
	var types []string
	switch t := meta["type"].(type) {
	case string:
		types = strings.Fields(t)
	case []any:
		for _, x := range t {
			types = append(types, fmt.Sprint(x))
		}
	}
	if v := str(meta, "validation"); v != "" {
		for _, w := range strings.Fields(v) {
			switch w {
			case "custom", "default":
			case "interactive", "multi-pass", "score":
				types = append(types, strings.Replace(w, "score", "scoring", 1))
			default:
				return nil, fmt.Errorf("validation: %q: want default, or custom with interactive, multi-pass or score", v)
			}
		}
	}
	for _, t := range types {
		switch t {
		case "submit-answer":
			return nil, fmt.Errorf("type %s: ojkit judges pass-fail, scoring (as pass-fail), interactive and multi-pass problems", t)
		case "pass-fail", "scoring", "interactive", "multi-pass":
		default:
			return nil, fmt.Errorf("type %q: want pass-fail, scoring, interactive, multi-pass or submit-answer", t)
		}
	}
	return types, nil
}

// kattisPasses returns the most passes of a multi-pass problem's case:
// limits.validation_passes, 2 by default.
func kattisPasses(meta map[string]any) (int, error) {
	m, _ := meta["limits"].(map[string]any)
	passes := 2.0
	if err := number(m, "validation_passes", &passes); err != nil {
		return 0, err
	}
	if passes < 2 || passes != float64(int(passes)) {
		return 0, fmt.Errorf("validation_passes: %v: want a whole number, 2 or more", m["validation_passes"])
	}
	return int(passes), nil
}

// kattisLimits reads the limits: limits.time_limit (or DOMjudge's
// .timelimit file), limits.memory in MiB (problemtools' default where
// problemtools reads the format, else BAPCtools'), and the multipliers
// (legacy: time_multiplier and time_safety_margin).
func kattisLimits(meta map[string]any, dir string, legacy, problemtools bool) (Limits, error) {
	lim := Limits{ACToLimit: 2, LimitToTLE: 1.5, Resolution: time.Second, Memory: bapctoolsMemory << 20}
	if problemtools {
		lim.Memory = problemtoolsMemory << 20
	}
	if legacy {
		lim.ACToLimit, lim.LimitToTLE = 5, 2
	}
	m, _ := meta["limits"].(map[string]any)
	mult, _ := m["time_multipliers"].(map[string]any)
	fields := []struct {
		m    map[string]any
		key  string
		dest *float64
	}{
		{m, "time_multiplier", &lim.ACToLimit}, {m, "time_safety_margin", &lim.LimitToTLE},
		{mult, "ac_to_time_limit", &lim.ACToLimit}, {mult, "time_limit_to_tle", &lim.LimitToTLE},
	}
	for _, f := range fields {
		if err := number(f.m, f.key, f.dest); err != nil {
			return lim, err
		}
	}
	var secs, res, mem float64
	for _, f := range []struct {
		key  string
		dest *float64
	}{{"time_limit", &secs}, {"time_resolution", &res}, {"memory", &mem}} {
		if err := number(m, f.key, f.dest); err != nil {
			return lim, err
		}
	}
	if secs == 0 {
		if data, err := os.ReadFile(filepath.Join(dir, ".timelimit")); err == nil {
			secs, _ = strconv.ParseFloat(strings.TrimSpace(string(data)), 64)
		}
	}
	lim.Time = time.Duration(secs * float64(time.Second))
	if res > 0 {
		lim.Resolution = time.Duration(res * float64(time.Second))
	}
	if mem > 0 {
		lim.Memory = int64(mem) << 20
	}
	return lim, nil
}

// kattisOutput sets how outputs are judged: the default validator with
// problem.yaml's validator_flags, or the custom validator, as interactor
// when the problem is interactive.
func (p *Package) kattisOutput(meta map[string]any, types []string) error {
	p.Output = Output{Kind: KattisDefault}
	if f := strings.Fields(str(meta, "validator_flags")); len(f) > 0 {
		p.Output.Flags = f
	}
	validators := programsIn(filepath.Join(p.Dir, "output_validators"))
	if one := filepath.Join(p.Dir, "output_validator"); exists(one) {
		validators = []Program{program(one)}
		if inside := programsIn(one); validators[0].Source == "" && len(inside) == 1 {
			validators = inside // output_validator/NAME/, as some 2023-07 drafts have it
		}
	}
	custom := strings.HasPrefix(str(meta, "validation"), "custom") || len(validators) > 0 && str(meta, "validation") == "" ||
		slices.Contains(types, "multi-pass")
	interactive := slices.Contains(types, "interactive")
	switch {
	case !custom && !interactive:
		_, err := compare.NewKattisDefault(p.Output.Flags)
		return err
	case len(validators) == 0:
		return fmt.Errorf("%s: a custom output validator is wanted, and output_validators/ (or output_validator/) holds none", p.Dir)
	case len(validators) > 1:
		return fmt.Errorf("%s: %d output validators; ojkit runs one", p.Dir, len(validators))
	}
	p.Output.Kind, p.Output.Program = KattisValidator, validators[0]
	if interactive {
		p.Output.Kind = KattisInteractor
	}
	return nil
}

// groupFlags are the flags a test group's testdata.yaml (or
// test_group.yaml) gives, inherited by the groups below it: the output
// validator's, and the input validators' (all of them, or, in inputBy,
// each its own by its name).
type groupFlags struct {
	output, input []string
	inputBy       map[string][]string
}

// kattisData reads the tests: those generators/generators.yaml makes,
// when the package has it (see bapcData), or else data/sample and
// data/secret. A generators.yaml ojkit cannot read leaves the tests to
// data/, with a note, when data/ holds some.
func (p *Package) kattisData() error {
	var genErr error
	if gen := filepath.Join(p.Dir, "generators", "generators.yaml"); exists(gen) {
		notes := len(p.Notes)
		if genErr = p.bapcData(gen); genErr == nil {
			return nil
		}
		p.Cases, p.InvalidInputs, p.Notes = nil, nil, p.Notes[:notes]
	}
	top, err := readGroupFlags(filepath.Join(p.Dir, "data"), groupFlags{})
	if err != nil {
		return err
	}
	for _, group := range []string{"sample", "secret"} {
		if err := p.kattisGroup(filepath.Join(p.Dir, "data", group), group, top); err != nil {
			return err
		}
	}
	switch {
	case genErr != nil && len(p.Cases) == 0:
		return genErr
	case genErr != nil:
		p.Notes = append(p.Notes, fmt.Sprintf("%v; the tests are data/'s as they stand", genErr))
	}
	if len(p.Cases) == 0 {
		return fmt.Errorf("%s: no tests: data/sample and data/secret hold no NAME.in with NAME.ans", p.Dir)
	}
	return nil
}

// kattisGroup reads the cases of the group in dir, named group, and its
// subgroups, in the order of their names, with the flags inherited.
func (p *Package) kattisGroup(dir, group string, inherited groupFlags) error {
	entries, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return err
	}
	flags, err := readGroupFlags(dir, inherited)
	if err != nil {
		return err
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		if e.IsDir() || strings.HasSuffix(e.Name(), ".in") {
			names = append(names, e.Name())
		}
	}
	slices.SortFunc(names, func(a, b string) int {
		return strings.Compare(strings.TrimSuffix(a, ".in"), strings.TrimSuffix(b, ".in"))
	})
	for _, name := range names {
		path := filepath.Join(dir, name)
		if fi, err := os.Stat(path); err == nil && fi.IsDir() {
			if err := p.kattisGroup(path, group+"/"+name, flags); err != nil {
				return err
			}
			continue
		}
		caseFlags := flags
		m, err := readYAMLMap(strings.TrimSuffix(path, ".in") + ".yaml")
		if err != nil {
			return err
		}
		caseFlags = applyGroupYAML(m, caseFlags)
		c := Case{Group: group, Flags: caseFlags.output, InputFlags: caseFlags.input, InputFlagsBy: caseFlags.inputBy}
		c.Name = group + "/" + strings.TrimSuffix(name, ".in")
		c.InputFile = path
		if ans := strings.TrimSuffix(path, ".in") + ".ans"; exists(ans) {
			c.AnswerFile = ans
		}
		p.Cases = append(p.Cases, c)
	}
	return nil
}

// readGroupFlags returns the flags of the group in dir: those of its
// testdata.yaml or test_group.yaml over the inherited ones.
func readGroupFlags(dir string, inherited groupFlags) (groupFlags, error) {
	for _, name := range []string{"testdata.yaml", "test_group.yaml"} {
		m, err := readYAMLMap(filepath.Join(dir, name))
		if err != nil {
			return inherited, err
		}
		inherited = applyGroupYAML(m, inherited)
	}
	return inherited, nil
}

// readYAMLMap returns the mapping of the YAML file at path, or nil when
// there is none.
func readYAMLMap(path string) (map[string]any, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil
	}
	v, err := parseYAML(path, data)
	if err != nil {
		return nil, err
	}
	m, _ := v.(map[string]any)
	return m, nil
}

// applyGroupYAML returns the flags of a test group's (or a test case's)
// YAML m over the inherited ones: a key given replaces the inherited
// flags, and a mapping of input_validator_args gives each validator named
// its own, as BAPCtools reads them.
func applyGroupYAML(m map[string]any, inherited groupFlags) groupFlags {
	if f, ok := flagList(m, "output_validator_flags", "output_validator_args"); ok {
		inherited.output = f
	}
	for _, key := range []string{"input_validator_flags", "input_validator_args"} {
		v, ok := m[key]
		if !ok {
			continue
		}
		inherited.input, inherited.inputBy = nil, nil
		if by, ok := v.(map[string]any); ok {
			inherited.inputBy = map[string][]string{}
			for name, x := range by {
				inherited.inputBy[name], _ = flagList(map[string]any{name: x}, name)
			}
			continue
		}
		inherited.input, _ = flagList(m, key)
	}
	return inherited
}

// flagList returns the flags under the first of keys m holds: a string of
// words or a list.
func flagList(m map[string]any, keys ...string) ([]string, bool) {
	for _, k := range keys {
		switch v := m[k].(type) {
		case string:
			return strings.Fields(v), true
		case []any:
			fs := []string{}
			for _, x := range v {
				fs = append(fs, fmt.Sprint(x))
			}
			return fs, true
		}
	}
	return nil, false
}

// kattisSubmissions reads the submissions of the verdict folders.
func (p *Package) kattisSubmissions() {
	root := filepath.Join(p.Dir, "submissions")
	folders, err := os.ReadDir(root)
	if err != nil {
		return
	}
	for _, f := range folders {
		expect, ok := verdictFolders[f.Name()]
		if !f.IsDir() {
			continue
		}
		if !ok {
			p.Notes = append(p.Notes, fmt.Sprintf("submissions/%s: not a verdict ojkit checks (accepted, wrong_answer, time_limit_exceeded, run_time_error)", f.Name()))
			continue
		}
		for _, prog := range programsIn(filepath.Join(root, f.Name())) {
			p.Submissions = append(p.Submissions, Submission{Program: prog, Expect: expect})
		}
	}
}

// programsIn returns the programs in dir, one per file or folder, sorted by
// name; hidden and .disabled entries and headers are left out.
func programsIn(dir string) []Program {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var ps []Program
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, ".") || strings.HasSuffix(name, ".disabled") || !e.IsDir() && slices.Contains(headers, filepath.Ext(name)) {
			continue
		}
		ps = append(ps, program(filepath.Join(dir, name)))
	}
	return ps
}

// str returns m[key] as a string, or "".
func str(m map[string]any, key string) string {
	s, _ := m[key].(string)
	return s
}

// number sets *dest to m[key] when m holds a number there.
func number(m map[string]any, key string, dest *float64) error {
	v, ok := m[key]
	if !ok || v == nil {
		return nil
	}
	f, err := strconv.ParseFloat(fmt.Sprint(v), 64)
	if err != nil || f < 0 {
		return fmt.Errorf("%s: %v: want a number", key, v)
	}
	*dest = f
	return nil
}
