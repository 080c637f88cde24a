package cases

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/testfiles"
)

const plainScript = `# Derived inputs, a checker, a pattern, an expected failure.
crlf in.txt crlf.txt
stdin crlf.txt
exec toy
cmp stdout want.txt

trailspace in.txt sp.txt
chomp sp.txt both.txt
cp both.txt copy.txt
stdin copy.txt
exec toy
cmpexact stdout want.txt

stdin in.txt
exec toy # the pair of again.txtar: not repeated
cmp stdout want.txt

stdin in.txt
exec toy
cp stdout out.txt
exec toy-checker in.txt out.txt other.txt
exec toy-checker in.txt out.txt want.txt

stdin in.txt
[!windows] ! exec toy
stderr 'it''s bad'

exec toy-gen -seed 1
cp stdout gen.txt
stdin gen.txt
exec toy

stdin in.txt
exec toy
stdout '^1\n$'

stdin in.txt
exec toy-alt
cmp stdout want.txt

-- in.txt --
1
-- want.txt --
2
-- other.txt --
two
`

func TestSuite(t *testing.T) {
	dir := t.TempDir()
	testfiles.Write(t, dir, map[string]string{
		"plain.txtar": plainScript,
		"again.txtar": "stdin x.txt\nexec toy\ncmp stdout y.txt\n-- x.txt --\n1\n-- y.txt --\n2\n",
		"marked.txtar": "stdin a.txt\nexec toy\ncmp stdout y.txt\n\n" + BeyondMark + " data after the last test\n" +
			"stdin b.txt\nexec toy\ncmp stdout y.txt\n-- a.txt --\n3\n-- b.txt --\n3\n4\n-- y.txt --\n9\n",
		"notes.txt": "not a script",
	})
	cs, skips, err := Suite(dir, "toy")
	if err != nil {
		t.Fatal(err)
	}
	again, marked, plain := filepath.Join(dir, "again.txtar"), filepath.Join(dir, "marked.txtar"), filepath.Join(dir, "plain.txtar")
	want := []Case{
		{Name: "again-x", Input: []byte("1\n"), Answer: []byte("2\n"), Script: again, Line: 2},
		{Name: "marked-a", Input: []byte("3\n"), Answer: []byte("9\n"), Script: marked, Line: 2},
		{Name: "marked-b", Input: []byte("3\n4\n"), Answer: []byte("9\n"), Beyond: "data after the last test", Script: marked, Line: 7},
		{Name: "plain-crlf", Input: []byte("1\r\n"), Answer: []byte("2\n"), Beyond: "CRLF line ends", Script: plain, Line: 4},
		{Name: "plain-copy", Input: []byte("1  \t"), Answer: []byte("2\n"), Beyond: "spaces and tabs at the ends of lines, no final newline", Script: plain, Line: 11},
		{Name: "plain-in", Input: []byte("1\n"), Answer: []byte("two\n"), Script: plain, Line: 19},
	}
	if diff := cmp.Diff(want, cs); diff != "" {
		t.Errorf("cases (-want +got):\n%s", diff)
	}
	wantSkips := []Skip{
		{plain + ":25", "`! exec` expects the solution to fail"},
		{plain + ":31", "its input gen.txt is made by exec toy-gen at line 28"},
		{plain + ":34", "its output is matched by a pattern only, not compared with a file"},
	}
	if diff := cmp.Diff(wantSkips, skips); diff != "" {
		t.Errorf("skips (-want +got):\n%s", diff)
	}
}

func TestSuiteEmpty(t *testing.T) {
	if _, _, err := Suite(t.TempDir(), "toy"); err == nil {
		t.Error("Suite of a directory without scripts: no error")
	}
}

func TestParseLine(t *testing.T) {
	for _, c := range []struct {
		line string
		neg  bool
		args []string
	}{
		{"exec toy a  b\t# note", false, []string{"exec", "toy", "a", "b"}},
		{"[short] ! exec toy", true, []string{"exec", "toy"}},
		{"? exec toy", false, []string{"exec", "toy"}},
		{"stderr 'a b''c#d'", false, []string{"stderr", "a b'c#d"}},
		{"stdout ''", false, []string{"stdout", ""}},
		{"# comment", false, nil},
	} {
		neg, args := parseLine(c.line)
		if neg != c.neg || !cmp.Equal(args, c.args) {
			t.Errorf("parseLine(%q) = %v, %q; want %v, %q", c.line, neg, args, c.neg, c.args)
		}
	}
}

