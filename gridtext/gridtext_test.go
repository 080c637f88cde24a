package gridtext

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/judgeio"
)

func TestDecodeLetters(t *testing.T) {
	grid := make([]byte, 16)
	if i := decodeLetters([]byte("A-PB-O----------"), grid); i != -1 {
		t.Fatalf("decodeLetters rejected byte %d of valid cells", i)
	}
	if diff := cmp.Diff([]byte{1, 0, 16, 2, 0, 15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, grid); diff != "" {
		t.Errorf("decodeLetters (-want +got):\n%s", diff)
	}
	for _, bad := range []string{"A-Q", "A-a", "A-.", "A-0", "A-@"} {
		if i := decodeLetters([]byte(strings.Repeat("-", 13)+bad), make([]byte, 16)); i != 15 {
			t.Errorf("decodeLetters of %q = %d, want 15", bad, i)
		}
	}
	if i := decodeLetters([]byte("ABCE"), make([]byte, 4)); i != 3 {
		t.Errorf("decodeLetters of E in a row of 4 = %d, want 3", i)
	}
}

func TestDecodeEveryByte(t *testing.T) {
	for _, side := range []int{4, 9, 16, 25} {
		for b := 0; b < 256; b++ {
			c := byte(b)
			want, wantOK := byte(0), c == '-'
			if c >= 'A' && int(c-'A') < side {
				want, wantOK = c-'A'+1, true
			}
			cells := bytes.Repeat([]byte{99}, side)
			text := append([]byte{c}, strings.Repeat("-", side-1)...)
			i := decodeLetters(text, cells)
			if ok := i == -1; ok != wantOK || ok && cells[0] != want {
				t.Errorf("decodeLetters(%q) in a row of %d = %d, cell %d; want ok %v, cell %d", c, side, i, cells[0], wantOK, want)
			}
		}
	}
	for b := 0; b < 256; b++ {
		c := byte(b)
		want, wantOK := byte(0), c == '.' || c == '0'
		if c >= '1' && c <= '9' {
			want, wantOK = c-'0', true
		}
		cells := []byte{99}
		i := decodeDigits([]byte{c}, cells)
		if ok := i == -1; ok != wantOK || ok && cells[0] != want {
			t.Errorf("decodeDigits(%q) = %d, cell %d; want ok %v, cell %d", c, i, cells[0], wantOK, want)
		}
	}
}

func TestDecodeDigits(t *testing.T) {
	text := []byte("1.90")
	if i := decodeDigits(text, text); i != -1 {
		t.Fatalf("decodeDigits rejected byte %d of valid cells", i)
	}
	if diff := cmp.Diff([]byte{1, 0, 9, 0}, text); diff != "" {
		t.Errorf("decodeDigits in place (-want +got):\n%s", diff)
	}
	for _, bad := range []string{"a", "-", " ", ":"} {
		if i := decodeDigits([]byte("1"+bad), make([]byte, 2)); i != 1 {
			t.Errorf("decodeDigits of %q = %d, want 1", bad, i)
		}
	}
}

func TestReadLetters(t *testing.T) {
	in := judgeio.NewReader(strings.NewReader("A-D-\r\n-B-C  \n\n\r\nCD--\n----\t\r\n\nABCD"))
	grid := make([]byte, 16)
	if err := ReadLetters(in, grid, 4); err != nil {
		t.Fatalf("ReadLetters: %v", err)
	}
	want := []byte{1, 0, 4, 0, 0, 2, 0, 3, 3, 4, 0, 0, 0, 0, 0, 0}
	if diff := cmp.Diff(want, grid); diff != "" {
		t.Errorf("ReadLetters (-want +got):\n%s", diff)
	}
	err := ReadLetters(in, grid, 4)
	if !errors.Is(err, io.ErrUnexpectedEOF) || err.Error() != "row 2: line 8: unexpected EOF" || in.Err() == nil {
		t.Errorf("ReadLetters of one row = %v, Reader's Err() = %v; want row 2 at the end of input, recorded", err, in.Err())
	}
}

// row16 is a valid row of a 16×16 letter grid.
const row16 = "--A----C-----O-I"

// grid16 returns a 16×16 letter grid whose rows are row16 but for those in rows,
// numbered from 1.
func grid16(rows map[int]string) string {
	var b strings.Builder
	for r := 1; r <= 16; r++ {
		if row, ok := rows[r]; ok {
			b.WriteString(row)
		} else {
			b.WriteString(row16)
		}
		b.WriteString("  \r\n")
	}
	return b.String()
}

func TestReadLettersRowErrors(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		{"15 and 17 letters", grid16(map[int]string{3: row16[1:], 4: row16 + "P"}),
			`row 3: line 3, column 1: want 16 cells A-P or '-', got 15 cells "-A----C-----O-I"`},
		{"17 letters", grid16(map[int]string{9: "P" + row16}),
			`row 9: line 9, column 1: want 16 cells A-P or '-', got 17 cells "P--A----C-----O-I"`},
		{"short last row, then a grid", grid16(map[int]string{16: row16[:12]}) + "\r\n" + grid16(nil),
			`row 16: line 16, column 1: want 16 cells A-P or '-', got 12 cells "--A----C----"`},
		{"bad cell", grid16(map[int]string{5: row16[:10] + "Q" + row16[11:]}),
			`row 5: line 5, column 11: want A-P or '-', got "Q"`},
		{"lower case", grid16(map[int]string{16: "a" + row16[1:]}),
			`row 16: line 16, column 1: want A-P or '-', got "a"`},
		{"spaced cells", "A B C D\n", `row 1: line 1, column 1: want 4 cells A-D or '-', got 1 cell "A"`},
	}
	for _, c := range cases {
		side := 16
		if c.name == "spaced cells" {
			side = 4
		}
		in := judgeio.NewReader(strings.NewReader(c.in))
		err := ReadLetters(in, make([]byte, side*side), side)
		var rowErr *RowError
		if err == nil || err.Error() != c.want || !errors.As(err, &rowErr) || in.Err() != rowErr.Err {
			t.Errorf("%s: ReadLetters = %v, Reader's Err() = %v; want %s, recorded", c.name, err, in.Err(), c.want)
		}
	}
}

