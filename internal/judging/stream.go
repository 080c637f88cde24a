package judging

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
)

// maxToken is the longest token or line a streamed answer may hold.
const maxToken = 64 << 20

// CompareAnswerFile judges output against an answer read from answer, a file
// too large to hold in memory beside the output: exact, lines, tokens and
// float EPS read the answer side by side with the output, and report the
// first difference without a diff; a checker gets the answer whole.
func CompareAnswerFile(c Comparer, input, output []byte, answer io.ReadSeeker) (Judgement, error) {
	s, ok := c.(streamer)
	if !ok {
		data, err := io.ReadAll(answer)
		if err != nil {
			return Judgement{}, err
		}
		return c.Compare(input, output, data)
	}
	return s.compareStream(output, answer)
}

// A streamer compares an output with an answer it reads as it goes.
type streamer interface {
	compareStream(output []byte, answer io.ReadSeeker) (Judgement, error)
}

// largeNote ends the detail of a difference found without a diff.
const largeNote = "\n(the answer is too large for a diff)"

func (exact) compareStream(output []byte, answer io.ReadSeeker) (Judgement, error) {
	r := bufio.NewReaderSize(answer, 64<<10)
	off := 0
	for {
		b, err := r.ReadByte()
		if err == io.EOF {
			if off == len(output) {
				return Judgement{Verdict: AC}, nil
			}
			break
		}
		if err != nil {
			return Judgement{}, err
		}
		if off == len(output) || output[off] != b {
			break
		}
		off++
	}
	if _, err := answer.Seek(0, io.SeekStart); err != nil {
		return Judgement{}, err
	}
	tj, err := tokenwise{}.compareStream(output, answer)
	if err != nil {
		return Judgement{}, err
	}
	if tj.Verdict == AC {
		return Judgement{Verdict: PE, Detail: fmt.Sprintf("only whitespace differs, from byte %d: a judge comparing tokens would accept it%s", off+1, largeNote)}, nil
	}
	return Judgement{Verdict: WA, Detail: fmt.Sprintf("byte %d differs; %s", off+1, tj.Detail)}, nil
}

func (t tokenwise) compareStream(output []byte, answer io.ReadSeeker) (Judgement, error) {
	want := bufio.NewScanner(answer)
	want.Buffer(make([]byte, 64<<10), maxToken)
	want.Split(scanTokens)
	got := bufio.NewScanner(bytes.NewReader(output))
	got.Buffer(make([]byte, 64<<10), maxToken)
	got.Split(scanTokens)
	for i := 1; ; i++ {
		w, g := want.Scan(), got.Scan()
		if err := want.Err(); err != nil {
			return Judgement{}, err
		}
		switch {
		case !w && !g:
			return Judgement{Verdict: AC}, nil
		case w && g && t.same(want.Bytes(), got.Bytes()):
			continue
		}
		wq, gq, why := "end of answer", "end of output", ""
		if w {
			wq = fmt.Sprintf("%q", want.Bytes())
		}
		if g {
			gq = fmt.Sprintf("%q", got.Bytes())
		}
		if w && g && t.numbers {
			why = t.error(want.Bytes(), got.Bytes())
		}
		return Judgement{Verdict: WA, Detail: fmt.Sprintf("token %d: want %s, got %s%s%s", i, wq, gq, why, largeNote)}, nil
	}
}

func (lines) compareStream(output []byte, answer io.ReadSeeker) (Judgement, error) {
	want := bufio.NewScanner(answer)
	want.Buffer(make([]byte, 64<<10), maxToken)
	got := trimmedLines(output)
	i := 0
	for ; want.Scan(); i++ {
		w := bytes.TrimRight(want.Bytes(), " \t\r\v\f")
		if i < len(got) && bytes.Equal(w, got[i]) {
			continue
		}
		if i >= len(got) && len(w) == 0 {
			continue // an empty line at the end of the answer, unless more follow
		}
		return Judgement{Verdict: WA, Detail: fmt.Sprintf("line %d, trailing whitespace aside: want %q, got %s%s", i+1, w, quoteAt(got, i), largeNote)}, nil
	}
	if err := want.Err(); err != nil {
		return Judgement{}, err
	}
	if i < len(got) {
		return Judgement{Verdict: WA, Detail: fmt.Sprintf("line %d, trailing whitespace aside: want end of answer, got %s%s", i+1, quoteAt(got, i), largeNote)}, nil
	}
	return Judgement{Verdict: AC}, nil
}

// scanTokens is a bufio.SplitFunc for tokens as tokens splits them.
func scanTokens(data []byte, atEOF bool) (int, []byte, error) {
	start := 0
	for start < len(data) && isSpace(data[start]) {
		start++
	}
	for i := start; i < len(data); i++ {
		if isSpace(data[i]) {
			return i + 1, data[start:i], nil
		}
	}
	if atEOF && start < len(data) {
		return len(data), data[start:], nil
	}
	return start, nil, nil
}

// isSpace reports whether c separates tokens, as testlib's checkers read
// them.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }
