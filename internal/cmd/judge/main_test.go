package judge

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ojkit/ojkit/internal/layout"
)

func TestIsOwn(t *testing.T) {
	dir := t.TempDir()
	p := layout.Problem{ID: "toy", Dir: filepath.Join(dir, "toy")}
	for _, d := range []string{"toy/alt", "toyish"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "toy", "mine.cpp"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for sol, want := range map[string]bool{
		"toy":          true,  // the problem's directory
		"toy/alt":      true,  // a second solution
		"toy/mine.cpp": false, // a file of the user's beside main.go
		"toyish":       false, // a directory whose name starts alike
		dir:            false, // the directory above
		"echo 1":       false, // a command line
	} {
		if sol != dir {
			sol = filepath.Join(dir, sol)
		}
		if got := isOwn(sol, p); got != want {
			t.Errorf("isOwn(%s) = %v, want %v", sol, got, want)
		}
	}
}
