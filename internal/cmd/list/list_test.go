package list

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/testfiles"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// mainGo returns a problem's main.go with the directive lines given.
func mainGo(directives ...string) string {
	return "// Command x is a problem.\n//\n" + strings.Join(directives, "\n") + "\npackage main\n\nfunc main() {}\n"
}

// module is a module of three problems: float with a suite, a checker, a
// second solution expected to be WA and file I/O; plain with oj's test/;
// bad with a directive that is not one.
var module = map[string]string{
	"go.mod":                           "module example.com/m\n\ngo 1.22\n",
	"problems/float/main.go":           mainGo("//ojkit:limits 2s 128MiB", "//ojkit:compare float 1e-6", "//ojkit:io input.txt stdout"),
	"problems/float/slow/main.go":      mainGo("//ojkit:expect TLE"),
	"gen/float/checker/main.go":        mainGo(),
	"testdata/float/sample.txtar":      "stdin in.txt\nexec float\ncmp stdout want.txt\n\n# beyond the statement: CRLF line ends\nstdin crlf.txt\nexec float\ncmp stdout want.txt\n-- in.txt --\n1\n-- crlf.txt --\n1\r\n-- want.txt --\n0.5\n",
	"problems/plain/main.go":           mainGo("//ojkit:judges AtCoder-abc345_d", "//ojkit:compare lines"),
	"problems/plain/test/sample-1.in":  "1\n",
	"problems/plain/test/sample-1.out": "2\n",
	"problems/plain/test/sample-2.in":  "3\n",
	"problems/bad/main.go":             mainGo("//ojkit:limitz 1s 64MiB"),
}

// run runs ojkit list with args in dir and returns its exit status, stdout
// and stderr.
func run(t *testing.T, dir string, args ...string) (int, string, string) {
	t.Helper()
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	code := Run(args, &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// validate returns an error unless doc is a document that Schema accepts.
func validate(doc string) error {
	schemaDoc, err := jsonschema.UnmarshalJSON(bytes.NewReader(Schema))
	if err != nil {
		return err
	}
	c := jsonschema.NewCompiler()
	const url = "ojkit-list.json"
	if err := c.AddResource(url, schemaDoc); err != nil {
		return err
	}
	schema, err := c.Compile(url)
	if err != nil {
		return err
	}
	v, err := jsonschema.UnmarshalJSON(strings.NewReader(doc))
	if err != nil {
		return err
	}
	return schema.Validate(v)
}

// TestJSONModule lists a module with -json from a directory within it: the
// document follows Schema, and says each problem's places, spec, second
// solutions, cases and error.
func TestJSONModule(t *testing.T) {
	root := t.TempDir()
	testfiles.Write(t, root, module)
	code, out, errOut := run(t, filepath.Join(root, "problems", "plain", "test"), "-json")
	if code != 1 || errOut != "" {
		t.Errorf("exit %d, stderr %q; want 1 (a problem with an error) and nothing on stderr", code, errOut)
	}
	if err := validate(out); err != nil {
		t.Fatalf("the document does not follow the schema: %v\n%s", err, out)
	}
	var doc document
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	path := func(elem ...string) string { return filepath.Join(append([]string{root}, elem...)...) }
	eps := 1e-6
	script := path("testdata", "float", "sample.txtar")
	want := document{V: 1, Root: root, Problems: []problemJS{
		{
			ID: "bad", Dir: path("problems", "bad"), Main: path("problems", "bad", "main.go"),
			Places:   []string{path("problems", "bad"), path("gen", "bad"), path("testdata", "bad")},
			SuiteDir: path("testdata", "bad"), TestDirs: []string{}, GenDir: path("gen", "bad"), Tools: map[string]string{},
			Solutions: []solutionJS{}, Cases: []caseJS{},
		},
		{
			ID: "float", Dir: path("problems", "float"), Main: path("problems", "float", "main.go"),
			Places:   []string{path("problems", "float"), path("gen", "float"), path("testdata", "float")},
			SuiteDir: path("testdata", "float"), TestDirs: []string{}, GenDir: path("gen", "float"),
			Tools: map[string]string{"checker": path("gen", "float", "checker")},
			Spec: &specJS{TimeMS: 2000, MemoryBytes: 128 << 20, Compare: compareJS{Mode: "float", Eps: &eps},
				IO: &ioJS{In: "input.txt"}, Defines: []string{"ONLINE_JUDGE"}},
			Solutions: []solutionJS{{Dir: path("problems", "float", "slow"), Expect: "TLE"}},
			Cases: []caseJS{
				{Name: "sample-in", Script: script, Line: 2, HasAnswer: true},
				{Name: "sample-crlf", Script: script, Line: 7, HasAnswer: true, Beyond: "CRLF line ends"},
			},
		},
		{
			ID: "plain", Dir: path("problems", "plain"), Main: path("problems", "plain", "main.go"),
			Places:   []string{path("problems", "plain"), path("gen", "plain"), path("testdata", "plain")},
			SuiteDir: path("testdata", "plain"), TestDirs: []string{path("problems", "plain", "test")}, GenDir: path("gen", "plain"),
			Tools: map[string]string{},
			Spec: &specJS{TimeMS: 2000, MemoryBytes: 256 << 20, Compare: compareJS{Mode: "lines"},
				PEAsWA: "AtCoder", Defines: []string{"ONLINE_JUDGE", "ATCODER"}},
			Solutions: []solutionJS{},
			Cases: []caseJS{
				{Name: "sample-1", Input: path("problems", "plain", "test", "sample-1.in"), Answer: path("problems", "plain", "test", "sample-1.out"), HasAnswer: true},
				{Name: "sample-2", Input: path("problems", "plain", "test", "sample-2.in")},
			},
		},
	}}
	bad := &doc.Problems[0].Error
	if !strings.Contains(*bad, "limitz") {
		t.Errorf("bad's error %q does not name the directive", *bad)
	}
	*bad = ""
	if diff := cmp.Diff(want, doc); diff != "" {
		t.Errorf("the document (-want +got):\n%s", diff)
	}
}

// TestJSONOutside lists a problem outside a module, the working
// directory's own: no root, its directory its one place.
func TestJSONOutside(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "abc345_d")
	testfiles.Write(t, dir, map[string]string{
		"main.go": mainGo(), "tests/a.in": "1\n", "tests/a.ans": "2\n",
		"interactor.py": "", "checker/main.go": mainGo(),
	})
	code, out, errOut := run(t, dir, "-json")
	if code != 0 || errOut != "" {
		t.Errorf("exit %d, stderr %q; want 0 and nothing on stderr", code, errOut)
	}
	if err := validate(out); err != nil {
		t.Fatalf("the document does not follow the schema: %v\n%s", err, out)
	}
	var doc document
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Problems) != 1 || doc.Root != "" || strings.Contains(out, `"root"`) {
		t.Fatalf("want one problem and no root:\n%s", out)
	}
	p := doc.Problems[0]
	got := []any{p.ID, p.Places, p.SuiteDir, p.TestDirs, p.GenDir, p.Tools, p.Solutions, p.Cases}
	wantP := []any{"abc345_d", []string{dir}, filepath.Join(dir, "testdata"), []string{filepath.Join(dir, "tests")}, dir,
		map[string]string{"checker": filepath.Join(dir, "checker")}, []solutionJS{},
		[]caseJS{{Name: "a", Input: filepath.Join(dir, "tests", "a.in"), Answer: filepath.Join(dir, "tests", "a.ans"), HasAnswer: true}}}
	if diff := cmp.Diff(wantP, got); diff != "" {
		t.Errorf("the problem (-want +got):\n%s", diff)
	}
}

