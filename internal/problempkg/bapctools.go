package problempkg

import (
	"crypto/sha512"
	"fmt"
	"maps"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// A BAPCtools package (a Kattis package that BAPCtools writes) may leave its
// data to generators/generators.yaml, which says how BAPCtools' generate
// makes each test: a tree of directories (data/sample, data/secret and
// their groups) whose tests are written out (in:, ans:), copied (copy:)
// or made by a generator of generators/ run with arguments (generate:),
// its answer written by a solution when the test gives none. When the
// file is there, ojkit reads the tests from it, as BAPCtools requires of
// every test in data/, and makes them as BAPCtools does (see Prepare):
// the same names (a list numbers its entries, count: repeats one), the same
// {seed} for each command, the same test_group.yaml flags.

// judged reports whether the directory path of data/ is one ojkit judges
// the tests of: sample or secret, or below them.
func judged(path string) bool {
	root, _, _ := strings.Cut(path, "/")
	return root == "sample" || root == "secret"
}

// bapcRecipe says how Prepare makes a test of generators.yaml.
type bapcRecipe struct {
	// command is the generator's command line, {{constants}} and {count}
	// substituted, and args its arguments, {name} and {seed} substituted;
	// retries is how many seeds to try, one after the other.
	command string
	args    []string
	seed    int64
	retries int
	// copy is the package's file whose .in and .ans the test copies,
	// without the extension.
	copy string
	// in and ans, when not nil, are the test's input and answer as
	// written out in generators.yaml.
	in, ans *string
	// solution is the package's program whose output is the answer, ""
	// for none.
	solution string
}

// bapcRoots are the top-level directories of data/ that BAPCtools
// generates, in its order; ojkit judges sample and secret.
var bapcRoots = []string{"sample", "secret", "invalid_output", "invalid_answer", "invalid_input", "valid_output", "testing_tool_test", "fuzz"}

// bapcCaseKeys are the keys that make a mapping of generators.yaml a test
// rather than a directory.
var bapcCaseKeys = []string{"copy", "generate", "count", "match", "in", "ans", "out", "in.statement", "ans.statement", "in.download", "ans.download", "interaction", "yaml"}

// bapcConfig is what a directory or test passes down: the solution, the
// salt of the seeds and the retries.
type bapcConfig struct {
	solution   string
	salt       string
	retries    int
	setDefault bool // no solution: was given anywhere above
}

// bapcNode is a test or directory of generators.yaml, once named.
type bapcNode struct {
	name     string
	path     string // relative to data/
	dir      bool
	children []*bapcNode
	included []*bapcNode // the tests its include: brings in
	flags    groupFlags  // a directory's, with its test_group.yaml
	caseYAML map[string]any
	recipe   *bapcRecipe
}

// bapcParser walks generators.yaml.
type bapcParser struct {
	p          *Package
	nextCase   int // the number of the next numbered test, from 1
	caseWidth  int // the digits of the numbers of the tests
	known      map[string][]*bapcNode
	defaultSol string
}

// bapcData reads the tests of generators.yaml into p.Cases.
func (p *Package) bapcData(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	v, err := parseYAML(path, data)
	if err != nil {
		return err
	}
	root, ok := v.(map[string]any)
	if !ok {
		return fmt.Errorf("%s: want a mapping at the top", path)
	}
	bp := &bapcParser{p: p, known: map[string][]*bapcNode{}, nextCase: 1}
	p.bapcPrograms = map[string][]string{}
	for name, deps := range asMap(root["generators"]) {
		p.bapcPrograms[name], _ = flagList(map[string]any{name: deps}, name)
	}
	bp.caseWidth = len(strconv.Itoa(bapcCount(root)))
	bp.defaultSol = p.defaultSolution()
	cfg, err := bp.config(bapcConfig{retries: 1, setDefault: true}, root)
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	node := &bapcNode{dir: true}
	if err := bp.directory(node, root, cfg, true); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	var unchecked []string
	for _, c := range node.children {
		switch {
		case judged(c.name):
			p.Cases = append(p.Cases, bapcCases(c)...)
		case c.name == "invalid_input":
			p.InvalidInputs = bapcCases(c)
		case len(c.tests()) > 0:
			unchecked = append(unchecked, c.name)
		}
	}
	if len(unchecked) > 0 {
		p.Notes = append(p.Notes, fmt.Sprintf("generators.yaml: the tests of %s are not checked (ojkit judges data/sample and data/secret, and checks that the input validators reject data/invalid_input)", strings.Join(unchecked, ", ")))
	}
	if len(p.Cases) == 0 {
		return fmt.Errorf("%s: no tests in data/sample or data/secret", path)
	}
	return nil
}

// bapcCount returns how many numbered tests the directory d holds, below it
// too: the width of their numbers, as BAPCtools counts them.
func bapcCount(d map[string]any) int {
	entries, numbered := bapcEntries(d)
	total := 0
	for _, e := range entries {
		for _, v := range e {
			switch {
			case isBapcCase(v) && numbered:
				counts, _ := bapcCounts(v)
				total += max(len(counts), 1)
			case !isBapcCase(v):
				if m, ok := v.(map[string]any); ok {
					total += bapcCount(m)
				}
			}
		}
	}
	return total
}

// bapcEntries returns the entries of a directory's data: a list of
// mappings, numbered, or one mapping, not.
func bapcEntries(d map[string]any) ([]map[string]any, bool) {
	switch data := d["data"].(type) {
	case map[string]any:
		return []map[string]any{data}, false
	case []any:
		var es []map[string]any
		for _, e := range data {
			if m, ok := e.(map[string]any); ok {
				es = append(es, m)
			}
		}
		return es, true
	}
	return nil, false
}

// isBapcCase reports whether v is a test rather than a directory.
func isBapcCase(v any) bool {
	switch v := v.(type) {
	case nil, string:
		return true
	case map[string]any:
		for _, k := range bapcCaseKeys {
			if _, ok := v[k]; ok {
				return true
			}
		}
	}
	return false
}

// bapcRange is count's range form, -4..=5.
var bapcRange = regexp.MustCompile(`^(-?\d+)\.\.=(-?\d+)$`)

// bapcCounts returns the values of a test's count: 1 to N for count: N, the
// list's values, or the range's; [1] without count.
func bapcCounts(v any) ([]int, error) {
	m, _ := v.(map[string]any)
	c, ok := m["count"]
	if !ok {
		return []int{1}, nil
	}
	var counts []int
	switch c := c.(type) {
	case string:
		if n, err := strconv.Atoi(c); err == nil {
			if n < 1 || n > 100 {
				return nil, fmt.Errorf("count %d: want 1 to 100", n)
			}
			for i := 1; i <= n; i++ {
				counts = append(counts, i)
			}
			return counts, nil
		}
		r := bapcRange.FindStringSubmatch(c)
		if r == nil {
			return nil, fmt.Errorf("count %q: want N, a list or a range such as -4..=5", c)
		}
		lo, _ := strconv.Atoi(r[1])
		hi, _ := strconv.Atoi(r[2])
		if lo > hi || hi-lo >= 100 {
			return nil, fmt.Errorf("count %q: want a range of 1 to 100 values", c)
		}
		for i := lo; i <= hi; i++ {
			counts = append(counts, i)
		}
	case []any:
		for _, x := range c {
			n, err := strconv.Atoi(fmt.Sprint(x))
			if err != nil || slices.Contains(counts, n) {
				return nil, fmt.Errorf("count %v: want distinct integers", c)
			}
			counts = append(counts, n)
		}
		if len(counts) == 0 || len(counts) > 100 {
			return nil, fmt.Errorf("count %v: want 1 to 100 values", c)
		}
	default:
		return nil, fmt.Errorf("count %v: want N, a list or a range", c)
	}
	return counts, nil
}

// config returns the configuration of a directory or test m below one
// configured as parent.
func (bp *bapcParser) config(parent bapcConfig, m map[string]any) (bapcConfig, error) {
	c := parent
	if v, ok := m["solution"]; ok {
		c.setDefault = false
		c.solution = ""
		if s, ok := v.(string); ok && s != "" {
			if !strings.HasPrefix(s, "/") {
				return c, fmt.Errorf("solution %s: want a path from the problem's directory, starting with /", s)
			}
			c.solution = strings.TrimPrefix(s, "/")
		}
	}
	if s, ok := m["random_salt"].(string); ok {
		c.salt = s
	}
	if s, ok := m["retries"].(string); ok {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return c, fmt.Errorf("retries %s: want a whole number, 1 or more", s)
		}
		c.retries = n
	}
	return c, nil
}

