package cli

import (
	"bytes"
	"errors"
	"flag"
	"testing"
)

func TestParse(t *testing.T) {
	help := Help{Usage: []string{"ojkit judge [-j N]"}, Sentence: "Judge judges.", Examples: []string{"ojkit judge -j 2"}}
	newSet := func() *flag.FlagSet {
		fs := flag.NewFlagSet("ojkit judge", flag.ContinueOnError)
		fs.Int("j", 1, "jobs")
		return fs
	}
	var stdout, stderr bytes.Buffer
	err := Parse(newSet(), []string{"-bogus"}, help, &stdout, &stderr)
	if want := "ojkit judge: flag provided but not defined: -bogus (see ojkit judge -h)\n"; stderr.String() != want || !Reported(err) {
		t.Errorf("a bad flag: %q, reported %v; want %q", stderr.String(), Reported(err), want)
	}
	if code := ParseStatus("ojkit judge", err, &stderr); code != 2 || stderr.Len() != len("ojkit judge: flag provided but not defined: -bogus (see ojkit judge -h)\n") {
		t.Errorf("ParseStatus of a reported error: %d, wrote %q again", code, stderr.String())
	}
	stderr.Reset()
	err = Parse(newSet(), []string{"-h"}, help, &stdout, &stderr)
	want := "usage: ojkit judge [-j N]\n\nJudge judges.\n\nFlags:\n  -j int\n    \tjobs (default 1)\n\nExamples:\n\n\tojkit judge -j 2\n"
	if !errors.Is(err, flag.ErrHelp) || stdout.String() != want || stderr.Len() != 0 {
		t.Errorf("-h: %v, stdout %q, stderr %q; want %q on stdout", err, stdout.String(), stderr.String(), want)
	}
	if code := ParseStatus("x", err, &stderr); code != 0 {
		t.Errorf("ParseStatus after -h: %d, want 0", code)
	}
	stderr.Reset()
	if code := ParseStatus("ojkit judge", errors.New("-j 0: want 1 or more"), &stderr); code != 2 || stderr.String() != "ojkit judge: -j 0: want 1 or more\n" {
		t.Errorf("ParseStatus of a check: %d, %q", code, stderr.String())
	}
}

// TestIsHelp checks IsHelp against the flag package: an argument asks for
// help exactly when parsing it alone returns flag.ErrHelp.
func TestIsHelp(t *testing.T) {
	for _, arg := range []string{"-h", "-help", "--h", "--help", "-hh", "help", "-x", "--", "-"} {
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		fs.SetOutput(new(bytes.Buffer))
		want := errors.Is(fs.Parse([]string{arg}), flag.ErrHelp)
		if got := IsHelp(arg); got != want {
			t.Errorf("IsHelp(%q) = %v; the flag package says %v", arg, got, want)
		}
	}
}
