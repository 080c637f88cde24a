// Package gen is ojkit gen: it writes stress inputs for ojkit's problems and validates inputs
// against their statements.
//
// Usage:
//
//	ojkit gen -p ID [-kind KIND] [-n N] [-seed SEED] [KIND's flags] > FILE
//	ojkit gen -p ID -validate [FILE]
//
// The first form writes one input file in problem ID's exact input format to
// stdout, the same bytes for the same flags on every machine. The second
// reads FILE (or stdin) and prints "ok", or reports on stderr the first place
// where the input breaks the statement, as NAME:LINE:COL: what is wrong, and
// exits 1. `ojkit gen -h` lists the problems with their kinds, and `ojkit gen -p
// ID -h` what each kind of ID is: random, minimal, hard, full, max, and where
// the statement allows them multi -solutions K, sparse, conflict and
// unsolvable; p4929 has its exact-cover shapes. -p lines -size 4|9|16|25
// writes one puzzle a line, the format of the engines' benchmark corpora. The
// grids come from package sudokugen and the exact-cover instances from
// covergen; the corpora of sudoku/testdata are made through gen, and a test
// checks them against sudoku/testdata/corpus.sha256.
//
// Exit status: 0 success, 1 an invalid input (-validate), 2 bad flags or a
// failed generation (one line on stderr).
package gen

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	_ "github.com/ojkit/ojkit/gen/all" // every problem in the registry
	"github.com/ojkit/ojkit/gen/problem"
	"github.com/ojkit/ojkit/internal/cli"
)

// prog begins every message.
const prog = "ojkit gen"

// config holds the flags.
type config struct {
	id       string
	opts     problem.Options
	answer   string
	validate bool
	file     string
	set      map[string]bool // the flags given
}

// Run carries out gen with args and returns the exit status.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cfg, err := parseFlags(args, stdout, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, prog+": "+err.Error())
		return 2
	}
	p, _ := problem.Lookup(cfg.id)
	if cfg.validate {
		return validate(p, cfg.file, stdin, stdout, stderr)
	}
	out, err := p.Generate(cfg.opts)
	if err == nil && cfg.answer != "" {
		err = writeAnswer(p, cfg)
	}
	if err != nil {
		fmt.Fprintln(stderr, prog+": "+err.Error())
		return 2
	}
	if _, err := stdout.Write(out); err != nil {
		fmt.Fprintln(stderr, prog+": "+err.Error())
		return 2
	}
	return 0
}

// validate checks the input in file (stdin if "") and reports.
func validate(p problem.Problem, file string, stdin io.Reader, stdout, stderr io.Writer) int {
	name, data, err := "stdin", []byte(nil), error(nil)
	if file == "" {
		data, err = io.ReadAll(stdin)
	} else {
		name = file
		data, err = os.ReadFile(file)
	}
	if err != nil {
		fmt.Fprintln(stderr, prog+": "+err.Error())
		return 2
	}
	if err := p.Validate(name, data); err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	fmt.Fprintln(stdout, "ok")
	return 0
}

// writeAnswer writes the answer the kind knows to cfg.answer.
func writeAnswer(p problem.Problem, cfg config) error {
	a, ok := p.(problem.Answerer)
	if !ok {
		return fmt.Errorf("-answer: %s's kinds do not know their answers", cfg.id)
	}
	ans, known, err := a.Answer(cfg.opts)
	if err != nil {
		return err
	}
	if !known {
		return fmt.Errorf("-answer: kind %s does not know its answer", cfg.opts.Kind)
	}
	return os.WriteFile(cfg.answer, ans, 0o644)
}

// kindFlags returns the flags only some kinds read: problem.KindFlags and
// -answer.
func kindFlags() []string { return append(problem.KindFlags(), "answer") }

// parseFlags reads and checks the flags; -h prints the usage and returns
// flag.ErrHelp.
func parseFlags(args []string, stdout, stderr io.Writer) (config, error) {
	var c config
	o := &c.opts
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	fs.StringVar(&c.id, "p", "", "the problem `ID`")
	o.RegisterFlags(fs, "")
	fs.Uint64Var(&o.Seed, "seed", 1, "the `SEED` of the random source")
	fs.StringVar(&c.answer, "answer", "", "p4929: write the known answer of the input to this `FILE`")
	fs.BoolVar(&c.validate, "validate", false, "validate the input in the argument FILE or stdin instead")
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage(fs, c.id, stdout)
			return c, err
		}
		return c, fmt.Errorf("%w (see %s -h)", err, prog)
	}
	c.set = map[string]bool{}
	fs.Visit(func(f *flag.Flag) { c.set[f.Name] = true })
	return c, c.check(fs)
}

