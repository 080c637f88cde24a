// Package puzzle reads Sudoku puzzle files and checks solutions; it is tool code
// shared by scripts/bench and the sudoku and dlx tests.
//
// Two layouts are read, told apart by the first line that holds a grid:
//   - one puzzle a line: 81 characters, '1'..'9' for givens and '.' or '0' for empty
//     cells (the format of the public 9×9 benchmark sets);
//   - blocks: N lines of N characters, 'A'.. for the values 1..N and '-' for empty
//     cells, N being 4, 9, 16 or 25 (the POJ 3076 layout), blocks separated by
//     empty lines.
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
	switch len(text) {
	case 81:
		p.side, p.oneLine = 9, true
	case 4, 9, 16, 25:
		p.side = len(text)
	default:
		return p.errorf(p.line, "line of %d characters: want 81 (one puzzle a line) or 4, 9, 16 or 25 (a grid row)", len(text))
	}
	return nil
}

// addLine reads a one-line 9×9 puzzle.
func (p *parser) addLine(text string) error {
	if len(text) != 81 {
		return p.errorf(p.line, "line of %d characters, want 81", len(text))
	}
	grid := make([]byte, 81)
	for i := 0; i < 81; i++ {
		switch c := text[i]; {
		case c == '.' || c == '0':
		case c >= '1' && c <= '9':
			grid[i] = c - '0'
		default:
			return p.errorf(p.line, "column %d: %q is not a digit or '.'", i+1, c)
		}
	}
	p.puzzles = append(p.puzzles, Puzzle{Grid: grid, Line: p.line})
	return nil
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
