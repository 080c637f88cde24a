package problempkg

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/proctest"
	"github.com/ojkit/ojkit/internal/runner"
)

// pythons returns, for each Python program of p, its name, whether it
// runs with PyPy, and its TimeNote or why it does not build.
func pythons(p *Package) []string {
	progs := []Program{p.Output.Program}
	progs = append(progs, p.InputValidators...)
	for _, s := range p.Submissions {
		progs = append(progs, s.Program)
	}
	var got []string
	for _, prog := range progs {
		line := prog.Name(p.Dir)
		if slices.Contains(prog.Defines, runner.PyPy) {
			line += " PyPy"
		}
		if note := prog.TimeNote + prog.Why; note != "" {
			line += ": " + note
		}
		got = append(got, line)
	}
	return got
}

// TestPyPy checks that a Kattis package's Python 3 programs, its
// validators' and its submissions', run with PyPy, as problemtools runs
// them, and a Polygon package's as their types say: python.3 with CPython,
// python.pypy3 with PyPy, python.2 not at all.
func TestPyPy(t *testing.T) {
	proctest.Need(t, "pypy3")
	kattis := writePackage(t, map[string]string{
		"problem.yaml": "name: P\nvalidation: custom\n", "data/secret/1.in": "", "data/secret/1.ans": "",
		"output_validators/v.py": "", "input_validators/i.py": "",
		"submissions/accepted/a.py": "", "submissions/accepted/b.cpp": "",
	})
	polygon := writePackage(t, map[string]string{
		"problem.xml": `<problem><judging><testset name="tests"><test-count>1</test-count></testset></judging><assets>
<checker><source path="c.py" type="python.3"/></checker>
<solutions><solution tag="main"><source path="m.py" type="python.pypy3-64"/></solution><solution tag="accepted"><source path="p.py" type="python.3"/></solution><solution tag="accepted"><source path="o.py" type="python.2"/></solution></solutions></assets></problem>`,
		"tests/01": "", "tests/01.a": "", "c.py": "", "m.py": "", "p.py": "", "o.py": "",
	})
	var got []string
	for _, dir := range []string{kattis, polygon} {
		p, err := Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		got = append(append(got, pythons(p)...), p.Notes...)
	}
	want := []string{"output_validators/v.py PyPy", "input_validators/i.py PyPy", "submissions/accepted/a.py PyPy", "submissions/accepted/b.cpp",
		"c.py", "m.py PyPy", "p.py", "o.py: no compiler for Python 2 (python.2)"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestNoPyPy checks that where pypy3 is not installed, a Kattis package's
// Python 3 programs run with CPython, their times marked, and a note says
// so once.
func TestNoPyPy(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed")
	}
	dir := writePackage(t, map[string]string{
		"problem.yaml": "name: P\n", "data/secret/1.in": "", "data/secret/1.ans": "",
		"input_validators/i.py": "", "submissions/accepted/a.py": "", "submissions/accepted/b.py": "",
	})
	bin := t.TempDir()
	if err := os.Symlink(python, filepath.Join(bin, "python3")); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	p, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := append(pythons(p), p.Notes...)
	want := []string{"", "input_validators/i.py: " + noPyPy, "submissions/accepted/a.py: " + noPyPy, "submissions/accepted/b.py: " + noPyPy, noPyPyNote}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
