package problempkg

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestPrograms checks the programs of a package's files and directories:
// the main source and the others of a submission of several files, and
// why ojkit builds none, by name, for a run script, a language it does
// not build, an input checker's language, and Kotlin where kotlinc is
// missing.
func TestPrograms(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"cpp/main.cc": "", "cpp/message.cc": "", "cpp/message.hpp": "", "cpp/zz-random.txt": "",
		"named/a.py": "", "named/named.py": "",
		"script/run": "", "script/main.c": "",
		"sh/hello.sh": "", "sh/zz-random.txt": "",
		"shells/main.sh": "", "shells/secondary.sh": "",
		"rust/hello.rs": "",
		"ctd/check.ctd": "",
		"one.kt":        "fun main() {}\n",
	}
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	describe := func(name string) string {
		p := program(filepath.Join(dir, name))
		if p.Source == "" {
			return name + ": " + p.Why
		}
		var others []string
		for _, f := range p.Files {
			others = append(others, filepath.Base(f))
		}
		return fmt.Sprint(name, ": ", filepath.ToSlash(strings.ReplaceAll(p.Source, dir+string(filepath.Separator), "")), " ", others)
	}
	var got []string
	for _, name := range []string{"cpp", "named", "script", "sh", "shells", "rust", "ctd"} {
		got = append(got, describe(name))
	}
	t.Setenv("PATH", t.TempDir())
	got = append(got, describe("one.kt"))
	want := []string{
		"cpp: cpp/main.cc [message.cc]",
		"named: named/named.py [a.py]",
		"script: a run script: ojkit builds programs from their sources",
		"sh: sh sh/hello.sh []",
		"shells: shell scripts of several files: ojkit runs a shell script of one",
		"rust: no compiler for Rust: ojkit builds C, C++, Go, Java, JavaScript, Kotlin and Python 3",
		"ctd: no compiler for checktestdata",
		"one.kt: no compiler for Kotlin: kotlinc not found: install kotlinc and a JDK (apt-get install kotlin, or sdk install kotlin)",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
