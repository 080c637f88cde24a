package ojkit

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestHelpListsTopics checks that ojkit help lists every topic after the
// subcommands.
func TestHelpListsTopics(t *testing.T) {
	code, out, _ := run("help")
	if code != 0 {
		t.Fatalf("ojkit help: exit %d, want 0", code)
	}
	subs, tops, ok := strings.Cut(out, "\nTopics (ojkit help TOPIC):\n")
	if !ok {
		t.Fatalf("ojkit help lists no topics:\n%s", out)
	}
	for _, sc := range subcommands {
		if !strings.Contains(subs, "\t"+sc.name+" ") {
			t.Errorf("ojkit help lists no subcommand %s before the topics:\n%s", sc.name, out)
		}
	}
	var got, want []string
	for _, line := range strings.Split(tops, "\n") {
		if f := strings.Fields(line); strings.HasPrefix(line, "\t") && len(f) > 1 {
			got = append(got, f[0])
		}
	}
	for _, tp := range topics {
		want = append(want, tp.name)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ojkit help's topics (-want +got):\n%s", diff)
	}
}

// TestHelpTopics checks that each topic prints on stdout with exit status 0,
// and what it prints where its text comes from code.
func TestHelpTopics(t *testing.T) {
	for _, c := range []struct {
		topic string
		want  []string
	}{
		{"layout", []string{"problems/ID/main.go", "gen/ID/", "testdata/ID/", "tests/"}},
		{"runs", []string{"CPU time", "peak resident size", "AC ", "WA ", "PE ", "RE ", "TLE ", "MLE ", "OLE ", "ILE ", "FAIL ", "BUSY "}},
		{"judges", []string{"\nCodeforces  ", "\nSPOJ  ", "1.7", "go1.22.2"}},
		{"json", []string{`"v"`, "\tstart ", "\toutcome ", "\tsummary ", `"$schema": "https://json-schema.org/draft/2020-12/schema"`, `"outcome": {`}},
		{"directives", []string{"//ojkit:judges ENTRY", "//ojkit:go VERSION", "//ojkit:limits TIME MEMORY", "//ojkit:compare exact", "//ojkit:interactor [CMD]", "//ojkit:io IN OUT"}},
	} {
		code, out, errOut := run("help", c.topic)
		if code != 0 || errOut != "" {
			t.Errorf("ojkit help %s: exit %d, stderr %q; want 0 and nothing", c.topic, code, errOut)
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("ojkit help %s lacks %q:\n%s", c.topic, w, out)
			}
		}
		if m := oldNames.FindString(out); m != "" {
			t.Errorf("ojkit help %s names %q", c.topic, m)
		}
	}
}

// TestHelpUnknown checks that an unknown subcommand or topic is a usage error
// naming the nearest of either.
func TestHelpUnknown(t *testing.T) {
	for _, c := range []struct{ arg, nearest string }{
		{"judes", "judges"},
		{"juge", "judge"},
		{"directive", "directives"},
		{"layuot", "layout"},
	} {
		code, out, errOut := run("help", c.arg)
		want := `ojkit help: unknown subcommand "` + c.arg + `", and no topic of that name; the nearest is ` + c.nearest + " (ojkit help " + c.nearest + ")\n"
		if code != 2 || out != "" || errOut != want {
			t.Errorf("ojkit help %s: exit %d, stdout %q, stderr %q; want 2 and %q", c.arg, code, out, errOut, want)
		}
	}
	if code, _, errOut := run("help", "runs", "judges"); code != 2 || !strings.Contains(errOut, "want one subcommand or topic") {
		t.Errorf("ojkit help runs judges: exit %d, %q; want 2", code, errOut)
	}
}