// TestSchemaRejects checks that Schema is no rubber stamp: documents that
// break it are refused.
func TestSchemaRejects(t *testing.T) {
	const problem = `"id":"x","dir":"/x","main":"/x/main.go","places":["/x"],"suite_dir":"/x/testdata","test_dirs":[],"gen_dir":"/x","tools":{},"solutions":[]`
	if err := validate(`{"v":1,"problems":[{` + problem + `,"cases":[]}]}`); err != nil {
		t.Fatalf("a valid document refused: %v", err)
	}
	for name, doc := range map[string]string{
		"another version":     `{"v":2,"problems":[]}`,
		"no problems":         `{"v":1}`,
		"an unknown field":    `{"v":1,"problems":[{` + problem + `,"cases":[],"extra":1}]}`,
		"a case of both":      `{"v":1,"problems":[{` + problem + `,"cases":[{"name":"a","input":"/a.in","script":"/s.txtar","line":1,"has_answer":false}]}]}`,
		"a case from nowhere": `{"v":1,"problems":[{` + problem + `,"cases":[{"name":"a","has_answer":false}]}]}`,
		"an unknown mode":     `{"v":1,"problems":[{` + problem + `,"cases":[],"spec":{"time_ms":1,"memory_bytes":1,"compare":{"mode":"bytes"},"interactive":false,"defines":[]}}]}`,
	} {
		if validate(doc) == nil {
			t.Errorf("%s: the schema accepts %s", name, doc)
		}
	}
}

// TestPlain checks the lines for a person: one a problem, in columns, the
// error on its problem's line.
func TestPlain(t *testing.T) {
	root := t.TempDir()
	testfiles.Write(t, root, module)
	code, out, errOut := run(t, root)
	if code != 1 || errOut != "" {
		t.Errorf("exit %d, stderr %q; want 1 and nothing on stderr", code, errOut)
	}
	lines := strings.Split(out, "\n")
	dir := func(id string) string { return regexp.QuoteMeta(filepath.Join("problems", id)) }
	want := []string{
		`^bad    ` + dir("bad") + `    -                -           0 cases  error: .*limitz.*$`,
		`^float  ` + dir("float") + `  2000ms 128\.0MiB  float 1e-6  2 cases \(1 beyond the statement\)$`,
		`^plain  ` + dir("plain") + `  2000ms 256\.0MiB  lines       2 cases \(1 without an answer\)$`,
		`^$`,
	}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), len(want), out)
	}
	for i, line := range lines {
		if !regexp.MustCompile(want[i]).MatchString(line) {
			t.Errorf("line %d: %q, want %s", i+1, line, want[i])
		}
	}
}
