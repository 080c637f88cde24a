// Package gridtext converts Sudoku grids between the judges' text layouts and the
// engines' cell values (0 empty, 1..N given).
//
// The layouts: rows of letters ('A' for 1, '-' for an empty cell: POJ 3076 and its
// kin), a line of digits ('1'..'9', '.' or '0' for an empty cell: AcWing 166 and
// the benchmark sets), rows of digits ('0' for an empty cell: POJ 2676 and 2918),
// numbers separated by spaces (SPOJ SUDOGOB, Luogu P1784, Kattis) and one-character
// cells separated by spaces with a mark such as '?' for an empty cell (HDU 1426).
//
// Rows and lines are whitespace-separated tokens of a judgeio.Reader, so trailing
// spaces, CRLF line ends and blank lines read like plain ones, while a row of the
// wrong length is an error naming the row, its line and its column.
//
// The package is submission code: standard library only, go1.7 language rules.
package gridtext

import (
	"strconv"

	"github.com/ojkit/ojkit/judgeio"
)

// RowError is an error in one row of a grid: a row of the wrong length, a bad
// cell, or the end of input where the row should be.
type RowError struct {
	Row int   // the row, from 1
	Err error // what was wrong, usually a *judgeio.Error naming the line
}

// Error returns "row R: " and the error.
func (e *RowError) Error() string {
	return "row " + strconv.Itoa(e.Row) + ": " + e.Err.Error()
}

// Unwrap returns e.Err.
func (e *RowError) Unwrap() error {
	return e.Err
}

// ReadLetters fills grid with the next len(grid)/side rows of in, each a token of
// exactly side cells: 'A'+k-1 for k in 1..side, '-' for an empty cell. A missing
// row, a row of another length or a bad cell gives a *RowError, and in records
// the error (see judgeio.Reader.Reject).
func ReadLetters(in *judgeio.Reader, grid []byte, side int) error {
	for row := 0; row*side < len(grid); row++ {
		if err := readLetterRow(in, grid[row*side:(row+1)*side]); err != nil {
			return &RowError{Row: row + 1, Err: err}
		}
	}
	return nil
}

// readLetterRow fills cells with the next token of in.
func readLetterRow(in *judgeio.Reader, cells []byte) error {
	tok := in.Token()
	if tok == nil {
		return in.Err()
	}
	if len(tok) != len(cells) {
		return in.Reject(tok, lengthMsg(len(cells), letters(len(cells)), len(tok)))
	}
	if i := decodeLetters(tok, cells); i >= 0 {
		return in.Reject(tok[i:i+1], "want "+letters(len(cells))+", got")
	}
	return nil
}

// letters names the cells of a row of side letters, as in "A-P or '-'".
func letters(side int) string {
	return "A-" + string(rune('A'+side-1)) + " or '-'"
}

// ReadDigitRows fills grid with the next len(grid)/side rows of in, each a token
// of exactly side digits: '1' up to the digit of side for 1..side, '0' for an
// empty cell (side is at most 9). A missing row, a row of another length or a bad
// cell gives a *RowError, and in records the error (see judgeio.Reader.Reject).
func ReadDigitRows(in *judgeio.Reader, grid []byte, side int) error {
	return ReadMarkedRows(in, grid, side, '0')
}

// ReadMarkedRows is ReadDigitRows with empty, such as '.' (SPOJ HS12DISU),
// for an empty cell.
func ReadMarkedRows(in *judgeio.Reader, grid []byte, side int, empty byte) error {
	for row := 0; row*side < len(grid); row++ {
		if err := readDigitRow(in, grid[row*side:(row+1)*side], empty); err != nil {
			return &RowError{Row: row + 1, Err: err}
		}
	}
	return nil
}

// readDigitRow fills cells with the next token of in, empty marking an empty
// cell.
func readDigitRow(in *judgeio.Reader, cells []byte, empty byte) error {
	tok := in.Token()
	if tok == nil {
		return in.Err()
	}
	top := string(rune('0' + len(cells)))
	valid := "'0'-'" + top + "'"
	if empty != '0' {
		valid = "'1'-'" + top + "' or '" + string(rune(empty)) + "'"
	}
	if len(tok) != len(cells) {
		return in.Reject(tok, lengthMsg(len(cells), valid, len(tok)))
	}
	if i := decodeDigitRow(tok, cells, empty); i >= 0 {
		return in.Reject(tok[i:i+1], "want "+valid+", got")
	}
	return nil
}

// DecodeDigitLine fills grid from tok, the token last read from in, which must
// hold exactly len(grid) cells: '1'..'9' for 1..9, '.' or '0' for an empty cell.
// A token of another length or a bad cell gives an error naming its line and
// column, which in records (see judgeio.Reader.Reject).
func DecodeDigitLine(in *judgeio.Reader, tok, grid []byte) error {
	const valid = "'1'-'9' or '.'"
	if len(tok) != len(grid) {
		return in.Reject(tok, lengthMsg(len(grid), valid, len(tok)))
	}
	if i := decodeDigits(tok, grid); i >= 0 {
		return in.Reject(tok[i:i+1], "want "+valid+", got")
	}
	return nil
}

// lengthMsg says that a row of n cells was found where want cells valid were
// wanted.
func lengthMsg(want int, valid string, n int) string {
	got := strconv.Itoa(n) + " cells"
	if n == 1 {
		got = "1 cell"
	}
	return "want " + strconv.Itoa(want) + " cells " + valid + ", got " + got
}

