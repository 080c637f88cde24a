// Package check is ojkit check: it checks that one Go file, a bundled
// submission, compiles on a judge whose Go is as old as a given floor.
//
// Usage:
//
//	ojkit check [-go VERSION] [-toolchain] [-api DIR] [-o BIN] FILE.go
//
// Two checks run. The language check builds FILE alone in a temporary module whose
// go directive is the floor, so the local toolchain rejects newer language
// features (generics before go1.18, min and max before go1.21, signed shift
// counts before go1.13, ...); each compiler error is reported with FILE's line.
// The API check type-checks FILE and looks up every standard-library symbol it
// uses (package-level names, methods, struct fields) in $(go env GOROOT)/api/go1*.txt,
// naming each one newer than the floor and the release that added it:
//
//	ojkit check: x.go:12:5: strings.Builder needs go1.10 (floor go1.7)
//
// The floor is -go, or else the file's //ojkit:go directive, or else the
// oldest Go among its //ojkit:judges. A judge that publishes no Go version
// (or that ojkit does not know) counts as the newest Go of the judges ojkit
// knows, and so does a file naming no judge: the check then warns, on
// stderr, what the file is checked at and that //ojkit:go says better. With
// -toolchain, for floors of go1.21 and later, FILE is also built by that very release
// (GOTOOLCHAIN=go1.X.Y, which the go command may download). With -o, the
// executable of the language check is kept as BIN when every check passes: the
// program as the judge compiles it, with no second build.
//
// A FILE larger than the smallest source limit of its judges (see ojkit help
// judges) is refused before the checks.
//
// Exit status: 0 and a one-line OK summary on stdout when clean, 1 with one line
// per finding on stderr, and a last line that says where the floor came from and
// how to change it (unless -go set it), 2 for usage and setup errors.
package check

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/onlinejudge"
	"github.com/ojkit/ojkit/internal/runner"
	"github.com/ojkit/ojkit/internal/tempdir"
)

// help is what -h prints.
var help = cli.Help{
	Usage: []string{"ojkit check [-go VERSION] [-toolchain] [-api DIR] [-o BIN] FILE.go"},
	Sentence: `Check compiles FILE alone under the language rules of the judges' Go floor
and names every standard-library symbol FILE uses that is newer than it.`,
	Examples: []string{
		"ojkit check dist/poj3076.go",
		"ojkit check -go 1.20 -o a.out abc086a.go",
	},
}

// config is what the flags and the file decide.
type config struct {
	file      string // FILE as given
	src       []byte
	floor     directive.Version
	origin    onlinejudge.Floor // where floor came from
	toolchain bool
	apiDir    string
	out       string // -o: where to keep the executable, absolute ("" for none)
}

// Run is ojkit check with its arguments and output streams; it returns the
// exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	prog := "ojkit check"
	cfg, code := parseArgs(prog, args, stdout, stderr)
	if cfg == nil {
		return code
	}
	return run(prog, cfg, stdout, stderr)
}

// File checks the Go file as ojkit check FILE does, on behalf of the
// subcommand prog (ojkit submit), and returns the exit status.
func File(prog, file string, stdout, stderr io.Writer) int {
	cfg := &config{file: file}
	if err := cfg.complete(""); err != nil {
		fmt.Fprintln(stderr, prog+": "+err.Error())
		return 2
	}
	return run(prog, cfg, stdout, stderr)
}

// run checks as cfg says and returns the exit status.
func run(prog string, cfg *config, stdout, stderr io.Writer) int {
	if w := cfg.origin.Warning(cfg.file); w != "" {
		fmt.Fprintln(stderr, prog+": warning: "+w)
	}
	if msg := sizeFinding(cfg); msg != "" {
		fmt.Fprintln(stderr, prog+": "+msg)
		return 1
	}
	findings, summary, err := check(cfg)
	if err != nil {
		fmt.Fprintln(stderr, prog+": "+err.Error())
		return 2
	}
	for _, f := range findings {
		fmt.Fprintln(stderr, prog+": "+f)
	}
	if advice := cfg.origin.Advice(cfg.file); len(findings) > 0 && advice != "" {
		fmt.Fprintln(stderr, prog+": "+advice)
	}
	if len(findings) > 0 {
		if cfg.out != "" {
			os.Remove(cfg.out)
		}
		return 1
	}
	fmt.Fprintln(stdout, prog+": "+summary)
	return 0
}

