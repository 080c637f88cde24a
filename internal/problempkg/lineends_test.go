package problempkg

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLineEndsOf checks how a file's lines are seen to end.
func TestLineEndsOf(t *testing.T) {
	for _, c := range []struct {
		data string
		want int
	}{
		{"", noLineEnds},
		{"1 2", noLineEnds},
		{"1 2\n3\n", lfLineEnds},
		{"1 2\r\n3\r\n", crlfLineEnds},
		{"1 2\r\n3", crlfLineEnds},
		{"1 2\r\n3\n", mixedLineEnds},
		{"1 2\r3\r\n", mixedLineEnds},
		{"1\r\r\n", mixedLineEnds},
		{"\x00\x01\r\n", noLineEnds},   // binary: a NUL
		{"\xff\xfe\r\n", noLineEnds},   // binary: not UTF-8
		{"é ü\r\n", crlfLineEnds},      // UTF-8 text
		{"\r\n\r\n\r\n", crlfLineEnds}, // empty lines
	} {
		if got := lineEndsOf([]byte(c.data)); got != c.want {
			t.Errorf("lineEndsOf(%q) = %d, want %d", c.data, got, c.want)
		}
	}
}

// polygonXML is the problem.xml of a package of n tests held as files.
func polygonXML(n int) string {
	return fmt.Sprintf(`<problem short-name="p"><judging input-file="" output-file="">
<testset name="tests"><time-limit>1000</time-limit><memory-limit>268435456</memory-limit><test-count>%d</test-count>
<input-path-pattern>tests/%%02d</input-path-pattern><answer-path-pattern>tests/%%02d.a</answer-path-pattern></testset></judging>
<assets><checker type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker></assets></problem>`, n)
}

// TestPolygonLineEnds checks that a Polygon package for Windows is judged
// on copies of its CRLF tests with LF line ends, a binary test and one of
// mixed line ends as they are, its own files unchanged; and that a package
// one of whose tests ends lines with LF alone is judged as it is.
func TestPolygonLineEnds(t *testing.T) {
	windows := map[string]string{
		"problem.xml": polygonXML(3),
		"tests/01":    "1 2\r\n", "tests/01.a": "3\r\n",
		"tests/02": "\x00\r\n", "tests/02.a": "0\r\n", // binary
		"tests/03": "a\r\nb\n", "tests/03.a": "1\r\n", // about line ends
	}
	got := prepared(t, windows)
	want := []string{"1 2\n", "3\n", "\x00\r\n", "0\n", "a\r\nb\n", "1\n",
		"note: the tests end their lines with CRLF, as Polygon's packages for Windows hold them: 4 test files are judged with LF line ends, as the package for Linux holds them (the package's files are left as they are)"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("a package for Windows (-want +got):\n%s", diff)
	}

	linux := map[string]string{"problem.xml": polygonXML(2),
		"tests/01": "1 2\r\n", "tests/01.a": "3\r\n",
		"tests/02": "1 1\n", "tests/02.a": "2\n"}
	got = prepared(t, linux)
	want = []string{"1 2\r\n", "3\r\n", "1 1\n", "2\n"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("a package with a test of LF line ends (-want +got):\n%s", diff)
	}
}

// prepared writes the package of files, loads and prepares it, and returns
// what its cases' input and answer files then hold, and its notes; it
// fails the test if a file of the package changed.
func prepared(t *testing.T, files map[string]string) []string {
	t.Helper()
	dir := writePackage(t, files)
	p, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	cleanup, err := p.Prepare(context.Background())
	defer cleanup()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range p.Cases {
		for _, f := range []string{c.InputFile, c.AnswerFile} {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, string(data))
		}
	}
	for _, n := range p.Notes {
		got = append(got, "note: "+n)
	}
	for name, text := range files {
		if data, err := os.ReadFile(filepath.Join(dir, name)); err != nil || string(data) != text {
			t.Errorf("%s changed on disk: %q, want %q (%v)", name, data, text, err)
		}
	}
	return got
}