func TestDir(t *testing.T) {
	dir := t.TempDir()
	testfiles.Write(t, dir, map[string]string{
		"sample-10.in": "10", "sample-10.out": "ten",
		"sample-9.in": "9", "sample-9.ans": "nine",
		"sample-2.in": "2",
		"in/lc_00.in": "0", "out/lc_00.out": "zero",
	})
	cs, err := Dir(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []Case{
		{Name: "lc_00", AnswerFile: filepath.Join(dir, "out", "lc_00.out"), InputFile: filepath.Join(dir, "in", "lc_00.in")},
		{Name: "sample-2", InputFile: filepath.Join(dir, "sample-2.in")},
		{Name: "sample-9", AnswerFile: filepath.Join(dir, "sample-9.ans"), InputFile: filepath.Join(dir, "sample-9.in")},
		{Name: "sample-10", AnswerFile: filepath.Join(dir, "sample-10.out"), InputFile: filepath.Join(dir, "sample-10.in")},
	}
	if diff := cmp.Diff(want, cs); diff != "" {
		t.Errorf("cases (-want +got):\n%s", diff)
	}
	var read []string
	for _, c := range cs {
		in, err := c.ReadInput()
		if err != nil {
			t.Fatal(err)
		}
		answer, err := c.ReadAnswer()
		if err != nil {
			t.Fatal(err)
		}
		read = append(read, fmt.Sprintf("%s %s %v", in, answer, c.HasAnswer()))
	}
	if diff := cmp.Diff([]string{"0 zero true", "2  false", "9 nine true", "10 ten true"}, read); diff != "" {
		t.Errorf("inputs and answers, left on disk until read (-want +got):\n%s", diff)
	}
	if _, err := Dir(t.TempDir()); err == nil {
		t.Error("Dir of an empty directory: no error")
	}
	if _, err := Dir(filepath.Join(dir, "missing")); err == nil {
		t.Error("Dir of a missing directory: no error")
	}
	file := filepath.Join(dir, "sample-2.in")
	if _, err := Dir(file); err == nil || err.Error() != file+": not a directory" {
		t.Errorf("Dir of a file: %v, want not a directory", err)
	}
}

func TestExport(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	cs := []Case{{Name: "a", Input: []byte("1\n"), Answer: []byte("2\n")}, {Name: "b", Input: []byte("3\n")}}
	if err := Export(dir, cs); err != nil {
		t.Fatal(err)
	}
	back, err := Dir(dir)
	if err != nil {
		t.Fatal(err)
	}
	cs[0].AnswerFile = filepath.Join(dir, "a.out")
	cs[0].InputFile, cs[1].InputFile = filepath.Join(dir, "a.in"), filepath.Join(dir, "b.in")
	for i := range back {
		if back[i].Input, err = back[i].ReadInput(); err != nil {
			t.Fatal(err)
		}
		if back[i].Answer, err = back[i].ReadAnswer(); err != nil {
			t.Fatal(err)
		}
	}
	if diff := cmp.Diff(cs, back); diff != "" { // b, an interactive case's input, without a .out
		t.Errorf("exported cases read back (-want +got):\n%s", diff)
	}
	if err := Export(dir, cs); err == nil {
		t.Error("Export over existing files: no error")
	}
}

// TestWriteAnswer checks where a case's answer goes (NAME.out beside
// NAME.in, out/NAME.out for in/NAME.in, over the answer read only with
// force) and that without force no file is replaced.
func TestWriteAnswer(t *testing.T) {
	dir := t.TempDir()
	testfiles.Write(t, dir, map[string]string{
		"1.in": "1", "2.in": "2", "2.ans": "old", "in/lc.in": "3",
	})
	cs, err := Dir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		i     int
		force bool
		path  string
		ok    bool
	}{
		{0, false, "1.out", true},
		{0, false, "1.out", false}, // written now: kept
		{1, false, "2.ans", false},
		{1, true, "2.ans", true},
		{2, false, "out/lc.out", true},
	} {
		path, err := WriteAnswer(cs[c.i], []byte("new"), c.force)
		if path != filepath.Join(dir, c.path) || (err == nil) != c.ok {
			t.Errorf("WriteAnswer(%s, force %v) = %s, %v; want %s, success %v", cs[c.i].Name, c.force, path, err, c.path, c.ok)
		}
	}
	for name, want := range map[string]string{"1.out": "new", "2.ans": "new", "out/lc.out": "new"} {
		if data, err := os.ReadFile(filepath.Join(dir, name)); err != nil || string(data) != want {
			t.Errorf("%s: %q, %v; want %q", name, data, err, want)
		}
	}
	if _, err := WriteAnswer(Case{Name: "suite"}, nil, true); err == nil {
		t.Error("WriteAnswer of a suite's case: no error")
	}
}

func TestNaturalLess(t *testing.T) {
	for _, c := range []struct {
		a, b string
		less bool
	}{
		{"a2", "a10", true}, {"a10", "a2", false}, {"a02", "a2", false}, {"a", "ab", true}, {"b1", "a2", false},
	} {
		if got := naturalLess(c.a, c.b); got != c.less {
			t.Errorf("naturalLess(%q, %q) = %v", c.a, c.b, got)
		}
	}
}

