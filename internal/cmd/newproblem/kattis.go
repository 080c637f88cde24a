package newproblem

import (
	"bytes"
	"crypto/sha1"
	"errors"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/ojkit/ojkit/internal/cases"
	"github.com/ojkit/ojkit/internal/judgement"
	"github.com/ojkit/ojkit/internal/layout"
)

// Kattis problem package format versions that ojkit new -package kattis
// writes: legacy, which Kattis installs and problemtools verifies, and the
// current specification.
const (
	kattisLegacy  = "legacy"
	kattisCurrent = "2025-09"
)

// goMemory is the least memory limit, in MiB, under which a Go program
// starts in problemtools: it limits a run's address space, and the Go
// runtime reserves much more of it than it uses.
const goMemory = 1024

// writeKattis writes problem id as a Kattis package of the format version
// version in out.
func writeKattis(id, out, version string) (*packageWriter, error) {
	if version != kattisLegacy && version != kattisCurrent {
		return nil, fmt.Errorf("-version %q: want %s or %s", version, kattisLegacy, kattisCurrent)
	}
	p, spec, w, err := openProblem(id, out)
	if err != nil {
		return nil, err
	}
	flags, err := kattisFlags(spec)
	if err != nil {
		return nil, err
	}
	st := readStatement(p)
	legacy := version == kattisLegacy
	w.write("problem.yaml", []byte(problemYAML(p, spec, st.name, version, flags)))
	switch {
	case legacy && spec.Limits.Time > 0:
		// DOMjudge reads a legacy package's time limit here.
		w.write(".timelimit", []byte(seconds(spec.Limits.Time.Seconds())+"\n"))
	case !legacy && len(flags) > 0:
		for _, group := range []string{"sample", "secret"} {
			w.write("data/"+group+"/test_group.yaml", []byte("output_validator_args: ["+strings.Join(flags, ", ")+"]\n"))
		}
		w.note("DOMjudge reads a test group's flags from test_group.yaml's output_validator_flags, not the format's output_validator_args: for DOMjudge, add output_validator_flags: %s to data/sample/test_group.yaml and data/secret/test_group.yaml", strings.Join(flags, " "))
	}
	if spec.Limits.Memory>>20 < goMemory {
		w.note("problem.yaml's memory limit is %d MiB, not the problem's %d MiB: problemtools limits a run's address space, of which a Go program needs about 1 GiB to start", goMemory, spec.Limits.Memory>>20)
	}
	w.writeStatement(st, legacy)
	if err := w.writeKattisCases(p); err != nil {
		return nil, err
	}
	w.writeInputValidator(p, legacy)
	err = eachSolution(p, func(dir, verdict string) {
		w.bundle(dir, "submissions/"+kattisFolders[verdict]+"/"+filepath.Base(dir)+".go")
	})
	if err != nil {
		return nil, err
	}
	return w, w.err
}

// kattisFolders are the submissions/ folders of the verdicts of
// //ojkit:expect.
var kattisFolders = map[string]string{"AC": "accepted", "WA": "wrong_answer", "TLE": "time_limit_exceeded", "RE": "run_time_error"}

// kattisFlags returns the default output validator's flags closest to the
// problem's comparison: case-sensitive tokens, spaces too for exact, a
// float tolerance for float EPS; a checker or an interactor has none.
func kattisFlags(spec judgement.Spec) ([]string, error) {
	c := spec.Compare
	switch {
	case spec.Interactive:
		return nil, errors.New("an interactive problem: its interactor follows testlib's convention, not the Kattis validator's; write output_validator/ by hand")
	case spec.IO.In != "" || spec.IO.Out != "":
		return nil, errors.New("the problem reads or writes files (//ojkit:io), which the Kattis format has no place for")
	}
	switch c.Mode {
	case "exact":
		return []string{"case_sensitive", "space_change_sensitive"}, nil
	case "float":
		return []string{"case_sensitive", "float_tolerance", strconv.FormatFloat(c.Eps, 'g', -1, 64)}, nil
	case "checker":
		return nil, errors.New("the problem is judged by a testlib checker, which is no Kattis output validator; write output_validator/ by hand")
	}
	return []string{"case_sensitive"}, nil
}

