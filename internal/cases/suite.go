// Package cases reads a problem's test cases: the stdin/expected-stdout pairs
// of its testscript suite (testdata/<id>/*.txtar), and the NAME.in/NAME.out
// files of a directory in the layout of online-judge-tools and Library Checker.
// It also writes a suite's cases out in that layout.
package cases

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/txtar"
)

// Case is one test: an input and, when known, the answer it expects.
type Case struct {
	Name string
	// Input and Answer are the input and answer of a suite's case, Answer
	// nil when the test has none; a test directory's stay in InputFile and
	// AnswerFile, so that a large one is never held in memory (see ReadInput,
	// HasAnswer, ReadAnswer and OpenAnswer).
	Input  []byte
	Answer []byte
	// Beyond, when not empty, says how the input goes beyond what the
	// problem's statement promises (CRLF line ends, data after the last
	// test, blank lines it never has): a case for the problem's own
	// solutions, which read leniently, that a judge never sends.
	Beyond string
	// AnswerFile is the file the answer was read from, for a case of a test
	// directory.
	AnswerFile string
	// InputFile is the file the input was read from, for a case of a test
	// directory.
	InputFile string
	// Script and Line are the script a suite's case was read from and the
	// line of its exec (or interact) there; "" and 0 for a test directory's.
	Script string
	Line   int
}

// ReadInput returns the case's input: Input, or the contents of InputFile.
func (c Case) ReadInput() ([]byte, error) {
	if c.InputFile == "" {
		return c.Input, nil
	}
	return os.ReadFile(c.InputFile)
}

// HasAnswer reports whether the case has an answer, in Answer or in
// AnswerFile.
func (c Case) HasAnswer() bool {
	return c.Answer != nil || c.AnswerFile != ""
}

// ReadAnswer returns the case's answer: Answer, or the contents of
// AnswerFile; nil when it has none.
func (c Case) ReadAnswer() ([]byte, error) {
	if c.Answer != nil || c.AnswerFile == "" {
		return c.Answer, nil
	}
	return os.ReadFile(c.AnswerFile)
}

// OpenAnswer returns the case's answer to read, and its size: Answer, or
// AnswerFile opened. The caller closes it.
func (c Case) OpenAnswer() (io.ReadSeekCloser, int64, error) {
	if c.Answer != nil || c.AnswerFile == "" {
		return nopCloser{bytes.NewReader(c.Answer)}, int64(len(c.Answer)), nil
	}
	f, err := os.Open(c.AnswerFile)
	if err != nil {
		return nil, 0, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, err
	}
	return f, info.Size(), nil
}

// nopCloser is a bytes.Reader with a Close that does nothing.
type nopCloser struct{ *bytes.Reader }

func (nopCloser) Close() error { return nil }

// BeyondMark starts a suite's comment line that marks every case after it
// in its script as beyond the statement; the rest of the line says how.
const BeyondMark = "# beyond the statement:"

// Skip is a place in a suite that holds no case the tools can run, and why.
type Skip struct {
	Where string // FILE:LINE
	Why   string
}

func (s Skip) String() string { return s.Where + ": " + s.Why }

// Suite returns the cases of problem id's suite, the scripts *.txtar in dir:
// every `stdin IN` / `exec ID` followed by `cmp stdout WANT` (or cmpexact), or
// by `cp stdout OUT` and a testlib check `exec ID-checker IN OUT ANSWER`; and
// every dialogue of an interactive problem, `interact INTERACTOR ID IN
// [ANSWER]`, whose case has the interactor's INPUT and ANSWER files. The
// inputs may be derived with the suites' commands crlf, chomp and trailspace
// and with cp. A case is named SCRIPT-IN after the script and its input file;
// a pair already seen is not repeated. Execs the tools cannot replay (an input
// made while the script runs, a failure expected by `! exec`, an output
// matched by a pattern only) come back as skips.
func Suite(dir, id string) ([]Case, []Skip, error) {
	scripts, err := filepath.Glob(filepath.Join(dir, "*.txtar"))
	if err != nil {
		return nil, nil, err
	}
	if len(scripts) == 0 {
		return nil, nil, fmt.Errorf("%s: no *.txtar scripts", dir)
	}
	var all []Case
	var skips []Skip
	seen := map[string]bool{}
	names := map[string]bool{}
	for _, path := range scripts {
		a, err := txtar.ParseFile(path)
		if err != nil {
			return nil, nil, err
		}
		found, skipped := readScript(path, id, a)
		skips = append(skips, skipped...)
		for _, c := range found {
			key := string(c.Input) + "\x00" + string(c.Answer)
			if seen[key] {
				continue
			}
			seen[key] = true
			c.Name = unique(names, c.Name)
			all = append(all, c)
		}
	}
	return all, skips, nil
}

// unique returns name, or name-2, name-3, ... if it is taken, and takes it.
func unique(taken map[string]bool, name string) string {
	n, try := 1, name
	for taken[try] {
		n++
		try = fmt.Sprintf("%s-%d", name, n)
	}
	taken[try] = true
	return try
}

// editsBeyond says how an input derived by each of the edits goes beyond
// the statements, which promise LF line ends, no trailing spaces and a
// final newline.
var editsBeyond = map[string]string{
	"crlf":       "CRLF line ends",
	"chomp":      "no final newline",
	"trailspace": "spaces and tabs at the ends of lines",
}

// edits are the suites' commands that derive a file from another, as
// problems/suites_test.go defines them.
var edits = map[string]func([]byte) []byte{
	"crlf": func(b []byte) []byte { return bytes.ReplaceAll(b, []byte("\n"), []byte("\r\n")) },
	"chomp": func(b []byte) []byte {
		return bytes.TrimSuffix(b, []byte("\n"))
	},
	"trailspace": func(b []byte) []byte { return bytes.ReplaceAll(b, []byte("\n"), []byte("  \t\n")) },
}

// script is the state of one script as readScript replays it.
type script struct {
	path, id string
	files    map[string][]byte
	made     map[string]string // a file made while the script runs -> by what
	stdin    string            // the input of the next exec, if any
	// beyond is the reason of the last BeyondMark line seen, and
	// beyondFiles, how each file derived by an edit goes beyond.
	beyond      string
	beyondFiles map[string]string
	// open is the last `exec ID` while its output may still be checked.
	open *execution
	// lastExec describes the last exec, for cp stdout.
	lastExec string
	outputs  map[string]*execution // a file holding the stdout of `exec ID`
	cases    []Case
	skips    []Skip
}

// execution is one `exec ID` of a script.
type execution struct {
	line    int
	inName  string
	input   []byte
	beyond  string
	checked bool
}

// readScript replays the commands of script a (at path) that feed and check
// the solution id, returning its cases and skips.
func readScript(path, id string, a *txtar.Archive) ([]Case, []Skip) {
	s := &script{path: path, id: id, files: map[string][]byte{}, made: map[string]string{},
		outputs: map[string]*execution{}, beyondFiles: map[string]string{}}
	for _, f := range a.Files {
		s.files[f.Name] = f.Data
	}
	for i, line := range strings.Split(string(a.Comment), "\n") {
		if why, ok := strings.CutPrefix(strings.TrimSpace(line), BeyondMark); ok {
			s.beyond = strings.TrimSpace(why)
		}
		neg, args := parseLine(line)
		if len(args) > 0 {
			s.command(i+1, neg, args)
		}
	}
	s.close()
	return s.cases, s.skips
}

// command replays one command at line n.
func (s *script) command(n int, neg bool, args []string) {
	switch cmd := args[0]; {
	case edits[cmd] != nil && len(args) == 3:
		s.derive(args[1], args[2], edits[cmd])
		s.beyondFiles[args[2]] = joinReasons(s.beyondFiles[args[1]], editsBeyond[cmd])
	case cmd == "cp" && len(args) == 3 && args[1] == "stdout":
		s.copyStdout(args[2])
	case cmd == "cp" && len(args) == 3:
		s.derive(args[1], args[2], func(b []byte) []byte { return b })
		s.beyondFiles[args[2]] = s.beyondFiles[args[1]]
	case cmd == "stdin" && len(args) == 2:
		s.stdin = args[1]
	case (cmd == "cmp" || cmd == "cmpexact") && len(args) == 3 && args[1] == "stdout" && !neg:
		s.compare(n, args[2])
	case cmd == "exec" && len(args) >= 2:
		s.exec(n, neg, args[1:])
	case cmd == "interact" && (len(args) == 4 || len(args) == 5):
		s.interact(n, neg, args[1:])
	}
}

// joinReasons joins two reasons a case goes beyond the statement, either of
// which may be empty.
func joinReasons(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + ", " + b
}

// derive records dst as edit(src).
func (s *script) derive(src, dst string, edit func([]byte) []byte) {
	if data, ok := s.files[src]; ok {
		s.files[dst] = edit(data)
		delete(s.made, dst)
		return
	}
	delete(s.files, dst)
	s.made[dst] = s.why(src)
}

// why says why the content of file is not known.
func (s *script) why(file string) string {
	if by, ok := s.made[file]; ok {
		return by
	}
	return "not in the archive"
}

// copyStdout records that dst holds the stdout of the last exec.
func (s *script) copyStdout(dst string) {
	delete(s.files, dst)
	if s.open != nil {
		s.outputs[dst] = s.open
	}
	s.made[dst] = "made by " + s.lastExec
}

// compare handles `cmp stdout WANT` at line n.
func (s *script) compare(n int, want string) {
	e := s.open
	if e == nil || e.checked {
		return
	}
	data, ok := s.files[want]
	if !ok {
		s.skip(e.line, fmt.Sprintf("the expected output %s is %s", want, s.why(want)))
		e.checked = true
		return
	}
	s.add(e, data)
}

// add records the case of execution e with the given answer.
func (s *script) add(e *execution, answer []byte) {
	e.checked = true
	s.cases = append(s.cases, Case{Name: caseName(s.path, e.inName), Input: e.input, Answer: answer, Beyond: e.beyond, Script: s.path, Line: e.line})
}

// caseName returns the name of the case of the suite at path whose input is
// the file in: SUITE-IN, without its extension, or IN alone where it begins
// with the suite's name already (sample-1 or sample1 of sample.txtar).
func caseName(path, in string) string {
	suite := strings.TrimSuffix(filepath.Base(path), ".txtar")
	in = strings.TrimSuffix(in, filepath.Ext(in))
	if strings.HasPrefix(in, suite) {
		return in
	}
	return suite + "-" + in
}

// exec handles `exec CMD ARGS` (negated if neg) at line n.
func (s *script) exec(n int, neg bool, args []string) {
	in := s.stdin
	s.stdin = ""
	s.lastExec = fmt.Sprintf("exec %s at line %d", args[0], n)
	if args[0] == s.id+"-checker" && len(args) == 4 && !neg {
		s.check(args[1:])
		return
	}
	s.close()
	if args[0] != s.id {
		return
	}
	switch data, ok := s.files[in]; {
	case neg:
		s.skip(n, "`! exec` expects the solution to fail")
	case in == "":
		s.skip(n, "no stdin")
	case !ok:
		s.skip(n, fmt.Sprintf("its input %s is %s", in, s.why(in)))
	default:
		s.open = &execution{line: n, inName: in, input: data, beyond: cmp.Or(s.beyondFiles[in], s.beyond)}
	}
}