func TestSuiteInteractive(t *testing.T) {
	dir := t.TempDir()
	testfiles.Write(t, dir, map[string]string{
		"sample.txtar": "interact toy-interactor toy in.txt\ninteract toy-interactor toy in2.txt ans.txt\n" +
			"interact toy-interactor toy-alt in.txt\n! interact toy-interactor toy in2.txt\ninteract toy-interactor toy made.txt\n" +
			"-- in.txt --\n26 1000\n-- in2.txt --\n5 7\n-- ans.txt --\nABCDE\n",
	})
	cs, skips, err := Suite(dir, "toy")
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "sample.txtar")
	want := []Case{
		{Name: "sample-in", Input: []byte("26 1000\n"), Script: p, Line: 1},
		{Name: "sample-in2", Input: []byte("5 7\n"), Answer: []byte("ABCDE\n"), Script: p, Line: 2},
	}
	if diff := cmp.Diff(want, cs); diff != "" {
		t.Errorf("cases (-want +got):\n%s", diff)
	}
	wantSkips := []Skip{
		{p + ":4", "`! interact` expects the interactor to reject the solution"},
		{p + ":5", "its interactor's file made.txt is not in the archive"},
	}
	if diff := cmp.Diff(wantSkips, skips); diff != "" {
		t.Errorf("skips (-want +got):\n%s", diff)
	}
}

func TestOrphans(t *testing.T) {
	dir := t.TempDir()
	testfiles.Write(t, dir, map[string]string{
		"a.in": "1", "a.out": "2",
		"b.in": "1", "b.ans": "2",
		"d.out":   "orphan",
		"e.ans":   "orphan",
		"in/f.in": "1", "out/f.out": "2",
		"out/g.out": "orphan",
	})
	want := []string{filepath.Join(dir, "d.out"), filepath.Join(dir, "e.ans"), filepath.Join(dir, "out", "g.out")}
	if diff := cmp.Diff(want, Orphans(dir)); diff != "" {
		t.Errorf("Orphans (-want +got):\n%s", diff)
	}
	if got := Orphans(t.TempDir()); got != nil {
		t.Errorf("Orphans(an empty directory) = %q, want none", got)
	}
}

// TestCaseName checks a suite's case names: the suite's name and the
// input's, once.
func TestCaseName(t *testing.T) {
	for _, c := range []struct{ path, in, want string }{
		{"testdata/p/sample.txtar", "sample-1.in", "sample-1"},
		{"testdata/p/sample.txtar", "sample.in", "sample"},
		{"testdata/p/sample.txtar", "in", "sample-in"},
		{"testdata/p/sample.txtar", "sample2.in", "sample2"},
		{"testdata/p/hard.txtar", "sample-1.in", "hard-sample-1"},
	} {
		if got := caseName(c.path, c.in); got != c.want {
			t.Errorf("caseName(%q, %q) = %q, want %q", c.path, c.in, got, c.want)
		}
	}
}

// TestRead checks a problem's cases read from its places: the suite's, then
// each test directory's, with the skips and orphans; and what it returns
// with the error of a directory it cannot read.
func TestRead(t *testing.T) {
	dir := t.TempDir()
	testfiles.Write(t, dir, map[string]string{
		"suite/sample.txtar": "stdin a.txt\nexec toy\ncmp stdout b.txt\n! exec toy\n-- a.txt --\n1\n-- b.txt --\n2\n",
		"test/t1.in":         "3", "test/t1.out": "4", "test/lost.out": "5",
		"tests/t2.in":      "6",
		"answers/only.ans": "7",
	})
	suite := filepath.Join(dir, "suite")
	test, tests, answers := filepath.Join(dir, "test"), filepath.Join(dir, "tests"), filepath.Join(dir, "answers")
	f, err := Read(Places{ID: "toy", Suite: suite, Dirs: []string{test, tests}})
	if err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(suite, "sample.txtar")
	want := Found{
		Cases: []Case{
			{Name: "sample-a", Input: []byte("1\n"), Answer: []byte("2\n"), Script: script, Line: 2},
			{Name: "t1", InputFile: filepath.Join(test, "t1.in"), AnswerFile: filepath.Join(test, "t1.out")},
			{Name: "t2", InputFile: filepath.Join(tests, "t2.in")},
		},
		Skips:   []Skip{{script + ":4", "`! exec` expects the solution to fail"}},
		Orphans: []string{filepath.Join(test, "lost.out")},
	}
	if diff := cmp.Diff(want, f); diff != "" {
		t.Errorf("Read (-want +got):\n%s", diff)
	}
	f, err = Read(Places{Dirs: []string{test, answers, tests}})
	if err == nil || err.Error() != answers+": no NAME.in files" {
		t.Errorf("Read of a directory without inputs: %v, want no NAME.in files", err)
	}
	want = Found{
		Cases:   want.Cases[1:2],
		Orphans: []string{filepath.Join(test, "lost.out"), filepath.Join(answers, "only.ans")},
	}
	if diff := cmp.Diff(want, f); diff != "" {
		t.Errorf("Read up to its error (-want +got):\n%s", diff)
	}
}
