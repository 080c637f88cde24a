package onlinejudge

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/directive"
)

func TestTableSorted(t *testing.T) {
	all := All()
	if !sort.SliceIsSorted(all, func(i, j int) bool { return strings.ToLower(all[i].Name) < strings.ToLower(all[j].Name) }) {
		t.Errorf("the table is not sorted by name: %s", Names())
	}
	for _, j := range all {
		if _, err := directive.ParseVersion(j.Go); j.Published() && err != nil {
			t.Errorf("%s: %v", j.Name, err)
		}
		if !slices.Contains(strictness, j.Compare) {
			t.Errorf("%s: compare %q, want one of %q", j.Name, j.Compare, strictness)
		}
		if j.Note == "" {
			t.Errorf("%s: no note of where its Go comes from", j.Name)
		}
	}
}

func TestFind(t *testing.T) {
	cases := map[string]string{
		"POJ3076":            "POJ",
		"LA2659":             "LA",
		"LuoguP4929":         "Luogu",
		"LuoguSP1110":        "Luogu",
		"SPOJ-SUDOGOB":       "SPOJ",
		"e-olymp3525":        "e-olymp",
		"Kattis-sudokunique": "Kattis",
		"bailian2984":        "bailian",
		"HDU1426":            "HDU",
	}
	for entry, want := range cases {
		if j, ok := Find(entry); !ok || j.Name != want {
			t.Errorf("Find(%q) = %q, %v; want %q", entry, j.Name, ok, want)
		}
	}
	for _, entry := range []string{"POJ", "SPOJ-", "Foo12", "poj3076", ""} {
		if j, ok := Find(entry); ok {
			t.Errorf("Find(%q) = %q, want no judge", entry, j.Name)
		}
	}
}

func TestNewest(t *testing.T) {
	if got := Newest().String(); got != "go1.25" {
		t.Errorf("Newest() = %s, want go1.25, AtCoder's", got)
	}
}

func TestFloorOfBadVersion(t *testing.T) {
	d := directive.Directives{Go: directive.Version{Minor: 7}, HasGo: true}
	if f, err := FloorOf("x", d); err == nil {
		t.Errorf("FloorOf(x, %+v) = %v, want an error", d, f)
	}
}

func TestFloorOf(t *testing.T) {
	cases := []struct {
		flag   string
		dirs   directive.Directives
		want   string // "" for an error
		source string
		noGo   []string
		origin string
		warns  bool
	}{
		{"1.9", directive.Directives{Go: directive.Version{Minor: 7}, HasGo: true}, "go1.9", "-go", nil, "set by -go", false},
		{"", directive.Directives{Go: directive.Version{Minor: 7}, HasGo: true, Judges: []string{"LuoguP1"}}, "go1.7", "//ojkit:go", nil, "set by //ojkit:go", false},
		{"", directive.Directives{Go: directive.Version{Minor: 7}, HasGo: true, Judges: []string{"Baekjoon1000"}}, "go1.7", "//ojkit:go", nil, "set by //ojkit:go", false},
		{"", directive.Directives{Judges: []string{"LuoguP1", "SPOJ-X", "CF1"}}, "go1.7", "//ojkit:judges", nil, "the Go of SPOJ-X, the oldest among //ojkit:judges", true},
		{"", directive.Directives{Judges: []string{"LuoguP1", "Codeforces1A"}}, "go1.22", "//ojkit:judges", nil, "the Go of Codeforces1A, the oldest among //ojkit:judges", false},
		{"", directive.Directives{Judges: []string{"POJ2918", "UVa1"}}, "go1.7", "//ojkit:judges", []string{"POJ2918", "UVa1"}, "none of the judges takes Go: this file is a reference to test other languages against", false},
		{"", directive.Directives{Judges: []string{"Baekjoon1000", "POJ1"}}, "go1.25", "//ojkit:judges", nil, "the newest Go of the judges ojkit knows, as the Go of Baekjoon1000 is unpublished", true},
		{"", directive.Directives{Judges: []string{"LibraryChecker-aplusb", "yuki1"}}, "go1.18", "//ojkit:judges", nil, "the Go of LibraryChecker-aplusb, the oldest among //ojkit:judges", true},
		{"", directive.Directives{}, "go1.25", DefaultSource, nil, "ojkit's default without //ojkit:go or //ojkit:judges: the newest Go of the judges it knows", true},
	}
	for _, c := range cases {
		f, err := FloorOf(c.flag, c.dirs)
		if c.want == "" {
			if err == nil {
				t.Errorf("FloorOf(%q, %v) = %v, want an unknown-judge error", c.flag, c.dirs, f)
			}
			continue
		}
		if err != nil {
			t.Errorf("FloorOf(%q, %v): %v", c.flag, c.dirs, err)
			continue
		}
		got := f.Version.String()
		if got != c.want || f.Source != c.source || !cmp.Equal(f.NoGo, c.noGo) {
			t.Errorf("FloorOf(%q, %v) = %s from %q, no Go %v; want %s from %q, no Go %v",
				c.flag, c.dirs, got, f.Source, f.NoGo, c.want, c.source, c.noGo)
		}
		if f.Origin() != c.origin {
			t.Errorf("FloorOf(%q, %v).Origin() = %q, want %q", c.flag, c.dirs, f.Origin(), c.origin)
		}
		advice := f.Advice("x.go")
		if (advice == "") != (c.source == "-go") || (advice != "" && (!strings.Contains(advice, "x.go") || !strings.Contains(advice, "//ojkit:go") || !strings.Contains(advice, got))) {
			t.Errorf("FloorOf(%q, %v).Advice(x.go) = %q, want the floor, the file and how to change it (none after -go)", c.flag, c.dirs, advice)
		}
		if w := f.Warning("x.go"); (w != "") != c.warns || (w != "" && (!strings.Contains(w, got) || !strings.Contains(w, "//ojkit:go"))) {
			t.Errorf("FloorOf(%q, %v).Warning(x.go) = %q, want a warning %v naming the floor and //ojkit:go", c.flag, c.dirs, w, c.warns)
		}
	}
}

