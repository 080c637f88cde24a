package ojkit

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// oldNames matches what ojkit's messages must not name: the Makefile's targets,
// go run, the scripts directory and the old tool names.
var oldNames = regexp.MustCompile(`go run|scripts/|newproblem|judgecheck|\bmake (test|submit|new|judge|stress|bench)\b`)

// installPath is ojkit's package path, which a workflow installs: the one
// place where a message may name the scripts directory.
const installPath = "github.com/ojkit/ojkit/scripts/ojkit"

// oldName returns the first old name s names (see oldNames), or "".
func oldName(s string) string {
	return oldNames.FindString(strings.ReplaceAll(s, installPath, "ojkit"))
}

// helpLayout is the layout of every subcommand's -h (see cli.Help): usage lines
// naming ojkit SUB, one paragraph, the flags if any, then "Examples:" and one
// to three command lines of ojkit SUB; gen adds its problems after them.
const helpLayout = `^usage: ojkit SUB\b.*\n(       ojkit SUB\b.*\n)*\n(\S.*\n)+\n(Flags:\n(  .*\n)+\n)?Examples:\n\n(\t(\S+=\S+ )*ojkit SUB\b.*\n){1,3}(\n(.*\n)*)?$`

// flagLine matches the line of a flag in -h: its name and, for a flag that
// takes a value, a placeholder in capitals, as in the usage lines (ID|DIR,
// N, FILE), never a type name such as int or string.
var flagLine = regexp.MustCompile(`^  -[a-z][a-z-]*( [A-Z][A-Z|]*)?(\t.*)?$`)

// TestHelpLayout checks that every subcommand's -h follows one layout, on
// stdout, with one placeholder style, and names no old tool.
func TestHelpLayout(t *testing.T) {
	for _, sc := range subcommands {
		code, out, errOut := run(sc.name, "-h")
		if code != 0 || errOut != "" {
			t.Errorf("ojkit %s -h: exit %d, stderr %q; want 0 and the help on stdout", sc.name, code, errOut)
		}
		layout := regexp.MustCompile(strings.ReplaceAll(helpLayout, "SUB", regexp.QuoteMeta(sc.name)))
		if !layout.MatchString(out) {
			t.Errorf("ojkit %s -h does not follow the layout (usage: ojkit %s, a paragraph, Flags:, Examples: and one to three examples):\n%s", sc.name, sc.name, out)
		}
		for _, line := range strings.Split(out, "\n") {
			if strings.HasPrefix(line, "  -") && !flagLine.MatchString(line) {
				t.Errorf("ojkit %s -h: flag line %q: want -NAME and a placeholder in capitals", sc.name, line)
			}
		}
		if m := oldNames.FindString(out); m != "" {
			t.Errorf("ojkit %s -h names %q:\n%s", sc.name, m, out)
		}
	}
	_, out, _ := run("-h")
	if m := oldNames.FindString(out); m != "" {
		t.Errorf("ojkit -h names %q:\n%s", m, out)
	}
}

// TestMessagesNameOjkit checks the string literals of the subcommands' code (a
// message, a usage line, a generated README) for old tool names.
func TestMessagesNameOjkit(t *testing.T) {
	var files []string
	for _, dir := range []string{"..", "../../cli"} {
		err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
				files = append(files, path)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	fset := token.NewFileSet()
	for _, path := range files {
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ImportSpec:
				return false
			case *ast.BasicLit:
				if s, err := strconv.Unquote(n.Value); err == nil && n.Kind == token.STRING {
					if m := oldName(s); m != "" {
						t.Errorf("%s: a string names %q: %.80q", fset.Position(n.Pos()), m, s)
					}
				}
			}
			return true
		})
	}
	if len(files) < 20 {
		t.Fatalf("read %d files of the subcommands; want them all", len(files))
	}
}
