package cli

import "testing"

func TestNearest(t *testing.T) {
	for _, c := range []struct {
		s     string
		names []string
		want  string
	}{
		{"tset", []string{"new", "judge", "test", "submit"}, "test"},
		{"limit", []string{"judges", "go", "limits", "compare"}, "limits"},
		{"abc096x", []string{"abc322d", "abc096d", "p1219"}, "abc096d"},
		{"x", []string{"ab", "cd"}, "ab"},
		{"x", nil, ""},
	} {
		if got := Nearest(c.s, c.names); got != c.want {
			t.Errorf("Nearest(%q, %q) = %q, want %q", c.s, c.names, got, c.want)
		}
	}
}

func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{{"", "io", 2}, {"limit", "limits", 1}, {"compre", "compare", 1}, {"kitten", "sitting", 3}, {"go", "go", 0}} {
		if got := editDistance(c.a, c.b); got != c.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

func TestClose(t *testing.T) {
	judges := []string{"AtCoder", "Codeforces", "e-olymp", "HDU", "Luogu"}
	for _, c := range []struct {
		s    string
		want string
	}{
		{"Eolimp", "e-olymp"},
		{"codeforce", "Codeforces"},
		{"HDOJ", ""},
		{"Qoj", ""},
		{"HDUU", "HDU"},
		{"AtCodr", "AtCoder"},
		{"luogu", "Luogu"},
		{"x", ""},
	} {
		if got := Close(c.s, judges); got != c.want {
			t.Errorf("Close(%q, judges) = %q, want %q", c.s, got, c.want)
		}
	}
	if got := Close("x", nil); got != "" {
		t.Errorf("Close(x, nil) = %q, want \"\"", got)
	}
}
