package submit

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/scripttest"
)

// problem writes a problem directory, a module of its own, holding main.go
// with src and one test, input 1 and answer 2, and returns its path.
func problem(t *testing.T, src string) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{"go.mod": "module example.com/p\n\ngo 1.21\n", "main.go": src, "tests/a.in": "1\n", "tests/a.out": "2\n"}
	for name, data := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// echo is a main.go that prints its input's number plus add.
const echo = `// Command p prints its input plus one.
//
//ojkit:go 1.7
package main

import "fmt"

func main() {
	var n int
	fmt.Scan(&n)
	fmt.Println(n + ADD)
}
`

// TestMessagesNameSubmit checks that every message of ojkit submit, those of
// its bundle, check and test steps included, begins with ojkit submit, the
// subcommand the user typed, and that a failed step writes nothing.
func TestMessagesNameSubmit(t *testing.T) {
	cases := []struct {
		name, src string
		code      int
		want      []string // stderr's first and last lines, the problem's directory as DIR and the rejected bundle as BUNDLE
	}{
		{"bundle", "package main\n\nfunc main() { x }\n", 2, []string{
			"ojkit submit: DIR/main.go:3:15: undefined: x",
			"ojkit submit: DIR/main.go:3:15: undefined: x",
		}},
		{"check", strings.Replace(strings.Replace(echo, "ADD", "1", 1), `import "fmt"`, "import (\n\t\"fmt\"\n\t\"strings\"\n)\n\nfunc init() { fmt.Print(new(strings.Builder).Len()) }", 1), 1, []string{
			"ojkit submit: BUNDLE:16:37: strings.Builder needs go1.10 (floor go1.7)",
			"ojkit submit: check failed; nothing written; the rejected bundle is BUNDLE",
		}},
		{"test", strings.Replace(echo, "ADD", "2", 1), 1, []string{
			"ojkit submit: test failed; nothing written; the rejected bundle is BUNDLE",
			"ojkit submit: test failed; nothing written; the rejected bundle is BUNDLE",
		}},
	}
	rejected := regexp.MustCompile(`\S*ojkit-submit-\d+/\w+\.go`)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := problem(t, c.src)
			out := filepath.Join(dir, "dist", "p.go")
			var stdout, stderr bytes.Buffer
			code := Run([]string{"-p", dir, "-o", out}, &stdout, &stderr)
			got := rejected.ReplaceAllString(strings.ReplaceAll(stderr.String(), dir, "DIR"), "BUNDLE")
			if bundle := rejected.FindString(stderr.String()); bundle != "" {
				os.RemoveAll(filepath.Dir(bundle))
			}
			lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
			for _, l := range lines {
				if !strings.HasPrefix(l, "ojkit submit: ") {
					t.Errorf("a line of ojkit submit's stderr does not begin with its name: %q", l)
				}
			}
			if diff := cmp.Diff(c.want, []string{lines[0], lines[len(lines)-1]}); code != c.code || diff != "" {
				t.Errorf("ojkit submit, a failed %s: exit %d, want %d; stderr (-want +got):\n%s", c.name, code, c.code, diff)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("a failed %s wrote %s", c.name, out)
			}
		})
	}
}

// TestMissingP runs ojkit submit at the root of a module of problems
// without -p: the error says to give one, naming the problems there, as
// ojkit test's does.
func TestMissingP(t *testing.T) {
	t.Chdir(scripttest.Problems(t, "abc001a", "abc002b"))
	var stdout, stderr bytes.Buffer
	code := Run(nil, &stdout, &stderr)
	want := "ojkit submit: the working directory is no problem: give -p ID, one of abc001a abc002b (see ojkit submit -h)\n"
	if diff := cmp.Diff(want, stderr.String()); code != 2 || diff != "" {
		t.Errorf("ojkit submit at the root: exit %d, want 2; stderr (-want +got):\n%s", code, diff)
	}
}
