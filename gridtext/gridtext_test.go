package gridtext

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ojkit/ojkit/judgeio"
)

func TestDecodeLetters(t *testing.T) {
	grid := make([]byte, 6)
	if !DecodeLetters([]byte("A-PB-O"), grid, 16) {
		t.Fatal("DecodeLetters rejected valid cells")
	}
	if diff := cmp.Diff([]byte{1, 0, 16, 2, 0, 15}, grid); diff != "" {
		t.Errorf("DecodeLetters (-want +got):\n%s", diff)
	}
	for _, bad := range []string{"Q", "a", ".", "0", "@"} {
		if DecodeLetters([]byte(bad), grid, 16) {
			t.Errorf("DecodeLetters accepted %q", bad)
		}
	}
	if DecodeLetters([]byte("E"), grid, 4) {
		t.Error("DecodeLetters accepted E on a 4×4 grid")
	}
}

func TestDecodeDigits(t *testing.T) {
	text := []byte("1.90")
	if !DecodeDigits(text, text) {
		t.Fatal("DecodeDigits rejected valid cells")
	}
	if diff := cmp.Diff([]byte{1, 0, 9, 0}, text); diff != "" {
		t.Errorf("DecodeDigits in place (-want +got):\n%s", diff)
	}
	for _, bad := range []string{"a", "-", " ", ":"} {
		if DecodeDigits([]byte(bad), make([]byte, 1)) {
			t.Errorf("DecodeDigits accepted %q", bad)
		}
	}
}

func TestReadLetters(t *testing.T) {
	in := judgeio.NewReader(strings.NewReader("A-\r\n-B  \n\nCD\nQ-\n"))
	grid := make([]byte, 4)
	if err := ReadLetters(in, grid, 4); err != nil {
		t.Fatalf("ReadLetters: %v", err)
	}
	if diff := cmp.Diff([]byte{1, 0, 0, 2}, grid); diff != "" {
		t.Errorf("ReadLetters (-want +got):\n%s", diff)
	}
	if err := ReadLetters(in, grid, 4); err == nil || err.Error() != "a cell is not A-D or '-'" || in.Err() != nil {
		t.Errorf("ReadLetters of Q = %v, Reader's Err() = %v; want a cell error and nil", err, in.Err())
	}
	if err := ReadLetters(in, grid, 4); err != io.ErrUnexpectedEOF {
		t.Errorf("ReadLetters at the end of input = %v, want io.ErrUnexpectedEOF", err)
	}
}

func TestReadNumbers(t *testing.T) {
	in := judgeio.NewReader(strings.NewReader("0 9\n3 10 1"))
	grid := make([]byte, 2)
	if err := ReadNumbers(in, grid, 9); err != nil {
		t.Fatalf("ReadNumbers: %v", err)
	}
	if diff := cmp.Diff([]byte{0, 9}, grid); diff != "" {
		t.Errorf("ReadNumbers (-want +got):\n%s", diff)
	}
	if err := ReadNumbers(in, grid, 9); err == nil || err.Error() != "a number is not 0-9" {
		t.Errorf("ReadNumbers of 10 = %v, want a range error", err)
	}
	if err := ReadNumbers(in, grid, 9); err != io.ErrUnexpectedEOF {
		t.Errorf("ReadNumbers at the end of input = %v, want io.ErrUnexpectedEOF", err)
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