// check reports the first flag that is missing, unknown or out of place.
func (c *config) check(fs *flag.FlagSet) error {
	p, ok := problem.Lookup(c.id)
	switch {
	case c.id == "":
		return fmt.Errorf("-p is required: one of %s", strings.Join(problem.IDs(), ", "))
	case !ok:
		return fmt.Errorf("-p %s: unknown problem; want one of %s", c.id, strings.Join(problem.IDs(), ", "))
	case c.validate:
		return c.checkValidate(fs)
	case fs.NArg() > 0:
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case c.set["n"] && c.opts.N <= 0:
		return fmt.Errorf("-n %d: want 1 or more", c.opts.N)
	case c.set["solutions"] && c.opts.Solutions <= 0:
		return fmt.Errorf("-solutions %d: want 1 or more", c.opts.Solutions)
	case c.set["givens"] && c.opts.Givens <= 0:
		return fmt.Errorf("-givens %d: want 1 or more", c.opts.Givens)
	}
	k, ok := problem.FindKind(p, c.opts.Kind)
	if !ok {
		return fmt.Errorf("-kind %s: %s's kinds are %s", c.opts.Kind, c.id, strings.Join(problem.KindNames(p), ", "))
	}
	for _, name := range kindFlags() {
		if c.set[name] && !slices.Contains(k.Uses, name) {
			return fmt.Errorf("-%s: kind %s of %s does not use it (kinds that do: %s)", name, k.Name, c.id, usersOf(p, name))
		}
	}
	return nil
}

// checkValidate checks the flags of -validate: only -p and one file.
func (c *config) checkValidate(fs *flag.FlagSet) error {
	for name := range c.set {
		if name != "p" && name != "validate" {
			return fmt.Errorf("-%s: -validate takes only -p and a file", name)
		}
	}
	if fs.NArg() > 1 {
		return fmt.Errorf("-validate takes one file, got %d", fs.NArg())
	}
	c.file = fs.Arg(0)
	return nil
}

// usersOf lists the kinds of p that read the flag name.
func usersOf(p problem.Problem, name string) string {
	var users []string
	for _, k := range p.Kinds() {
		if slices.Contains(k.Uses, name) {
			users = append(users, k.Name)
		}
	}
	if len(users) == 0 {
		return "none"
	}
	return strings.Join(users, ", ")
}

// help is what -h prints before the problems.
var help = cli.Help{
	Usage: []string{
		"ojkit gen -p ID [-kind KIND] [-n N] [-seed SEED] [KIND's flags] > FILE",
		"ojkit gen -p ID -validate [FILE]",
	},
	Sentence: `Gen writes one input of problem ID in its exact format, the same bytes for the
same flags everywhere; with -validate it checks FILE (or stdin) against the
statement and prints ok, or NAME:LINE:COL: what is wrong (exit 1).`,
	Examples: []string{
		"ojkit gen -p poj3076 -kind minimal -n 5 -seed 7 > in.txt",
		"ojkit gen -p poj3076 -validate in.txt",
		"ojkit gen -p sp13980 -h",
	},
}

// usage prints the help on w, then the problems with their kinds, or the
// kinds of problem id when it names one.
func usage(fs *flag.FlagSet, id string, w io.Writer) {
	help.Write(w, fs)
	if p, ok := problem.Lookup(id); ok {
		fmt.Fprintf(w, "\nKinds of %s, the default first:\n\n", id)
		for _, k := range p.Kinds() {
			uses := ""
			if len(k.Uses) > 0 {
				uses = " [-" + strings.Join(k.Uses, " -") + "]"
			}
			fmt.Fprintf(w, "\t%-11s %s%s\n", k.Name, k.Doc, uses)
		}
		return
	}
	fmt.Fprintf(w, "\nProblems and their kinds, the default first (ojkit gen -p ID -h says what each is):\n\n")
	for _, id := range problem.IDs() {
		p, _ := problem.Lookup(id)
		fmt.Fprintf(w, "\t%-12s %s\n", id, strings.Join(problem.KindNames(p), " "))
	}
}
