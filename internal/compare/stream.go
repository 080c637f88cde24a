package compare

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/ojkit/ojkit/internal/verdict"
)

// maxToken is the longest token or line a streamed answer may hold.
const maxToken = 64 << 20

// CompareAnswerFile judges output against an answer read from answer, a file
// too large to hold in memory beside the output (see CompareFiles).
func CompareAnswerFile(c Comparer, input, output []byte, answer io.ReadSeeker) (Judgement, error) {
	return CompareFiles(c, input, bytes.NewReader(output), answer)
}

// CompareFiles judges an output read from output against an answer read
// from answer, one or both too large to hold in memory: exact, lines, tokens
// and float EPS read the two side by side, and report the first difference
// without a diff; a checker gets both whole.
func CompareFiles(c Comparer, input []byte, output, answer io.ReadSeeker) (Judgement, error) {
	s, ok := c.(streamer)
	if !ok {
		out, err := io.ReadAll(output)
		if err != nil {
			return Judgement{}, err
		}
		data, err := io.ReadAll(answer)
		if err != nil {
			return Judgement{}, err
		}
		return c.Compare(input, out, data)
	}
	return s.compareStream(output, answer)
}

// A streamer compares an output with an answer, reading both as it goes.
type streamer interface {
	compareStream(output, answer io.ReadSeeker) (Judgement, error)
}

// largeNote ends the detail of a difference found without a diff.
const largeNote = "\n(the answer is too large for a diff)"

func (exact) compareStream(output, answer io.ReadSeeker) (Judgement, error) {
	want, got := bufio.NewReaderSize(answer, 64<<10), bufio.NewReaderSize(output, 64<<10)
	off := 0
	for ; ; off++ {
		w, werr := want.ReadByte()
		g, gerr := got.ReadByte()
		if werr == io.EOF && gerr == io.EOF {
			return Judgement{Verdict: verdict.AC}, nil
		}
		if werr != nil && werr != io.EOF {
			return Judgement{}, werr
		}
		if gerr != nil && gerr != io.EOF {
			return Judgement{}, gerr
		}
		if werr != nil || gerr != nil || w != g {
			break
		}
	}
	for _, f := range []io.Seeker{answer, output} {
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			return Judgement{}, err
		}
	}
	tj, err := tokenwise{}.compareStream(output, answer)
	if err != nil {
		return Judgement{}, err
	}
	if tj.Verdict == verdict.AC {
		return Judgement{Verdict: verdict.PE, Detail: fmt.Sprintf("only whitespace differs, from byte %d: a judge comparing tokens would accept it%s", off+1, largeNote)}, nil
	}
	return Judgement{Verdict: verdict.WA, Detail: fmt.Sprintf("byte %d differs; %s", off+1, tj.Detail)}, nil
}

func (t tokenwise) compareStream(output, answer io.ReadSeeker) (Judgement, error) {
	want, got := bufio.NewReaderSize(answer, 64<<10), bufio.NewReaderSize(output, 64<<10)
	for i := 1; ; i++ {
		wMore, err := skipSpace(want)
		if err != nil {
			return Judgement{}, err
		}
		gMore, err := skipSpace(got)
		if err != nil {
			return Judgement{}, err
		}
		if !wMore && !gMore {
			return Judgement{Verdict: verdict.AC}, nil
		}
		w, g, err := readTokens(want, got, wMore, gMore)
		if err != nil {
			return Judgement{}, err
		}
		if wMore && gMore && (w.same || t.numbers && !w.cut && !g.cut && t.same(w.head, g.head)) {
			continue
		}
		why := ""
		if wMore && gMore && t.numbers && !w.cut && !g.cut {
			why = t.error(w.head, g.head)
		}
		return Judgement{Verdict: verdict.WA, Detail: fmt.Sprintf("token %d: want %s, got %s%s%s", i, w.quote(wMore, "answer"), g.quote(gMore, "output"), why, largeNote)}, nil
	}
}

