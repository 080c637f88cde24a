// Package onlinejudge is ojkit's one table of online judges and the Go release each
// compiles submissions with. The bundler, judgecheck and scripts/newproblem read
// it: a problem's Go floor is the oldest Go among the judges its //ojkit:judges
// directive names, unless //ojkit:go or a -go flag sets one. ojkit help judges
// prints the table.
//
// Where the versions come from: AtCoder's language update of 2023 (go1.20.6);
// Codeforces' submit page (go1.22.2; its checkers are testlib's wcmp); Kattis's
// Go page (go1.24.3, built with go build; problemtools' default output
// validator compares tokens); Luogu's language list (go1.24.4); SPOJ's last
// documented Go (go1.7.4). DMOJ's Go varies by judge server (one instance shows
// go1.19.8). AOJ lists Go without a version, and its verdicts include
// Presentation Error; Baekjoon, CodeChef, Library Checker, LibreOJ, Timus, Toph
// and yukicoder list Go without a version found published; AcWing's is believed
// offered, undocumented. bailian, CSES, e-olymp (not confirmed), HDU, the ICPC
// Live Archive, POJ, UOJ (C, C++, Pascal, Python, Java), USACO (C, C++, Java,
// Python), UVa and ZOJ take no Go.
package onlinejudge

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/ojkit/ojkit/internal/directive"
)

// A Judge is an online judge.
type Judge struct {
	Name string // how //ojkit:judges entries begin: "Luogu" in "LuoguP4929"
	Go   string // the Go release to target, such as "1.24"; "" when the judge takes no Go
	Note string // where the version comes from
	// Compare is how the judge's default checker compares an output with
	// the answer, as a //ojkit:compare mode: exact (a whitespace-only
	// difference is a presentation error), lines (trailing whitespace and
	// trailing empty lines ignored) or tokens (whitespace-separated).
	Compare string
}

// TakesGo reports whether the judge compiles Go.
func (j Judge) TakesGo() bool { return j.Go != "" }

// table lists the judges, sorted by name without regard to case. Where a
// judge takes Go but the version could not be found published, its Go is
// go1.7, the oldest floor, so that a file passing it compiles there. The
// Compare column: POJ, HDU, UVa, ZOJ, Aizu and their kin answer a
// whitespace-only difference with Presentation Error; Luogu, AcWing,
// Baekjoon, LibreOJ, UOJ, DMOJ, USACO, yukicoder and Toph ignore trailing
// whitespace and trailing empty lines; SPOJ, Kattis (problemtools' default
// output validator), AtCoder, Codeforces and the judges whose checkers are
// testlib's (Library Checker, CodeChef, CSES, Timus) compare tokens. The
// package doc gives each row's source.
var table = []Judge{
	{"AcWing", "1.7", "Go believed offered, version undocumented: the oldest floor", "lines"},
	{"Aizu", "1.7", "Aizu Online Judge: Go offered, version not published: the oldest floor", "exact"},
	{"AtCoder", "1.20", "language update of 2023: go1.20.6", "tokens"},
	{"Baekjoon", "1.7", "Baekjoon Online Judge: Go offered, version not published here: the oldest floor", "lines"},
	{"bailian", "", "no Go", "exact"},
	{"CodeChef", "1.7", "Go offered, version not published: the oldest floor", "tokens"},
	{"Codeforces", "1.22", "go1.22.2", "tokens"},
	{"CSES", "", "CSES Problem Set: no Go among its languages", "tokens"},
	{"DMOJ", "1.7", "Go offered, version varies by judge server: the oldest floor", "lines"},
	{"e-olymp", "", "Go not confirmed: taken as none", "exact"},
	{"HDU", "", "no Go", "exact"},
	{"Kattis", "1.24", "go1.24.3, built with go build", "tokens"},
	{"LA", "", "ICPC Live Archive: no Go", "exact"},
	{"LibraryChecker", "1.7", "Library Checker: Go offered, version not published: the oldest floor", "tokens"},
	{"LibreOJ", "1.7", "Go believed offered, version not published: the oldest floor", "lines"},
	{"Luogu", "1.24", "go1.24.4", "lines"},
	{"POJ", "", "no Go", "exact"},
	{"SPOJ", "1.7", "last documented go1.7.4", "tokens"},
	{"Timus", "1.7", "Timus Online Judge: Go offered, version not published here: the oldest floor", "tokens"},
	{"Toph", "1.7", "Go offered, version not published: the oldest floor", "lines"},
	{"UOJ", "", "Universal Online Judge: no Go (C, C++, Pascal, Python, Java)", "lines"},
	{"USACO", "", "no Go (C, C++, Java, Python)", "lines"},
	{"UVa", "", "no Go", "exact"},
	{"yukicoder", "1.7", "Go offered, version not published here: the oldest floor", "lines"},
	{"ZOJ", "", "no Go", "exact"},
}

