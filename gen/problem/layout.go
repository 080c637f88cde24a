package problem

import (
	"bytes"
	"fmt"
)

// blanks says where a grid input has empty lines.
type blanks int

const (
	blankNone    blanks = iota // grids follow each other
	blankBetween               // one empty line between grids
	blankAfter                 // an empty line after every grid; the last may lack it
)

// layout is the text layout of a Sudoku input file.
type layout struct {
	box     int    // 3 or 4 (and 2..5 for lines); 0: from the first line (one-line grids)
	letters bool   // 'A' is 1; otherwise the digits '1'..'9'
	empty   byte   // the empty cell: '-', '.', '0' or '?'
	spaced  bool   // the cells of a line are separated by single spaces
	oneLine bool   // a whole grid on one line
	count   bool   // a first line with the number of grids
	end     string // a line after the last grid, or ""
	header  string // a line before each grid, a format of its number from 1 ("Grid %02d"), or ""
	blanks  blanks // empty lines between or after grids
	max     int    // the most grids (0: no limit)
}

// side returns N for the layout's box.
func (l layout) side() int { return l.box * l.box }

// cellChar returns the character of value v (0 empty).
func (l layout) cellChar(v byte) byte {
	switch {
	case v == 0:
		return l.empty
	case l.letters:
		return 'A' + v - 1
	}
	return '0' + v
}

// cellValue returns the value of character ch, or false if it is not a cell.
func (l layout) cellValue(ch byte) (byte, bool) {
	n := l.side()
	switch {
	case ch == l.empty:
		return 0, true
	case l.letters && ch >= 'A' && int(ch-'A') < n:
		return ch - 'A' + 1, true
	case !l.letters && ch >= '1' && int(ch-'0') <= n:
		return ch - '0', true
	}
	return 0, false
}

// alphabet describes the cells for errors.
func (l layout) alphabet() string {
	top := l.cellChar(byte(l.side()))
	return fmt.Sprintf("'%c'-'%c' or '%c'", l.cellChar(1), top, l.empty)
}

// writeGrid appends grid in the layout, without separators.
func (l layout) writeGrid(b *bytes.Buffer, grid []byte) {
	n := l.side()
	for i, v := range grid {
		if l.spaced && i%n != 0 {
			b.WriteByte(' ')
		}
		b.WriteByte(l.cellChar(v))
		if !l.oneLine && i%n == n-1 {
			b.WriteByte('\n')
		}
	}
	if l.oneLine {
		b.WriteByte('\n')
	}
}

// join returns the input holding the given grid texts (each as writeGrid
// makes it), with the count line, empty lines and end line of the layout.
func (l layout) join(cases [][]byte) []byte {
	var b bytes.Buffer
	if l.count {
		fmt.Fprintf(&b, "%d\n", len(cases))
	}
	for i, c := range cases {
		if i > 0 && l.blanks == blankBetween {
			b.WriteByte('\n')
		}
		if l.header != "" {
			fmt.Fprintf(&b, l.header+"\n", i+1)
		}
		b.Write(c)
		if l.blanks == blankAfter {
			b.WriteByte('\n')
		}
	}
	if l.end != "" {
		b.WriteString(l.end + "\n")
	}
	return b.Bytes()
}

// gridText returns grid as writeGrid writes it.
func (l layout) gridText(grid []byte) []byte {
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
func (l layout) cellPos(start, i int) (int, int) {
	step := 1
	if l.spaced {
		step = 2
	}
	if l.oneLine {
		return start, i*step + 1
	}
	n := l.side()
	return start + i/n, i%n*step + 1
}

// parse reads the grids of t, checking the layout (but not the grids'
// contents). With a zero box, the box comes from the first line, which must
// hold a one-line grid of 16, 81, 256 or 625 cells.
func (l layout) parse(t *text) (layout, []parsed, error) {
	if l.box == 0 {
		if err := l.detect(t); err != nil {
			return l, nil, err
		}
	}
	want := -1
	if l.count {
		hi := l.max
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
		if l.max > 0 && len(grids) == l.max {
			return l, nil, t.errorf(t.lineNo(), 1, "more than %d grids", l.max)
		}
		if want < 0 && l.end == "" && t.next == len(t.lines)-1 && t.peek() == "" {
			return l, nil, t.errorf(t.lineNo(), 1, "empty line after the last grid")
		}
		if len(grids) > 0 && l.blanks == blankBetween {
			if err := t.expectEmpty("an empty line between grids"); err != nil {
				return l, nil, l.countErr(t, err, want, len(grids))
			}
		}
		if t.eof() {
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
		if l.blanks == blankAfter && !t.eof() {
			if err := t.expectEmpty("an empty line after each grid"); err != nil {
				return l, nil, err
			}
		}
	}
	if l.end != "" {
		if t.eof() || t.peek() != l.end {
			return l, nil, t.errorf(t.lineNo(), 1, "want the line %q after the last grid", l.end)
		}
		t.next++
	}
	if !t.eof() {
		return l, nil, t.errorf(t.lineNo(), 1, "unexpected line after the last grid")
	}
	return l, grids, nil
}

// endsHere reports whether the grids of an input without a count line end
// before the next line: at the end line, or at the end of the input.
func (l layout) endsHere(t *text, read int) bool {
	if l.end != "" {
		return !t.eof() && t.peek() == l.end
	}
	return read > 0 && t.eof()
}

// countErr explains a missing grid: too few grids for the count line, or
// err.
func (l layout) countErr(t *text, err error, want, read int) error {
	switch {
	case want >= 0 && t.eof():
		return t.errorf(t.lineNo(), 1, "input ends after %d grids, the first line says %d", read, want)
	case err != nil:
		return err
	case l.end != "":
		return t.errorf(t.lineNo(), 1, "input ends early: want a grid or the line %q", l.end)
	}
	return t.errorf(t.lineNo(), 1, "input ends early: want a grid")
}

// detect sets the box from the first line: one line of N² cells.
func (l *layout) detect(t *text) error {
	for box := 2; box <= 5; box++ {
		if len(t.peek()) == box*box*box*box {
			l.box = box
			l.letters = box >= 4
			return nil
		}
	}
	return t.errorf(1, 1, "a line of %d characters: want a grid of 16, 81, 256 or 625 cells", len(t.peek()))
}

// readHeader reads the header line of grid k, if the layout has one.
func (l layout) readHeader(t *text, k int) error {
	if l.header == "" {
		return nil
	}
	want := fmt.Sprintf(l.header, k)
	if t.eof() || t.peek() != want {
		return t.errorf(t.lineNo(), 1, "want the header %q of grid %d", want, k)
	}
	t.next++
	return nil
}

// readGrid reads one grid.
func (l layout) readGrid(t *text) (parsed, error) {
	n := l.side()
	p := parsed{grid: make([]byte, n*n), line: t.lineNo()}
	rows, width := n, n
	if l.oneLine {
		rows, width = 1, n*n
	}
	for r := 0; r < rows; r++ {
		if t.eof() {
			return p, t.errorf(t.lineNo(), 1, "input ends inside a grid: want %d rows, found %d", rows, r)
		}
		if err := l.readRow(t, p.grid[r*width:(r+1)*width]); err != nil {
			return p, err
		}
		t.next++
	}
	return p, nil
}

// readRow reads the next line as len(dst) cells.
func (l layout) readRow(t *text, dst []byte) error {
	s, line := t.peek(), t.lineNo()
	what := "row"
	if l.oneLine {
		what = "grid line"
	}
	col := 0
	for k := range dst {
		if l.spaced && k > 0 {
			if col < len(s) && s[col] != ' ' {
				return t.errorf(line, col+1, "want one space between cells, found %q", s[col])
			}
			col++
		}
		if col >= len(s) {
			return t.errorf(line, len(s)+1, "%s of %d cells, want %d", what, k, len(dst))
		}
		v, ok := l.cellValue(s[col])
		if !ok {
			return t.errorf(line, col+1, "%q is not a cell: want %s", s[col], l.alphabet())
		}
		dst[k] = v
		col++
	}
	if col < len(s) {
		if s[col] == ' ' || s[col] == '\t' {
			return t.errorf(line, col+1, "trailing whitespace after the %d cells of a %s", len(dst), what)
		}
		return t.errorf(line, col+1, "%s longer than %d cells", what, len(dst))
	}
	return nil
}
