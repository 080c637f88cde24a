package compare

import (
	"regexp"
	"strings"

	"github.com/ojkit/ojkit/internal/term"
)

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
