// Package onlinejudge is ojkit's one table of online judges: the Go release
// each compiles submissions with, its default checker's comparison and its
// source-size limit. ojkit bundle, check and new read it:
// a problem's Go floor is the oldest Go among the judges its //ojkit:judges
// directive names, unless //ojkit:go or a -go flag sets one, and its
// submission must fit the smallest source limit among them. ojkit help judges
// prints the table.
//
// The table's Go column holds the versions the judges publish; a judge that
// takes Go without publishing its version is checked at the newest of them,
// with a warning (see FloorOf). The comment on the table gives each source.
package onlinejudge

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/directive"
)

// A Judge is an online judge.
type Judge struct {
	Name string // how //ojkit:judges entries begin: "Luogu" in "LuoguP4929"
	// Go is the Go release the judge compiles with, such as "1.24": "" when
	// it takes Go without publishing the version, None when it takes no Go.
	Go   string
	Note string // where the version comes from
	// Compare is how the judge's default checker compares an output with
	// the answer, as a //ojkit:compare mode: exact (a whitespace-only
	// difference is a presentation error), lines (trailing whitespace and
	// trailing empty lines ignored) or tokens (whitespace-separated).
	Compare string
	// Source is the largest source file the judge takes, in bytes, where it
	// publishes one; 0 where it does not.
	Source int
	// Checked says when and where the row was last checked against the
	// judge, or that it could not be.
	Checked string
}

// None is the Go of a judge that takes no Go.
const None = "none"

// TakesGo reports whether the judge compiles Go.
func (j Judge) TakesGo() bool { return j.Go != None }

// Published reports whether the judge publishes the Go release it compiles
// with.
func (j Judge) Published() bool { return j.Go != "" && j.Go != None }

// notRechecked is the Checked of a judge whose page could not be read
// when the table was last checked.
const notRechecked = "not rechecked on 2026-11-29: no page of it reachable"

// table lists the judges, sorted by name without regard to case.
//
// The Go column holds the release each judge publishes: AtCoder's language
// update of 2025-10 (go1.25.1; gccgo 15.2.0 at the Go 1.18 language is its
// other Go); Codeforces' submit page (go1.22.2); Kattis's Go page,
// open.kattis.com/languages/go (go1.24.3, built with go build); Luogu's
// language list (go1.24.4); Library Checker's language table, langs/langs.toml
// of yosupo06/library-checker-judge (go 1.18.2, built with go build
// main.go); SPOJ's last documented Go (go1.7.4). It is empty where the judge
// takes Go without a version found published: AcWing, Aizu, Baekjoon,
// CodeChef, DMOJ (its Go is each judge server's own go command, see
// dmoj/executors/GO.py of DMOJ/judge-server), LibreOJ, Timus, Toph and
// yukicoder. bailian, CSES, e-olymp (not confirmed), HDU, the ICPC Live
// Archive, POJ, UOJ (C, C++, Pascal, Python, Java), USACO (C, C++, Java,
// Python), UVa and ZOJ take no Go. The Checked column says which rows were
// checked again, when and where, and which could not be.
//
// The Compare column: POJ, HDU, UVa, ZOJ, Aizu and their kin answer a
// whitespace-only difference with Presentation Error; Luogu, AcWing,
// Baekjoon, LibreOJ, UOJ, DMOJ, USACO, yukicoder and Toph ignore trailing
// whitespace and trailing empty lines; SPOJ, Kattis (problemtools' default
// output validator), AtCoder, Codeforces and the judges whose checkers are
// testlib's (Library Checker, CodeChef, CSES, Timus) compare tokens. The
// Source column holds only the limits found published: SPOJ's 50 000 bytes
// (its guide: "Source code length is restricted to 50 000 bytes"), DMOJ's
// 65 536 characters (its submit form and judge refuse more; a file of at
// most that many bytes has at most that many characters) and Baekjoon's
// 512K (Startlink/BOJ-Feature-Request#56, raised from 64K; read as 512 000
// bytes, the smaller reading).
var table = []Judge{
	{"AcWing", "", "Go offered, version not published", "lines", 0, notRechecked},
	{"Aizu", "", "Aizu Online Judge: Go offered, version not published", "exact", 0, notRechecked},
	{"AtCoder", "1.25", "language update of 2025-10: go1.25.1 (its gccgo 15.2.0 compiles the Go 1.18 language)", "tokens", 0, "2026-11-29: the language list of atcoder.jp/posts/1593 (2025-10), as kyuridenamida/atcoder-tools#306 copies it"},
	{"Baekjoon", "", "Baekjoon Online Judge: Go offered, version not published", "lines", 512000, notRechecked},
	{"bailian", None, "no Go", "exact", 0, notRechecked},
	{"CodeChef", "", "Go offered, version not published", "tokens", 0, notRechecked},
	{"Codeforces", "1.22", "go1.22.2", "tokens", 0, notRechecked + "; go1.22.2 as last read from its submit page"},
	{"CSES", None, "CSES Problem Set: no Go among its languages", "tokens", 0, notRechecked},
	{"DMOJ", "", "Go offered, version varies by judge server", "lines", 65536, notRechecked},
	{"e-olymp", None, "Go not confirmed: taken as none", "exact", 0, notRechecked},
	{"HDU", None, "no Go", "exact", 0, notRechecked},
	{"Kattis", "1.24", "go1.24.3, built with go build", "tokens", 0, "2026-11-29: the stored page ncpc23.kattis.com/contests/ncpc23/languages/go (go 1.24.3)"},
	{"LA", None, "ICPC Live Archive: no Go", "exact", 0, notRechecked},
	{"LibraryChecker", "1.18", "Library Checker: go1.18.2, built with go build", "tokens", 0, "2026-11-29: langs/langs.toml of yosupo06/library-checker-judge at 01fa3c63 (go 1.18.2)"},
	{"LibreOJ", "", "Go offered, version not published", "lines", 0, notRechecked},
	{"Luogu", "1.24", "go1.24.4", "lines", 0, notRechecked + "; go1.24.4 as last read from its language list"},
	{"POJ", None, "no Go", "exact", 0, notRechecked},
	{"SPOJ", "1.7", "last documented go1.7.4", "tokens", 50000, notRechecked + "; go1.7.4 as last documented"},
	{"Timus", "", "Timus Online Judge: Go offered, version not published", "tokens", 0, notRechecked},
	{"Toph", "", "Go offered, version not published", "lines", 0, notRechecked},
	{"UOJ", None, "Universal Online Judge: no Go (C, C++, Pascal, Python, Java)", "lines", 0, notRechecked},
	{"USACO", None, "no Go (C, C++, Java, Python)", "lines", 0, notRechecked},
	{"UVa", None, "no Go", "exact", 0, notRechecked},
	{"yukicoder", "", "Go offered, version not published", "lines", 0, notRechecked},
	{"ZOJ", None, "no Go", "exact", 0, notRechecked},
}

