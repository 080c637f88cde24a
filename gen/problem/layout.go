package problem

import (
	"bytes"
	"fmt"
)

// Blanks says where a grid input has empty lines.
type Blanks int

const (
	BlankNone    Blanks = iota // grids follow each other
	BlankBetween               // one empty line between grids
	BlankAfter                 // an empty line after every grid; the last may lack it
)

// Layout is the text layout of a Sudoku input file.
type Layout struct {
	Box     int    // 3 or 4 (and 2..5 for lines); 0: from the first line (one-line grids)
	Letters bool   // 'A' is 1; otherwise the digits '1'..'9'
	Empty   byte   // the empty cell: '-', '.', '0' or '?'
	Spaced  bool   // the cells of a line are separated by single spaces
	OneLine bool   // a whole grid on one line
	Count   bool   // a first line with the number of grids
	End     string // a line after the last grid, or ""
	Header  string // a line before each grid, a format of its number from 1 ("Grid %02d"), or ""
	Blanks  Blanks // empty lines between or after grids
	Max     int    // the most grids (0: no limit)
}

// side returns N for the layout's box.
func (l Layout) side() int { return l.Box * l.Box }

// cellChar returns the character of value v (0 empty).
func (l Layout) cellChar(v byte) byte {
	switch {
	case v == 0:
		return l.Empty
	case l.Letters:
		return 'A' + v - 1
	}
	return '0' + v
}

// cellValue returns the value of character ch, or false if it is not a cell.
func (l Layout) cellValue(ch byte) (byte, bool) {
	n := l.side()
	switch {
	case ch == l.Empty:
		return 0, true
	case l.Letters && ch >= 'A' && int(ch-'A') < n:
		return ch - 'A' + 1, true
	case !l.Letters && ch >= '1' && int(ch-'0') <= n:
		return ch - '0', true
	}
	return 0, false
}

// alphabet describes the cells for errors.
func (l Layout) alphabet() string {
	top := l.cellChar(byte(l.side()))
	return fmt.Sprintf("'%c'-'%c' or '%c'", l.cellChar(1), top, l.Empty)
}

// writeGrid appends grid in the layout, without separators.
func (l Layout) writeGrid(b *bytes.Buffer, grid []byte) {
	n := l.side()
	for i, v := range grid {
		if l.Spaced && i%n != 0 {
			b.WriteByte(' ')
		}
		b.WriteByte(l.cellChar(v))
		if !l.OneLine && i%n == n-1 {
			b.WriteByte('\n')
		}
	}
	if l.OneLine {
		b.WriteByte('\n')
	}
}

// join returns the input holding the given grid texts (each as writeGrid
// makes it), with the count line, empty lines and end line of the layout.
func (l Layout) join(cases [][]byte) []byte {
	var b bytes.Buffer
	if l.Count {
		fmt.Fprintf(&b, "%d\n", len(cases))
	}
	for i, c := range cases {
		if i > 0 && l.Blanks == BlankBetween {
			b.WriteByte('\n')
		}
		if l.Header != "" {
			fmt.Fprintf(&b, l.Header+"\n", i+1)
		}
		b.Write(c)
		if l.Blanks == BlankAfter {
			b.WriteByte('\n')
		}
	}
	if l.End != "" {
		b.WriteString(l.End + "\n")
	}
	return b.Bytes()
}

// gridText returns grid as writeGrid writes it.
func (l Layout) gridText(grid []byte) []byte {
	var b bytes.Buffer
	l.writeGrid(&b, grid)
	return b.Bytes()
}

// parsed is a grid read from an input, with the line where it starts.
type parsed struct {
	grid []byte
	line int
}

// cellPos returns the line and column of cell i of a grid starting at line.
func (l Layout) cellPos(start, i int) (int, int) {
	step := 1
	if l.Spaced {
		step = 2
	}
	if l.OneLine {
		return start, i*step + 1
	}
	n := l.side()
	return start + i/n, i%n*step + 1
}