// headLen is how much of a streamed token is kept: for numbers, and for the
// message that quotes it.
const headLen = 64

// A streamedToken is what is kept of a token read as it goes.
type streamedToken struct {
	head []byte // its first headLen bytes
	cut  bool   // it was longer
	same bool   // it equals the other token read beside it
}

// quote quotes the token, or says that its side, of the given name, ended.
func (t streamedToken) quote(more bool, side string) string {
	switch {
	case !more:
		return "end of " + side
	case t.cut:
		return fmt.Sprintf("%q…", t.head)
	}
	return fmt.Sprintf("%q", t.head)
}

// skipSpace reads past the separators of r and reports whether a token
// follows.
func skipSpace(r io.ByteScanner) (bool, error) {
	for {
		c, err := r.ReadByte()
		switch {
		case err == io.EOF:
			return false, nil
		case err != nil:
			return false, err
		case !isSpace(c):
			return true, r.UnreadByte()
		}
	}
}

// readTokens reads the token at want and the one at got, where there are
// (wMore, gMore), byte by byte, keeping their heads and whether they are the
// same bytes: a token of any length takes no more memory than its head.
func readTokens(want, got io.ByteScanner, wMore, gMore bool) (w, g streamedToken, err error) {
	same := wMore && gMore
	for wMore || gMore {
		var cw, cg byte
		if wMore {
			if cw, wMore, err = tokenByte(want); err != nil {
				return w, g, err
			}
			w.keep(cw, wMore)
		}
		if gMore {
			cg, gMore, _ = tokenByte(got)
			g.keep(cg, gMore)
		}
		same = same && wMore == gMore && (!wMore || cw == cg)
	}
	w.same = same
	return w, g, nil
}

// tokenByte reads the next byte of a token from r, and reports false at its
// end.
func tokenByte(r io.ByteScanner) (byte, bool, error) {
	c, err := r.ReadByte()
	switch {
	case err == io.EOF:
		return 0, false, nil
	case err != nil:
		return 0, false, err
	}
	return c, !isSpace(c), nil
}

// keep adds c, a byte of the token if in, to the token's head.
func (t *streamedToken) keep(c byte, in bool) {
	switch {
	case !in:
	case len(t.head) < headLen:
		t.head = append(t.head, c)
	default:
		t.cut = true
	}
}

func (lines) compareStream(output, answer io.ReadSeeker) (Judgement, error) {
	want, got := lineScanner(answer), lineScanner(output)
	for i := 1; ; i++ {
		wOK, gOK := want.Scan(), got.Scan()
		if !wOK && !gOK {
			break
		}
		w := bytes.TrimRight(want.Bytes(), " \t\r\v\f")
		g := bytes.TrimRight(got.Bytes(), " \t\r\v\f")
		if wOK && gOK && bytes.Equal(w, g) || !wOK && len(g) == 0 || !gOK && len(w) == 0 {
			continue // the same, or an empty line at the end of one side, unless more follow
		}
		wq, gq := "end of answer", "end of output"
		if wOK {
			wq = quoteAt([][]byte{w}, 0)
		}
		if gOK {
			gq = quoteAt([][]byte{g}, 0)
		}
		return Judgement{Verdict: verdict.WA, Detail: fmt.Sprintf("line %d, trailing whitespace aside: want %s, got %s%s", i, wq, gq, largeNote)}, nil
	}
	if err := errors.Join(want.Err(), got.Err()); err != nil {
		return Judgement{}, err
	}
	return Judgement{Verdict: verdict.AC}, nil
}

// lineScanner returns a scanner of the lines of r, each up to maxToken long.
func lineScanner(r io.Reader) *bufio.Scanner {
	s := bufio.NewScanner(r)
	s.Buffer(make([]byte, 64<<10), maxToken)
	return s
}

// isSpace reports whether c separates tokens, as testlib's checkers read
// them.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }
