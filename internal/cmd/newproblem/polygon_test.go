package newproblem

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ojkit/ojkit/internal/directive"
	"github.com/ojkit/ojkit/internal/problempkg"
)

func TestNearestChecker(t *testing.T) {
	for _, tc := range []struct {
		compare, want, note string
	}{
		{"tokens", "wcmp.cpp", ""},
		{"exact", "fcmp.cpp", "//ojkit:compare exact: std::fcmp.cpp, Polygon's nearest, also accepts a CR before a newline, no final newline and blank lines at the end"},
		{"lines", "lcmp.cpp", "//ojkit:compare lines: std::lcmp.cpp, Polygon's nearest, also accepts other spacing between the words of a line"},
		{"float 1e-4", "rcmp4.cpp", ""},
		{"float 1e-3", "rcmp4.cpp", "//ojkit:compare float 0.001: no standard checker allows that error; std::rcmp4.cpp, the nearest, allows 1e-4"},
		{"float 1e-5", "rcmp.cpp", "//ojkit:compare float 1e-5: no standard checker allows that error; std::rcmp.cpp, the nearest, allows 1.5e-6"},
		{"float 1.5e-6", "rcmp.cpp", ""},
		{"float 1e-6", "rcmp6.cpp", ""},
		{"float 1e-9", "rcmp9.cpp", ""},
		{"float 0", "rcmp9.cpp", "//ojkit:compare float 0: no standard checker allows that error; std::rcmp9.cpp, the nearest, allows 1e-9"},
	} {
		c, err := directive.ParseCompare(tc.compare)
		if err != nil {
			t.Fatal(err)
		}
		w := &packageWriter{dir: t.TempDir()}
		got := w.nearestChecker(c, &problempkg.PolygonSpec{})
		var note string
		if len(w.notes) > 0 {
			note = w.notes[0]
		}
		if diff := cmp.Diff([]string{tc.want, tc.note}, []string{got, note}); diff != "" {
			t.Errorf("%s: the checker and the note (-want +got):\n%s", tc.compare, diff)
		}
	}
}

func TestNoteWords(t *testing.T) {
	w := &packageWriter{dir: t.TempDir()}
	w.write("tests/01.a", []byte("0.5 1e-3\n"))
	w.write("tests/02.a", []byte("2.5\nimpossible\n"))
	c, err := directive.ParseCompare("float 1e-6")
	if err != nil {
		t.Fatal(err)
	}
	w.nearestChecker(c, &problempkg.PolygonSpec{Samples: []bool{true, false}})
	want := []string{`//ojkit:compare float: test 2's answer holds the word "impossible", and Polygon's checkers of numbers read numbers only: write a checker of your own`}
	if diff := cmp.Diff(want, w.notes); diff != "" {
		t.Errorf("notes (-want +got):\n%s", diff)
	}
}

func TestShortName(t *testing.T) {
	got := []string{shortName("p1219"), shortName("cf1915a_2"), shortName("My.Task 3")}
	if diff := cmp.Diff([]string{"p1219", "cf1915a-2", "my-task-3"}, got); diff != "" {
		t.Errorf("shortName (-want +got):\n%s", diff)
	}
}
