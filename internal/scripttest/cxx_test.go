package scripttest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ojkit/ojkit/internal/proctest"
)

// TestCachedCXX builds programs as ojkit does through the scripts' g++: the
// same source and header in another directory come from the cache, with the
// make rule naming that directory; a changed header, a program holding its
// source's path and a build that warns are compiled.
func TestCachedCXX(t *testing.T) {
	if why, fail := proctest.Missing(cxxName); fail {
		t.Fatal(why)
	} else if why != "" {
		t.Skip(why)
	}
	real, err := exec.LookPath(cxxName)
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(realCXXEnv, real)
	t.Setenv(cxxCacheEnv, t.TempDir())
	root := t.TempDir()
	write := func(path, text string) {
		t.Helper()
		path = filepath.Join(root, path)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// build builds dir/main.cpp as ojkit does into the directory out and
	// reports whether the cache held it; the program must print want, and
	// g++ nothing but warn, on the standard error.
	var warn string
	build := func(dir, out, want string, flags ...string) bool {
		t.Helper()
		dir, out = filepath.Join(root, dir), filepath.Join(root, out)
		if err := os.MkdirAll(out, 0o755); err != nil {
			t.Fatal(err)
		}
		t.Chdir(dir)
		args := append(append([]string{"-MMD", "-MF", filepath.Join(out, "deps"), "-O2"}, flags...),
			"-o", filepath.Join(out, "solution"), filepath.Join(dir, "main.cpp"))
		b := newCXXBuild(args)
		if b == nil {
			t.Fatalf("%q: not a build the cache keeps", args)
		}
		hit := b.hit()
		if !hit {
			stderr := os.Stderr
			f, err := os.Create(filepath.Join(out, "stderr"))
			if err != nil {
				t.Fatal(err)
			}
			os.Stderr = f
			status := compileCXX(real, args)
			os.Stderr = stderr
			f.Close()
			if status != 0 {
				t.Fatalf("g++ %q: exit status %d", args, status)
			}
			text, err := os.ReadFile(f.Name())
			if err != nil || !strings.Contains(string(text), warn) || (warn == "") != (len(text) == 0) {
				t.Fatalf("g++ %q: standard error %q, %v; want %q", args, text, err, warn)
			}
		}
		got, err := exec.Command(filepath.Join(out, "solution")).Output()
		if err != nil || string(got) != want {
			t.Fatalf("%s/solution: %q, %v; want %q", out, got, err, want)
		}
		rule, err := os.ReadFile(filepath.Join(out, "deps"))
		if err != nil || !strings.Contains(string(rule), filepath.Join(dir, "h.h")) || strings.Contains(string(rule), "\x00") {
			t.Fatalf("%s/deps: %q, %v; want it to name %s/h.h", out, rule, err, dir)
		}
		return hit
	}
	main := "#include <cstdio>\n#include \"h.h\"\nint main() { std::puts(msg); }\n"
	for _, dir := range []string{"a", "b", "c"} {
		write(dir+"/main.cpp", main)
		write(dir+"/h.h", "const char *msg = \"one\";\n")
	}
	write("c/h.h", "const char *msg = \"two\";\n")
	if build("a", "out1", "one\n") {
		t.Errorf("a: the first build came from an empty cache")
	}
	if !build("b", "out2", "one\n") {
		t.Errorf("b: the same source and header in another directory were compiled again")
	}
	if build("c", "out3", "two\n") {
		t.Errorf("c: a build with another header came from the cache")
	}
	if build("b", "out4", "one\n", "-DX") {
		t.Errorf("b -DX: a build with other flags came from the cache")
	}

	for _, dir := range []string{"d", "e"} {
		write(dir+"/main.cpp", "#include <cstdio>\n#include \"h.h\"\nint main() { std::puts(__FILE__); }\n")
		write(dir+"/h.h", "\n")
	}
	build("d", "out5", filepath.Join(root, "d", "main.cpp")+"\n")
	if build("e", "out6", filepath.Join(root, "e", "main.cpp")+"\n") {
		t.Errorf("e: a program holding another directory's path came from the cache")
	}

	for _, dir := range []string{"f", "g"} {
		write(dir+"/main.cpp", main+"int unused() {}\n")
		write(dir+"/h.h", "const char *msg = \"three\";\n")
	}
	warn = "no return statement"
	build("f", "out7", "three\n", "-Wreturn-type")
	if build("g", "out8", "three\n", "-Wreturn-type") {
		t.Errorf("g: a build that warned came from the cache")
	}
}
