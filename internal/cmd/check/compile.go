package check

import (
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/ojkit/ojkit/internal/cli"
	"github.com/ojkit/ojkit/internal/gofloor"
)

// copyName is the name of the file's copy in the temporary modules.
const copyName = "main.go"

// errLine matches a compiler error about the copy: main.go:LINE:COL: message.
var errLine = regexp.MustCompile(`^(?:\./)?` + regexp.QuoteMeta(copyName) + `:(\d+(?::\d+)?): (.*)$`)

// importFindings reports imports that no judge has: cgo and packages outside the
// standard library. A file that does not parse is left to the compiler.
func importFindings(cfg *config) []string {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, cfg.file, cfg.src, parser.ImportsOnly)
	if err != nil {
		return nil
	}
	var findings []string
	for _, spec := range f.Imports {
		path, _ := strconv.Unquote(spec.Path.Value)
		first, _, _ := strings.Cut(path, "/")
		var why string
		switch {
		case path == "C":
			why = `import "C" (cgo) is not available on judges`
		case strings.Contains(first, "."):
			why = "import " + spec.Path.Value + " is not in the standard library"
		default:
			continue
		}
		p := fset.Position(spec.Pos())
		findings = append(findings, fmt.Sprintf("%s:%d:%d: %s", cfg.file, p.Line, p.Column, why))
	}
	return findings
}

// compileFloor builds the copy with the local toolchain under the floor's
// language rules and returns the compiler's errors as findings. With -o the
// executable is written to cfg.out.
func compileFloor(cfg *config) ([]string, error) {
	out := cfg.out
	if out == "" {
		out = os.DevNull
	}
	output, err := buildAtFloor(cfg, "local", out)
	if err == nil {
		return nil, nil
	}
	return compilerFindings(output, cfg, "")
}

// compileToolchain builds the copy with the floor's own release.
func compileToolchain(cfg *config) ([]string, error) {
	output, err := buildAtFloor(cfg, cfg.floor.Toolchain(), os.DevNull)
	if err == nil {
		return nil, nil
	}
	if !hasErrLine(output) { // the release could not be fetched or run
		return nil, fmt.Errorf("-toolchain: %s: %s", cfg.floor.Toolchain(), cli.FirstLine(output))
	}
	return compilerFindings(output, cfg, " (built by "+cfg.floor.Toolchain()+")")
}

// buildAtFloor builds the file alone in a temporary module whose go directive is
// the floor, with the given GOTOOLCHAIN, writing the executable to out. It
// returns the go command's output and its error.
func buildAtFloor(cfg *config, toolchain, out string) (string, error) {
	files := map[string][]byte{copyName: cfg.src}
	return gofloor.BuildFiles(files, "ojkit.check.floor", cfg.floor.Directive(), toolchain, ".", out)
}

// hasErrLine reports whether out holds a compiler error about the copy.
func hasErrLine(out string) bool {
	for _, line := range strings.Split(out, "\n") {
		if errLine.MatchString(strings.TrimSpace(line)) {
			return true
		}
	}
	return false
}

// compilerFindings turns the output of a failed build into findings, one per
// compiler error, with the file's own name. A failure without a compiler error
// about the file is a setup error.
func compilerFindings(out string, cfg *config, suffix string) ([]string, error) {
	var findings []string
	for _, line := range strings.Split(out, "\n") {
		if m := errLine.FindStringSubmatch(strings.TrimSpace(line)); m != nil {
			findings = append(findings, cfg.file+":"+m[1]+": "+m[2]+suffix)
		}
	}
	if len(findings) == 0 {
		return nil, errors.New(cli.FirstLine(out))
	}
	return findings, nil
}