// interact handles `interact INTERACTOR ID IN [ANSWER]` at line n: a case
// whose input is the interactor's INPUT file IN and whose answer, if given,
// its ANSWER file.
func (s *script) interact(n int, neg bool, args []string) {
	s.close()
	if args[1] != s.id {
		return
	}
	if neg {
		s.skip(n, "`! interact` expects the interactor to reject the solution")
		return
	}
	e := &execution{line: n, inName: args[2], beyond: cmp.Or(s.beyondFiles[args[2]], s.beyond)}
	var answer []byte
	for i, name := range args[2:] {
		data, ok := s.files[name]
		if !ok {
			s.skip(n, fmt.Sprintf("its interactor's file %s is %s", name, s.why(name)))
			return
		}
		if i == 0 {
			e.input = data
		} else {
			answer = data
		}
	}
	s.add(e, answer)
}

// check handles `exec ID-checker IN OUT ANSWER`: if OUT holds the output of
// `exec ID` on IN, that execution is a case with the answer ANSWER.
func (s *script) check(args []string) {
	e := s.outputs[args[1]]
	if e == nil || e.checked {
		return
	}
	if in, ok := s.files[args[0]]; !ok || !bytes.Equal(in, e.input) {
		return
	}
	answer, ok := s.files[args[2]]
	if !ok {
		s.skip(e.line, fmt.Sprintf("the checker's answer %s is %s", args[2], s.why(args[2])))
		e.checked = true
		return
	}
	s.add(e, answer)
}

// close ends the open execution: one that no file checked is a skip.
func (s *script) close() {
	if e := s.open; e != nil && !e.checked {
		s.skip(e.line, "its output is matched by a pattern only, not compared with a file")
	}
	s.open = nil
}

// skip records a skip at line n.
func (s *script) skip(n int, why string) {
	s.skips = append(s.skips, Skip{Where: fmt.Sprintf("%s:%d", s.path, n), Why: why})
}

// parseLine splits a script line into its words, testscript's way: '#'
// starts a comment, single quotes quote (” is a quote inside them), and
// leading [condition]s and a leading ! or ? are dropped (neg reports the !).
func parseLine(line string) (neg bool, args []string) {
	var word strings.Builder
	inWord, quoted := false, false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quoted && c == '\'' && i+1 < len(line) && line[i+1] == '\'':
			word.WriteByte('\'')
			i++
		case c == '\'':
			quoted, inWord = !quoted, true
		case quoted:
			word.WriteByte(c)
		case c == '#' && !inWord:
			i = len(line)
		case c == ' ' || c == '\t' || c == '\r':
			if inWord {
				args = append(args, word.String())
				word.Reset()
				inWord = false
			}
		default:
			word.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		args = append(args, word.String())
	}
	for len(args) > 0 && strings.HasPrefix(args[0], "[") {
		args = args[1:]
	}
	if len(args) > 0 && (args[0] == "!" || args[0] == "?") {
		neg = args[0] == "!"
		args = args[1:]
	}
	return neg, args
}

// sortNatural sorts cases by name, runs of digits compared as numbers.
func sortNatural(cs []Case) {
	sort.SliceStable(cs, func(i, j int) bool { return naturalLess(cs[i].Name, cs[j].Name) })
}

// naturalLess orders a before b with digit runs compared by value.
func naturalLess(a, b string) bool {
	for a != "" && b != "" {
		da, db := digits(a), digits(b)
		switch {
		case da > 0 && db > 0:
			x, y := strings.TrimLeft(a[:da], "0"), strings.TrimLeft(b[:db], "0")
			if len(x) != len(y) {
				return len(x) < len(y)
			}
			if x != y {
				return x < y
			}
			a, b = a[da:], b[db:]
		case a[0] != b[0]:
			return a[0] < b[0]
		default:
			a, b = a[1:], b[1:]
		}
	}
	return len(a) < len(b)
}

// digits returns the length of the run of ASCII digits at the start of s.
func digits(s string) int {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return n
}

// writeNew writes data to path, refusing to replace a file that exists.
func writeNew(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
