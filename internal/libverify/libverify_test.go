package libverify

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/ojkit/ojkit/internal/directive"
)

// write writes the files of a module, by path relative to root.
func write(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		path := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestFind checks that Find finds the main packages with //ojkit:verify,
// sorted, and not those the go command leaves out of the module's ./...
// or other packages' comments.
func TestFind(t *testing.T) {
	root := t.TempDir()
	marked := "// Command x.\n//\n//ojkit:verify https://judge.yosupo.jp/problem/aplusb\npackage main\n"
	write(t, root, map[string]string{
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
	write(t, root, map[string]string{"verify/c/main.go": "//ojkit:verify\npackage main\n"})
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
	write(t, module, map[string]string{"go.mod": "module example.com/m\n"})
	write(t, pkg, map[string]string{"go.mod": "module example.com/p\n", "info.toml": "timelimit = 1.0\n"})
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
// merge that competitive-verifier checks.
func TestWorkflow(t *testing.T) {
	c, err := ParseFlags(func(fs *flag.FlagSet) error { return fs.Parse([]string{"-workflow", "3"}) })
	if err != nil {
		t.Fatal(err)
	}
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
	if _, err := ParseFlags(func(fs *flag.FlagSet) error { return fs.Parse([]string{"-workflow", "-1"}) }); err == nil {
		t.Error("-workflow -1: no error")
	}
}
