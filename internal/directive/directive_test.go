package directive

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// parse parses the files of srcs, each a package doc comment's lines
// without the package clause, named a.go, b.go and so on.
func parse(t *testing.T, srcs ...string) (Directives, error) {
	t.Helper()
	fset := token.NewFileSet()
	var files []*ast.File
	for i, src := range srcs {
		name := string(rune('a'+i)) + ".go"
		f, err := parser.ParseFile(fset, name, src+"package main\n", parser.ParseComments|parser.PackageClauseOnly)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return Parse(fset, files...)
}

func TestParse(t *testing.T) {
	got, err := parse(t, "// Command x solves it.\n//\n//ojkit:judges POJ3076 UVa1309\n//ojkit:go 1.7\n//ojkit:limits 3s 64MiB\n",
		"//ojkit:compare checker ./check.cpp\n//ojkit:interactor ./i.py\n//ojkit:io in.txt stdout\n//ojkit:expect TLE\n//ojkit:verify https://judge.yosupo.jp/problem/aplusb 1e-6\n// not a directive: //ojkit:nothing\n")
	if err != nil {
		t.Fatal(err)
	}
	want := Directives{
		Judges:     []string{"POJ3076", "UVa1309"},
		Go:         Version{Minor: 7},
		HasGo:      true,
		Limits:     Limits{Time: 3 * time.Second, Memory: 64 << 20},
		Compare:    Compare{Mode: "checker", Checker: "./check.cpp"},
		Interactor: Interactor{Set: true, Command: "./i.py"},
		IO:         IO{In: "in.txt"},
		Expect:     "TLE",
		Verify:     Verify{Problem: "https://judge.yosupo.jp/problem/aplusb", Tolerance: "1e-6"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Parse (-want +got):\n%s", diff)
	}
	if got, err := parse(t, "// Command x.\n", "//ojkit:interactor\n"); err != nil || !cmp.Equal(got, Directives{Interactor: Interactor{Set: true}}) {
		t.Errorf("Parse of a bare interactor = %+v, %v", got, err)
	}
}

// TestParseErrors checks an error of each kind: an unknown name with the
// nearest known one, a bad value of each directive with its form, and a
// directive given twice; each names the file and line.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		srcs []string
		want string
	}{
		{[]string{"// Command x.\n//\n//ojkit:limit 1s\n"},
			"a.go:3: //ojkit:limit: unknown directive; did you mean //ojkit:limits?"},
		{[]string{"//ojkit:judge POJ3076\n"},
			"a.go:1: //ojkit:judge: unknown directive; did you mean //ojkit:judges?"},
		{[]string{"//ojkit:interactive\n"},
			"a.go:1: //ojkit:interactive: unknown directive; did you mean //ojkit:interactor?"},
		{[]string{"//ojkit:judges\n"},
			"a.go:1: //ojkit:judges: want one or more entries such as POJ3076 SPOJ-SUDOKU (the form is //ojkit:judges ENTRY...)"},
		{[]string{"//ojkit:go 7\n"},
			`a.go:1: //ojkit:go: bad Go version "7", want one like 1.7 or 1.22.2 (the form is //ojkit:go VERSION)`},
		{[]string{"//ojkit:limits 1s\n"},
			`a.go:1: //ojkit:limits: "1s": want a time and a memory limit, such as 3s 64MiB, or unverified (the form is //ojkit:limits TIME MEMORY | unverified)`},
		{[]string{"//ojkit:compare fuzzy\n"},
			`a.go:1: //ojkit:compare: "fuzzy": want exact, lines, tokens, float EPS or checker [CMD] (the form is //ojkit:compare exact | lines | tokens | float EPS | checker [CMD])`},
		{[]string{"//ojkit:io in.txt\n"},
			`a.go:1: //ojkit:io: "in.txt": want an input and an output, such as input.txt output.txt or NAME.in stdout (the form is //ojkit:io IN OUT)`},
		{[]string{"//ojkit:expect OK\n"},
			`a.go:1: //ojkit:expect: "OK": want one of AC, WA, TLE, RE (the form is //ojkit:expect AC | WA | TLE | RE)`},
		{[]string{"//ojkit:verify\n"},
			"a.go:1: //ojkit:verify: want a problem's URL or a folder of cases, then maybe the error allowed (the form is //ojkit:verify URL [TOLERANCE])"},
		{[]string{"//ojkit:verify cases tiny\n"},
			`a.go:1: //ojkit:verify: "tiny": want the error allowed, such as 1e-6 (the form is //ojkit:verify URL [TOLERANCE])`},
		{[]string{"//ojkit:go 1.7\n", "// Command x.\n//\n//ojkit:go 1.9\n"},
			"b.go:3: //ojkit:go: given again, first at a.go:1: give each directive once"},
		{[]string{"// Command x.\n//\n//ojkit:limits 1s 64MiB\n\n"},
			"a.go:3: //ojkit:limits: not in the package doc comment: remove the blank line between it and the package clause"},
	} {
		_, err := parse(t, c.srcs...)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("Parse(%q):\n got %s\nwant %s", c.srcs, got, c.want)
		}
	}
}

// TestWriteHelp checks that the help names every directive with its form,
// and that each example it gives parses.
func TestWriteHelp(t *testing.T) {
	var b strings.Builder
	WriteHelp(&b)
	for _, d := range directives {
		head := prefix + d.name + " " + d.form + "\n"
		example := prefix + d.name + " " + d.example + "\n"
		if !strings.Contains(b.String(), head) || !strings.Contains(b.String(), "example: "+example) {
			t.Errorf("the help lacks %q or its example %q:\n%s", head, example, b.String())
		}
		if _, err := parse(t, example); err != nil {
			t.Errorf("the example of %s: %v", d.name, err)
		}
	}
}