// TestProblemFloors checks that every problem's floor comes out of its
// directives, and that the first problems keep the floor they declared before
// the judges table existed (go1.7).
func TestProblemFloors(t *testing.T) {
	mains, err := filepath.Glob("../../problems/*/main.go")
	if err != nil || len(mains) == 0 {
		t.Fatalf("no problems: %v", err)
	}
	before := map[string]string{"poj3076": "go1.7", "acwing169": "go1.7", "sp1110": "go1.7", "sp13980": "go1.7", "acwing166": "go1.7", "p4929": "go1.7", "hs12disu": "go1.7"}
	for _, m := range mains {
		id := filepath.Base(filepath.Dir(m))
		floor, err := FloorOf("", parseMain(t, m))
		if err != nil || floor.Source == DefaultSource {
			t.Errorf("%s: no floor from its directives (%v)", id, err)
			continue
		}
		if want, ok := before[id]; ok && floor.Version.String() != want {
			t.Errorf("%s: floor %s, want %s as before", id, floor.Version, want)
		}
	}
}

// parseMain returns the directives of the main.go at path.
func parseMain(t *testing.T, path string) directive.Directives {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	d, err := directive.Parse(fset, f)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestCompareOf(t *testing.T) {
	for _, c := range []struct {
		entries []string
		mode    string
		by      []string
	}{
		{nil, "tokens", nil},
		{[]string{"SPOJ-SUDOKU", "LuoguSP1110"}, "tokens", []string{"SPOJ-SUDOKU", "LuoguSP1110"}},
		{[]string{"LuoguP1784"}, "lines", []string{"LuoguP1784"}},
		{[]string{"AcWing166", "POJ3074", "LuoguP10482"}, "exact", []string{"POJ3074"}},
		{[]string{"Kattis-x", "AcWing1"}, "lines", []string{"AcWing1"}},
	} {
		mode, by, err := CompareOf(c.entries)
		if err != nil || mode != c.mode || !cmp.Equal(by, c.by) {
			t.Errorf("CompareOf(%q) = %s by %q, %v; want %s by %q", c.entries, mode, by, err, c.mode, c.by)
		}
	}
	if _, _, err := CompareOf([]string{"Nowhere1"}); err == nil {
		t.Error("CompareOf(an unknown judge): no error")
	}
}

func TestWithoutPE(t *testing.T) {
	for _, c := range []struct {
		entries []string
		want    string
	}{
		{nil, ""},
		{[]string{"Codeforces1520F2"}, "Codeforces"},
		{[]string{"AtCoder-abc300_a", "Codeforces1"}, "AtCoder"},
		{[]string{"Codeforces1", "POJ3074"}, ""},
		{[]string{"Nowhere1", "LuoguP1784"}, "Luogu"},
	} {
		if got := WithoutPE(c.entries); got != c.want {
			t.Errorf("WithoutPE(%q) = %q, want %q", c.entries, got, c.want)
		}
	}
}

// TestProblemCompare checks that every problem is compared as its judges
// compare: its //ojkit:compare is the strictest of their default checkers,
// unless it names a checker (any of several answers accepted) or float EPS
// (real answers, which judges check with a checker of the problem's own,
// such as testlib's rcmp6).
func TestProblemCompare(t *testing.T) {
	mains, err := filepath.Glob("../../problems/*/main.go")
	if err != nil || len(mains) == 0 {
		t.Fatalf("no problems: %v", err)
	}
	for _, m := range mains {
		d := parseMain(t, m)
		want, by, err := CompareOf(d.Judges)
		if err != nil {
			t.Fatal(err)
		}
		if got := d.Compare.Mode; got != "checker" && got != "float" && got != want {
			t.Errorf("%s: //ojkit:compare %s, want %s as %s compare", m, got, want, strings.Join(by, ", "))
		}
	}
}

func TestDefinesOf(t *testing.T) {
	for _, c := range []struct {
		entries []string
		want    []string
	}{
		{nil, []string{"ONLINE_JUDGE"}},
		{[]string{"Codeforces1A", "LuoguP1"}, []string{"ONLINE_JUDGE"}},
		{[]string{"AtCoder-abc1_a", "LuoguAT2", "Nowhere1"}, []string{"ONLINE_JUDGE", "ATCODER"}},
	} {
		if got := DefinesOf(c.entries); !cmp.Equal(got, c.want) {
			t.Errorf("DefinesOf(%q) = %q, want %q", c.entries, got, c.want)
		}
	}
	for name := range defines {
		if !slices.ContainsFunc(All(), func(j Judge) bool { return j.Name == name }) {
			t.Errorf("defines: %s is not in the judges table", name)
		}
	}
}

// TestPythonOf checks which Python runs a Python 3 solution of a problem's
// judges: PyPy where one runs it alone, CPython where they offer both
// (a remote judge's own counts), nothing said where no judge is known to
// run Python.
func TestPythonOf(t *testing.T) {
	type python struct {
		PyPy bool
		Why  string
	}
	var got []python
	for _, entries := range [][]string{
		{"POJ3076", "Kattis-sudokunique"},
		{"LuoguCF1A", "AtCoder-abc1_a", "Codeforces2B"},
		{"LuoguP1", "Nowhere1"},
	} {
		pypy, why := PythonOf(entries)
		got = append(got, python{pypy, why})
	}
	want := []python{
		{true, "as Kattis runs Python 3"},
		{false, `as Codeforces and AtCoder run "Python 3"; Codeforces and AtCoder also offer "PyPy 3", faster on loops`},
		{false, ""},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	for name := range pythons {
		if !slices.ContainsFunc(All(), func(j Judge) bool { return j.Name == name }) {
			t.Errorf("pythons: %s is not in the judges table", name)
		}
	}
}

func TestSmallestSource(t *testing.T) {
	type found struct {
		Name   string
		Source int
		OK     bool
	}
	for _, c := range []struct {
		entries []string
		want    found
	}{
		{nil, found{"SPOJ", 50000, true}},
		{[]string{"DMOJ-x", "Baekjoon1"}, found{"DMOJ", 65536, true}},
		{[]string{"LuoguSP1110", "DMOJ-x"}, found{"SPOJ", 50000, true}}, // sent to SPOJ
		{[]string{"POJ3076", "Nowhere1"}, found{}},
	} {
		j, ok := SmallestSource(c.entries)
		if diff := cmp.Diff(c.want, found{j.Name, j.Source, ok}); diff != "" {
			t.Errorf("SmallestSource(%q) (-want +got):\n%s", c.entries, diff)
		}
	}
	if smallest, _ := SmallestSource(nil); BundleBudget >= smallest.Source {
		t.Errorf("BundleBudget %d leaves nothing of the smallest source limit, %s's %d", BundleBudget, smallest.Name, smallest.Source)
	}
}

// TestWriteHelp checks that the help has a row for each judge of the table,
// with its Go and its source limit.
func TestWriteHelp(t *testing.T) {
	var b strings.Builder
	WriteHelp(&b)
	rows := map[string]string{}
	for _, line := range strings.Split(b.String(), "\n") {
		if f := strings.Fields(line); len(f) > 0 {
			rows[f[0]] = line
		}
	}
	for _, j := range All() {
		if _, ok := rows[j.Name]; !ok {
			t.Errorf("the help has no row for %s:\n%s", j.Name, b.String())
		}
	}
	if !strings.Contains(b.String(), "LuoguSP as SPOJ") {
		t.Errorf("the help does not say LuoguSP entries are SPOJ's:\n%s", b.String())
	}
	spoj := strings.Fields(rows["SPOJ"])
	if diff := cmp.Diff([]string{"SPOJ", "go1.7", "tokens", "50000", "bytes", "ONLINE_JUDGE"}, spoj[:6]); diff != "" {
		t.Errorf("SPOJ's row (-want +got):\n%s", diff)
	}
}

// TestNoGo checks which problems' judges all take no Go.
func TestNoGo(t *testing.T) {
	for _, c := range []struct {
		entries []string
		want    []string
	}{
		{[]string{"POJ3076", "UVa1309", "LA2659", "POJ3077"}, []string{"POJ", "UVa", "LA"}},
		{[]string{"CSES1068"}, []string{"CSES"}},
		{[]string{"HDU1426", "Foo12"}, []string{"HDU"}},
		{[]string{"POJ2676", "LuoguP10481"}, nil},
		{[]string{"LuoguUVA1309"}, []string{"UVa"}},
		{[]string{"Foo12"}, nil},
		{nil, nil},
	} {
		if diff := cmp.Diff(c.want, NoGo(c.entries)); diff != "" {
			t.Errorf("NoGo(%q) (-want +got):\n%s", c.entries, diff)
		}
	}
}