// problemYAML returns problem.yaml for problem p named name, in the format
// version version, with the default output validator's flags (a legacy
// package has them here).
func problemYAML(p layout.Problem, spec judgement.Spec, name, version string, flags []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "problem_format_version: %s\nname: %s\nuuid: %s\n", version, yamlString(name), problemUUID(p))
	b.WriteString("limits:\n")
	if t := spec.Limits.Time.Seconds(); t > 0 && version != kattisLegacy {
		fmt.Fprintf(&b, "  time_limit: %s\n", seconds(t))
		if t != float64(int64(t)) {
			b.WriteString("  time_resolution: 0.001\n")
		}
	}
	fmt.Fprintf(&b, "  memory: %d\n", max(spec.Limits.Memory>>20, goMemory))
	if version == kattisLegacy && len(flags) > 0 {
		fmt.Fprintf(&b, "validator_flags: %s\n", strings.Join(flags, " "))
	}
	return b.String()
}

// seconds formats a time in seconds as the package files write it.
func seconds(t float64) string {
	return strconv.FormatFloat(t, 'g', -1, 64)
}

// yamlString returns s as a YAML double-quoted scalar.
func yamlString(s string) string {
	return strconv.Quote(s)
}

// problemUUID returns the uuid of problem p: a name-based UUID (version 5,
// SHA-1) of its main.go's directory inside its module, so that the same
// problem written again keeps it.
func problemUUID(p layout.Problem) string {
	name := p.ID
	if root := moduleRoot(p.Dir); root != "" {
		if rel, err := filepath.Rel(root, p.Dir); err == nil {
			name = modulePath(root) + "/" + filepath.ToSlash(rel)
		}
	}
	sum := sha1.Sum([]byte("ojkit problem " + name))
	sum[6] = sum[6]&0x0f | 0x50
	sum[8] = sum[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", sum[0:4], sum[4:6], sum[6:8], sum[8:10], sum[10:16])
}

// moduleRoot returns the directory of the go.mod above dir, or "".
func moduleRoot(dir string) string {
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			return ""
		}
	}
}

// modulePath returns the module path of the go.mod in root.
func modulePath(root string) string {
	data, _ := os.ReadFile(filepath.Join(root, "go.mod"))
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) == 2 && f[0] == "module" {
			return f[1]
		}
	}
	return ""
}

// A statement is a problem's name and text, from its README: the first
// heading and what follows it.
type statement struct {
	name string
	text string // as the README has it, Markdown
}

// readStatement returns problem p's statement: from its README.md, or its
// id and main.go's doc comment without one.
func readStatement(p layout.Problem) statement {
	st := statement{name: p.ID}
	if data, err := os.ReadFile(filepath.Join(p.Dir, "README.md")); err == nil {
		text := strings.TrimSpace(string(data))
		if head, rest, _ := strings.Cut(text, "\n"); strings.HasPrefix(head, "# ") {
			st.name, text = strings.TrimSpace(head[2:]), strings.TrimSpace(rest)
		}
		st.text = text
		return st
	}
	fset := token.NewFileSet()
	if f, err := parser.ParseFile(fset, p.Main(), nil, parser.PackageClauseOnly|parser.ParseComments); err == nil && f.Doc != nil {
		var lines []string
		for _, l := range strings.Split(f.Doc.Text(), "\n") {
			if !strings.HasPrefix(l, "ojkit:") {
				lines = append(lines, l)
			}
		}
		st.text = strings.TrimSpace(strings.Join(lines, "\n"))
	}
	if st.text == "" {
		st.text = "The problem " + p.ID + "."
	}
	return st
}

// writeStatement writes the problem's statement in LaTeX, which every tool
// of the format reads (BAPCtools no Markdown): in problem_statement/ for a
// legacy package, in statement/ for a current one.
func (w *packageWriter) writeStatement(st statement, legacy bool) {
	dir := "statement"
	if legacy {
		dir = "problem_statement"
	}
	w.write(dir+"/problem.en.tex", []byte("\\problemname{"+texEscape(st.name)+"}\n\n"+texEscape(st.text)+"\n"))
}

