package cli

import (
	"bytes"
	"errors"
	"flag"
	"testing"
)

func TestParseFlags(t *testing.T) {
	newSet := func() *flag.FlagSet {
		fs := flag.NewFlagSet("ojkit judge", flag.ContinueOnError)
		fs.Int("j", 1, "jobs")
		return fs
	}
	var stderr bytes.Buffer
	err := ParseFlags(newSet(), []string{"-bogus"}, "usage: x\n", &stderr)
	if want := "ojkit judge: flag provided but not defined: -bogus (see ojkit judge -h)\n"; stderr.String() != want || !Reported(err) {
		t.Errorf("a bad flag: %q, reported %v; want %q", stderr.String(), Reported(err), want)
	}
	if code := ParseStatus("ojkit judge", err, &stderr); code != 2 || stderr.Len() != len("ojkit judge: flag provided but not defined: -bogus (see ojkit judge -h)\n") {
		t.Errorf("ParseStatus of a reported error: %d, wrote %q again", code, stderr.String())
	}
	stderr.Reset()
	err = ParseFlags(newSet(), []string{"-h"}, "usage: x\n", &stderr)
	if !errors.Is(err, flag.ErrHelp) || !bytes.HasPrefix(stderr.Bytes(), []byte("usage: x\n  -j int\n")) {
		t.Errorf("-h: %v, %q; want the usage and the flags", err, stderr.String())
	}
	if code := ParseStatus("x", err, &stderr); code != 0 {
		t.Errorf("ParseStatus after -h: %d, want 0", code)
	}
	stderr.Reset()
	if code := ParseStatus("ojkit judge", errors.New("-j 0: want 1 or more"), &stderr); code != 2 || stderr.String() != "ojkit judge: -j 0: want 1 or more\n" {
		t.Errorf("ParseStatus of a check: %d, %q", code, stderr.String())
	}
}
