package judgement

import (
	"flag"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/layout"
	"github.com/ojkit/ojkit/internal/runner"
)

func TestLoad(t *testing.T) {
	root := t.TempDir()
	for id, doc := range map[string]string{
		"a": "//ojkit:limits 1s 125MiB\n//ojkit:compare checker\n",
		"b": "//ojkit:limits unverified\n//ojkit:compare tokens\n",
		"c": "//ojkit:compare checker ./check.cpp\n",
		"d": "//ojkit:compare fuzzy\n",
		"e": "//ojkit:limits 1s\n",
		"f": "//ojkit:limits 2s 64MiB\n",
		"g": "//ojkit:compare float 1e-6\n",
		"h": "//ojkit:compare float\n",
		"i": "//ojkit:judges AtCoder-abc1_a LuoguAT2 Codeforces1A\n",
		"j": "//ojkit:limit 1s 64MiB\n",
	} {
		dir := filepath.Join(root, "problems", id)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte("// Command x.\n//\n"+doc+"package main\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want := map[string]Spec{
		"a": {ID: "a", Limits: runner.Limits{Time: time.Second, Memory: 125 << 20}, Compare: directive.Compare{Mode: "checker", Checker: filepath.Join(root, "gen", "a", "checker")}, Defines: []string{"ONLINE_JUDGE"}},
		"b": {ID: "b", Limits: runner.Limits{Time: DefaultTime, Memory: DefaultMemory}, Compare: directive.Compare{Mode: "tokens"}, Defines: []string{"ONLINE_JUDGE"}},
		"c": {ID: "c", Limits: runner.Limits{Time: DefaultTime, Memory: DefaultMemory}, Compare: directive.Compare{Mode: "checker", Checker: "./check.cpp"}, Defines: []string{"ONLINE_JUDGE"}},
		"f": {ID: "f", Limits: runner.Limits{Time: 2 * time.Second, Memory: 64 << 20}, Compare: directive.Compare{Mode: "tokens"}, Defines: []string{"ONLINE_JUDGE"}},
		"g": {ID: "g", Limits: runner.Limits{Time: DefaultTime, Memory: DefaultMemory}, Compare: directive.Compare{Mode: "float", Eps: 1e-6}, Defines: []string{"ONLINE_JUDGE"}},
		"i": {ID: "i", Limits: runner.Limits{Time: DefaultTime, Memory: DefaultMemory}, Compare: directive.Compare{Mode: "tokens"}, Defines: []string{"ONLINE_JUDGE", "ATCODER"}, PEAsWA: "AtCoder",
			Python: `CPython (python3), as AtCoder and Codeforces run "Python 3"; AtCoder and Codeforces also offer "PyPy 3", faster on loops`},
	}
	for id, w := range want {
		got, err := Load(layout.InModule(root, id))
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(w, got); diff != "" {
			t.Errorf("Spec of %s (-want +got):\n%s", id, diff)
		}
	}
	for _, id := range []string{"d", "e", "h", "j"} {
		if _, err := Load(layout.InModule(root, id)); err == nil {
			t.Errorf("Spec of %s: no error", id)
		}
	}
	defaults := Spec{ID: "missing", Limits: runner.Limits{Time: DefaultTime, Memory: DefaultMemory}, Compare: directive.Compare{Mode: "tokens"}, Defines: []string{"ONLINE_JUDGE"}}
	if got, err := Load(layout.InModule(root, "missing")); err != nil || !cmp.Equal(got, defaults) {
		t.Errorf("Spec of a problem without main.go = %+v, %v; want the defaults", got, err)
	}
}

// TestOverrideFlags checks -compare and -timeout: -compare replaces the
// directive's mode, -timeout 0 is no limit at all, and bad values are usage
// errors.
func TestOverrideFlags(t *testing.T) {
	parse := func(args ...string) (Overrides, error) {
		var o Overrides
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		o.RegisterFlags(fs)
		if err := fs.Parse(args); err != nil {
			return o, err
		}
		return o, o.Check()
	}
	check := directive.Compare{Mode: "checker", Checker: "./check"}
	base := Spec{Limits: runner.Limits{Time: time.Second, Memory: 64 << 20}, Compare: check}
	for _, c := range []struct {
		args []string
		spec Spec
	}{
		{nil, base},
		{[]string{"-compare", "float 1e-6"}, Spec{Limits: runner.Limits{Time: time.Second, Memory: 64 << 20}, Compare: directive.Compare{Mode: "float", Eps: 1e-6}}},
		{[]string{"-timeout", "0"}, Spec{Limits: runner.Limits{Memory: 64 << 20}, Compare: check}},
		{[]string{"-timeout", "0", "-wall", "5s"}, Spec{Limits: runner.Limits{Wall: 5 * time.Second, Memory: 64 << 20}, Compare: check}},
		{[]string{"-timeout", "3s"}, Spec{Limits: runner.Limits{Time: 3 * time.Second, Memory: 64 << 20}, Compare: check}},
		{[]string{"-memory", "1GiB", "-checker", "./other"}, Spec{Limits: runner.Limits{Time: time.Second, Memory: 1 << 30}, Compare: directive.Compare{Mode: "checker", Checker: "./other"}}},
	} {
		o, err := parse(c.args...)
		if err != nil {
			t.Errorf("%q: %v", c.args, err)
			continue
		}
		s := base
		s.Apply(o)
		if diff := cmp.Diff(c.spec, s); diff != "" {
			t.Errorf("%q: spec (-want +got):\n%s", c.args, diff)
		}
	}
	for _, args := range [][]string{
		{"-compare", "fuzzy"},
		{"-compare", "float"},
		{"-compare", "checker"},
		{"-compare", "tokens", "-checker", "./check"},
		{"-timeout", "-1s"},
		{"-timeout", "soon"},
		{"-memory", "64"},
	} {
		if _, err := parse(args...); err == nil {
			t.Errorf("%q: no error", args)
		}
	}
}
