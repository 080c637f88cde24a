package judge

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// TestLargeInput judges a program that reads its input and counts the bytes on a
// 300 MiB input (a sparse file): AC, with judge itself allocating less than
// 64 MiB over the whole run, as the input goes to the program from its file.
// It runs alone, as allocations are counted for the whole process.
func TestLargeInput(t *testing.T) {
	const size = 300 << 20
	dir := t.TempDir()
	sparse(t, filepath.Join(dir, "big.in"), size)
	if err := os.WriteFile(filepath.Join(dir, "big.out"), []byte("314572800\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if alloc := judgeAC(t, dir, "cat | wc -c"); alloc >= 64<<20 {
		t.Errorf("judge allocated %d MiB judging a %d MiB input, want under 64", alloc>>20, size>>20)
	}
}

// TestLargeOutput judges cat on a 60 MiB input (a sparse file) against an
// answer of the same bytes: AC, with judge allocating less than 32 MiB, as
// the output goes to a file and is read side by side with the answer. It
// runs alone, as allocations are counted for the whole process.
func TestLargeOutput(t *testing.T) {
	const size = 60 << 20
	dir := t.TempDir()
	sparse(t, filepath.Join(dir, "big.in"), size)
	sparse(t, filepath.Join(dir, "big.out"), size)
	if alloc := judgeAC(t, dir, "cat"); alloc >= 32<<20 {
		t.Errorf("judge allocated %d MiB judging a %d MiB output, want under 32", alloc>>20, size>>20)
	}
}

// sparse makes a file of size zero bytes at path without writing them.
func sparse(t *testing.T, path string, size int64) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := f.Truncate(size); err != nil {
		t.Fatal(err)
	}
}

// judgeAC judges solution on the tests in dir, fails the test unless it is
// AC, and returns the bytes this process allocated meanwhile.
func judgeAC(t *testing.T, dir, solution string) uint64 {
	t.Helper()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	var stdout, stderr bytes.Buffer
	code := Run([]string{"-tests", dir, "-timeout", "60s", solution}, &stdout, &stderr)
	runtime.ReadMemStats(&after)
	if code != 0 || !strings.Contains(stdout.String(), "1 AC / 1 case") {
		t.Fatalf("judge exited %d:\n%s%s", code, stdout.String(), stderr.String())
	}
	return after.TotalAlloc - before.TotalAlloc
}

// TestLargeAnswer judges outputs against a 10 MiB answer, more than judge
// reads whole: the answer is read side by side with the output, so a right
// output is AC and a wrong one is WA at its first differing token.
func TestLargeAnswer(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	answer := bytes.Repeat([]byte("12345 "), 10<<20/6)
	wrong := bytes.Clone(answer)
	copy(wrong[6*1000:], "99999")
	for name, data := range map[string][]byte{"right.in": answer, "right.out": answer, "wrong.in": wrong, "wrong.out": answer} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var stdout, stderr bytes.Buffer
	code := Run([]string{"-tests", dir, "-timeout", "60s", "cat"}, &stdout, &stderr)
	out := stdout.String()
	if code != 1 || !regexp.MustCompile(`(?m)^right +AC `).MatchString(out) ||
		!strings.Contains(out, "--- wrong: WA\ntoken 1001: want \"12345\", got \"99999\"\n") ||
		!strings.Contains(out, "the answer is too large for a diff") {
		t.Errorf("judge exited %d, want 1 with right AC and wrong WA at token 1001:\n%s%s", code, out, stderr.String())
	}
}
