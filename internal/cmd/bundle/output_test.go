package bundle

import (
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

// TestCheckOutput checks which -o files are refused: a .go file in a folder
// holding .go files other than bundles and itself.
func TestCheckOutput(t *testing.T) {
	dir := t.TempDir()
	fsys := fstest.MapFS{
		"pkg/main.go":  {Data: []byte("package main\n\nfunc main() {}\n")},
		"dist/a.go":    {Data: []byte(headerStart + "./pkg; DO NOT EDIT.\npackage main\n")},
		"solo/only.go": {Data: []byte("package main\n")},
		"empty/.keep":  {},
	}
	if err := os.CopyFS(dir, fsys); err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, name := range []string{"pkg/out.go", "pkg/out.txt", "dist/b.go", "dist/a.go", "solo/only.go", "solo/other.go", "empty/out.go"} {
		got[name] = CheckOutput(filepath.Join(dir, name)) != nil
	}
	want := map[string]bool{
		"pkg/out.go":    true,
		"pkg/out.txt":   false,
		"dist/b.go":     false,
		"dist/a.go":     false,
		"solo/only.go":  false,
		"solo/other.go": true,
		"empty/out.go":  false,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("refused (-want +got):\n%s", diff)
	}
}