// parse reads the grids of t, checking the layout (but not the grids'
// contents). With a zero box, the box comes from the first line, which must
// hold a one-line grid of 16, 81, 256 or 625 cells.
func (l Layout) parse(t *Text) (Layout, []parsed, error) {
	if l.Box == 0 {
		if err := l.detect(t); err != nil {
			return l, nil, err
		}
	}
	want := -1
	if l.Count {
		hi := l.Max
		if hi == 0 {
			hi = 1e9
		}
		v, err := t.readInt("the number of grids", 1, hi)
		if err != nil {
			return l, nil, err
		}
		want = v
	}
	var grids []parsed
	for {
		if want >= 0 && len(grids) == want {
			break
		}
		if want < 0 && l.endsHere(t, len(grids)) {
			break
		}
		if l.Max > 0 && len(grids) == l.Max {
			return l, nil, t.Errorf(t.LineNo(), 1, "more than %d grids", l.Max)
		}
		if want < 0 && l.End == "" && t.Next == len(t.lines)-1 && t.Peek() == "" {
			return l, nil, t.Errorf(t.LineNo(), 1, "empty line after the last grid")
		}
		if len(grids) > 0 && l.Blanks == BlankBetween {
			if err := t.expectEmpty("an empty line between grids"); err != nil {
				return l, nil, l.countErr(t, err, want, len(grids))
			}
		}
		if t.EOF() {
			return l, nil, l.countErr(t, nil, want, len(grids))
		}
		if err := l.readHeader(t, len(grids)+1); err != nil {
			return l, nil, err
		}
		p, err := l.readGrid(t)
		if err != nil {
			return l, nil, err
		}
		grids = append(grids, p)
		if l.Blanks == BlankAfter && !t.EOF() {
			if err := t.expectEmpty("an empty line after each grid"); err != nil {
				return l, nil, err
			}
		}
	}
	if l.End != "" {
		if t.EOF() || t.Peek() != l.End {
			return l, nil, t.Errorf(t.LineNo(), 1, "want the line %q after the last grid", l.End)
		}
		t.Next++
	}
	if !t.EOF() {
		return l, nil, t.Errorf(t.LineNo(), 1, "unexpected line after the last grid")
	}
	return l, grids, nil
}

// endsHere reports whether the grids of an input without a count line end
// before the next line: at the end line, or at the end of the input.
func (l Layout) endsHere(t *Text, read int) bool {
	if l.End != "" {
		return !t.EOF() && t.Peek() == l.End
	}
	return read > 0 && t.EOF()
}

// countErr explains a missing grid: too few grids for the count line, or
// err.
func (l Layout) countErr(t *Text, err error, want, read int) error {
	switch {
	case want >= 0 && t.EOF():
		return t.Errorf(t.LineNo(), 1, "input ends after %d grids, the first line says %d", read, want)
	case err != nil:
		return err
	case l.End != "":
		return t.Errorf(t.LineNo(), 1, "input ends early: want a grid or the line %q", l.End)
	}
	return t.Errorf(t.LineNo(), 1, "input ends early: want a grid")
}

// detect sets the box from the first line: one line of N² cells.
func (l *Layout) detect(t *Text) error {
	for box := 2; box <= 5; box++ {
		if len(t.Peek()) == box*box*box*box {
			l.Box = box
			l.Letters = box >= 4
			return nil
		}
	}
	return t.Errorf(1, 1, "a line of %d characters: want a grid of 16, 81, 256 or 625 cells", len(t.Peek()))
}

// readHeader reads the header line of grid k, if the layout has one.
func (l Layout) readHeader(t *Text, k int) error {
	if l.Header == "" {
		return nil
	}
	want := fmt.Sprintf(l.Header, k)
	if t.EOF() || t.Peek() != want {
		return t.Errorf(t.LineNo(), 1, "want the header %q of grid %d", want, k)
	}
	t.Next++
	return nil
}

// readGrid reads one grid.
func (l Layout) readGrid(t *Text) (parsed, error) {
	n := l.side()
	p := parsed{grid: make([]byte, n*n), line: t.LineNo()}
	rows, width := n, n
	if l.OneLine {
		rows, width = 1, n*n
	}
	for r := 0; r < rows; r++ {
		if t.EOF() {
			return p, t.Errorf(t.LineNo(), 1, "input ends inside a grid: want %d rows, found %d", rows, r)
		}
		if err := l.readRow(t, p.grid[r*width:(r+1)*width]); err != nil {
			return p, err
		}
		t.Next++
	}
	return p, nil
}

// readRow reads the next line as len(dst) cells.
func (l Layout) readRow(t *Text, dst []byte) error {
	s, line := t.Peek(), t.LineNo()
	what := "row"
	if l.OneLine {
		what = "grid line"
	}
	col := 0
	for k := range dst {
		if l.Spaced && k > 0 {
			if col < len(s) && s[col] != ' ' {
				return t.Errorf(line, col+1, "want one space between cells, found %q", s[col])
			}
			col++
		}
		if col >= len(s) {
			return t.Errorf(line, len(s)+1, "%s of %d cells, want %d", what, k, len(dst))
		}
		v, ok := l.cellValue(s[col])
		if !ok {
			return t.Errorf(line, col+1, "%q is not a cell: want %s", s[col], l.alphabet())
		}
		dst[k] = v
		col++
	}
	if col < len(s) {
		if s[col] == ' ' || s[col] == '\t' {
			return t.Errorf(line, col+1, "trailing whitespace after the %d cells of a %s", len(dst), what)
		}
		return t.Errorf(line, col+1, "%s longer than %d cells", what, len(dst))
	}
	return nil
}
