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

	"github.com/ojkit/ojkit/internal/verdict"
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
	// tape, when not nil, is written every line as it is recorded, tapeErr
	// its first error and tapeLines the lines being written.
	tape      io.Writer
	tapeErr   error
	tapeLines lineSplitter
	// reading is when each direction's chunk in flight was read, or -1;
	// untaped are the chunks recorded but not yet written to the tape: a
	// chunk read before one in flight waits for it.
	reading [2]time.Duration
	untaped []Chunk
}

// newDialogue returns an empty dialogue whose times count from start, its
// lines written to tape as they are recorded unless tape is nil.
func newDialogue(start time.Time, tape io.Writer) *Dialogue {
	return &Dialogue{start: start, tape: tape, reading: [2]time.Duration{-1, -1}}
}

// read notes that a chunk in direction dir was read, and returns its time
// since the start, for add or drop.
func (d *Dialogue) read(dir Direction) time.Duration {
	d.mu.Lock()
	defer d.mu.Unlock()
	at := time.Since(d.start)
	d.reading[dir] = at
	return at
}

// add records data, written in direction dir and read at the time at
// since the start (which read returned).
func (d *Dialogue) add(dir Direction, at time.Duration, data []byte) {
	c := Chunk{Dir: dir, At: at, Data: bytes.Clone(data)}
	d.mu.Lock()
	defer d.mu.Unlock()
	d.chunks = insert(d.chunks, c)
	d.size += len(data) + chunkCost
	for d.size > maxRecorded && len(d.chunks) > 1 {
		first := d.chunks[0]
		d.size -= len(first.Data) + chunkCost
		d.dropped += int64(len(first.Data))
		d.lines += bytes.Count(first.Data, []byte("\n"))
		d.chunks = d.chunks[1:]
	}
	if d.tape != nil {
		d.untaped = insert(d.untaped, c)
	}
	d.settle(dir)
}

// drop notes that the chunk in flight in direction dir is not recorded.
func (d *Dialogue) drop(dir Direction) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.settle(dir)
}

// insert inserts c into chunks in the order of their times: the two
// directions' chunks may be recorded out of the order they were read in.
func insert(chunks []Chunk, c Chunk) []Chunk {
	i := len(chunks)
	for i > 0 && chunks[i-1].At > c.At {
		i--
	}
	return slices.Insert(chunks, i, c)
}

// settle ends the flight of direction dir's chunk and writes to the tape
// the chunks read before every chunk still in flight.
func (d *Dialogue) settle(dir Direction) {
	d.reading[dir] = -1
	n := 0
	for _, c := range d.untaped {
		if inFlightBefore(d.reading, c.At) {
			break
		}
		d.tapeLines.feed(c, d.writeTape)
		n++
	}
	d.untaped = d.untaped[n:]
}

// inFlightBefore reports whether a chunk in flight was read before at.
func inFlightBefore(reading [2]time.Duration, at time.Duration) bool {
	for _, r := range reading {
		if r >= 0 && r < at {
			return true
		}
	}
	return false
}

// writeTape writes line l to the tape, keeping the first error.
func (d *Dialogue) writeTape(l Line) {
	if d.tapeErr == nil {
		_, d.tapeErr = io.WriteString(d.tape, l.Format()+"\n")
	}
}

