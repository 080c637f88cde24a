package problempkg

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLibraryCheckerExpect checks what each [[solutions]] entry expects,
// and that a function is built with the grader, whose directory is on the
// include path.
func TestLibraryCheckerExpect(t *testing.T) {
	var got []string
	for _, entry := range []string{
		`name = "wa.cpp"` + "\n" + `expect = "WA"`,
		`name = "naive.cpp"` + "\n" + `allow_tle = true`,
		`name = "slow.cpp"` + "\n" + `expect = "TLE"` + "\n" + `allow_re = true` + "\n" + `allow_tle = true`,
		`name = "func.cpp"` + "\n" + `function = true`,
		`name = "odd.cpp"` + "\n" + `expect = "MLE"`,
	} {
		doc, err := parseTOML(entry)
		if err != nil {
			t.Fatal(err)
		}
		lc := func(rel string) Program { return Program{Path: rel, Source: rel} }
		sub, err := lcSolution(&doc.tomlTable, lc, lc("grader/grader.cpp"))
		if err != nil {
			got = append(got, err.Error())
			continue
		}
		got = append(got, fmt.Sprint(sub.Source, sub.Files, sub.Include, " ", sub.Expect, " ", sub.Why))
	}
	want := []string{
		"sol/wa.cpp[] [] WA ",
		"sol/naive.cpp[] [] AC|TLE ",
		"sol/slow.cpp[] [] TLE|RTE ",
		"sol/func.cpp[grader/grader.cpp] [grader] AC ",
		`solution odd.cpp: expect = "MLE", want AC, WA, TLE or RE`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