// directory reads the directory m into node: its test_group.yaml, its
// tests and directories in BAPCtools' order (the root's as bapcRoots
// lists them, a mapping's by name, a list's in order) and what it
// includes.
func (bp *bapcParser) directory(node *bapcNode, m map[string]any, cfg bapcConfig, root bool) error {
	if tg, ok := m["test_group.yaml"].(map[string]any); ok {
		node.flags = applyGroupYAML(tg, node.flags)
	}
	included, err := bp.includes(m)
	if err != nil {
		return err
	}
	entries, numbered := bapcEntries(m)
	groups := 0
	for _, e := range entries {
		for _, v := range e {
			if !isBapcCase(v) {
				groups++
			}
		}
	}
	nextGroup := 1
	for _, e := range entries {
		if numbered && len(e) != 1 {
			return fmt.Errorf("data of %s: a numbered entry with %d keys, want one", node.path, len(e))
		}
		keys := bapcRoots
		if !root {
			keys = slices.Sorted(maps.Keys(e))
		}
		for _, key := range keys {
			v, ok := e[key]
			if !ok {
				continue
			}
			if key == "~" {
				key = ""
			}
			if err := bp.child(node, key, v, cfg, numbered, groups, &nextGroup); err != nil {
				return err
			}
		}
	}
	node.included = included
	return nil
}

