package interact

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/ojkit/ojkit/internal/judging"
)

// Direction is which way a piece of the dialogue went.
type Direction int8

// The two directions, marked "> " and "< " when a dialogue is shown.
const (
	ToInteractor Direction = iota // written by the solution
	ToSolution                    // written by the interactor
)

// Mark returns the direction's mark: "> " for the solution's lines, "< "
// for the interactor's.
func (d Direction) Mark() string {
	if d == ToInteractor {
		return "> "
	}
	return "< "
}

// Legend explains the marks of Mark.
const Legend = "> solution to interactor, < interactor to solution"

// maxRecorded is the most memory a Dialogue's chunks take: past it the
// oldest chunks are dropped, so that neither a flood of output nor a long
// dialogue of short lines can fill the memory of the tool, and the end,
// which shows what went wrong, is kept. A chunk costs its bytes and
// chunkCost more.
const (
	maxRecorded = 8 << 20
	chunkCost   = 64
)

// Chunk is what one side wrote, as one read of the pipe returned it.
type Chunk struct {
	Dir  Direction
	At   time.Duration // since the start of the runs
	Data []byte
}

// Dialogue records the chunks the two sides of an interactive run wrote, in
// the order they were read. Its methods may be called concurrently.
type Dialogue struct {
	mu      sync.Mutex
	start   time.Time
	chunks  []Chunk
	size    int   // the memory chunks take (see maxRecorded)
	dropped int64 // bytes dropped from the start
	lines   int   // lines dropped from the start, as Lines counts them
}

// newDialogue returns an empty dialogue whose times count from start.
func newDialogue(start time.Time) *Dialogue {
	return &Dialogue{start: start}
}

// add records data, written in direction dir and read at the time at
// since the start.
func (d *Dialogue) add(dir Direction, at time.Duration, data []byte) {
	c := Chunk{Dir: dir, At: at, Data: bytes.Clone(data)}
	d.mu.Lock()
	defer d.mu.Unlock()
	i := len(d.chunks) // in the order read, which the two copies may record out of
	for i > 0 && d.chunks[i-1].At > at {
		i--
	}
	d.chunks = slices.Insert(d.chunks, i, c)
	d.size += len(data) + chunkCost
	for d.size > maxRecorded && len(d.chunks) > 1 {
		first := d.chunks[0]
		d.size -= len(first.Data) + chunkCost
		d.dropped += int64(len(first.Data))
		d.lines += bytes.Count(first.Data, []byte("\n"))
		d.chunks = d.chunks[1:]
	}
}

// Chunks returns the chunks recorded, oldest first, and how many bytes were
// dropped before them; none for a nil Dialogue, one not recorded.
func (d *Dialogue) Chunks() ([]Chunk, int64) {
	if d == nil {
		return nil, 0
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]Chunk(nil), d.chunks...), d.dropped
}

// Line is one line of the dialogue.
type Line struct {
	Dir  Direction
	At   time.Duration // when its first byte arrived
	Text []byte        // without its newline
	// Cut reports a line without its newline: the other side spoke, or the
	// writer's stream ended, before it came.
	Cut bool
}

// Lines returns the dialogue as lines, in the order their first bytes
// arrived. A line still open in one direction when the other side writes
// comes out cut, and what follows it in its direction starts a new line.
func (d *Dialogue) Lines() []Line {
	chunks, _ := d.Chunks()
	var lines []Line
	var open *Line // the unfinished line of the last chunk's direction
	for _, c := range chunks {
		if open != nil && open.Dir != c.Dir {
			open.Cut = true
			lines = append(lines, *open)
			open = nil
		}
		data := c.Data
		for len(data) > 0 {
			if open == nil {
				open = &Line{Dir: c.Dir, At: c.At}
			}
			i := bytes.IndexByte(data, '\n')
			if i < 0 {
				open.Text = append(open.Text, data...)
				break
			}
			open.Text = append(open.Text, data[:i]...)
			lines = append(lines, *open)
			open = nil
			data = data[i+1:]
		}
	}
	if open != nil {
		open.Cut = true
		lines = append(lines, *open)
	}
	return lines
}

// maxShown is the most bytes of a line shown.
const maxShown = 200

// Format writes line as "TIME > TEXT": its time, its direction's mark and
// its text, quoted when it holds bytes that would not show (a tab, a \r,
// trailing spaces) and cut to 200 bytes; a line without its newline ends
// with "[no newline]".
func (l Line) Format() string {
	text := l.Text
	more := ""
	if len(text) > maxShown {
		text, more = text[:maxShown], fmt.Sprintf(" ... (%d bytes more)", len(l.Text)-maxShown)
	}
	s := string(text)
	if !plain(text) {
		s = strconv.Quote(s)
	}
	s = fmt.Sprintf("%7s %s%s%s", judging.FormatTime(l.At), l.Dir.Mark(), s, more)
	if l.Cut {
		s += "  [no newline]"
	}
	return s
}

// plain reports whether text shows as it is: printable UTF-8 with no
// whitespace at its ends.
func plain(text []byte) bool {
	if !utf8.Valid(text) || len(bytes.TrimSpace(text)) != len(text) {
		return false
	}
	for _, r := range string(text) {
		if r < ' ' || r == 0x7f {
			return false
		}
	}
	return true
}

// WriteTail writes the last n lines of the dialogue to w (every line when n
// is 0 or less), indented by indent, after a line that says which lines they
// are, and returns the number of lines written.
func (d *Dialogue) WriteTail(w io.Writer, n int, indent string) int {
	if d == nil {
		fmt.Fprintf(w, "%sthe dialogue was not recorded\n", indent)
		return 0
	}
	lines := d.Lines()
	_, dropped := d.Chunks()
	from := 0
	if n > 0 && len(lines) > n {
		from = len(lines) - n
	}
	switch {
	case len(lines) == 0:
		fmt.Fprintf(w, "%sthe dialogue is empty: neither side wrote a byte\n", indent)
		return 0
	case from > 0 || dropped > 0:
		fmt.Fprintf(w, "%sthe dialogue's last %s (%s; %s before them not shown):\n", indent, lineCount(len(lines)-from), Legend, lineCount(from+d.droppedLines()))
	default:
		fmt.Fprintf(w, "%sthe dialogue, %s (%s):\n", indent, lineCount(len(lines)), Legend)
	}
	for _, l := range lines[from:] {
		fmt.Fprintf(w, "%s%s\n", indent, l.Format())
	}
	return len(lines) - from
}

// droppedLines returns how many lines were dropped to keep the dialogue's
// size bounded.
func (d *Dialogue) droppedLines() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.lines
}

// lineCount returns "1 line" or "N lines".
func lineCount(n int) string {
	if n == 1 {
		return "1 line"
	}
	return strconv.Itoa(n) + " lines"
}