// BundleBudget is the most bytes a bundle of this repository's problems may
// take: SPOJ's source limit, the smallest the table holds, less 10 000
// bytes kept for a user's own changes to the submission, so that a changed
// bundle still fits every judge.
const BundleBudget = 40000

// SmallestSource returns the judge with the smallest source limit among the
// judges of //ojkit:judges entries (a remote judge's problem is limited by
// the judge it is sent to), or among every judge of the table when entries
// is empty; false when none of them publishes a limit. Unknown entries are
// skipped.
func SmallestSource(entries []string) (Judge, bool) {
	judges := All()
	if len(entries) > 0 {
		judges = nil
		for _, e := range entries {
			if j, ok := checking(e); ok {
				judges = append(judges, j)
			}
		}
	}
	best, found := Judge{}, false
	for _, j := range judges {
		if j.Source > 0 && (!found || j.Source < best.Source) {
			best, found = j, true
		}
	}
	return best, found
}

// WriteHelp writes the table of judges: each judge's name, the Go it
// compiles with, its default comparison, its source limit, the macros its
// C and C++ builds define, and where the Go version comes from.
func WriteHelp(w io.Writer) {
	fmt.Fprintf(w, "The judges ojkit knows, as //ojkit:judges entries begin (POJ3076, SPOJ-SUDOKU,\n"+
		"LuoguP4929). A problem's Go floor is the oldest Go among its judges (a judge\n"+
		"whose Go is unpublished, or unknown to ojkit, counts as %s, the newest in\n"+
		"the table, and ojkit check warns); its comparison the strictest of their\n"+
		"default checkers; ojkit check refuses a file over the smallest of their\n"+
		"source limits.\n\n", Newest())
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "JUDGE\tGO\tCOMPARE\tSOURCE LIMIT\tDEFINES\tNOTE\tCHECKED")
	for _, j := range table {
		goVersion, limit := "none", "-"
		switch {
		case j.Published():
			goVersion = "go" + j.Go
		case j.TakesGo():
			goVersion = "unpublished"
		}
		if j.Source > 0 {
			limit = strconv.Itoa(j.Source) + " bytes"
		}
		defs := strings.Join(append([]string{OnlineJudge}, defines[j.Name]...), " ")
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", j.Name, goVersion, j.Compare, limit, defs, j.Note, j.Checked)
	}
	tw.Flush()
	var remote []string
	for prefix, name := range remoteJudges {
		remote = append(remote, prefix+" as "+name)
	}
	slices.Sort(remote)
	fmt.Fprintf(w, "\nLuogu's remote-judge entries are judged as the judge they are sent to: %s.\n", strings.Join(remote, ", "))
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

