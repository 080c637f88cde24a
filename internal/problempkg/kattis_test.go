package problempkg

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/testfiles"
)

// writePackage writes files (path relative to the package -> content)
// into a new directory and returns it.
func writePackage(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	testfiles.Write(t, dir, files)
	return dir
}

// summary is what a test checks of a Package, in names relative to it.
type summary struct {
	Name       string
	Limits     Limits
	Kind       string
	Program    string
	Flags      []string
	Cases      []string // NAME GROUP FLAGS / INPUT FLAGS
	Validators []string
	Subs       []string // NAME EXPECT, or NAME: WHY
	Notes      []string
}

// summarize returns the summary of p, but for the note that pypy3 is
// missing, which depends on the machine (TestPyPy checks it).
func summarize(p *Package) summary {
	notes := slices.DeleteFunc(slices.Clone(p.Notes), func(n string) bool { return n == noPyPyNote })
	s := summary{Name: p.Name, Limits: p.Limits, Kind: p.Output.Kind, Flags: p.Output.Flags, Notes: notes}
	if p.Output.Program.Path != "" {
		s.Program = p.Output.Program.Name(p.Dir)
	}
	for _, c := range p.Cases {
		s.Cases = append(s.Cases, c.Name+" "+c.Group+" "+strings.Join(c.Flags, ",")+" / "+strings.Join(c.InputFlags, ","))
	}
	for _, v := range p.InputValidators {
		s.Validators = append(s.Validators, v.Name(p.Dir))
	}
	for _, sub := range p.Submissions {
		line := sub.Name(p.Dir) + " " + string(sub.Expect)
		if sub.Why != "" {
			line += ": " + sub.Why
		}
		s.Subs = append(s.Subs, line)
	}
	return s
}

func TestLoadKattis(t *testing.T) {
	legacy := writePackage(t, map[string]string{
		"problem.yaml":                        "name: Sum\nvalidation: custom\nvalidator_flags: float_tolerance 1e-6\nlimits:\n  time_multiplier: 3\n  time_safety_margin: 4\n  memory: 256\n",
		"data/sample/1.in":                    "1 2\n",
		"data/sample/1.ans":                   "3\n",
		"data/secret/testdata.yaml":           "output_validator_flags: case_sensitive\ninput_validator_flags: small\n",
		"data/secret/10.in":                   "",
		"data/secret/10.ans":                  "",
		"data/secret/2.in":                    "",
		"data/secret/2.ans":                   "",
		"data/secret/g/testdata.yaml":         "input_validator_flags: big\n",
		"data/secret/g/1.in":                  "",
		"data/secret/g/1.ans":                 "",
		"output_validators/check/validate.cc": "int main() {}\n",
		"output_validators/check/validate.h":  "\n",
		"input_validators/v.py":               "",
		"input_validators/v.ctd":              "",
		"submissions/accepted/a.cpp":          "",
		"submissions/accepted/b.py":           "#!/usr/bin/env python2\n",
		"submissions/accepted/c.rs":           "",
		"submissions/accepted/d.cs.disabled":  "",
		"submissions/run_time_error/e.java":   "",
		"submissions/slow_accepted/f.py":      "",
	})
	p, err := Load(legacy)
	if err != nil {
		t.Fatal(err)
	}
	want := summary{
		Name:    "Sum",
		Limits:  Limits{Memory: 256 << 20, ACToLimit: 3, LimitToTLE: 4, Resolution: time.Second},
		Kind:    KattisValidator,
		Program: "output_validators/check",
		Flags:   []string{"float_tolerance", "1e-6"},
		Cases: []string{
			"sample/1 sample  / ",
			"secret/10 secret case_sensitive / small",
			"secret/2 secret case_sensitive / small",
			"secret/g/1 secret/g case_sensitive / big",
		},
		Validators: []string{"input_validators/v.ctd", "input_validators/v.py"},
		Subs: []string{
			"submissions/accepted/a.cpp AC",
			"submissions/accepted/b.py AC: no compiler for Python 2 (ojkit runs .py with python3)",
			"submissions/accepted/c.rs AC: no compiler for Rust: ojkit builds C, C++, Go, Java, JavaScript, Kotlin and Python 3",
			"submissions/run_time_error/e.java RE",
		},
		Notes: []string{"submissions/slow_accepted: not a verdict ojkit checks (accepted, wrong_answer, time_limit_exceeded, run_time_error)"},
	}
	if diff := cmp.Diff(want, summarize(p)); diff != "" {
		t.Errorf("legacy (-want +got):\n%s", diff)
	}

	modern := writePackage(t, map[string]string{
		"problem.yaml":                        "problem_format_version: 2023-07-draft\ntype: [interactive]\nname:\n  en: Guess\n  sv: Gissa\nlimits:\n  time_limit: 1.5\n",
		"data/secret/1.in":                    "",
		"data/secret/1.ans":                   "",
		"output_validator/guess/validate.cpp": "",
	})
	if p, err = Load(modern); err != nil {
		t.Fatal(err)
	}
	want = summary{
		Name:    "Guess",
		Limits:  Limits{Time: 1500 * time.Millisecond, Memory: 1024 << 20, ACToLimit: 2, LimitToTLE: 1.5, Resolution: time.Second},
		Kind:    KattisInteractor,
		Program: "output_validator/guess",
		Cases:   []string{"secret/1 secret  / "},
	}
	if diff := cmp.Diff(want, summarize(p)); diff != "" {
		t.Errorf("2023-07 (-want +got):\n%s", diff)
	}
	if got := p.Output.Program.Source; filepath.Base(got) != "validate.cpp" {
		t.Errorf("the interactor's source is %s, want output_validator/guess/validate.cpp", got)
	}
}

