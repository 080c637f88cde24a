package problems_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ojkit/ojkit/internal/modcopy"
)

// TestSubmit runs `make submit` in a copy of the module: a bundle that fails its
// suite leaves the previous dist/<id>.go as it was and is kept where the
// message says; a bundle that passes replaces it.
func TestSubmit(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("make is not installed")
	}
	root := t.TempDir()
	if err := modcopy.Copy("..", root); err != nil {
		t.Fatal(err)
	}
	const id = "poj3076"
	dist := filepath.Join(root, "dist", id+".go")
	writeFile(t, dist, "previous\n")

	mainGo := filepath.Join(root, "problems", id, "main.go")
	good := readFile(t, mainGo)
	const line = "gridtext.WriteLetters(out, grid, side)"
	if !strings.Contains(good, line) {
		t.Fatalf("%s no longer holds %q: update the test's planted bug", mainGo, line)
	}
	writeFile(t, mainGo, strings.Replace(good, line, line+"\n\t\tout.WriteByte(' ')", 1))
	out, err := makeSubmit(root, id)
	if err == nil {
		t.Fatalf("make submit of a wrong solution succeeded:\n%s", out)
	}
	if got := readFile(t, dist); got != "previous\n" {
		t.Errorf("after a failed make submit, dist/%s.go holds %.40q, want the previous file", id, got)
	}
	_, rejected, ok := strings.Cut(out, "the rejected bundle is ")
	rejected, _, _ = strings.Cut(rejected, "\n")
	if _, err := os.Stat(rejected); !ok || err != nil {
		t.Errorf("make submit does not say where the rejected bundle is (%q, %v):\n%s", rejected, err, out)
	} else {
		os.RemoveAll(filepath.Dir(rejected))
	}

	writeFile(t, mainGo, good)
	if out, err := makeSubmit(root, id); err != nil {
		t.Fatalf("make submit: %v\n%s", err, out)
	}
	if got := readFile(t, dist); !strings.Contains(got, "// Command "+id) {
		t.Errorf("after make submit, dist/%s.go starts %.40q, want the bundle", id, got)
	}
}

// makeSubmit runs `make submit P=id` in root and returns its combined output.
func makeSubmit(root, id string) (string, error) {
	cmd := exec.Command("make", "--no-print-directory", "submit", "P="+id)
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