// NoGo returns the judges of //ojkit:judges entries when every one of them
// that ojkit knows takes no Go, so that a Go submission is only a reference
// to test a solution in another language against; nil when one takes Go or
// none is known.
func NoGo(entries []string) []string {
	var names []string
	for _, e := range entries {
		j, ok := checking(e)
		switch {
		case !ok:
			continue
		case j.TakesGo():
			return nil
		case !slices.Contains(names, j.Name):
			names = append(names, j.Name)
		}
	}
	return names
}

// OnlineJudge is the macro that C and C++ sources test to tell a judge's
// build from their author's: Codeforces, AtCoder, Luogu, POJ, UVa and most
// others define it.
const OnlineJudge = "ONLINE_JUDGE"

// defines holds the macros judges define in C and C++ builds beside
// OnlineJudge, by judge: AtCoder's compile commands add -DATCODER.
var defines = map[string][]string{"AtCoder": {"ATCODER"}}

// pythons holds how the judges that publish it run a Python 3 submission:
// Kattis with PyPy alone (problemtools' languages.yaml: "Python 3
// (w/PyPy3)"); Codeforces and AtCoder offer CPython ("Python 3") and PyPy
// ("PyPy 3") as two languages.
var pythons = map[string]string{"Kattis": pypyOnly, "Codeforces": bothPythons, "AtCoder": bothPythons}

// The values of pythons.
const (
	pypyOnly    = "PyPy"
	bothPythons = "CPython or PyPy"
)

// PythonOf returns whether a Python 3 solution of the judges of
// //ojkit:judges entries runs with PyPy, and why, such as "as Kattis runs
// Python 3": PyPy where one of them runs Python 3 with PyPy alone, else
// CPython, each judge's "Python 3", naming those that offer PyPy as well;
// why is "" where none of them is known to run Python.
func PythonOf(entries []string) (pypy bool, why string) {
	var both []string
	for _, e := range entries {
		j, _ := checking(e)
		switch pythons[j.Name] {
		case pypyOnly:
			return true, "as " + j.Name + " runs Python 3"
		case bothPythons:
			if !slices.Contains(both, j.Name) {
				both = append(both, j.Name)
			}
		}
	}
	if len(both) == 0 {
		return false, ""
	}
	names, run, offer := both[0], "runs", "offers"
	if len(both) > 1 {
		names, run, offer = strings.Join(both, " and "), "run", "offer"
	}
	return false, "as " + names + " " + run + " \"Python 3\"; " + names + " also " + offer + " \"PyPy 3\", faster on loops"
}

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

// WithoutPE returns the name of a judge of //ojkit:judges entries that has
// no presentation error verdict, counting one as WA, when none of them has
// one (Compare exact); "" when one of them has it, or there are no known
// entries.
func WithoutPE(entries []string) string {
	name := ""
	for _, e := range entries {
		j, ok := checking(e)
		switch {
		case !ok:
			continue
		case j.Compare == "exact":
			return ""
		case name == "":
			name = j.Name
		}
	}
	return name
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
	// Unpublished, with Source "//ojkit:judges", holds the entries whose
	// judge takes Go without publishing its version, or is not in the
	// table: each counts as the newest Go of the table.
	Unpublished []string
}

// Origin says where the floor came from, as a clause: "set by -go", "set by
// //ojkit:go", "the Go of SPOJ-SUDOKU, the oldest among //ojkit:judges", that none of
// the judges takes Go, or that it is the newest Go ojkit knows.
func (f Floor) Origin() string {
	switch {
	case f.Source == "-go" || f.Source == "//ojkit:go":
		return "set by " + f.Source
	case f.Source == DefaultSource:
		return "ojkit's default without //ojkit:go or //ojkit:judges: the newest Go of the judges it knows"
	case len(f.NoGo) > 0:
		return "none of the judges takes Go: this file is a reference to test other languages against"
	case f.By == "":
		return "the newest Go of the judges ojkit knows, as the Go of " + strings.Join(f.Unpublished, ", ") + " is unpublished"
	}
	return "the Go of " + f.By + ", the oldest among //ojkit:judges"
}

