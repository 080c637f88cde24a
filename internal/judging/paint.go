package judging

import (
	"regexp"
	"strings"

	"github.com/ojkit/ojkit/internal/term"
)

// Colour returns the colour of verdict v on a terminal, as the field's
// tools colour verdicts: AC green; WA, PE, RE and OLE, a wrong or broken
// program, red; TLE, MLE and ILE, a limit passed, yellow; FAIL, the test's
// or the checker's fault, magenta; BUSY, no verdict, cyan.
func (v Verdict) Colour() term.Colour {
	switch v {
	case AC:
		return term.Green
	case WA, PE, RE, OLE:
		return term.Red
	case TLE, MLE, ILE:
		return term.Yellow
	case FAIL:
		return term.Magenta
	case BUSY:
		return term.Cyan
	}
	return term.None
}

// diffLine matches a line of Diff's of the answer (-) or of the output (+).
var diffLine = regexp.MustCompile(`^[-+] +\d+ `)

// PaintDiff paints the lines of a Diff in detail, a judgement's: the
// answer's green and the output's red, as a Picture paints their cells.
func PaintDiff(detail string, p term.Palette) string {
	if !p.On() {
		return detail
	}
	lines := strings.SplitAfter(detail, "\n")
	for i, l := range lines {
		if diffLine.MatchString(l) {
			colour := term.Green
			if l[0] == '+' {
				colour = term.Red
			}
			text := strings.TrimSuffix(l, "\n")
			lines[i] = p.Paint(colour, text) + l[len(text):]
		}
	}
	return strings.Join(lines, "")
}