// decodeLetters sets cells[i] from text[i], which has len(cells) bytes: 'A'+k-1
// is k, '-' is 0. It returns the index of the first byte that is neither '-' nor
// one of the first len(cells) letters, or -1. The loop's only branch is the
// check, which valid input always passes: a branch on '-' would be mispredicted
// on every other cell of a typical grid (see BenchmarkReadLetters16).
func decodeLetters(text, cells []byte) int {
	side := byte(len(cells))
	for i, c := range text {
		x := c ^ '-'
		keep := -((x | -x) >> 7) // 0 for '-', 0xff for any other byte
		if (c-'A')&keep >= side {
			return i
		}
		cells[i] = (c - '@') & keep
	}
	return -1
}

// decodeDigits sets cells[i] from text[i], which has len(cells) bytes: '1'..'9'
// are 1..9, '.' and '0' are 0. It returns the index of the first other byte, or
// -1. As in decodeLetters, the loop does not branch on '.'.
func decodeDigits(text, cells []byte) int {
	for i, c := range text {
		x := c ^ '.'
		v := (c - '0') & -((x | -x) >> 7) // 0 for '.'
		if v > 9 {
			return i
		}
		cells[i] = v
	}
	return -1
}

// decodeDigitRow sets cells[i] from text[i], which has len(cells) bytes: '0'+k
// is k for k in 1..len(cells), empty is 0. It returns the index of the first
// other byte, or -1.
func decodeDigitRow(text, cells []byte, empty byte) int {
	side := byte(len(cells))
	for i, c := range text {
		v := c - '0'
		if c == empty {
			v = 0
		} else if v-1 >= side {
			return i
		}
		cells[i] = v
	}
	return -1
}

// ReadNumbers fills grid with the next len(grid) decimal numbers of in, each from
// 0 to max. A missing number or one out of range gives an error naming its line
// and column, which in records (see judgeio.Reader.Reject).
func ReadNumbers(in *judgeio.Reader, grid []byte, max int) error {
	for i := range grid {
		tok := in.Token()
		if tok == nil {
			return in.Err()
		}
		v, ok := parseSmall(tok, max)
		if !ok {
			return in.Reject(tok, "want a number 0-"+strconv.Itoa(max)+", got")
		}
		grid[i] = byte(v)
	}
	return nil
}

// ReadMarked fills grid with the next len(grid) tokens of in, each one character:
// '1'..'9' for 1..9, or empty for an empty cell ('?' at HDU 1426). A missing token
// or any other gives an error naming its line and column, which in records (see
// judgeio.Reader.Reject). As in decodeLetters, the loop does not branch on the
// empty mark (see BenchmarkReadMarked9).
func ReadMarked(in *judgeio.Reader, grid []byte, empty byte) error {
	for i := range grid {
		tok := in.Token()
		if tok == nil {
			return in.Err()
		}
		c := tok[0]
		x := c ^ empty
		keep := -((x | -x) >> 7) // 0 for empty, 0xff for any other byte
		if len(tok) != 1 || (c-'1')&keep > 8 {
			return in.Reject(tok, "want '1'-'9' or '"+string(rune(empty))+"', got")
		}
		grid[i] = (c - '0') & keep
	}
	return nil
}

// parseSmall parses tok as decimal digits whose value is at most max.
func parseSmall(tok []byte, max int) (int, bool) {
	v := 0
	for _, c := range tok {
		d := int(c) - '0'
		if d < 0 || d > 9 {
			return 0, false
		}
		if v = v*10 + d; v > max {
			return 0, false
		}
	}
	return v, len(tok) > 0
}

// WriteLetters writes grid as side lines of side letters ('A' for 1).
func WriteLetters(out *judgeio.Writer, grid []byte, side int) {
	for i, v := range grid {
		out.WriteByte('A' + v - 1)
		if i%side == side-1 {
			out.WriteByte('\n')
		}
	}
}

// WriteDigitLine writes grid as one line of digits.
func WriteDigitLine(out *judgeio.Writer, grid []byte) {
	for _, v := range grid {
		out.WriteByte('0' + v)
	}
	out.WriteByte('\n')
}

// WriteDigitRows writes grid as side lines of side digits.
func WriteDigitRows(out *judgeio.Writer, grid []byte, side int) {
	for i, v := range grid {
		out.WriteByte('0' + v)
		if i%side == side-1 {
			out.WriteByte('\n')
		}
	}
}

// WriteNumbers writes grid as side lines of numbers. With trailing set every
// number is followed by a space (SPOJ SUDOGOB); otherwise the numbers of a line
// are separated by single spaces.
func WriteNumbers(out *judgeio.Writer, grid []byte, side int, trailing bool) {
	for i, v := range grid {
		out.WriteInt(int64(v))
		last := i%side == side-1
		if trailing || !last {
			out.WriteByte(' ')
		}
		if last {
			out.WriteByte('\n')
		}
	}
}

// WriteCaseHeader writes the line that opens the answer of case n at the judges
// that number their answers: label, " #", n and ":", as in "Scenario #1:".
func WriteCaseHeader(out *judgeio.Writer, label string, n int) {
	out.WriteString(label)
	out.WriteString(" #")
	out.WriteInt(int64(n))
	out.WriteString(":\n")
}
