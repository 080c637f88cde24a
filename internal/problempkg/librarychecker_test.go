package problempkg

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

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
		sub, err := lcSolution(&doc.tomlTable, func(rel string) Program { return Program{Path: rel, Source: rel} })
		if err != nil {
			got = append(got, err.Error())
			continue
		}
		got = append(got, sub.Source+" "+string(sub.Expect)+" "+sub.Why)
	}
	want := []string{
		"sol/wa.cpp WA ",
		"sol/naive.cpp AC|TLE ",
		"sol/slow.cpp TLE|RTE ",
		" AC a function built with grader/grader.cpp: ojkit judges programs of one source",
		`solution odd.cpp: expect = "MLE", want AC, WA, TLE or RE`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
