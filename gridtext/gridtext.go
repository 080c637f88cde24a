// Package gridtext converts Sudoku grids between the judges' text layouts and the
// engines' cell values (0 empty, 1..N given).
//
// The layouts: letters ('A' for 1, '-' for an empty cell: POJ 3076 and its kin),
// digits ('1'..'9', '.' or '0' for an empty cell: AcWing 166 and the benchmark
// sets) and numbers separated by spaces (SPOJ SUDOGOB, Luogu P1784, Kattis).
//
// The package is submission code: standard library only, go1.7 language rules.
package gridtext

import (
	"errors"
	"strconv"

	"github.com/ojkit/ojkit/judgeio"
)

// DecodeLetters sets grid[i] from text[i]: 'A'+k-1 is k, '-' is 0; text and grid
// may be the same slice. It reports false, leaving grid partly written, when a
// byte is neither '-' nor one of the first side letters.
func DecodeLetters(text, grid []byte, side int) bool {
	for i, c := range text {
		switch {
		case c == '-':
			grid[i] = 0
		case c >= 'A' && int(c-'A') < side:
			grid[i] = c - 'A' + 1
		default:
			return false
		}
	}
	return true
}

// DecodeDigits sets grid[i] from text[i]: '1'..'9' are 1..9, '.' and '0' are 0;
// text and grid may be the same slice. It reports false, leaving grid partly written, on any other byte.
func DecodeDigits(text, grid []byte) bool {
	for i, c := range text {
		switch {
		case c == '.' || c == '0':
			grid[i] = 0
		case c >= '1' && c <= '9':
			grid[i] = c - '0'
		default:
			return false
		}
	}
	return true
}

// ReadLetters fills grid with the next len(grid) cells of in in the letter
// layout, whitespace between them ignored. It returns the Reader's error, or one
// saying a cell is not '-' or one of the first side letters.
func ReadLetters(in *judgeio.Reader, grid []byte, side int) error {
	if !in.Cells(grid) {
		return in.Err()
	}
	if !DecodeLetters(grid, grid, side) {
		return errors.New("a cell is not A-" + string(rune('A'+side-1)) + " or '-'")
	}
	return nil
}

// ReadNumbers fills grid with the next len(grid) integers of in. It returns the
// Reader's error, or one saying a number is not from 0 to max.
func ReadNumbers(in *judgeio.Reader, grid []byte, max int) error {
	for i := range grid {
		v := in.Int()
		if err := in.Err(); err != nil {
			return err
		}
		if v < 0 || v > int64(max) {
			return errors.New("a number is not 0-" + strconv.Itoa(max))
		}
		grid[i] = byte(v)
	}
	return nil
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
