package libverify

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/testfiles"
)

// TestFind checks that Find finds the main packages with //ojkit:verify,
// sorted, and not those the go command leaves out of the module's ./...
// or other packages' comments.
func TestFind(t *testing.T) {
	root := t.TempDir()
	marked := "// Command x.\n//\n//ojkit:verify https://judge.yosupo.jp/problem/aplusb\npackage main\n"
	testfiles.Write(t, root, map[string]string{
		"go.mod":                  "module example.com/m\n",
		"verify/b/main.go":        marked,
		"verify/a/main.go":        "// Command a.\n//\n//ojkit:limits 2s 64MiB\n//ojkit:verify cases 1e-6\npackage main\n",
		"verify/none/main.go":     "// Command none.\npackage main\n",
		"lib/main.go":             "//ojkit:verify https://judge.yosupo.jp/problem/aplusb\npackage lib\n",
		"testdata/x/main.go":      marked,
		"_old/main.go":            marked,
		"nested/go.mod":           "module example.com/nested\n",
		"nested/verify/main.go":   marked,
		"verify/b/inner/main.txt": marked,
	})
	got, err := Find(root)
	if err != nil {
		t.Fatal(err)
	}
	want := []Marker{
		{File: "verify/a/main.go", Line: 4, Verify: directive.Verify{Problem: "cases", Tolerance: "1e-6"}, Limits: directive.Limits{Time: 2 * time.Second, Memory: 64 << 20}},
		{File: "verify/b/main.go", Line: 3, Verify: directive.Verify{Problem: "https://judge.yosupo.jp/problem/aplusb"}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Find (-want +got):\n%s", diff)
	}
	testfiles.Write(t, root, map[string]string{"verify/c/main.go": "//ojkit:verify\npackage main\n"})
	if _, err := Find(root); err == nil || !strings.Contains(err.Error(), "//ojkit:verify: want a problem's URL") {
		t.Errorf("Find with a bad directive: %v, want its error", err)
	}
}

// TestShard checks that the shards of the markers are disjoint, hold them
// all, and take them in turn.
func TestShard(t *testing.T) {
	var ms []Marker
	for _, f := range []string{"a", "b", "c", "d", "e"} {
		ms = append(ms, Marker{File: f})
	}
	var files []string
	for i := 1; i <= 2; i++ {
		for _, m := range Shard(ms, i, 2) {
			files = append(files, m.File)
		}
	}
	if diff := cmp.Diff([]string{"a", "c", "e", "b", "d"}, files); diff != "" {
		t.Errorf("shards 1/2 and 2/2 (-want +got):\n%s", diff)
	}
}

// TestParseShard checks the forms -shard takes and refuses.
func TestParseShard(t *testing.T) {
	if i, n, err := parseShard("2/4"); i != 2 || n != 4 || err != nil {
		t.Errorf("parseShard(2/4) = %d, %d, %v", i, n, err)
	}
	for _, bad := range []string{"0/2", "3/2", "1", "a/b", "1/0"} {
		if _, _, err := parseShard(bad); err == nil {
			t.Errorf("parseShard(%q): no error", bad)
		}
	}
}

// TestClaims checks which arguments of ojkit verify are a library's.
func TestClaims(t *testing.T) {
	module, pkg := t.TempDir(), t.TempDir()
	testfiles.Write(t, module, map[string]string{"go.mod": "module example.com/m\n"})
	testfiles.Write(t, pkg, map[string]string{"go.mod": "module example.com/p\n", "info.toml": "timelimit = 1.0\n"})
	for _, c := range []struct {
		args []string
		want bool
	}{
		{[]string{module}, true},
		{[]string{"-j", "2", module}, true},
		{[]string{pkg}, false},
		{[]string{"-merge", "a.json"}, true},
		{[]string{"-shard=1/2", pkg}, true},
		{[]string{"-json", pkg}, false},
	} {
		if got := Claims(c.args); got != c.want {
			t.Errorf("Claims(%q) = %v, want %v", c.args, got, c.want)
		}
	}
}

// TestResultSchema checks a result against competitive-verifier's
// schema of result.json (testdata/verify_result.schema.json, from
// competitive-verifier/competitive-verifier's schema/ at 890e7c0, MIT
// License), and that Merge keeps every file of its shards.
func TestResultSchema(t *testing.T) {
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	a := &Result{TotalSeconds: 1, Files: map[string]*FileResult{"verify/a/main.go": {Newest: true, Verifications: []Verification{
		{Status: Success, Elapsed: 0.5, Slowest: 0.25, Heaviest: 3, LastExecutionTime: at, Key: "k",
			Testcases: []Testcase{{Name: "example_00", Status: "AC", Elapsed: 0.25, Memory: 3}}}}}}}
	b := &Result{TotalSeconds: 2, Files: map[string]*FileResult{"verify/b/main.go": {Verifications: []Verification{
		{Status: Failure, LastExecutionTime: at}}}}}
	m := Merge(a, b)
	want := &Result{TotalSeconds: 3, Files: map[string]*FileResult{"verify/a/main.go": a.Files["verify/a/main.go"], "verify/b/main.go": b.Files["verify/b/main.go"]}}
	if diff := cmp.Diff(want, m); diff != "" {
		t.Errorf("Merge (-want +got):\n%s", diff)
	}
	var buf bytes.Buffer
	if err := m.Write(&buf); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("testdata/verify_result.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("verify_result.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("verify_result.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	v, err := jsonschema.UnmarshalJSON(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Validate(v); err != nil {
		t.Errorf("the result does not fit competitive-verifier's schema: %v", err)
	}
	bad, _ := jsonschema.UnmarshalJSON(strings.NewReader(`{"total_seconds": 1, "files": {"a": {"verifications": [{"status": "passed", "elapsed": 1}]}}}`))
	if s.Validate(bad) == nil {
		t.Errorf("the schema takes a status it does not know")
	}
}

// TestWorkflow writes the workflow of three shards: a matrix of 1 to 3,
// each shard verifying its share with its last result as -prev, and a
// merge that competitive-verifier checks; for a module in a folder of its
// repository, the shards verify that folder.
func TestWorkflow(t *testing.T) {
	c, err := ParseFlags(func(fs *flag.FlagSet) error { return fs.Parse([]string{"-workflow", "3"}) })
	if err != nil {
		t.Fatal(err)
	}
	c.Module = t.TempDir()
	var out, errOut bytes.Buffer
	if code := Run(context.Background(), c, &out, &errOut); code != 0 {
		t.Fatalf("-workflow 3: exit %d, %s", code, errOut.String())
	}
	for _, want := range []string{
		"\n        shard: [1, 2, 3]\n",
		"ojkit verify -lc .lc -prev shard.json -shard ${{ matrix.shard }}/3 -result shard.json\n",
		"ojkit verify -merge shard-*/shard.json > result.json\n",
		"competitive-verifier check result.json\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the workflow lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "\t") {
		t.Error("the workflow holds a tab, which YAML refuses for indentation")
	}
	repo := t.TempDir()
	testfiles.Write(t, repo, map[string]string{".git/HEAD": "ref: refs/heads/main\n", "lib/go.mod": "module example.com/lib\n"})
	c.Module = filepath.Join(repo, "lib")
	out.Reset()
	if code := Run(context.Background(), c, &out, &errOut); code != 0 || !strings.Contains(out.String(), "-result shard.json lib\n") {
		t.Errorf("-workflow 3 of a module in the repository's folder lib: exit %d, %s%s; want the shards to verify lib", code, out.String(), errOut.String())
	}
	if _, err := ParseFlags(func(fs *flag.FlagSet) error { return fs.Parse([]string{"-workflow", "-1"}) }); err == nil {
		t.Error("-workflow -1: no error")
	}
}

// TestRepositoryPaths verifies a module kept in a folder of a repository:
// its result and its annotation name the program from the repository's
// root, as competitive-verifier and GitHub read them, and a run with that
// result as -prev keeps it. Its bundles and builds stamp no version
// control information, which the go command could not read there.
func TestRepositoryPaths(t *testing.T) {
	repo := t.TempDir()
	mod := filepath.Join(repo, "lib")
	testfiles.Write(t, repo, map[string]string{
		".git/HEAD":                    "ref: refs/heads/main\n",
		"lib/go.mod":                   "module example.com/lib\n\ngo 1.22\n",
		"lib/verify/echo/main.go":      "// Command echo says what it reads, wrongly.\n//\n//ojkit:verify cases\npackage main\n\nimport \"fmt\"\n\nfunc main() {\n\tvar s string\n\tfmt.Scan(&s)\n\tfmt.Println(s + \"!\")\n}\n",
		"lib/verify/echo/cases/1.in":   "a\n",
		"lib/verify/echo/cases/1.out":  "a!\n",
		"lib/verify/wrong/main.go":     "// Command wrong says nothing.\n//\n//ojkit:verify cases\npackage main\n\nfunc main() {}\n",
		"lib/verify/wrong/cases/1.in":  "a\n",
		"lib/verify/wrong/cases/1.out": "a\n",
	})
	t.Setenv("GITHUB_ACTIONS", "true")
	t.Setenv("GOFLAGS", "-buildvcs=true") // the .git above cannot be read: nothing may stamp it
	result := filepath.Join(t.TempDir(), "result.json")
	var out, log strings.Builder
	r := &run{Config: Config{Module: mod, Shard: 1, Shards: 1, Result: result, Prev: result}, out: &out, log: &log, cache: t.TempDir()}
	if err := r.verify(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "::error file=lib/verify/wrong/main.go,line=3::") {
		t.Errorf("no annotation on lib/verify/wrong/main.go:3 in:\n%s%s", out.String(), log.String())
	}
	res, err := ReadResult(result)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for name := range res.Files {
		names = append(names, name)
	}
	slices.Sort(names)
	if want := []string{"lib/verify/echo/main.go", "lib/verify/wrong/main.go"}; !slices.Equal(names, want) {
		t.Errorf("result names %q, want %q", names, want)
	}
	out.Reset()
	r = &run{Config: Config{Module: mod, Shard: 1, Shards: 1, Prev: result}, out: &out, log: &log, cache: t.TempDir()}
	if err := r.verify(context.Background()); err != nil {
		t.Fatal(err)
	}
	if r.kept != 1 {
		t.Errorf("a run with the result as -prev kept %d programs, want the 1 that succeeded:\n%s", r.kept, out.String())
	}
}