// child reads the test or directory v under key into node's children.
func (bp *bapcParser) child(node *bapcNode, key string, v any, cfg bapcConfig, numbered bool, groups int, nextGroup *int) error {
	if !isBapcCase(v) {
		sub, _ := v.(map[string]any)
		name := key
		if numbered {
			name = numberedName(key, *nextGroup, len(strconv.Itoa(groups)))
			*nextGroup++
		}
		d := &bapcNode{name: name, path: join(node.path, name), dir: true, flags: node.flags}
		subCfg, err := bp.config(cfg, sub)
		if err != nil {
			return err
		}
		if err := bp.directory(d, sub, subCfg, false); err != nil {
			return err
		}
		node.children = append(node.children, d)
		bp.known[key] = append(bp.known[key], d)
		return nil
	}
	if !numbered && key == "" {
		return fmt.Errorf("%s: a test without a name outside a numbered list", node.path)
	}
	counts, err := bapcCounts(v)
	if err != nil {
		return fmt.Errorf("%s: %v", join(node.path, key), err)
	}
	padding := 0
	if slices.Max(counts)-slices.Min(counts) == len(counts)-1 {
		for _, n := range counts {
			padding = max(padding, len(strconv.Itoa(n)))
		}
	}
	_, hasCount := asMap(v)["count"]
	for _, n := range counts {
		name := key
		if numbered {
			name = numberedName(key, bp.nextCase, bp.caseWidth)
			bp.nextCase++
		}
		if hasCount {
			name += "-" + fmt.Sprintf("%0*d", padding, n)
		}
		t, err := bp.test(v, cfg, n, hasCount)
		switch {
		case err != nil:
			return fmt.Errorf("%s: %v", join(node.path, name), err)
		case t == nil:
			if judged(node.path) {
				bp.p.Notes = append(bp.p.Notes, fmt.Sprintf("generators.yaml: %s has no input but for the statement: left out", join(node.path, name)))
			}
			continue
		}
		t.name, t.path, t.flags = name, join(node.path, name), node.flags
		node.children = append(node.children, t)
		bp.known[key] = append(bp.known[key], t)
	}
	return nil
}

