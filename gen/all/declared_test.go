package all_test

import (
	"path/filepath"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/gen/problem"
	"github.com/ojkit/ojkit/internal/layout"
)

// TestDeclared checks the registry's entries against the module's folders,
// so that no folder is a test subject unless declared and none declared is
// missing: every problems/ID/main.go has an entry, and the folders holding a
// main.go below problems/ID and gen/ID are exactly the second solutions and
// tools of ID's entry.
func TestDeclared(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	entries := map[string]bool{}
	var declared []string
	for _, e := range problem.Entries() {
		entries[e.ID] = true
		p := layout.InModule(root, e.ID)
		for _, alt := range e.Solutions {
			declared = append(declared, p.Alternate(alt))
		}
		for _, tool := range e.Tools {
			declared = append(declared, p.Tool(tool))
		}
	}
	problems := folders(t, root, "problems/*/main.go")
	for _, dir := range problems {
		if id := filepath.Base(dir); !entries[id] {
			t.Errorf("%s holds a main.go, and gen's registry has no entry %s: declare one in gen/%s and import that package in gen/all", dir, id, id)
		}
	}
	found := append(folders(t, root, "problems/*/*/main.go"), folders(t, root, "gen/*/*/main.go")...)
	sort.Strings(declared)
	sort.Strings(found)
	if diff := cmp.Diff(declared, found); diff != "" {
		t.Errorf("the folders holding a main.go (+) are not the second solutions and tools the entries declare (-): declare each in its problem's entry in gen/ID, or remove it:\n%s", diff)
	}
}

// folders returns the directories of the files under root that pattern
// matches.
func folders(t *testing.T, root, pattern string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(root, filepath.FromSlash(pattern)))
	if err != nil {
		t.Fatal(err)
	}
	dirs := make([]string, len(files))
	for i, f := range files {
		dirs[i] = filepath.Dir(f)
	}
	return dirs
}
