package ojkit

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ojkit/ojkit/internal/scripttest"
)

// readmeMark begins the line before a README block that TestReadme runs: a
// shell block as it is, or with ": PATH" a file written to PATH.
const readmeMark = "<!-- ojkit readme test"

// TestReadme does what README.md and then docs/guide.md say, from an empty
// home directory: install from a clone, the quick start in it, and a module
// of one's own where ojkit new, test, judge, stress, bundle (of a solution
// importing judgeio under another name), check and submit run. The blocks after a readmeMark line run
// in order in one bash -e; a block marked "<!-- ojkit readme test: PATH -->"
// is written to PATH in the shell's working directory at that point. Two
// lines run otherwise: `git clone URL DIR` copies this tree to DIR (the module
// is not published, and this tree is what is tested), and `make test`, which
// runs this test, is left out. The go command uses the user's build and module
// caches, offline, so ojkit is built once more in the copy and nothing is
// downloaded. It is in the full tier (see scripttest.FullEnv).
func TestReadme(t *testing.T) {
	scripttest.NeedFull(t)
	root := scripttest.ModuleRoot(t)
	var script string
	for _, doc := range []string{"README.md", "docs/guide.md"} {
		part, err := readmeScript(filepath.Join(root, doc))
		if err != nil {
			t.Fatal(err)
		}
		script += part
	}
	work := t.TempDir()
	tree := filepath.Join(work, "tree")
	if err := scripttest.CopyModule(root, tree); err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(work, "home")
	gobin := filepath.Join(work, "bin")
	for _, dir := range []string{home, gobin} {
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("bash", "-e", "-x", "-c", script)
	cmd.Dir = home
	cmd.Env = readmeEnv(t, home, gobin, tree)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the README's commands failed: %v\n%s", err, out)
	}
	for _, f := range []string{"ojkit/dist/poj3076.go", "contest/dist/abc086a.go", "contest/abc086a.go"} {
		data, err := os.ReadFile(filepath.Join(home, f))
		if err != nil || !strings.Contains(string(data), "\nfunc main() {") {
			t.Errorf("%s: %v; want a bundle with func main\n%s", f, err, out)
		}
	}
	for _, want := range []string{"20 runs, no disagreement", "OK at go1.25", "ojkit (devel) "} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the output lacks %q:\n%s", want, out)
		}
	}
}

// readmeEnv returns the environment of the README's shell: home as HOME, gobin
// where go install puts ojkit and first on PATH, $OJKIT_TREE the copy that
// `git clone` stands for, and the user's go settings and caches of the go
// command and of the runner's supervisor, with the module proxy off.
func readmeEnv(t *testing.T, home, gobin, tree string) []string {
	vars := scripttest.GoEnv(t, "GOCACHE", "GOMODCACHE", "GOPATH", "GOENV")
	userCache, err := os.UserCacheDir()
	if err != nil {
		t.Fatal(err)
	}
	return append(os.Environ(), "HOME="+home, "GOBIN="+gobin,
		"PATH="+gobin+string(os.PathListSeparator)+os.Getenv("PATH"),
		"GOCACHE="+vars[0], "GOMODCACHE="+vars[1], "GOPATH="+vars[2], "GOENV="+vars[3],
		"XDG_CACHE_HOME="+userCache, "GOPROXY=off", "GOTOOLCHAIN=local", "GOFLAGS=-trimpath",
		"OJKIT_TREE="+tree)
}

// readmeScript returns the shell script of the README's marked blocks.
func readmeScript(readme string) (string, error) {
	f, err := os.Open(readme)
	if err != nil {
		return "", err
	}
	defer f.Close()
	var script strings.Builder
	sc := bufio.NewScanner(f)
	blocks := 0
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if !strings.HasPrefix(line, readmeMark) {
			continue
		}
		path := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(line, readmeMark), "-->"))
		path = strings.TrimSpace(strings.TrimPrefix(path, ":"))
		if !sc.Scan() || !strings.HasPrefix(sc.Text(), "```") {
			return "", fmt.Errorf("README.md:%d: a fenced block must follow the mark", n)
		}
		body, err := fenced(sc)
		if err != nil {
			return "", fmt.Errorf("README.md:%d: %v", n, err)
		}
		blocks++
		if path != "" {
			fmt.Fprintf(&script, "cat > %s <<'OJKIT_README_EOF'\n%sOJKIT_README_EOF\n", path, body)
			continue
		}
		for _, cmd := range strings.SplitAfter(body, "\n") {
			script.WriteString(shellLine(cmd))
		}
	}
	if blocks == 0 {
		return "", fmt.Errorf("%s: no block marked %q", readme, readmeMark)
	}
	return script.String(), sc.Err()
}

// fenced returns the lines of a fenced block up to its closing fence.
func fenced(sc *bufio.Scanner) (string, error) {
	var body strings.Builder
	for sc.Scan() {
		if sc.Text() == "```" {
			return body.String(), nil
		}
		body.WriteString(sc.Text() + "\n")
	}
	return "", io.ErrUnexpectedEOF
}

// shellLine returns a line of a shell block as the test runs it: `git clone
// URL DIR` copies $OJKIT_TREE to DIR, and `make test` is left out.
func shellLine(line string) string {
	fields := strings.Fields(line)
	switch {
	case len(fields) >= 4 && fields[0] == "git" && fields[1] == "clone":
		return "mkdir -p " + fields[3] + " && cp -R \"$OJKIT_TREE\"/. " + fields[3] + "\n"
	case len(fields) >= 2 && fields[0] == "make" && fields[1] == "test":
		return ""
	}
	return line
}
