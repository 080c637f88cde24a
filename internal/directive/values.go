package directive

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"regexp/syntax"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// The limits of a problem without //ojkit:limits, or whose limits are
// unverified.
const (
	DefaultTime   = 2 * time.Second
	DefaultMemory = 256 << 20
)

// Limits are a problem's //ojkit:limits: its CPU time and memory limits, or
// Unverified when the judge publishes none to be trusted. The zero Limits
// is a problem without the directive.
type Limits struct {
	Time       time.Duration // CPU time, more than 0
	Memory     int64         // bytes of peak RSS
	Unverified bool
}

// ParseLimits parses a limits value: TIME MEMORY, a duration and a size
// (see ParseMemory), or "unverified".
func ParseLimits(s string) (Limits, error) {
	if strings.TrimSpace(s) == "unverified" {
		return Limits{Unverified: true}, nil
	}
	fields := strings.Fields(s)
	if len(fields) != 2 {
		return Limits{}, fmt.Errorf("%q: want a time and a memory limit, such as 3s 64MiB, or unverified", s)
	}
	t, err := time.ParseDuration(fields[0])
	if err != nil || t <= 0 {
		return Limits{}, fmt.Errorf("%q: bad time limit %q, want one such as 3s or 500ms", s, fields[0])
	}
	m, err := ParseMemory(fields[1])
	if err != nil {
		return Limits{}, fmt.Errorf("%q: %v", s, err)
	}
	return Limits{Time: t, Memory: m}, nil
}

// memoryUnits are the suffixes ParseMemory accepts, in bytes.
var memoryUnits = []struct {
	suffix string
	size   int64
}{
	{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30},
	{"KB", 1000}, {"MB", 1000 * 1000}, {"GB", 1000 * 1000 * 1000},
	{"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30},
}

// ParseMemory parses a memory size: a whole number with one of the suffixes
// KiB, MiB, GiB (also K, M, G) or KB, MB, GB.
func ParseMemory(s string) (int64, error) {
	bad := fmt.Errorf("bad memory limit %q, want one such as 64MiB or 256M", s)
	for _, u := range memoryUnits {
		num, ok := strings.CutSuffix(s, u.suffix)
		if !ok {
			continue
		}
		n, err := strconv.ParseInt(num, 10, 64)
		if err != nil || n <= 0 || n > (1<<50)/u.size {
			return 0, bad
		}
		return n * u.size, nil
	}
	return 0, bad
}

// Compare is a problem's //ojkit:compare: how an output is compared with
// the answer. The zero Compare is a problem without the directive.
type Compare struct {
	// Mode is exact, lines, tokens, float (tokens, numbers within Eps) or
	// checker.
	Mode    string
	Eps     float64 // the error allowed in mode float, absolute or relative
	Checker string  // in mode checker, the checker command, if given
}

// ParseCompare parses a comparison as //ojkit:compare gives it: exact,
// lines, tokens, float EPS (EPS a number such as 1e-6, at least 0), or
// checker with an optional command.
func ParseCompare(v string) (Compare, error) {
	name, arg, _ := strings.Cut(strings.TrimSpace(v), " ")
	arg = strings.TrimSpace(arg)
	switch name {
	case "exact", "lines", "tokens":
		if arg == "" {
			return Compare{Mode: name}, nil
		}
	case "float":
		if eps, err := strconv.ParseFloat(arg, 64); err == nil && eps >= 0 && !math.IsInf(eps, 0) {
			return Compare{Mode: name, Eps: eps}, nil
		}
		return Compare{}, fmt.Errorf("%q: want float EPS, EPS the error allowed, such as 1e-6", v)
	case "checker":
		return Compare{Mode: name, Checker: arg}, nil
	}
	return Compare{}, fmt.Errorf("%q: want exact, lines, tokens, float EPS or checker [CMD]", v)
}

// String returns the mode as a directive gives it, without a checker's
// command: "tokens", "float 1e-6", "checker".
func (c Compare) String() string {
	if c.Mode != "float" {
		return c.Mode
	}
	eps := strconv.FormatFloat(c.Eps, 'g', -1, 64)
	eps = strings.NewReplacer("e-0", "e-", "e+0", "e", "e+", "e").Replace(eps)
	return "float " + eps
}

// Interactor is a problem's //ojkit:interactor: Set when the problem is
// interactive, with the interactor's command when the directive gives one.
type Interactor struct {
	Set     bool
	Command string
}

// IO is where a problem's solution reads its input and writes its output,
// as its //ojkit:io IN OUT directive says; the zero IO is standard input
// and output.
type IO struct {
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
func ParseIO(v string) (IO, error) {
	fields := strings.Fields(v)
	if len(fields) != 2 {
		return IO{}, fmt.Errorf("%q: want an input and an output, such as input.txt output.txt or NAME.in stdout", v)
	}
	var f IO
	in, out := fields[0], fields[1]
	switch {
	case len(in) > 2 && in[0] == '/' && in[len(in)-1] == '/':
		name, err := shortestName(in[1 : len(in)-1])
		if err != nil {
			return IO{}, fmt.Errorf("input pattern %s: %v", in, err)
		}
		f.In, f.Pattern = name, in
	case in != "stdin":
		if err := checkFileName(in); err != nil {
			return IO{}, err
		}
		f.In = in
	}
	if out != "stdout" {
		if err := checkFileName(out); err != nil {
			return IO{}, err
		}
		f.Out = out
	}
	if f.In != "" && f.In == f.Out {
		return IO{}, fmt.Errorf("%q: the input and the output are one file", v)
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
func (f IO) String() string {
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

// Verify is a program's //ojkit:verify: the problem it is verified on,
// Problem "" when it gives none, and the error its outputs may have.
type Verify struct {
	Problem   string // a problem's URL, or a folder of cases
	Tolerance string // such as 1e-6, or "" for none
}