func TestDecodeDigitLine(t *testing.T) {
	in := judgeio.NewReader(strings.NewReader("1.3\r\n4567 12x\n"))
	grid := make([]byte, 3)
	if err := DecodeDigitLine(in, in.Token(), grid); err != nil {
		t.Fatalf("DecodeDigitLine: %v", err)
	}
	if diff := cmp.Diff([]byte{1, 0, 3}, grid); diff != "" {
		t.Errorf("DecodeDigitLine (-want +got):\n%s", diff)
	}
	want := `line 2, column 1: want 3 cells '1'-'9' or '.', got 4 cells "4567"`
	if err := DecodeDigitLine(in, in.Token(), grid); err == nil || err.Error() != want || in.Err() != err {
		t.Errorf("DecodeDigitLine of 4 digits = %v, Reader's Err() = %v; want %s, recorded", err, in.Err(), want)
	}
	in = judgeio.NewReader(strings.NewReader("1.3\r\n4567 12x\n"))
	in.Token()
	in.Token()
	want = `line 2, column 8: want '1'-'9' or '.', got "x"`
	if err := DecodeDigitLine(in, in.Token(), grid); err == nil || err.Error() != want {
		t.Errorf("DecodeDigitLine of 12x = %v, want %s", err, want)
	}
}