// texEscaper escapes the characters LaTeX gives a meaning.
var texEscaper = strings.NewReplacer(`\`, `\textbackslash{}`, `{`, `\{`, `}`, `\}`, `$`, `\$`, `&`, `\&`,
	`#`, `\#`, `^`, `\textasciicircum{}`, `_`, `\_`, `%`, `\%`, `~`, `\textasciitilde{}`)

// texEscape returns s as LaTeX text.
func texEscape(s string) string {
	return texEscaper.Replace(s)
}

// writeKattisCases writes the problem's cases within the statement that
// have an answer: those named sample in data/sample, the others in
// data/secret. The samples come first; when none is named sample, the first
// case is the sample, which the format wants.
func (w *packageWriter) writeKattisCases(p layout.Problem) error {
	first := true
	return eachCase(p, false, func(c cases.Case, input, answer []byte) {
		group := "secret"
		if first || isSample(c) {
			group = "sample"
		}
		first = false
		name := "data/" + group + "/" + unsafeName.ReplaceAllString(c.Name, "_")
		w.write(name+".in", input)
		w.write(name+".ans", answer)
	})
}

// writeInputValidator writes gen's validator of problem p, bundled, as
// input_validators/validate: its main renamed and run by kattisValidatorMain,
// which turns its exit statuses into the format's. The current format takes
// a Go program only through a build script, which a README says needs Go;
// the legacy one compiles Go itself. Without a validator it notes that the
// format wants one.
func (w *packageWriter) writeInputValidator(p layout.Problem, legacy bool) {
	validator := p.Tool("validate")
	if !isDir(validator) {
		w.note("%s has no input validator (%s), which the format wants: write one there", p.ID, validator)
		return
	}
	src := w.bundled(validator)
	if w.err != nil {
		return
	}
	renamed, err := renameMain(src, "ojkitValidate")
	if err != nil {
		w.err = fmt.Errorf("%s: %v", validator, err)
		return
	}
	w.write("input_validators/validate/validate.go", renamed)
	w.write("input_validators/validate/kattis.go", []byte(kattisValidatorMain))
	if !legacy {
		w.writeMode("input_validators/validate/build", []byte(goBuildScript), 0o755)
		w.write("input_validators/validate/README", []byte(goBuildReadme))
	}
}

// goBuildScript is the build script of a Go validator in a package of the
// current format, whose programs are Python, C or C++ unless a build script
// makes them: it builds the program run with the go command, or gccgo.
const goBuildScript = `#!/bin/sh
# Builds this validator, a Go program, into run (see README).
set -e
if command -v go >/dev/null 2>&1; then
	CGO_ENABLED=0 GOTOOLCHAIN=local go build -o run validate.go kattis.go
else
	gccgo -o run validate.go kattis.go
fi
`

// goBuildReadme is the README that says what goBuildScript needs.
const goBuildReadme = `This input validator is a Go program (validate.go, the validator, and
kattis.go, which turns its exit statuses into the format's 42 and 43). Its
build script needs Go on the search path: the go command (Go 1.18 or later)
or gccgo.
`

// renameMain returns the Go source src with its func main renamed to name.
func renameMain(src []byte, name string) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	found := false
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.Name == "main" {
			fn.Name.Name, found = name, true
		}
	}
	if !found {
		return nil, errors.New("no func main")
	}
	var buf bytes.Buffer
	err = format.Node(&buf, fset, f)
	return buf.Bytes(), err
}

// kattisValidatorMain is the main of an ojkit validator in a Kattis
// package: the validator, which exits 0 for a valid input and 1 for an
// invalid one, runs in a child process, and its status becomes the
// format's, 42 or 43.
const kattisValidatorMain = `package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
)

// childEnv marks the child process that runs the validator itself.
const childEnv = "OJKIT_VALIDATE_CHILD"

// main runs ojkitValidate in a child process and exits as a Kattis input
// validator does: 42 when the input is valid (the child exited 0), 43 when
// it is not (the child exited 1), the child's status when it failed.
func main() {
	if os.Getenv(childEnv) != "" {
		ojkitValidate()
		return
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, "validate:", err)
		os.Exit(2)
	}
	cmd := exec.Command(self, os.Args[1:]...)
	cmd.Env = append(os.Environ(), childEnv+"=1")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	err = cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		os.Exit(42)
	case errors.As(err, &exit) && exit.ExitCode() == 1:
		os.Exit(43)
	case errors.As(err, &exit) && exit.ExitCode() > 0:
		os.Exit(exit.ExitCode())
	}
	fmt.Fprintln(os.Stderr, "validate:", err)
	os.Exit(2)
}
`
