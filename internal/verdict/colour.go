package verdict

import (
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