func TestReadNumbers(t *testing.T) {
	in := judgeio.NewReader(strings.NewReader("0 9\r\n\n 007 1  \n"))
	grid := make([]byte, 4)
	if err := ReadNumbers(in, grid, 9); err != nil {
		t.Fatalf("ReadNumbers: %v", err)
	}
	if diff := cmp.Diff([]byte{0, 9, 7, 1}, grid); diff != "" {
		t.Errorf("ReadNumbers (-want +got):\n%s", diff)
	}
	if err := ReadNumbers(in, grid, 9); !errors.Is(err, io.ErrUnexpectedEOF) || err.Error() != "line 3: unexpected EOF" {
		t.Errorf("ReadNumbers at the end of input = %v, want line 3: unexpected EOF", err)
	}
	for _, bad := range []string{"10", "-1", "+1", "x", "1a", "99999999999999999999999"} {
		in := judgeio.NewReader(strings.NewReader("1 2\n3 " + bad + " 4\n"))
		want := `line 2, column 3: want a number 0-9, got "` + bad + `"`
		if err := ReadNumbers(in, grid, 9); err == nil || err.Error() != want || in.Err() != err {
			t.Errorf("ReadNumbers of %q = %v, Reader's Err() = %v; want %s, recorded", bad, err, in.Err(), want)
		}
	}
}

func TestWrite(t *testing.T) {
	var b bytes.Buffer
	out := judgeio.NewWriter(&b)
	grid := []byte{1, 2, 3, 4}
	WriteLetters(out, grid, 2)
	WriteDigitLine(out, grid)
	WriteNumbers(out, grid, 2, true)
	WriteNumbers(out, grid, 2, false)
	out.Flush()
	want := "AB\nCD\n1234\n1 2 \n3 4 \n1 2\n3 4\n"
	if diff := cmp.Diff(want, b.String()); diff != "" {
		t.Errorf("output (-want +got):\n%s", diff)
	}
}

func TestDecodeDigitRowEveryByte(t *testing.T) {
	for _, empty := range []byte{'0', '.'} {
		for _, side := range []int{4, 9} {
			for b := 0; b < 256; b++ {
				c := byte(b)
				want, wantOK := c-'0', c >= '1' && int(c-'0') <= side
				if c == empty {
					want, wantOK = 0, true
				}
				cells := bytes.Repeat([]byte{99}, side)
				text := append([]byte{c}, bytes.Repeat([]byte{empty}, side-1)...)
				i := decodeDigitRow(text, cells, empty)
				if ok := i == -1; ok != wantOK || ok && cells[0] != want {
					t.Errorf("decodeDigitRow(%q, empty %q) in a row of %d = %d, cell %d; want ok %v, cell %d", c, empty, side, i, cells[0], wantOK, want)
				}
			}
		}
	}
}

func TestReadDigitRows(t *testing.T) {
	in := judgeio.NewReader(strings.NewReader("1040\r\n0203  \n\n\r\n3400\n0000\t\r\n\n1234"))
	grid := make([]byte, 16)
	if err := ReadDigitRows(in, grid, 4); err != nil {
		t.Fatalf("ReadDigitRows: %v", err)
	}
	want := []byte{1, 0, 4, 0, 0, 2, 0, 3, 3, 4, 0, 0, 0, 0, 0, 0}
	if diff := cmp.Diff(want, grid); diff != "" {
		t.Errorf("ReadDigitRows (-want +got):\n%s", diff)
	}
	err := ReadDigitRows(in, grid, 4)
	if !errors.Is(err, io.ErrUnexpectedEOF) || err.Error() != "row 2: line 8: unexpected EOF" || in.Err() == nil {
		t.Errorf("ReadDigitRows of one row = %v, Reader's Err() = %v; want row 2 at the end of input, recorded", err, in.Err())
	}
}

