package cpp

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestStdChecker(t *testing.T) {
	for _, c := range NumberCheckers {
		src, err := StdChecker(c.Name)
		if err != nil {
			t.Fatal(err)
		}
		first, _, _ := strings.Cut(string(src), "\n")
		var eps string
		for _, line := range strings.Split(string(src), "\n") {
			if strings.HasPrefix(line, "const double EPS") {
				eps = line
			}
		}
		want := []string{"// Polygon's standard checker std::" + c.Name + ", as testlib's checkers/" + c.Name, "const double EPS = " + c.EPS + ";"}
		if diff := cmp.Diff(want, []string{first, eps}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", c.Name, diff)
		}
	}
	for _, name := range []string{"wcmp.cpp", "fcmp.cpp", "lcmp.cpp", "accept.cpp"} {
		if src, err := StdChecker(name); err != nil || !bytes.Contains(src, []byte(`#include "testlib.h"`)) {
			t.Errorf("StdChecker(%s): %v, without testlib.h", name, err)
		}
	}
	if _, err := StdChecker("rcmp.cpp.tmpl"); err == nil {
		t.Error("StdChecker(rcmp.cpp.tmpl): no error")
	}
}