// parseArgs reads the flags and the file; on failure it returns nil and the exit
// status. prog begins the messages.
func parseArgs(prog string, args []string, stdout, stderr io.Writer) (*config, int) {
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	goVer := fs.String("go", "", "the judges' Go floor `VERSION`, such as 1.7 (default: FILE's //ojkit:go or //ojkit:judges, else the newest Go of the judges ojkit knows)")
	toolchain := fs.Bool("toolchain", false, "also build with the floor's own release (floors go1.21 and later; may download it)")
	apiDir := fs.String("api", "", "the `DIR` of go1*.txt API files (default: $(go env GOROOT)/api)")
	out := fs.String("o", "", "keep the executable built at the floor as `BIN` when every check passes")
	if err := cli.Parse(fs, args, help, stdout, stderr); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, 0
		}
		return nil, 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintf(stderr, "%s: want one Go file (see %s -h)\n", prog, prog)
		return nil, 2
	}
	cfg := &config{file: fs.Arg(0), toolchain: *toolchain, apiDir: *apiDir, out: *out}
	if err := cfg.complete(*goVer); err != nil {
		fmt.Fprintln(stderr, prog+": "+err.Error())
		return nil, 2
	}
	return cfg, 0
}

// complete reads the file and settles the floor and the API directory.
func (c *config) complete(goFlag string) error {
	src, err := os.ReadFile(c.file)
	if err != nil {
		return errors.New(cli.FirstLine(err.Error()))
	}
	c.src = src
	if c.out != "" {
		if c.out, err = filepath.Abs(c.out); err != nil {
			return err
		}
	}
	f, err := pickFloor(goFlag, src, c.file)
	if err != nil {
		return err
	}
	c.floor, c.origin = f.Version, f
	if c.toolchain && c.floor.Minor < 21 {
		return fmt.Errorf("-toolchain needs a floor of go1.21 or later (the go command cannot fetch %s)", c.floor)
	}
	if c.apiDir == "" {
		root, err := goEnv("GOROOT")
		if err != nil {
			return err
		}
		c.apiDir = filepath.Join(root, "api")
	}
	return nil
}

// check runs the language check and the API check on cfg's file and returns the
// findings, or a one-line summary when there are none.
func check(cfg *config) (findings []string, summary string, err error) {
	idx, err := loadAPI(cfg.apiDir)
	if err != nil {
		return nil, "", err
	}
	dir, err := tempdir.New("check")
	if err != nil {
		return nil, "", err
	}
	defer os.RemoveAll(dir)
	if err := writeModule(dir, cfg.src); err != nil {
		return nil, "", err
	}
	if findings = importFindings(cfg); len(findings) > 0 {
		return findings, "", nil
	}
	var compileErr error
	compiled := make(chan struct{})
	go func() {
		findings, compileErr = compileFloor(cfg)
		close(compiled)
	}()
	uses, err := stdUses(dir, cfg)
	<-compiled
	if err == nil {
		err = compileErr
	}
	if err != nil {
		return nil, "", err
	}
	findings = append(findings, apiFindings(uses, idx, cfg)...)
	if cfg.toolchain {
		more, err := compileToolchain(cfg)
		if err != nil {
			return nil, "", err
		}
		findings = append(findings, more...)
	}
	return findings, okSummary(cfg, len(uses)), nil
}

// okSummary is the line printed when there are no findings.
func okSummary(cfg *config, uses int) string {
	s := fmt.Sprintf("%s: OK at %s: compiles under its language rules, and the %d standard-library symbols it uses are all in %s",
		cfg.file, cfg.floor, uses, cfg.floor)
	if cfg.origin.Source == onlinejudge.DefaultSource {
		s += " (" + cfg.origin.Origin() + ")"
	}
	if cfg.toolchain {
		s += "; builds with " + cfg.floor.Toolchain()
	}
	return s
}

// goEnv returns the value of a go env variable.
func goEnv(name string) (string, error) {
	v, err := runner.GoEnv("", name)
	if err != nil {
		return "", err
	}
	if v[0] == "" {
		return "", fmt.Errorf("go env %s is empty", name)
	}
	return v[0], nil
}