func TestReadDigitRowsErrors(t *testing.T) {
	const row = "103000509"
	cases := []struct {
		name, in, want string
	}{
		{"8 digits", row + "\n" + row[1:] + "\n",
			`row 2: line 2, column 1: want 9 cells '0'-'9', got 8 cells "03000509"`},
		{"10 digits", row + "0\n",
			`row 1: line 1, column 1: want 9 cells '0'-'9', got 10 cells "1030005090"`},
		{"a dot", row + "\r\n" + row + "\r\n10300.509\r\n",
			`row 3: line 3, column 6: want '0'-'9', got "."`},
		{"spaced digits", "1 0 3 0 0 0 5 0 9\n", `row 1: line 1, column 1: want 9 cells '0'-'9', got 1 cell "1"`},
	}
	for _, c := range cases {
		in := judgeio.NewReader(strings.NewReader(c.in))
		err := ReadDigitRows(in, make([]byte, 81), 9)
		var rowErr *RowError
		if err == nil || err.Error() != c.want || !errors.As(err, &rowErr) || in.Err() != rowErr.Err {
			t.Errorf("%s: ReadDigitRows = %v, Reader's Err() = %v; want %s, recorded", c.name, err, in.Err(), c.want)
		}
	}
	in := judgeio.NewReader(strings.NewReader("1250\n"))
	want := `row 1: line 1, column 3: want '0'-'4', got "5"`
	if err := ReadDigitRows(in, make([]byte, 16), 4); err == nil || err.Error() != want {
		t.Errorf("ReadDigitRows of a 5 in a 4×4 grid = %v, want %s", err, want)
	}
}

func TestReadMarked(t *testing.T) {
	in := judgeio.NewReader(strings.NewReader("7 ? 9\r\n\n ?  1\t\n"))
	grid := make([]byte, 5)
	if err := ReadMarked(in, grid, '?'); err != nil {
		t.Fatalf("ReadMarked: %v", err)
	}
	if diff := cmp.Diff([]byte{7, 0, 9, 0, 1}, grid); diff != "" {
		t.Errorf("ReadMarked (-want +got):\n%s", diff)
	}
	if err := ReadMarked(in, grid, '?'); !errors.Is(err, io.ErrUnexpectedEOF) || err.Error() != "line 3: unexpected EOF" {
		t.Errorf("ReadMarked at the end of input = %v, want line 3: unexpected EOF", err)
	}
	for _, bad := range []string{"0", "12", "??", "?1", "x", ".", "-", ":"} {
		in := judgeio.NewReader(strings.NewReader("1 ?\n3 " + bad + " 4\n"))
		want := `line 2, column 3: want '1'-'9' or '?', got "` + bad + `"`
		if err := ReadMarked(in, grid, '?'); err == nil || err.Error() != want || in.Err() != err {
			t.Errorf("ReadMarked of %q = %v, Reader's Err() = %v; want %s, recorded", bad, err, in.Err(), want)
		}
	}
}

func TestWriteRowsAndHeaders(t *testing.T) {
	var b bytes.Buffer
	out := judgeio.NewWriter(&b)
	WriteCaseHeader(out, "Scenario", 1)
	WriteDigitRows(out, []byte{1, 2, 3, 4, 0, 9}, 3)
	WriteCaseHeader(out, "Case", 12)
	out.Flush()
	want := "Scenario #1:\n123\n409\nCase #12:\n"
	if diff := cmp.Diff(want, b.String()); diff != "" {
		t.Errorf("output (-want +got):\n%s", diff)
	}
}

func TestReadMarkedEveryByte(t *testing.T) {
	for b := 0; b < 256; b++ {
		c := byte(b)
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' {
			continue
		}
		want, wantOK := byte(0), c == '?'
		if c >= '1' && c <= '9' {
			want, wantOK = c-'0', true
		}
		cells := []byte{99}
		err := ReadMarked(judgeio.NewReader(bytes.NewReader([]byte{c})), cells, '?')
		if ok := err == nil; ok != wantOK || ok && cells[0] != want {
			t.Errorf("ReadMarked(%q) = %v, cell %d; want ok %v, cell %d", c, err, cells[0], wantOK, want)
		}
	}
}
