package term

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"
)

// A Mode is the value of a -color flag: whether to colour auto (on a
// terminal that shows colour, unless NO_COLOR says otherwise), never or
// always.
type Mode int

// The modes, Auto the default.
const (
	Auto Mode = iota
	Never
	Always
)

// modeNames are the modes as the flag spells them.
var modeNames = []string{Auto: "auto", Never: "never", Always: "always"}

// String returns the mode as the flag spells it.
func (m Mode) String() string { return modeNames[m] }

// Set sets the mode from the flag's value.
func (m *Mode) Set(s string) error {
	for i, name := range modeNames {
		if s == name {
			*m = Mode(i)
			return nil
		}
	}
	return fmt.Errorf("want auto, never or always, not %q", s)
}

// Flag registers the -color flag on fs, whose value m holds.
func Flag(fs *flag.FlagSet, m *Mode) {
	fs.Var(m, "color", "colour verdicts, diffs and grids `WHEN`: auto, the default (on a terminal, unless $NO_COLOR is set or $TERM is dumb), never or always")
}

// Palette returns the palette of output to w under mode m: colours with
// Always, none with Never and, with Auto, colours when w is a terminal that
// shows them, $NO_COLOR is unset or empty (no-color.org) and $TERM is not
// dumb.
func (m Mode) Palette(w io.Writer) Palette {
	switch m {
	case Always:
		return Palette{on: true}
	case Never:
		return Palette{}
	}
	if os.Getenv("NO_COLOR") != "" || os.Getenv("TERM") == "dumb" || !IsTerminal(w) {
		return Palette{}
	}
	return Palette{on: enableColour(w.(*os.File).Fd())}
}

// A Colour is an SGR colour: the parameters of its escape sequence.
type Colour string

// The colours ojkit uses; None leaves text as it is.
const (
	None    Colour = ""
	Red     Colour = "31"
	Green   Colour = "32"
	Yellow  Colour = "33"
	Magenta Colour = "35"
	Cyan    Colour = "36"
)

// A Palette paints text in colours, or, when it is off (its zero value),
// leaves text as it is.
type Palette struct{ on bool }

// On reports whether the palette paints.
func (p Palette) On() bool { return p.on }

// Paint returns s in colour c: between c's escape sequence and the one that
// resets every colour.
func (p Palette) Paint(c Colour, s string) string {
	if !p.on || c == None || s == "" {
		return s
	}
	return "\x1b[" + string(c) + "m" + s + "\x1b[0m"
}

// PaintColumn paints a column of table, text laid out in columns as
// text/tabwriter lays it out: in each line after the first, the word that
// begins where the word heading begins in the first line, in the colour
// colourOf gives it. Columns are counted in runes, as text/tabwriter counts
// them, and colours painted before take no room, so that one column after
// another may be painted.
func (p Palette) PaintColumn(table, heading string, colourOf func(word string) Colour) string {
	lines := strings.SplitAfter(table, "\n")
	col := wordColumn(lines[0], heading)
	if !p.on || col < 0 {
		return table
	}
	for i := 1; i < len(lines); i++ {
		lines[i] = p.paintWordAt(lines[i], col, colourOf)
	}
	return strings.Join(lines, "")
}

// wordColumn returns the column, in runes, where the word w begins in line,
// or -1.
func wordColumn(line, w string) int {
	for at := 0; ; at++ {
		i := strings.Index(line[at:], w)
		if i < 0 {
			return -1
		}
		at += i
		end := at + len(w)
		if (at == 0 || line[at-1] == ' ') && (end == len(line) || strings.ContainsRune(" \t\n", rune(line[end]))) {
			return utf8.RuneCountInString(line[:at])
		}
	}
}

// paintWordAt paints the word of line that begins at column col, if one
// does. The escape sequences of colours painted before take no column.
func (p Palette) paintWordAt(line string, col int, colourOf func(word string) Colour) string {
	start := 0
	for start < len(line) {
		if n := escapeLen(line[start:]); n > 0 {
			start += n
			continue
		}
		if col == 0 {
			break
		}
		_, n := utf8.DecodeRuneInString(line[start:])
		start += n
		col--
	}
	end := start
	for end < len(line) && !strings.ContainsRune(" \t\n", rune(line[end])) {
		end++
	}
	if end == start {
		return line
	}
	return line[:start] + p.Paint(colourOf(line[start:end]), line[start:end]) + line[end:]
}

// escapeLen returns the length of the SGR escape sequence s begins with, or
// 0.
func escapeLen(s string) int {
	if !strings.HasPrefix(s, "\x1b[") {
		return 0
	}
	if end := strings.IndexByte(s, 'm'); end > 0 {
		return end + 1
	}
	return 0
}
