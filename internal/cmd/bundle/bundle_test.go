package bundle

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestOversizeWarning bundles a program over SPOJ's source limit: the bundle
// is written and a one-line warning says so.
func TestOversizeWarning(t *testing.T) {
	dir := t.TempDir()
	big := "package main\n\nconst text = `" + strings.Repeat("ojkit ", smallest.Source/6+100) + "`\n\nfunc main() { println(len(text)) }\n"
	files := map[string]string{"go.mod": "module big\n\ngo 1.21\n", "main.go": big}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	if code := Run([]string{"-o", "dist/out.go", "."}, &stdout, &stderr); code != 0 {
		t.Fatalf("bundle exited %d: %s", code, stderr.String())
	}
	want := regexp.MustCompile(`^ojkit bundle: warning: the bundle has \d+ bytes, over the 50000-byte source limit of SPOJ \(-strip drops comments\)\n$`)
	if !want.MatchString(stderr.String()) {
		t.Errorf("stderr = %q, want the size warning", stderr.String())
	}
	if _, err := os.Stat("dist/out.go"); err != nil {
		t.Errorf("the bundle was not written: %v", err)
	}
}

func TestDepsFirst(t *testing.T) {
	deps := map[string][]string{"a": {"c", "std"}, "b": {"a"}, "c": nil, "x": {"y"}, "y": {"x"}}
	got := depsFirst([]string{"y", "b", "x", "a", "c"}, func(p string) []string { return deps[p] })
	want := []string{"c", "a", "b", "x", "y"} // the cycle x-y last, sorted
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("depsFirst (-want +got):\n%s", diff)
	}
}

func TestPathPrefix(t *testing.T) {
	cases := []struct {
		path, name string
		k          int
		want       string
	}{
		{"example.com/a/util", "util", 1, "a_util_"},
		{"example.com/a/util", "util", 2, "example_com_a_util_"},
		{"example.com/a/util", "util", 5, "example_com_a_util_"},
		{"example.com/v2/go-rbt", "rbt", 1, "v2_rbt_"},
		{"example.com/2d/geo", "geo", 1, "p2d_geo_"},
	}
	for _, c := range cases {
		if got := pathPrefix(c.path, c.name, c.k); got != c.want {
			t.Errorf("pathPrefix(%q, %q, %d) = %q, want %q", c.path, c.name, c.k, got, c.want)
		}
	}
}
