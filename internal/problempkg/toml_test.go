package problempkg

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseTOML(t *testing.T) {
	in := `title = 'A + B'
timelimit = 2.0 # seconds
forum = "https://example.com/#32"

[[tests]]
    name = "example.in"
    number = 2
[[tests]]
    name = "random.cpp"
    number = 10

[[solutions]]
    name = "naive.cpp"
    allow_tle = true

[params]
    A_MAX = 1_000_000_000
    EPS = 1e-9
`
	doc, err := parseTOML(in)
	if err != nil {
		t.Fatal(err)
	}
	type flat struct {
		Top    []string
		Tests  []string
		TLE    bool
		Params []string
	}
	show := func(tb *tomlTable) []string {
		var s []string
		for _, k := range tb.keys {
			s = append(s, k+"="+string(tb.values[k].kind)+":"+tb.values[k].text)
		}
		return s
	}
	got := flat{Top: show(&doc.tomlTable), TLE: doc.arrays["solutions"][0].flag("allow_tle"), Params: show(doc.tables["params"])}
	for _, tb := range doc.arrays["tests"] {
		got.Tests = append(got.Tests, show(tb)...)
	}
	want := flat{
		Top:    []string{"title=s:A + B", "timelimit=f:2.0", "forum=s:https://example.com/#32"},
		Tests:  []string{"name=s:example.in", "number=i:2", "name=s:random.cpp", "number=i:10"},
		TLE:    true,
		Params: []string{"A_MAX=i:1000000000", "EPS=f:1e-9"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestParseTOMLErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"a = 1\na = 2\n", "line 2: a given twice"},
		{"[params]\nN [1, 2]\n", `line 2: "N [1, 2]": want key = value`},
		{"a = [1, 2]\n", "line 1: a: [1, 2]: want a string, a number or true or false (ojkit reads no arrays or inline tables)"},
		{"a = '''x\n", "line 1: a: a multi-line string, which ojkit does not read"},
		{"a = \"x\n", "line 1: a: \"x: not a string"},
	} {
		_, err := parseTOML(c.in)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("%q: got error %q, want %q", c.in, got, c.want)
		}
	}
}