func TestLoadKattisErrors(t *testing.T) {
	for _, c := range []struct {
		files map[string]string
		want  string
	}{
		{map[string]string{"problem.yaml": "type: submit-answer\n", "data/secret/1.in": ""},
			"type submit-answer: ojkit judges pass-fail, scoring (as pass-fail), interactive and multi-pass problems"},
		{map[string]string{"problem.yaml": "type: multi-pass\n", "data/secret/1.in": ""},
			"a custom output validator is wanted, and output_validators/ (or output_validator/) holds none"},
		{map[string]string{"problem.yaml": "validation: custom multi-pass\nlimits:\n  validation_passes: 1\n", "data/secret/1.in": "", "output_validators/v.py": ""},
			"validation_passes: 1: want a whole number, 2 or more"},
		{map[string]string{"problem.yaml": "validation: strict\n"},
			`validation: "strict": want default, or custom with interactive, multi-pass or score`},
		{map[string]string{"problem.yaml": "name: x\n"},
			"no tests: data/sample and data/secret hold no NAME.in with NAME.ans"},
		{map[string]string{"problem.yaml": "validation: custom\n", "data/secret/1.in": ""},
			"a custom output validator is wanted, and output_validators/ (or output_validator/) holds none"},
		{map[string]string{"problem.yaml": "validator_flags: float_tolerance\n", "data/secret/1.in": ""},
			"validator flag float_tolerance: want a number after it"},
		{map[string]string{"problem.yaml": "limits:\n  memory: lots\n"},
			"memory: lots: want a number"},
		{map[string]string{"main.go": "package main\n"}, "not a problem package"},
	} {
		_, err := Load(writePackage(t, c.files))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: got %v, want an error containing %q", c.files, err, c.want)
		}
	}
}

func TestFromSlowest(t *testing.T) {
	lim := Limits{ACToLimit: 2, LimitToTLE: 1.5, Resolution: time.Second}
	for _, c := range []struct{ slowest, want time.Duration }{
		{0, time.Second},
		{300 * time.Millisecond, time.Second},
		{500 * time.Millisecond, time.Second},
		{501 * time.Millisecond, 2 * time.Second},
		{2 * time.Second, 4 * time.Second},
	} {
		if got := lim.FromSlowest(c.slowest); got != c.want {
			t.Errorf("FromSlowest(%v) = %v, want %v", c.slowest, got, c.want)
		}
	}
	if got := lim.Cutoff(2 * time.Second); got != 3*time.Second {
		t.Errorf("Cutoff(2s) = %v, want 3s", got)
	}
}

// TestKattisDefaultMemory: a package without a memory limit gets
// problemtools' default in the formats problemtools reads, BAPCtools' in
// the later ones.
func TestKattisDefaultMemory(t *testing.T) {
	for version, want := range map[string]int64{
		"":              1024 << 20,
		"legacy":        1024 << 20,
		"2023-07-draft": 1024 << 20,
		"2023-07":       1024 << 20,
		"2025-09":       2048 << 20,
	} {
		yaml := "name: M\n"
		if version != "" {
			yaml += "problem_format_version: " + version + "\n"
		}
		p, err := Load(writePackage(t, map[string]string{"problem.yaml": yaml, "data/secret/1.in": "", "data/secret/1.ans": ""}))
		if err != nil {
			t.Fatalf("%q: %v", version, err)
		}
		if p.Limits.Memory != want {
			t.Errorf("format %q: memory %d MiB, want %d MiB", version, p.Limits.Memory>>20, want>>20)
		}
	}
}
