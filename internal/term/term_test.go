package term_test

import (
	"bytes"
	"flag"
	"io"
	"testing"
	"text/tabwriter"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/internal/term"
)

func TestFlag(t *testing.T) {
	for arg, want := range map[string]term.Mode{"": term.Auto, "-color=never": term.Never, "-color=always": term.Always, "-color=auto": term.Auto} {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		var m term.Mode
		term.Flag(fs, &m)
		args := []string{arg}
		if arg == "" {
			args = nil
		}
		if err := fs.Parse(args); err != nil || m != want {
			t.Errorf("%q: mode %v, error %v; want %v", arg, m, err, want)
		}
	}
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var m term.Mode
	term.Flag(fs, &m)
	err := fs.Parse([]string{"-color=yes"})
	if diff := cmp.Diff(`invalid value "yes" for flag -color: want auto, never or always, not "yes"`, err.Error()); diff != "" {
		t.Errorf("-color=yes (-want +got):\n%s", diff)
	}
}

// TestPalette checks that Always paints whatever the environment and the
// writer, and that Never and Auto off a terminal do not, whatever
// NO_COLOR says.
func TestPalette(t *testing.T) {
	for _, noColor := range []string{"", "1"} {
		t.Setenv("NO_COLOR", noColor)
		var b bytes.Buffer
		got := []string{
			term.Always.Palette(&b).Paint(term.Red, "WA"),
			term.Never.Palette(&b).Paint(term.Red, "WA"),
			term.Auto.Palette(&b).Paint(term.Red, "WA"),
			term.Always.Palette(&b).Paint(term.None, "-"),
		}
		want := []string{"\x1b[31mWA\x1b[0m", "WA", "WA", "-"}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("NO_COLOR=%q: (-want +got):\n%s", noColor, diff)
		}
	}
}

// TestPaintColumn checks that a column of a tabwriter table is painted word
// by word, the alignment of the plain text kept, names of several bytes
// per rune included.
func TestPaintColumn(t *testing.T) {
	var b bytes.Buffer
	tw := tabwriter.NewWriter(&b, 0, 8, 2, ' ', 0)
	for _, row := range []string{"case\tverdict\ttime", "a\tAC\t1ms", "é-1\tWA\t2ms", "long name\t-\t3ms"} {
		tw.Write([]byte(row + "\n"))
	}
	tw.Flush()
	colours := map[string]term.Colour{"AC": term.Green, "WA": term.Red}
	got := term.Always.Palette(nil).PaintColumn(b.String(), "verdict", func(w string) term.Colour { return colours[w] })
	want := "case       verdict  time\n" +
		"a          \x1b[32mAC\x1b[0m       1ms\n" +
		"é-1        \x1b[31mWA\x1b[0m       2ms\n" +
		"long name  -        3ms\n"
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if got := term.Never.Palette(nil).PaintColumn(b.String(), "verdict", nil); got != b.String() {
		t.Errorf("-color never changed the table:\n%s", got)
	}
}

// TestPaintColumns checks that columns are painted one after another, each
// found by its heading as a whole word.
func TestPaintColumns(t *testing.T) {
	table := "solution  OK  WA  max WA\nmine      3   0   1\nbrute     10  2   1\n"
	pal := term.Always.Palette(nil)
	for _, c := range []struct {
		heading string
		colour  term.Colour
	}{{"OK", term.Green}, {"WA", term.Red}} {
		table = pal.PaintColumn(table, c.heading, func(n string) term.Colour {
			if n == "0" {
				return term.None
			}
			return c.colour
		})
	}
	want := "solution  OK  WA  max WA\n" +
		"mine      \x1b[32m3\x1b[0m   0   1\n" +
		"brute     \x1b[32m10\x1b[0m  \x1b[31m2\x1b[0m   1\n"
	if diff := cmp.Diff(want, table); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestClipboard(t *testing.T) {
	if diff := cmp.Diff("\x1b]52;c;cGFja2FnZSBtYWluCg==\a", term.Clipboard([]byte("package main\n"))); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
