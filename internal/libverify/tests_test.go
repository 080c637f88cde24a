package libverify

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/ojkit/ojkit/internal/testfiles"

	"github.com/google/go-cmp/cmp"

	"github.com/ojkit/ojkit/internal/problempkg"
)

// lcFixture is a checkout of library-checker-problems of one problem,
// aplusb: its example, two inputs from a Python generator, the answers
// of its reference solution.
var lcFixture = map[string]string{
	"common/README.md":                "The shared headers; none here.\n",
	"sample/aplusb/info.toml":         "title = 'A + B'\ntimelimit = 10.0\n[[tests]]\n    name = \"example.in\"\n    number = 1\n[[tests]]\n    name = \"random.py\"\n    number = 2\n",
	"sample/aplusb/gen/example_00.in": "1 2\n",
	"sample/aplusb/gen/random.py":     "import sys\nprint(int(sys.argv[1]), 5)\n",
	"sample/aplusb/sol/correct.cpp":   "#include <cstdio>\nint main() { long long a, b; scanf(\"%lld %lld\", &a, &b); printf(\"%lld\\n\", a + b); }\n",
	"sample/aplusb/checker.cpp":       "int main() { return 0; }\n",
}

// TestGenerated checks that two runs at once making a Library Checker
// problem's tests get the same, whole, tests, and that a later run takes
// them from the cache as they are.
func TestGenerated(t *testing.T) {
	for _, tool := range []string{"g++", "python3"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed", tool)
		}
	}
	lc := t.TempDir()
	testfiles.Write(t, lc, lcFixture)
	// A fresh file makes the tests' key one no earlier run has made.
	testfiles.Write(t, lc, map[string]string{"common/fresh": t.Name() + t.TempDir()})
	p, err := findLibraryChecker(lc, "aplusb")
	if err != nil {
		t.Fatal(err)
	}
	type made struct {
		names []string
		dir   string
		err   error
	}
	got := make([]made, 2)
	var wg sync.WaitGroup
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pkg, err := problempkg.Load(p.dir)
			if err != nil {
				got[i].err = err
				return
			}
			got[i].names, got[i].dir, got[i].err = p.generated(context.Background(), pkg, func(string) {})
		}()
	}
	wg.Wait()
	want := []string{"example_00", "random_00", "random_01"}
	for _, g := range got {
		if g.err != nil {
			t.Fatal(g.err)
		}
		if diff := cmp.Diff(want, g.names); diff != "" || g.dir != got[0].dir {
			t.Errorf("generated: %s, names (-want +got):\n%s", g.dir, diff)
		}
	}
	answer, err := os.ReadFile(filepath.Join(got[0].dir, "random_01.out"))
	if err != nil || string(answer) != "6\n" {
		t.Errorf("random_01.out = %q, %v; want 6", answer, err)
	}
	list := filepath.Join(got[0].dir, "tests.json")
	before, err := os.Stat(list)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := problempkg.Load(p.dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := p.generated(context.Background(), pkg, func(string) {}); err != nil {
		t.Fatal(err)
	}
	if after, err := os.Stat(list); err != nil || !after.ModTime().Equal(before.ModTime()) {
		t.Errorf("the tests were made again")
	}
}