// endTape writes what is left to the tape, once both copies have ended,
// and returns the tape's first error.
func (d *Dialogue) endTape() error {
	if d == nil {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.tape != nil {
		for _, c := range d.untaped {
			d.tapeLines.feed(c, d.writeTape)
		}
		d.untaped = nil
		d.tapeLines.flush(d.writeTape)
	}
	return d.tapeErr
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

// lastFrom returns when the last chunk sent dir arrived, or 0.
func (d *Dialogue) lastFrom(dir Direction) time.Duration {
	chunks, _ := d.Chunks()
	for i := len(chunks) - 1; i >= 0; i-- {
		if chunks[i].Dir == dir {
			return chunks[i].At
		}
	}
	return 0
}

// Line is one line of the dialogue.
type Line struct {
	Dir Direction
	At  time.Duration // when its first byte arrived
	// Text is the line without its newline, its first maxShown bytes
	// only, and Size its whole length.
	Text []byte
	Size int
	// Cut reports a line without its newline: the other side spoke, or the
	// writer's stream ended, before it came.
	Cut bool
}

// Lines returns the dialogue as lines, in the order their first bytes
// arrived. A line still open in one direction when the other side writes
// comes out cut, and what follows it in its direction starts a new line.
func (d *Dialogue) Lines() []Line {
	lines, _ := d.Tail(0)
	return lines
}

// Tail returns the last n lines of the dialogue, as Lines cuts them (every
// line when n is 0 or less), and how many lines it has, those dropped to
// bound its size included.
func (d *Dialogue) Tail(n int) ([]Line, int) {
	if d == nil {
		return nil, 0
	}
	chunks, _ := d.Chunks()
	var lines []Line
	total := d.droppedLines()
	keep := func(l Line) {
		total++
		if n > 0 && len(lines) == n {
			copy(lines, lines[1:])
			lines = lines[:n-1]
		}
		lines = append(lines, l)
	}
	var ls lineSplitter
	for _, c := range chunks {
		ls.feed(c, keep)
	}
	ls.flush(keep)
	return lines, total
}

// A lineSplitter cuts chunks into lines, as Lines does.
type lineSplitter struct {
	open *Line // the unfinished line of the last chunk's direction
}

// feed passes emit each line that chunk c ends.
func (ls *lineSplitter) feed(c Chunk, emit func(Line)) {
	if ls.open != nil && ls.open.Dir != c.Dir {
		ls.flush(emit)
	}
	data := c.Data
	for len(data) > 0 {
		if ls.open == nil {
			ls.open = &Line{Dir: c.Dir, At: c.At}
		}
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			ls.open.add(data)
			return
		}
		ls.open.add(data[:i])
		emit(*ls.open)
		ls.open = nil
		data = data[i+1:]
	}
}

// add adds text to the line, keeping the first maxShown bytes.
func (l *Line) add(text []byte) {
	l.Size += len(text)
	if room := maxShown - len(l.Text); room > 0 {
		l.Text = append(l.Text, text[:min(room, len(text))]...)
	}
}

// flush passes emit the line still open, cut.
func (ls *lineSplitter) flush(emit func(Line)) {
	if ls.open != nil {
		ls.open.Cut = true
		emit(*ls.open)
		ls.open = nil
	}
}

// maxShown is the most bytes of a line shown.
const maxShown = 200

// Format writes line as "TIME > TEXT": its time, its direction's mark and
// its text, quoted when it holds bytes that would not show (a tab, a \r,
// trailing spaces), cut to maxShown bytes; a line without its newline ends
// with "[no newline]".
func (l Line) Format() string {
	text := l.Text
	more := ""
	if l.Size > len(text) {
		more = fmt.Sprintf(" ... (%d bytes more)", l.Size-len(text))
	}
	s := string(text)
	if !plain(text) {
		s = strconv.Quote(s)
	}
	s = fmt.Sprintf("%7s %s%s%s", verdict.FormatTime(l.At), l.Dir.Mark(), s, more)
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
	lines, total := d.Tail(n)
	switch before := total - len(lines); {
	case total == 0:
		fmt.Fprintf(w, "%sthe dialogue is empty: neither side wrote a byte\n", indent)
		return 0
	case before > 0:
		fmt.Fprintf(w, "%sthe dialogue's last %s (%s; %s before them not shown):\n", indent, lineCount(len(lines)), Legend, lineCount(before))
	default:
		fmt.Fprintf(w, "%sthe dialogue, %s (%s):\n", indent, lineCount(len(lines)), Legend)
	}
	for _, l := range lines {
		fmt.Fprintf(w, "%s%s\n", indent, l.Format())
	}
	return len(lines)
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