// includes returns the tests the include: list of m brings in: the tests
// of the keys read before, each a test or a directory (its tests and what
// it includes, below it too).
func (bp *bapcParser) includes(m map[string]any) ([]*bapcNode, error) {
	list, _ := m["include"].([]any)
	var ts []*bapcNode
	for _, x := range list {
		key, _ := x.(string)
		rules := bp.known[key]
		if len(rules) != 1 {
			return nil, fmt.Errorf("include %v: want the key of one test or directory before it, found %d", x, len(rules))
		}
		ts = append(ts, rules[0].tests()...)
	}
	return ts, nil
}

// tests returns the tests of n: n itself, or those below it and those it
// and the directories below it include.
func (n *bapcNode) tests() []*bapcNode {
	if !n.dir {
		return []*bapcNode{n}
	}
	ts := slices.Clone(n.included)
	for _, c := range n.children {
		ts = append(ts, c.tests()...)
	}
	return ts
}

// test reads the test v, the value count of its count; it returns nil for
// a sample that has only what the statement shows (in.statement,
// in.download, interaction), which is not judged.
func (bp *bapcParser) test(v any, parent bapcConfig, count int, hasCount bool) (*bapcNode, error) {
	m := asMap(v)
	if s, ok := v.(string); ok {
		if strings.HasSuffix(s, ".in") {
			m = map[string]any{"copy": strings.TrimSuffix(s, ".in")}
		} else {
			m = map[string]any{"generate": s}
		}
	}
	if v == nil {
		return nil, fmt.Errorf("an empty test: give it generate:, copy: or in:")
	}
	cfg, err := bp.config(parent, m)
	if err != nil {
		return nil, err
	}
	r := &bapcRecipe{retries: cfg.retries, solution: cfg.solution}
	if cfg.setDefault {
		r.solution = bp.defaultSol
	}
	if g, ok := m["generate"].(string); ok {
		if err := bp.generator(r, g, cfg.salt, count, hasCount); err != nil {
			return nil, err
		}
	}
	if c, ok := m["copy"].(string); ok {
		r.copy = filepath.Join(bp.p.Dir, "generators", filepath.FromSlash(c))
	}
	for _, f := range []struct {
		key  string
		dest **string
	}{{"in", &r.in}, {"ans", &r.ans}} {
		if s, ok := m[f.key].(string); ok {
			if s != "" && !strings.HasSuffix(s, "\n") {
				s += "\n"
			}
			*f.dest = &s
		}
	}
	if r.command == "" && r.copy == "" && r.in == nil {
		for _, k := range []string{"in.statement", "in.download", "interaction"} {
			if _, ok := m[k]; ok {
				return nil, nil // a sample shown, not judged
			}
		}
		return nil, fmt.Errorf("no generate:, copy: or in: (ojkit judges the tests of data/sample and data/secret that have an input)")
	}
	t := &bapcNode{recipe: r}
	t.caseYAML, _ = m["yaml"].(map[string]any)
	return t, nil
}

// generator sets the recipe's command: {{constants}} and then {count}
// substituted, the seed the SHA-512 of the salt, the count's index and the
// command, as BAPCtools' generate computes it.
func (bp *bapcParser) generator(r *bapcRecipe, command, salt string, count int, hasCount bool) error {
	command = substituteConstants(command, bp.p.constants)
	if hasCount {
		command = strings.ReplaceAll(command, "{count}", strconv.Itoa(count))
	}
	seedText := salt
	if count != 1 {
		seedText += ":" + strconv.Itoa(count-1)
	}
	sum := sha512.Sum512([]byte(seedText + strings.TrimSpace(command)))
	r.seed = new(big.Int).Mod(new(big.Int).SetBytes(sum[:]), big.NewInt(1<<31)).Int64()
	words, err := shellWords(command)
	if err != nil {
		return fmt.Errorf("generate: %v", err)
	}
	if len(words) == 0 {
		return fmt.Errorf("generate: an empty command")
	}
	if n := len(bapcSeed.FindAllString(strings.Join(words[1:], " "), -1)); n > 1 {
		return fmt.Errorf("generate: %s: {seed} more than once", command)
	}
	r.command, r.args = words[0], words[1:]
	return nil
}

