package judge

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestLargeInput judges a program that reads its input and counts the bytes on a
// 300 MiB input (a sparse file): AC, with judge itself allocating less than
// 64 MiB over the whole run, as the input goes to the program from its file.
func TestLargeInput(t *testing.T) {
	t.Parallel()
	const size = 300 << 20
	dir := t.TempDir()
	in := filepath.Join(dir, "big.in")
	f, err := os.Create(in)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(size); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if err := os.WriteFile(filepath.Join(dir, "big.out"), []byte("314572800\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	var stdout, stderr bytes.Buffer
	code := Run([]string{"-tests", dir, "-timeout", "60s", "cat | wc -c"}, &stdout, &stderr)
	runtime.ReadMemStats(&after)
	if code != 0 || !strings.Contains(stdout.String(), "1 AC / 1 cases") {
		t.Fatalf("judge exited %d:\n%s%s", code, stdout.String(), stderr.String())
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc >= 64<<20 {
		t.Errorf("judge allocated %d MiB judging a %d MiB input, want under 64", alloc>>20, size>>20)
	}
}