// remoteJudges maps the prefixes of the //ojkit:judges entries of Luogu's
// remote-judge problems (LuoguSP1110 is SPOJ's SUDOKU) to the judge whose
// checker judges them.
var remoteJudges = map[string]string{"LuoguSP": "SPOJ", "LuoguUVA": "UVa", "LuoguCF": "Codeforces", "LuoguAT": "AtCoder"}

// checking returns the judge whose checker judges the problem of entry.
func checking(entry string) (Judge, bool) {
	for prefix, name := range remoteJudges {
		if strings.HasPrefix(entry, prefix) {
			return Find(name + strings.TrimPrefix(entry, prefix))
		}
	}
	return Find(entry)
}

// OnlineJudge is the macro that C and C++ sources test to tell a judge's
// build from their author's: Codeforces, AtCoder, Luogu, POJ, UVa and most
// others define it.
const OnlineJudge = "ONLINE_JUDGE"

// defines holds the macros judges define in C and C++ builds beside
// OnlineJudge, by judge: AtCoder's compile commands add -DATCODER.
var defines = map[string][]string{"AtCoder": {"ATCODER"}}

// DefinesOf returns the macros defined in C and C++ builds for the judges of
// //ojkit:judges entries: OnlineJudge, then those of each judge named (a
// remote judge's problem is compiled by the judge it is sent to), each once.
// Unknown entries add nothing.
func DefinesOf(entries []string) []string {
	defs := []string{OnlineJudge}
	for _, e := range entries {
		j, _ := checking(e)
		for _, d := range defines[j.Name] {
			if !slices.Contains(defs, d) {
				defs = append(defs, d)
			}
		}
	}
	return defs
}

// strictness orders the comparison modes, the most lenient first.
var strictness = []string{"tokens", "lines", "exact"}

// CompareOf returns the comparison of the judges of //ojkit:judges entries:
// the strictest of their default checkers, so that an output accepted here
// is accepted by every one of them, and the entries that decide it. Without
// entries it is tokens, as most judges compare.
func CompareOf(entries []string) (mode string, by []string, err error) {
	mode = strictness[0]
	for _, e := range entries {
		j, ok := checking(e)
		if !ok {
			return "", nil, fmt.Errorf("//ojkit:judges: %q names no known judge (known: %s)", e, Names())
		}
		switch slices.Index(strictness, j.Compare) - slices.Index(strictness, mode) {
		case 0:
			by = append(by, e)
		case 1, 2:
			mode, by = j.Compare, []string{e}
		}
	}
	return mode, by, nil
}

// All returns the judges sorted by name without regard to case.
func All() []Judge {
	return append([]Judge(nil), table...)
}

// Names returns the judges' names sorted, separated by spaces.
func Names() string {
	var names []string
	for _, j := range All() {
		names = append(names, j.Name)
	}
	return strings.Join(names, " ")
}

// Find returns the judge of an //ojkit:judges entry: the judge whose name is the
// longest prefix of entry, followed by the problem's id on that judge ("POJ3076",
// "SPOJ-SUDOGOB", "LuoguP4929", "Kattis-sudokunique").
func Find(entry string) (Judge, bool) {
	best, found := Judge{}, false
	for _, j := range table {
		rest, ok := strings.CutPrefix(entry, j.Name)
		if ok && rest != "" && rest != "-" && len(j.Name) > len(best.Name) {
			best, found = j, true
		}
	}
	return best, found
}

// A Floor is the oldest Go a problem's submission must compile with.
type Floor struct {
	Version directive.Version
	Source  string   // "-go", "//ojkit:go", "//ojkit:judges" or DefaultSource
	NoGo    []string // with Source "//ojkit:judges" and no judge taking Go: the judges
	By      string   // with Source "//ojkit:judges" and a judge taking Go: the entry of the oldest Go
}

