package check

import "testing"

func TestAPIKey(t *testing.T) {
	cases := map[string]string{
		"pkg bufio, method (*Reader) Buffered() int":                                  "bufio.Reader.Buffered",
		"pkg time, method (Duration) Truncate(Duration) Duration":                     "time.Duration.Truncate",
		"pkg io, type ReadCloser interface { Close, Read }":                           "io.ReadCloser",
		"pkg io, type ReadCloser interface, Close() error":                            "io.ReadCloser.Close",
		"pkg archive/tar, type Header struct, Name string":                            "archive/tar.Header.Name",
		"pkg bufio, type ReadWriter struct, embedded *Reader":                         "bufio.ReadWriter.Reader",
		"pkg syscall (linux-386), const AF_ALG = 38":                                  "syscall.AF_ALG",
		"pkg os, var Args []string":                                                   "os.Args",
		"pkg strings, type Builder struct":                                            "strings.Builder",
		"pkg slices, func Index[$0 interface{ ~[]$1 }, $1 comparable]($0, $1) int":    "slices.Index",
		"pkg sync, type Map[$0 comparable, $1 any] struct":                            "sync.Map",
		"pkg iter, type Seq2[$0 interface{}, $1 interface{}] func(func($0, $1) bool)": "iter.Seq2",
		"pkg bytes, method (*Buffer) Peek(int) ([]uint8, error) #73794":               "bytes.Buffer.Peek",
		"pkg weak, method (Pointer[$0]) Value() *$0":                                  "weak.Pointer.Value",
		"garbage": "",
	}
	for line, want := range cases {
		if got := apiKey(line); got != want {
			t.Errorf("apiKey(%q) = %q, want %q", line, got, want)
		}
	}
}

func TestAliasLine(t *testing.T) {
	alias, target, ok := aliasLine("pkg os, type FileMode = fs.FileMode")
	if !ok || alias != "os.FileMode" || target != "fs.FileMode" {
		t.Errorf("aliasLine = %q, %q, %v, want os.FileMode, fs.FileMode, true", alias, target, ok)
	}
	for _, line := range []string{"pkg os, type FileMode uint32", "pkg os, func Exit(int)", "pkg p, type A = []int"} {
		if _, _, ok := aliasLine(line); ok {
			t.Errorf("aliasLine(%q) reports an alias", line)
		}
	}
}