// bapcSeed is a generator argument's seed: {seed} or {seed:N}.
var bapcSeed = regexp.MustCompile(`\{seed(:[0-9]+)?\}`)

// argsFor returns the recipe's generator arguments with the seed seed.
func (r *bapcRecipe) argsFor(seed int64) []string {
	args := make([]string, len(r.args))
	for i, a := range r.args {
		a = strings.ReplaceAll(a, "{name}", "testcase")
		args[i] = bapcSeed.ReplaceAllLiteralString(a, strconv.FormatInt(seed, 10))
	}
	return args
}

// bapcCases returns the tests of directory n and below in the order of
// their names, as they would lie in data/.
func bapcCases(n *bapcNode) []Case {
	type entry struct {
		name string
		node *bapcNode
	}
	var es []entry
	seen := map[string]bool{}
	for _, c := range n.children {
		es = append(es, entry{c.name, c})
		seen[c.name] = true
	}
	for _, t := range n.included {
		if !seen[t.name] {
			es = append(es, entry{t.name, t})
			seen[t.name] = true
		}
	}
	slices.SortStableFunc(es, func(a, b entry) int { return strings.Compare(a.name, b.name) })
	var cs []Case
	for _, e := range es {
		if e.node.dir {
			cs = append(cs, bapcCases(e.node)...)
			continue
		}
		flags := n.flags
		if e.node.caseYAML != nil {
			flags = applyGroupYAML(e.node.caseYAML, flags)
		}
		c := Case{Group: n.path, Flags: flags.output, InputFlags: flags.input, InputFlagsBy: flags.inputBy, recipe: e.node.recipe}
		c.Name = join(n.path, e.name)
		cs = append(cs, c)
	}
	return cs
}

// defaultSolution returns the solution that writes the answers when
// generators.yaml names none: the first accepted submission ojkit can
// build, as BAPCtools picks an accepted one.
func (p *Package) defaultSolution() string {
	for _, s := range programsIn(filepath.Join(p.Dir, "submissions", "accepted")) {
		if s.Source != "" {
			return s.Name(p.Dir)
		}
	}
	return ""
}

// numberedName returns the name of the entry numbered n of a list, width
// digits, with its key after a dash.
func numberedName(key string, n, width int) string {
	num := fmt.Sprintf("%0*d", width, n)
	if key == "" {
		return num
	}
	return num + "-" + key
}

// join joins two parts of a path of data/ with a slash.
func join(dir, name string) string {
	if dir == "" {
		return name
	}
	return dir + "/" + name
}

// asMap returns v as a mapping, or nil.
func asMap(v any) map[string]any {
	m, _ := v.(map[string]any)
	return m
}

// shellWords splits s into words as Python's shlex.split does: quotes
// and backslashes keep white space in a word.
func shellWords(s string) ([]string, error) {
	var words []string
	var w strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s):
			i++
			w.WriteByte(s[i])
			inWord = true
		case c == '\'':
			end := strings.IndexByte(s[i+1:], c)
			if end < 0 {
				return nil, fmt.Errorf("no closing quotation in %q", s)
			}
			w.WriteString(s[i+1 : i+1+end])
			i += end + 1
			inWord = true
		case c == '"':
			for i++; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) && strings.IndexByte(`"\\$`+"`", s[i+1]) >= 0 {
					i++
				}
				w.WriteByte(s[i])
			}
			if i == len(s) {
				return nil, fmt.Errorf("no closing quotation in %q", s)
			}
			inWord = true
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		default:
			w.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, w.String())
	}
	return words, nil
}
