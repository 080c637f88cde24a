package judging

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode"

	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/tempdir"
)

// FileIO is where a problem's solution reads its input and writes its
// output, as its //ojkit:io IN OUT directive says; the zero FileIO is
// standard input and output.
type FileIO struct {
	In  string // the input file's name, or "" for standard input
	Out string // the output file's name, or "" for standard output
	// Pattern is the directive's input pattern, between slashes, when it
	// gives one: In is then the shortest name it matches.
	Pattern string
}

// ParseIO parses an //ojkit:io value: IN OUT, file names in the working
// directory, stdin or stdout for the standard streams; IN may be a regular
// expression between slashes that the whole input file's name matches
// (/climb_.*input[.]txt/, as Competitive Companion's regex inputs say).
func ParseIO(v string) (FileIO, error) {
	fields := strings.Fields(v)
	if len(fields) != 2 {
		return FileIO{}, fmt.Errorf("%q: want an input and an output, such as input.txt output.txt or NAME.in stdout", v)
	}
	var f FileIO
	in, out := fields[0], fields[1]
	switch {
	case len(in) > 2 && in[0] == '/' && in[len(in)-1] == '/':
		name, err := shortestName(in[1 : len(in)-1])
		if err != nil {
			return FileIO{}, fmt.Errorf("input pattern %s: %v", in, err)
		}
		f.In, f.Pattern = name, in
	case in != "stdin":
		if err := checkFileName(in); err != nil {
			return FileIO{}, err
		}
		f.In = in
	}
	if out != "stdout" {
		if err := checkFileName(out); err != nil {
			return FileIO{}, err
		}
		f.Out = out
	}
	if f.In != "" && f.In == f.Out {
		return FileIO{}, fmt.Errorf("%q: the input and the output are one file", v)
	}
	return f, nil
}

// checkFileName reports a name that is not a file's name in the working
// directory.
func checkFileName(name string) error {
	if name == "." || name == ".." || strings.ContainsAny(name, `/\`) {
		return fmt.Errorf("%q: want a file name without a directory", name)
	}
	return nil
}

// shortestName returns the shortest file name the whole of which the
// regular expression pattern matches.
func shortestName(pattern string) (string, error) {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return "", err
	}
	name, ok := shortest(re.Simplify())
	if !ok || checkFileName(name) != nil || name == "" || !regexp.MustCompile("^(?:"+pattern+")$").MatchString(name) {
		return "", errors.New("matches no file name ojkit can make")
	}
	return name, nil
}

// shortest returns the shortest string re matches, choosing letters and
// digits where it may choose, or false when it cannot find one.
func shortest(re *syntax.Regexp) (string, bool) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary, syntax.OpStar, syntax.OpQuest:
		return "", true
	case syntax.OpLiteral:
		return string(re.Rune), true
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return "x", true
	case syntax.OpCharClass:
		return classRune(re.Rune)
	case syntax.OpCapture, syntax.OpPlus:
		return shortest(re.Sub[0])
	case syntax.OpRepeat:
		s, ok := shortest(re.Sub[0])
		return strings.Repeat(s, re.Min), ok
	case syntax.OpConcat:
		var b strings.Builder
		for _, sub := range re.Sub {
			s, ok := shortest(sub)
			if !ok {
				return "", false
			}
			b.WriteString(s)
		}
		return b.String(), true
	case syntax.OpAlternate:
		best, found := "", false
		for _, sub := range re.Sub {
			if s, ok := shortest(sub); ok && (!found || len(s) < len(best)) {
				best, found = s, true
			}
		}
		return best, found
	}
	return "", false
}

// classRune returns a rune of the character class of ranges (lo, hi pairs)
// as a string: a letter, a digit, _ or . if it holds one, or else its first
// printable rune.
func classRune(ranges []rune) (string, bool) {
	for _, want := range "x0_." {
		for i := 0; i+1 < len(ranges); i += 2 {
			if ranges[i] <= want && want <= ranges[i+1] {
				return string(want), true
			}
		}
	}
	for i := 0; i+1 < len(ranges); i += 2 {
		for r := ranges[i]; r <= ranges[i+1] && r < ranges[i]+256; r++ {
			if unicode.IsPrint(r) && r != '/' && r != '\\' {
				return string(r), true
			}
		}
	}
	return "", false
}

// String returns the directive's value, or "stdin stdout".
func (f FileIO) String() string {
	in, out := f.In, f.Out
	switch {
	case f.Pattern != "":
		in = f.Pattern
	case in == "":
		in = "stdin"
	}
	if out == "" {
		out = "stdout"
	}
	return in + " " + out
}

// Run runs sol on input as a judge runs the problem's solution, and gives
// the verdict the run earns before its output is compared (see Classify):
// the input on stdin, or, with an input or output file, in a fresh working
// directory holding the input in In, the output read from Out. A clean run
// that leaves no output file is WA. The error reports a failure to set up
// the run.
func (f FileIO) Run(ctx context.Context, sol *runner.Solution, input []byte, lim runner.Limits) (runner.Result, Verdict, string, error) {
	if f.In == "" && f.Out == "" {
		r, err := sol.RunContext(ctx, input, lim)
		v, note := Classify(r, lim)
		return r, v, note, err
	}
	dir, err := tempdir.New("io")
	if err != nil {
		return runner.Result{}, "", "", err
	}
	defer os.RemoveAll(dir)
	inv := runner.Invocation{Input: input, Dir: dir}
	if f.In != "" {
		if err := os.WriteFile(filepath.Join(dir, f.In), input, 0o644); err != nil {
			return runner.Result{}, "", "", err
		}
		inv.Input = nil
	}
	r, err := sol.Invoke(ctx, inv, lim)
	if err != nil || f.Out == "" {
		v, note := Classify(r, lim)
		return r, v, note, err
	}
	out, err := readCapped(filepath.Join(dir, f.Out), lim.Output)
	r.Stdout, r.OutputExceeded = out, r.OutputExceeded || err == errTooLong
	v, note := Classify(r, lim)
	switch {
	case v != "":
		return r, v, note, nil
	case errors.Is(err, fs.ErrNotExist):
		return r, WA, "no output file " + f.Out + ": the solution must write its answer there (//ojkit:io " + f.String() + ")", nil
	case err != nil && err != errTooLong:
		return r, "", "", err
	}
	return r, "", "", nil
}

// errTooLong is readCapped's error for a file over the cap.
var errTooLong = errors.New("over the output cap")

// readCapped reads the file at path, at most limit bytes (runner's
// DefaultOutput when limit is 0), with errTooLong for a longer file.
func readCapped(path string, limit int64) ([]byte, error) {
	if limit <= 0 {
		limit = runner.DefaultOutput
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err == nil && int64(len(data)) > limit {
		return data[:limit], errTooLong
	}
	return data, err
}