// Warning says, for a floor that stands in for a Go version no judge
// published, what the file is checked at and how to say better; it is empty
// for a floor that is known. file is the Go file whose directives were read.
func (f Floor) Warning(file string) string {
	switch {
	case f.Source == DefaultSource:
		return fmt.Sprintf("%s names no judge (//ojkit:judges) and no //ojkit:go: checked at %s, the newest Go of the judges ojkit knows; set //ojkit:go to the judge's Go if it is older", file, f.Version)
	case f.Source != "//ojkit:judges" || len(f.Unpublished) == 0:
		return ""
	}
	return fmt.Sprintf("the Go of %s is not published: taken as %s, the newest of the judges ojkit knows, and %s is checked at %s; set //ojkit:go in %s if the judge's Go is older",
		strings.Join(unknownNamed(f.Unpublished), ", "), Newest(), file, f.Version, file)
}

// unknownNamed returns entries, each that names no judge of the table
// followed by that, and by the judge it may misspell if one is close.
func unknownNamed(entries []string) []string {
	var names []string
	for _, j := range table {
		names = append(names, j.Name)
	}
	out := make([]string, len(entries))
	for i, e := range entries {
		out[i] = e
		if _, ok := Find(e); ok {
			continue
		}
		if near := cli.Close(strings.TrimRight(e, "-0123456789"), names); near != "" {
			out[i] += " (no judge ojkit knows; did you mean " + near + "?)"
		} else {
			out[i] += " (no judge ojkit knows)"
		}
	}
	return out
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
		return fmt.Sprintf("the floor %s is ojkit's default, the newest Go of the judges it knows, as %s has no //ojkit:go or //ojkit:judges: name the problem's judges with //ojkit:judges, or set //ojkit:go, %s, or pass -go",
			f.Version, file, where)
	case len(f.NoGo) > 0:
		return fmt.Sprintf("the floor %s is ojkit's oldest, as none of the judges of //ojkit:judges in %s takes Go: set //ojkit:go %s to build this reference with a newer Go, or pass -go",
			f.Version, file, where)
	case f.By == "":
		return fmt.Sprintf("the floor %s is the newest Go ojkit knows, as the judges of //ojkit:judges in %s publish none: set //ojkit:go %s if theirs is newer, or pass -go",
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

// Newest returns the newest Go release a judge of the table publishes: the
// floor of a problem whose judges publish none.
func Newest() directive.Version {
	var v directive.Version
	for _, j := range table {
		if w := version(j); j.Published() && w.Minor > v.Minor {
			v = w
		}
	}
	return v
}

// version returns the Go release of a judge that publishes one (a test
// checks that the table's parse).
func version(j Judge) directive.Version {
	v, _ := directive.ParseVersion(j.Go)
	return v
}

// FloorOf returns the floor set by flagValue (a -go flag) if it is set, else by
// the //ojkit:go directive of d, else the oldest Go among the judges of its
// //ojkit:judges directive (go1.7 when none of them takes Go, listing them in
// NoGo), where a judge that publishes no version, or that the table does not
// hold, counts as Newest (listed in Unpublished). When d gives neither it
// returns Newest with DefaultSource. Such a floor has a Warning.
func FloorOf(flagValue string, d directive.Directives) (Floor, error) {
	switch {
	case flagValue != "":
		v, err := directive.ParseVersion(flagValue)
		if err != nil {
			return Floor{}, fmt.Errorf("-go: %v", err)
		}
		return Floor{Version: v, Source: "-go"}, nil
	case d.HasGo:
		return Floor{Version: d.Go, Source: "//ojkit:go"}, nil
	case len(d.Judges) > 0:
		return judgesFloor(d.Judges), nil
	}
	return Floor{Version: Newest(), Source: DefaultSource}, nil
}

// judgesFloor returns the oldest Go among the judges of entries.
func judgesFloor(entries []string) Floor {
	f := Floor{Source: "//ojkit:judges"}
	found := false
	for _, e := range entries {
		j, ok := Find(e)
		switch {
		case ok && !j.TakesGo():
			f.NoGo = append(f.NoGo, e)
			continue
		case !ok || !j.Published():
			f.Unpublished = append(f.Unpublished, e)
			continue
		}
		if v := version(j); !found || v.Minor < f.Version.Minor {
			f.Version, f.By, found = v, e, true
		}
	}
	switch {
	case len(f.Unpublished) > 0 && !found:
		f.Version, f.By, f.NoGo = Newest(), "", nil
	case found:
		f.NoGo = nil
	default:
		f.Version, _ = directive.ParseVersion(oldest)
	}
	return f
}
