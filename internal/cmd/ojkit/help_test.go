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

// helpLayout is the layout of every subcommand's -h (see cli.Help): usage lines
// naming ojkit SUB, one paragraph, the flags if any, then "Examples:" and one
// to three command lines of ojkit SUB; gen adds its problems after them.
const helpLayout = `^usage: ojkit SUB\b.*\n(       ojkit SUB\b.*\n)*\n(\S.*\n)+\n(Flags:\n(  .*\n)+\n)?Examples:\n\n(\t(\S+=\S+ )*ojkit SUB\b.*\n){1,3}(\n(.*\n)*)?$`

// TestHelpLayout checks that every subcommand's -h follows one layout and names
// no old tool.
func TestHelpLayout(t *testing.T) {
	for _, sc := range subcommands {
		code, out, errOut := run(sc.name, "-h")
		if code != 0 || out != "" {
			t.Errorf("ojkit %s -h: exit %d, stdout %q; want 0 and the help on stderr", sc.name, code, out)
		}
		layout := regexp.MustCompile(strings.ReplaceAll(helpLayout, "SUB", regexp.QuoteMeta(sc.name)))
		if !layout.MatchString(errOut) {
			t.Errorf("ojkit %s -h does not follow the layout (usage: ojkit %s, a paragraph, Flags:, Examples: and one to three examples):\n%s", sc.name, sc.name, errOut)
		}
		if m := oldNames.FindString(errOut); m != "" {
			t.Errorf("ojkit %s -h names %q:\n%s", sc.name, m, errOut)
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
					if m := oldNames.FindString(s); m != "" {
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
