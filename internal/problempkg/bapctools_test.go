package problempkg

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGeneratorsYAML checks the tests read from a generators.yaml: their
// names as BAPCtools numbers them, their flags (an included test brings
// its own yaml, as BAPCtools links it), and how each is made, with the
// seeds BAPCtools gives the same commands (those of its testseed problem,
// whose committed inputs hold them); a sample only shown in the statement
// is numbered and left out; invalid_input's tests are the inputs the
// validators must reject.
func TestGeneratorsYAML(t *testing.T) {
	dir := writePackage(t, map[string]string{
		"problem.yaml": "problem_format_version: 2025-09\nname: G\nconstants:\n  MAXN:\n    value: 10\n    big: 10^1\n",
		"generators/generators.yaml": `solution: /submissions/accepted/a.py
random_salt: ""
test_group.yaml:
  output_validator_args: [case_sensitive]
data:
  sample:
    data:
      - "": {in: "1 2", ans: "3"}
      - shown: {in.statement: "1 2", ans.statement: "3"}
      - seeded:
          generate: stdout.py {seed}
          yaml:
            input_validator_args: ["", "stdout.py {seed}"]
  secret:
    test_group.yaml:
      input_validator_args:
        v.py: [--secret]
    data:
      - salted:
          generate: stdout.py {seed:42}
          random_salt: bob
      - counted:
          generate: gen.py {count} {{MAXN}} {{MAXN.big}} {name}
          count: -1..=1
      - group:
          data:
            plain: gen.py 'a b' "c\"d"
          include:
            - seeded
  invalid_input:
    data:
      - bad: {in: "-1"}
`,
		"generators/stdout.py":          "",
		"generators/gen.py":             "",
		"input_validators/v.py":         "",
		"submissions/accepted/a.py":     "",
		"submissions/accepted/b.py":     "",
		"submissions/wrong_answer/w.py": "",
	})
	p, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range p.Cases {
		r := c.recipe
		line := fmt.Sprintf("%s [%s] in=%q by=%q:", c.Name, strings.Join(c.Flags, " "), c.InputFlags, c.InputFlagsBy)
		switch {
		case r.command != "":
			line += fmt.Sprintf(" %s %q", r.command, r.argsFor(r.seed))
		case r.in != nil:
			line += fmt.Sprintf(" in %q ans %q", *r.in, *r.ans)
		}
		got = append(got, line+" solution "+r.solution)
	}
	want := []string{
		`sample/1 [case_sensitive] in=[] by=map[]: in "1 2\n" ans "3\n" solution submissions/accepted/a.py`,
		`sample/3-seeded [case_sensitive] in=["" "stdout.py {seed}"] by=map[]: stdout.py ["162981470"] solution submissions/accepted/a.py`,
		`secret/1-group/3-seeded [case_sensitive] in=["" "stdout.py {seed}"] by=map[]: stdout.py ["162981470"] solution submissions/accepted/a.py`,
		`secret/1-group/plain [case_sensitive] in=[] by=map["v.py":["--secret"]]: gen.py ["a b" "c\"d"] solution submissions/accepted/a.py`,
		`secret/4-salted [case_sensitive] in=[] by=map["v.py":["--secret"]]: stdout.py ["593058468"] solution submissions/accepted/a.py`,
		`secret/5-counted--1 [case_sensitive] in=[] by=map["v.py":["--secret"]]: gen.py ["-1" "10" "10^1" "testcase"] solution submissions/accepted/a.py`,
		`secret/6-counted-00 [case_sensitive] in=[] by=map["v.py":["--secret"]]: gen.py ["0" "10" "10^1" "testcase"] solution submissions/accepted/a.py`,
		`secret/7-counted-01 [case_sensitive] in=[] by=map["v.py":["--secret"]]: gen.py ["1" "10" "10^1" "testcase"] solution submissions/accepted/a.py`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("tests (-want +got):\n%s", diff)
	}
	var invalid []string
	for _, c := range p.InvalidInputs {
		invalid = append(invalid, c.Name+" "+*c.recipe.in)
	}
	if diff := cmp.Diff([]string{"invalid_input/8-bad -1\n"}, invalid); diff != "" {
		t.Errorf("invalid inputs (-want +got):\n%s", diff)
	}
	wantNotes := []string{"generators.yaml: sample/2-shown has no input but for the statement: left out"}
	if diff := cmp.Diff(wantNotes, p.Notes); diff != "" {
		t.Errorf("notes (-want +got):\n%s", diff)
	}
}

