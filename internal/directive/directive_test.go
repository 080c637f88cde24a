package directive

import (
	"go/parser"
	"go/token"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRead(t *testing.T) {
	src := "// Command x solves it.\n//\n//ojkit:judges A B\n//ojkit:go 1.7\n//ojkit:go 1.9\n//ojkit:compare\npackage main\n"
	f, err := parser.ParseFile(token.NewFileSet(), "x.go", src, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"judges": "A B", "go": "1.7", "compare": ""}
	if diff := cmp.Diff(want, Read(f)); diff != "" {
		t.Errorf("Read (-want +got):\n%s", diff)
	}
}

func TestParseVersion(t *testing.T) {
	for _, c := range []struct {
		in, str, toolchain string
	}{
		{"1.7", "go1.7", "go1.7.0"},
		{"go1.22.2", "go1.22.2", "go1.22.2"},
	} {
		v, err := ParseVersion(c.in)
		if err != nil || v.String() != c.str || v.Toolchain() != c.toolchain {
			t.Errorf("ParseVersion(%q) = %v (%s), %v; want %s (%s)", c.in, v, v.Toolchain(), err, c.str, c.toolchain)
		}
	}
	for _, bad := range []string{"", "1", "2.0", "1.x", "1.+7", "1.7.1.1", "1.-1"} {
		if _, err := ParseVersion(bad); err == nil {
			t.Errorf("ParseVersion(%q) accepted", bad)
		}
	}
}