// Origin says where the floor came from, as a clause: "set by -go", "set by
// //ojkit:go", "the Go of SPOJ-SUDOKU, the oldest among //ojkit:judges", that none of
// the judges takes Go, or that it is ojkit's default.
func (f Floor) Origin() string {
	switch {
	case f.Source == "-go" || f.Source == "//ojkit:go":
		return "set by " + f.Source
	case f.Source == DefaultSource:
		return "ojkit's default without //ojkit:go or //ojkit:judges: the oldest Go of the judges it knows"
	case len(f.NoGo) > 0:
		return "none of the judges takes Go: this file is a reference to test other languages against"
	}
	return "the Go of " + f.By + ", the oldest among //ojkit:judges"
}

// Advice says, for code that needs a newer Go than the floor, where the floor
// came from and how to change it; file is the Go file whose directives were
// read. It is empty for a floor set by -go, which the user just chose.
func (f Floor) Advice(file string) string {
	where := "in the doc comment of package main (main.go's, which a bundle copies)"
	switch {
	case f.Source == "-go":
		return ""
	case f.Source == "//ojkit:go":
		return fmt.Sprintf("the floor %s is set by //ojkit:go in %s: write the code for %s, or raise //ojkit:go %s if every judge of the problem has a newer Go, or pass -go",
			f.Version, file, f.Version, where)
	case f.Source == DefaultSource:
		return fmt.Sprintf("the floor %s is ojkit's default, the oldest Go of the judges it knows, as %s has no //ojkit:go or //ojkit:judges: name the problem's judges with //ojkit:judges (their oldest Go becomes the floor), or set //ojkit:go, %s, or pass -go",
			f.Version, file, where)
	case len(f.NoGo) > 0:
		return fmt.Sprintf("the floor %s is ojkit's oldest, as none of the judges of //ojkit:judges in %s takes Go: set //ojkit:go %s to build this reference with a newer Go, or pass -go",
			f.Version, file, where)
	}
	return fmt.Sprintf("the floor %s is the Go of %s, the oldest among //ojkit:judges in %s: write the code for %s, or set //ojkit:go %s to submit to newer judges only, or pass -go",
		f.Version, f.By, file, f.Version, where)
}

// DefaultSource is the Source of the floor of a problem that declares none.
const DefaultSource = "default"

// oldest is the floor used when no judge of a problem takes Go: the file is then
// a reference to test other languages against, and builds with any Go ojkit
// supports.
const oldest = "1.7"

// FloorOf returns the floor set by flagValue (a -go flag) if it is set, else by
// the //ojkit:go directive of dirs, else the oldest Go among the judges of the
// //ojkit:judges directive (go1.7 when none of them takes Go, listing them in
// NoGo). When dirs give neither it returns go1.7 with DefaultSource: the
// oldest Go of the judges in the table, so that a file which passes it
// compiles on every one of them.
func FloorOf(flagValue string, dirs map[string]string) (Floor, error) {
	if flagValue != "" {
		v, err := directive.ParseVersion(flagValue)
		if err != nil {
			return Floor{}, fmt.Errorf("-go: %v", err)
		}
		return Floor{Version: v, Source: "-go"}, nil
	}
	if s, ok := dirs["go"]; ok {
		v, err := directive.ParseVersion(s)
		if err != nil {
			return Floor{}, fmt.Errorf("//ojkit:go: %v", err)
		}
		return Floor{Version: v, Source: "//ojkit:go"}, nil
	}
	if entries := strings.Fields(dirs["judges"]); len(entries) > 0 {
		return judgesFloor(entries)
	}
	v, _ := directive.ParseVersion(oldest)
	return Floor{Version: v, Source: DefaultSource}, nil
}

// judgesFloor returns the oldest Go among the judges of entries.
func judgesFloor(entries []string) (Floor, error) {
	f := Floor{Source: "//ojkit:judges"}
	found := false
	for _, e := range entries {
		j, ok := Find(e)
		if !ok {
			return Floor{}, fmt.Errorf("//ojkit:judges: %q names no known judge (known: %s)", e, Names())
		}
		if !j.TakesGo() {
			f.NoGo = append(f.NoGo, e)
			continue
		}
		v, err := directive.ParseVersion(j.Go)
		if err != nil {
			return Floor{}, errors.New("internal error: judges table: " + err.Error())
		}
		if !found || v.Minor < f.Version.Minor {
			f.Version, f.By, found = v, e, true
		}
	}
	if found {
		f.NoGo = nil
		return f, nil
	}
	f.Version, _ = directive.ParseVersion(oldest)
	return f, nil
}