// TestGeneratorsYAMLErrors checks the refusals of a generators.yaml ojkit
// cannot read: with tests in data/ ojkit judges those, with a note.
func TestGeneratorsYAMLErrors(t *testing.T) {
	for _, c := range []struct {
		files map[string]string
		want  string
	}{
		{map[string]string{"generators/generators.yaml": "data:\n  secret:\n    data:\n      - a: {generate: g.py, count: 101}\n"},
			"secret/a: count 101: want 1 to 100"},
		{map[string]string{"generators/generators.yaml": "data:\n  secret:\n    data:\n      x: g.py {seed} {seed:1}\n"},
			"generate: g.py {seed} {seed:1}: {seed} more than once"},
		{map[string]string{"generators/generators.yaml": "data:\n  secret:\n    include: [nothing]\n"},
			"include nothing: want the key of one test or directory before it, found 0"},
		{map[string]string{"generators/generators.yaml": "data:\n  secret:\n    data:\n      x: {ans: '1'}\n"},
			"secret/x: no generate:, copy: or in:"},
	} {
		c.files["problem.yaml"] = "name: x\n"
		_, err := Load(writePackage(t, c.files))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: got %v, want an error containing %q", c.files, err, c.want)
		}
	}
	p, err := Load(writePackage(t, map[string]string{
		"generators/generators.yaml": "data: {\n",
		"data/secret/1.in":           "1\n",
		"data/secret/1.ans":          "1\n",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Cases) != 1 || len(p.Notes) != 1 || !strings.HasSuffix(p.Notes[0], "the tests are data/'s as they stand") {
		t.Errorf("got cases %v and notes %q, want data/secret/1 and a note", p.Cases, p.Notes)
	}
}

// TestSubmissionsYAML checks the verdicts submissions.yaml expects: its
// entries over the folders' defaults, an entry for a folder replacing
// the default, globs with * and {a,b}.
func TestSubmissionsYAML(t *testing.T) {
	dir := writePackage(t, map[string]string{
		"data/secret/1.in":  "",
		"data/secret/1.ans": "",
		"submissions/submissions.yaml": `accepted:
  permitted: [WA]
ac_or_wa:
  permitted: [AC, WA]
ac_or_wa/*.{py,c}:
  permitted: [AC]
slow:
  permitted: [AC, TLE]
  sample:
    required: [AC]
`,
		"submissions/accepted/wa.py":          "",
		"submissions/ac_or_wa/x.py":           "",
		"submissions/ac_or_wa/y.cpp":          "",
		"submissions/ac_or_wa/dir/main.py":    "",
		"submissions/ac_or_wa/dir/ac.py":      "",
		"submissions/run_time_error/r.py":     "",
		"submissions/slow/s.py":               "",
		"submissions/other/o.py":              "",
		"submissions/submissions.yaml.backup": "",
	})
	p, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	s := summarize(p)
	want := []string{
		"submissions/ac_or_wa/dir AC|WA",
		"submissions/ac_or_wa/x.py AC",
		"submissions/ac_or_wa/y.cpp AC|WA",
		"submissions/accepted/wa.py WA",
		"submissions/run_time_error/r.py RTE",
		"submissions/slow/s.py AC|TLE",
	}
	if diff := cmp.Diff(want, s.Subs); diff != "" {
		t.Errorf("submissions (-want +got):\n%s", diff)
	}
	wantNotes := []string{
		"submissions/other/o.py: no entry of submissions.yaml is for it, or its entries permit no verdict",
		"submissions.yaml's expectations of groups of tests are not checked, only those of whole submissions: slow/s.py",
	}
	if diff := cmp.Diff(wantNotes, s.Notes); diff != "" {
		t.Errorf("notes (-want +got):\n%s", diff)
	}
}
