// Package puzzle reads Sudoku puzzle files and checks solutions; it is tool code
// shared by scripts/bench and the sudoku and dlx tests.
//
// Two layouts are read, told apart by the first line that holds a grid:
//   - one puzzle a line: N² characters (16, 81, 256 or 625), '.' or '0' for empty
//     cells and, for the values 1..N, the digits '1'.. up to 9×9 and the letters
//     'A'.. from 16×16 on (the format of the public 9×9 benchmark sets and of
//     gen -p lines);
//   - blocks: N lines of N characters, 'A'.. for the values 1..N and '-' for empty
//     cells, N being 4, 9, 16 or 25 (the POJ 3076 layout), blocks separated by
//     empty lines.
//
// A first line of 16 characters is a one-line 4×4 puzzle if it holds a digit or
// a '.', and otherwise the first row of a 16×16 block.
//
// In both, lines starting with '#' are comments; empty lines and trailing
// whitespace (\r included) are ignored.
package puzzle

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
)

// Puzzle is one grid read from a file: N² cells row by row, 0 empty, 1..N given.
type Puzzle struct {
	Grid []byte
	Line int // the line where the puzzle starts, from 1
}

// ReadFile reads every puzzle of the file at path.
func ReadFile(path string) ([]Puzzle, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f, path)
}

// Read reads every puzzle of r; name is used in errors, which have the form
// "name:line: what was wrong".
func Read(r io.Reader, name string) ([]Puzzle, error) {
	p := parser{name: name}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		p.line++
		if err := p.add(strings.TrimRight(sc.Text(), " \t\r")); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s:%d: %v", name, p.line+1, err)
	}
	if len(p.block) > 0 {
		return nil, p.errorf(p.start, "grid has %d rows, want %d", len(p.block), p.side)
	}
	return p.puzzles, nil
}

// parser holds the state of Read.
type parser struct {
	name    string
	line    int
	side    int      // N; 0 until the first grid line
	oneLine bool     // one puzzle a line
	letters bool     // one-line values are 'A'.. rather than '1'..
	block   []string // rows of the block being read
	start   int      // first line of that block
	puzzles []Puzzle
}

func (p *parser) errorf(line int, format string, args ...interface{}) error {
	return fmt.Errorf("%s:%d: %s", p.name, line, fmt.Sprintf(format, args...))
}

// add takes one line, trailing whitespace removed.
func (p *parser) add(text string) error {
	if strings.HasPrefix(text, "#") {
		return nil
	}
	if text == "" {
		if len(p.block) > 0 {
			return p.errorf(p.start, "grid has %d rows, want %d", len(p.block), p.side)
		}
		return nil
	}
	if p.side == 0 {
		if err := p.detect(text); err != nil {
			return err
		}
	}
	if p.oneLine {
		return p.addLine(text)
	}
	return p.addRow(text)
}

// detect sets the layout from the first grid line.
func (p *parser) detect(text string) error {
	switch n := len(text); {
	case n == 16 && strings.ContainsAny(text, ".0123456789"):
		p.side, p.oneLine = 4, true
	case n == 81 || n == 256 || n == 625:
		p.side, p.oneLine = Side(n), true
		p.letters = n > 81
	case n == 4 || n == 9 || n == 16 || n == 25:
		p.side = n
	default:
		return p.errorf(p.line, "line of %d characters: want 16, 81, 256 or 625 (one puzzle a line) or 4, 9, 16 or 25 (a grid row)", n)
	}
	return nil
}

// addLine reads a one-line puzzle of N² cells.
func (p *parser) addLine(text string) error {
	cells := p.side * p.side
	if len(text) != cells {
		return p.errorf(p.line, "line of %d characters, want %d", len(text), cells)
	}
	grid := make([]byte, cells)
	for i := 0; i < cells; i++ {
		c := text[i]
		if c == '.' || c == '0' {
			continue
		}
		v, ok := p.lineValue(c)
		if !ok {
			return p.errorf(p.line, "column %d: %q is not %s or '.'", i+1, c, p.lineAlphabet())
		}
		grid[i] = v
	}
	p.puzzles = append(p.puzzles, Puzzle{Grid: grid, Line: p.line})
	return nil
}

// lineValue returns the value of a given of a one-line puzzle, or false if c
// is not one.
func (p *parser) lineValue(c byte) (byte, bool) {
	first := byte('1')
	if p.letters {
		first = 'A'
	}
	if c < first || int(c-first) >= p.side {
		return 0, false
	}
	return c - first + 1, true
}

// lineAlphabet names the givens of a one-line puzzle for errors.
func (p *parser) lineAlphabet() string {
	switch {
	case p.letters:
		return fmt.Sprintf("a letter A-%c", 'A'+p.side-1)
	case p.side < 9:
		return fmt.Sprintf("a digit 1-%d", p.side)
	}
	return "a digit"
}

// addRow reads one row of a block, completing the block at its last row.
func (p *parser) addRow(text string) error {
	if len(text) != p.side {
		return p.errorf(p.line, "row of %d characters, want %d", len(text), p.side)
	}
	if len(p.block) == 0 {
		p.start = p.line
	}
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c != '-' && (c < 'A' || int(c-'A') >= p.side) {
			return p.errorf(p.line, "column %d: %q is not '-' or a letter A-%c", i+1, c, 'A'+p.side-1)
		}
	}
	p.block = append(p.block, text)
	if len(p.block) < p.side {
		return nil
	}
	grid := make([]byte, 0, p.side*p.side)
	for _, row := range p.block {
		for i := 0; i < len(row); i++ {
			if row[i] == '-' {
				grid = append(grid, 0)
			} else {
				grid = append(grid, row[i]-'A'+1)
			}
		}
	}
	p.puzzles = append(p.puzzles, Puzzle{Grid: grid, Line: p.start})
	p.block = p.block[:0]
	return nil
}
